import { createRoster, type Roster } from '../../protocol/index.ts';

/**
 * One roster object per cast for every rule brain of the process. Readers cache work per roster object
 * (the name regex `understand` compiles, the shared memo's key): with one roster per seat, every seat
 * of an in-process game compiled the same name regex again (13 times a 13-player game). A roster is
 * immutable, so sharing it changes nothing else. Bounded: emptied when full.
 */
const rosters = new Map<string, Roster>();
const CAPACITY = 256;

/** The roster of `agents`, whose names joined by NUL are `key`. */
export const sharedRoster = (key: string, agents: readonly string[]): Roster => {
  const known = rosters.get(key);
  if (known !== undefined) return known;
  const created = createRoster(agents);
  if (rosters.size >= CAPACITY) rosters.clear();
  rosters.set(key, created);
  return created;
};
