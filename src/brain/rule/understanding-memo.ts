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
 * the same text was read once per seat. This memo, shared by the brains one factory makes (see
 * `SharedReading`), reads it once for all of them. Bounded: when full it is emptied (a game's talks are
 * read within the game, so losing older games' entries costs nothing). The sentences are shared between
 * seats, which only read them (`readonly` all the way down).
 */
export type UnderstandingMemo = {
  read(input: UnderstandInput, understand: (input: UnderstandInput) => readonly Sentence[]): readonly Sentence[];
  readonly size: number;
};

const DEFAULT_CAPACITY = 20_000;

/** `capacity`: the entries kept before the memo empties itself; 0 reads every talk afresh (tests compare both). */
export const createUnderstandingMemo = (capacity = DEFAULT_CAPACITY): UnderstandingMemo => {
  let size = 0;
  // Nested by roster, language, speaker and text rather than one key string per read: every seat reads
  // every talk, and a string joining the roster and the text was built (and hashed) on each read. The
  // texts and names come from the packets and keep their hashes, so a lookup allocates nothing.
  const entries = new Map<string, Map<Language, Map<string, Map<string, readonly Sentence[]>>>>();
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
  const textsOf = (input: UnderstandInput): Map<string, readonly Sentence[]> => {
    const key = rosterKey(input.roster);
    let byLanguage = entries.get(key);
    if (byLanguage === undefined) {
      byLanguage = new Map();
      entries.set(key, byLanguage);
    }
    let bySpeaker = byLanguage.get(input.lang);
    if (bySpeaker === undefined) {
      bySpeaker = new Map();
      byLanguage.set(input.lang, bySpeaker);
    }
    let byText = bySpeaker.get(input.speaker);
    if (byText === undefined) {
      byText = new Map();
      bySpeaker.set(input.speaker, byText);
    }
    return byText;
  };
  return {
    read: (input, understand) => {
      if (capacity <= 0) return understand(input);
      const texts = textsOf(input);
      const known = texts.get(input.text);
      if (known !== undefined) return known;
      const sentences = understand(input);
      if (size >= capacity) {
        entries.clear();
        size = 0;
        textsOf(input).set(input.text, sentences);
      } else texts.set(input.text, sentences);
      size++;
      return sentences;
    },
    get size() {
      return size;
    },
  };
};
