import type { Sentence } from '../protocol/index.ts';

/**
 * Readings of talk after its names became mention tokens (`\uE000@3\uE001`), shared by every roster.
 * Once tokenized, a talk with no earlier talk to refer to reads the same whoever the agents are: the
 * rules see agent numbers, never names. In an arena every game has a new cast, so a memo per roster
 * (the rule brain's) reads each game's talk afresh although the phrase book makes the same sentences
 * game after game; keyed by the tokenized text, most of them are read once per process. `understand`
 * keys it with the talk's agents renumbered (canonical-agents.ts), so seats do not matter either.
 *
 * Bounded: when full it is emptied. Entries are copied out (callers may change the array they get);
 * the sentences themselves are immutable (`readonly` all the way down) and shared.
 */
export type ReadingMemo = {
  /** The reading of `key`: remembered, or made by `read` and remembered. */
  read(key: string, read: () => Sentence[]): Sentence[];
  /** Entries kept before the memo empties itself; 0 turns it off (tests compare both paths). */
  setCapacity(capacity: number): void;
  /** Entries kept before it empties itself (0: off). */
  readonly capacity: number;
  readonly size: number;
};

const DEFAULT_CAPACITY = 20_000;

export const createReadingMemo = (capacity = DEFAULT_CAPACITY): ReadingMemo => {
  let limit = capacity;
  const entries = new Map<string, readonly Sentence[]>();
  return {
    read: (key, read) => {
      if (limit <= 0) return read();
      const known = entries.get(key);
      if (known !== undefined) return known.slice();
      const sentences = read();
      if (entries.size >= limit) entries.clear();
      entries.set(key, sentences.slice());
      return sentences;
    },
    setCapacity: (capacity) => {
      limit = capacity;
      entries.clear();
    },
    get capacity() {
      return limit;
    },
    get size() {
      return entries.size;
    },
  };
};

/** The process-wide memo `understand` reads tokenized talk through. */
export const tokenizedReadings: ReadingMemo = createReadingMemo();
