import { createRoster, type Roster } from '../../protocol/index.ts';

/**
 * One roster object per cast for the brains that share the pool (the seats one brain factory makes: the
 * rule brain's readers and every seat's statements folder). Readers cache work per roster object (the
 * name finder `understand` compiles, the understanding memo's key): with one roster per seat, every seat
 * of an in-process game compiled the same names again (13 times a 13-player game). A roster is
 * immutable, so sharing it changes nothing else. Bounded: emptied when full.
 */
export type RosterPool = {
  /** The roster of `agents`, whose names joined by NUL are `key`. */
  rosterOf(key: string, agents: readonly string[]): Roster;
};

const DEFAULT_CAPACITY = 256;

export const createRosterPool = (capacity = DEFAULT_CAPACITY): RosterPool => {
  const rosters = new Map<string, Roster>();
  return {
    rosterOf: (key, agents) => {
      const known = rosters.get(key);
      if (known !== undefined) return known;
      const created = createRoster(agents);
      if (rosters.size >= capacity) rosters.clear();
      rosters.set(key, created);
      return created;
    },
  };
};
