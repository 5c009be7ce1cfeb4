import type { Language } from '../brain.ts';
import type { Roster, Sentence } from '../../protocol/index.ts';

/** What understanding depends on, all of it: nothing else may change the sentences read. */
export type UnderstandInput = {
  readonly text: string;
  readonly speaker: string;
  readonly roster: Roster;
  readonly lang: Language;
};

/**
 * Understanding a talk is a pure function of (text, speaker, roster, language), and in a game every seat
 * reads every talk: with five (or thirteen) rule brains in one process (the arena, `connect --agents 5`)
 * the same text was read once per seat. This memo reads it once per process. Bounded: when full it is
 * emptied (a game's talks are read within the game, so losing older games' entries costs nothing).
 * The sentences are shared between seats, which only read them (`readonly` all the way down).
 */
export type UnderstandingMemo = {
  read(input: UnderstandInput, understand: (input: UnderstandInput) => readonly Sentence[]): readonly Sentence[];
  /** Entries kept before the memo empties itself; 0 turns memoisation off (tests compare both paths). */
  setCapacity(capacity: number): void;
  readonly size: number;
};

const DEFAULT_CAPACITY = 20_000;

export const createUnderstandingMemo = (capacity = DEFAULT_CAPACITY): UnderstandingMemo => {
  let limit = capacity;
  const entries = new Map<string, readonly Sentence[]>();
  // One key per roster object: computing it per talk would cost as much as a small read.
  const rosterKeys = new WeakMap<Roster, string>();
  const rosterKey = (roster: Roster): string => {
    let key = rosterKeys.get(roster);
    if (key === undefined) {
      key = roster.names.join('\u0000');
      rosterKeys.set(roster, key);
    }
    return key;
  };
  return {
    read: (input, understand) => {
      if (limit <= 0) return understand(input);
      const key = `${input.lang}\u0001${rosterKey(input.roster)}\u0001${input.speaker}\u0001${input.text}`;
      const known = entries.get(key);
      if (known !== undefined) return known;
      const sentences = understand(input);
      if (entries.size >= limit) entries.clear();
      entries.set(key, sentences);
      return sentences;
    },
    setCapacity: (capacity) => {
      limit = capacity;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
};

/** The process-wide memo the rule brain's NL bridge reads through. */
export const sharedUnderstanding: UnderstandingMemo = createUnderstandingMemo();
