import type { Sentence } from '../protocol/index.ts';
import type { FoundSentence } from './apply-rules.ts';

/**
 * Readings of talk after its names became mention tokens (`\uE000@3\uE001`), shared by every roster.
 * Once tokenized, a talk with no earlier talk to refer to reads the same whoever the agents are: the
 * rules see agent numbers, never names. In an arena every game has a new cast, so a memo per roster
 * (the rule brain's) reads each game's talk afresh although the phrase book makes the same sentences
 * game after game; keyed by the tokenized text, most of them are read once per memo. `understand`
 * keys it with the talk's agents renumbered (canonical-agents.ts), so seats do not matter either.
 * A memo lives as long as its owner, never in a module: the shell makes one per arena tournament or
 * `connect` process (the rule brain's `SharedReading`) and passes it to `understand` as `readings`;
 * without one, `understand` reads every talk afresh.
 *
 * Composed talk (the rule brain's reply, move and reason in a speaker's voice) is new text almost every
 * time, made of sentences that recur: so the rules' reading of each sentence is remembered too, keyed by
 * the sentence and what the reading loop hands the rules with it (speaker, addressee), all with the agents
 * numbered from the sentence (`understand` renumbers them, so a sentence is one entry wherever it stands in
 * a talk and whoever it names). A rule may also
 * look at the text around the sentence: the sentence just before it, or all of the talk. The reader
 * reports what the rules looked at, in order, and the reading is kept under what that was: a reading that
 * looked at nothing is the sentence's reading in any talk, one that looked at the sentence before holds
 * wherever that sentence comes before. (The rules are pure: given the same text where they looked, they
 * look at the same things and read the same.)
 *
 * Bounded: its two tables, whole talks and sentences, each hold up to the capacity and each is emptied
 * alone when full. (Composed talk is new text almost every time, so whole talks fill their table fast;
 * emptied together, the sentences that recur went with them: in a 5-player ja arena the sentence table
 * was emptied every ~450 games and a sentence read missed 1 time in 3 just after, 1 in 11 before.)
 * Entries are copied out (callers may change the array they get); the sentences themselves are immutable
 * (`readonly` all the way down) and shared.
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
    /** The part of the surrounding text a rule may look at, as a key. */
    readonly around: (part: SurroundingText) => string;
    /** The reading, and what of the surrounding text the rules looked at, in the order they first did. */
    readonly read: () => { readonly found: readonly FoundSentence[]; readonly readsAround: readonly SurroundingText[] };
  }): readonly FoundSentence[];
  /** Entries each table keeps before it empties itself; 0 turns the memo off (tests compare both paths). */
  setCapacity(capacity: number): void;
  /** Entries each table keeps before it empties itself (0: off). */
  readonly capacity: number;
  /** Entries in both tables. */
  readonly size: number;
};

const DEFAULT_CAPACITY = 20_000;

/**
 * What of the text around a sentence a rule may look at: the sentence before it, or all of the talk; or
 * only what a pattern finds in the sentence before (`RuleContext.previousSentenceMatch`), so that a
 * reading keeps wherever the sentence before gives that pattern the same match. (In composed English talk
 * a sentence opening with a name was read afresh after every new sentence before it: the rules' sentence
 * reads were 24 % of a 5-player en game in a profile of the shipped arena bench, over half of them for
 * that.) A pattern stands for itself: parts are compared by identity. Or only whether a pattern occurs
 * anywhere in the talk (`RuleContext.utteranceHas`), so that a reading keeps wherever the talk answers that
 * the same (English results were read afresh in every new talk because a rule asked the whole talk whether
 * it claims the medium: a third of the sentence memo's misses in a 5-player en game).
 */
export type SurroundingText = 'previous' | 'all' | RegExp | UtteranceTest;

/** Whether `pattern` occurs in the whole talk: one object per pattern (understand.ts), compared by identity. */
export type UtteranceTest = { readonly inUtterance: RegExp };

/** A sentence's reading, or what the rules looked at next and the readings by what they saw there. */
type SentenceEntry =
  | { readonly found: readonly FoundSentence[] }
  | { readonly part: SurroundingText; readonly seen: Map<string, SentenceEntry> };

export const createReadingMemo = (capacity = DEFAULT_CAPACITY): ReadingMemo => {
  let limit = capacity;
  const entries = new Map<string, readonly Sentence[]>();
  const sentences = new Map<string, SentenceEntry>();
  let sentenceReadings = 0;
  const clearSentences = (): void => {
    sentences.clear();
    sentenceReadings = 0;
  };
  const clear = (): void => {
    entries.clear();
    clearSentences();
  };
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
    sentence: ({ key, around, read }) => {
      if (limit <= 0) return read().found;
      let entry = sentences.get(key);
      while (entry !== undefined && 'part' in entry) entry = entry.seen.get(around(entry.part));
      if (entry !== undefined) return entry.found;
      const { found, readsAround } = read();
      if (sentenceReadings >= limit) clearSentences();
      sentenceReadings++;
      const [first] = readsAround;
      if (first === undefined) {
        sentences.set(key, { found });
        return found;
      }
      // The path the rules took: each part they looked at, keyed by what they saw there. Up to where this
      // reading's path leaves the known one, it is the known path (same text seen, same next look).
      let node = sentences.get(key);
      if (node === undefined || !('part' in node)) {
        node = { part: first, seen: new Map() };
        sentences.set(key, node);
      }
      for (let index = 0; index < readsAround.length; index++) {
        const part = readsAround[index]!;
        if (!('part' in node) || node.part !== part) return found;
        const seen = around(part);
        const after = readsAround[index + 1];
        if (after === undefined) {
          node.seen.set(seen, { found });
          return found;
        }
        let next = node.seen.get(seen);
        if (next === undefined) {
          next = { part: after, seen: new Map() };
          node.seen.set(seen, next);
        }
        node = next;
      }
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
