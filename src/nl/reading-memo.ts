import type { Sentence } from '../protocol/index.ts';
import type { FoundSentence } from './apply-rules.ts';

/**
 * Readings of talk after its names became mention tokens (`\uE000@3\uE001`), shared by every roster.
 * Once tokenized, a talk with no earlier talk to refer to reads the same whoever the agents are: the
 * rules see agent numbers, never names. In an arena every game has a new cast, so a memo per roster
 * (the rule brain's) reads each game's talk afresh although the phrase book makes the same sentences
 * game after game; keyed by the tokenized text, most of them are read once per process. `understand`
 * keys it with the talk's agents renumbered (canonical-agents.ts), so seats do not matter either.
 *
 * Composed talk (the rule brain's reply, move and reason in a speaker's voice) is new text almost every
 * time, made of sentences that recur: so the rules' reading of each sentence is remembered too, keyed by
 * the sentence and what the reading loop hands the rules with it (speaker, addressee). A rule may also
 * look at the text around the sentence (the sentences before it, the whole talk); the reader reports
 * whether any did, and such a sentence's reading is remembered for that surrounding text only. A
 * reading that looked at nothing around it is the reading of the sentence in any talk.
 *
 * Bounded: when full it is emptied. Entries are copied out (callers may change the array they get);
 * the sentences themselves are immutable (`readonly` all the way down) and shared.
 */
export type ReadingMemo = {
  /** The reading of `key`: remembered, or made by `read` and remembered. */
  read(key: string, read: () => Sentence[]): Sentence[];
  /**
   * The rules' reading of one sentence: `key` names the sentence and all the reader hands the rules with
   * it, `around` the surrounding text; `read` says whether a rule looked at that text.
   */
  sentence(options: {
    readonly key: string;
    readonly around: string;
    readonly read: () => { readonly found: readonly FoundSentence[]; readonly readsAround: boolean };
  }): readonly FoundSentence[];
  /** Entries kept before the memo empties itself; 0 turns it off (tests compare both paths). */
  setCapacity(capacity: number): void;
  /** Entries kept before it empties itself (0: off). */
  readonly capacity: number;
  readonly size: number;
};

const DEFAULT_CAPACITY = 20_000;

/** A sentence's reading in any talk, or (when a rule looked around it) per surrounding text. */
type SentenceEntry = readonly FoundSentence[] | Map<string, readonly FoundSentence[]>;

export const createReadingMemo = (capacity = DEFAULT_CAPACITY): ReadingMemo => {
  let limit = capacity;
  const entries = new Map<string, readonly Sentence[]>();
  const sentences = new Map<string, SentenceEntry>();
  let sentenceReadings = 0;
  const clear = (): void => {
    entries.clear();
    sentences.clear();
    sentenceReadings = 0;
  };
  return {
    read: (key, read) => {
      if (limit <= 0) return read();
      const known = entries.get(key);
      if (known !== undefined) return known.slice();
      const sentences = read();
      if (entries.size + sentenceReadings >= limit) clear();
      entries.set(key, sentences.slice());
      return sentences;
    },
    sentence: ({ key, around, read }) => {
      if (limit <= 0) return read().found;
      const known = sentences.get(key);
      if (Array.isArray(known)) return known;
      const byAround = known instanceof Map ? known : undefined;
      const aroundKnown = byAround?.get(around);
      if (aroundKnown !== undefined) return aroundKnown;
      const { found, readsAround } = read();
      if (entries.size + sentenceReadings >= limit) clear();
      sentenceReadings++;
      if (!readsAround) sentences.set(key, found);
      else if (byAround !== undefined && sentences.get(key) === byAround) byAround.set(around, found);
      else sentences.set(key, new Map([[around, found]]));
      return found;
    },
    setCapacity: (capacity) => {
      limit = capacity;
      clear();
    },
    get capacity() {
      return limit;
    },
    get size() {
      return entries.size + sentenceReadings;
    },
  };
};

/** The process-wide memo `understand` reads tokenized talk through. */
export const tokenizedReadings: ReadingMemo = createReadingMemo();
