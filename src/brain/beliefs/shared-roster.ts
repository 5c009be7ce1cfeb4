import { createRoster, type Roster } from '../../protocol/index.ts';

/**
 * One roster object per cast for every brain of the process (the rule brain's readers and every seat's
 * statements folder). Readers cache work per roster object (the name finder `understand` compiles, the
 * shared memo's key): with one roster per seat, every seat of an in-process game compiled the same
 * names again (13 times a 13-player game). A roster is immutable, so sharing it changes nothing else.
 * Bounded: emptied when full.
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

/** The same names in the same order (the same cast, whether or not the same array). */
export const sameCast = (left: readonly string[], right: readonly string[]): boolean => {
  if (left.length !== right.length) return false;
  for (let position = 0; position < left.length; position++) if (left[position] !== right[position]) return false;
  return true;
};
