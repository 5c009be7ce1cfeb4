import type { Roster } from '../protocol/index.ts';

/** Honorifics that may follow a name in Japanese talk (ハナさん, リョウくん, サクラ様), in the order tried. */
// Talk translated from English keeps romanised ones (`Daisuke-kun`, `Ryuji-san`).
export const HONORIFICS = [
  'さん',
  'さま',
  'くん',
  'ちゃん',
  'ちゃま',
  '様',
  '君',
  '氏',
  '殿',
  'たん',
  'っち',
  '-san',
  '-kun',
  '-chan',
  '-sama',
];

/** First-person words of Japanese talk; each means the speaker. */
export const JAPANESE_FIRST_PERSONS = [
  'わたくし',
  'わたし',
  'あたし',
  'あたい',
  '私',
  '僕',
  'ぼく',
  'ボク',
  '俺',
  'おれ',
  'オレ',
  'わし',
  'ワシ',
  '儂',
  '拙者',
  '小生',
  '吾輩',
  '我輩',
  'おいら',
  'オイラ',
  'わらわ',
  '妾',
  'うち',
  'ウチ',
];

/** One mention found in a text: `text.slice(index, end)` is the whole of it. */
export type NameMatch = {
  readonly index: number;
  readonly end: number;
  /** `@` and the spaces after it, when written as an address. */
  readonly at: string | undefined;
  /** The number of `Agent[NN]`. */
  readonly digits: string | undefined;
  readonly name: string | undefined;
  readonly firstPerson: string | undefined;
  /** The honorific after the name, and the spaces before it (Japanese only). */
  readonly honorific: string | undefined;
};

export type NameFinder = {
  /** The first mention at or after `from`, or undefined. */
  next(text: string, from: number): NameMatch | undefined;
};

type Word = { readonly text: string; readonly firstPerson: boolean };
/** A name, `Agent[NN]` or first person, without what may come before or after it. */
type Core = { readonly end: number; readonly digits?: string; readonly name?: string; readonly firstPerson?: string };

const AT = 0x40;
const CAPITAL_A = 0x41;
const AGENT_OPEN = 'Agent[';
const isSpace = (code: number): boolean => code === 0x20 || code === 0x3000;
const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;
const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** Where the digits of `Agent[NN]` at `start` end (after the `]`), or -1: one to nine digits. */
const agentNumberEnd = (text: string, start: number): number => {
  if (!text.startsWith(AGENT_OPEN, start)) return -1;
  let end = start + AGENT_OPEN.length;
  while (isDigit(text.charCodeAt(end))) end++;
  const digits = end - start - AGENT_OPEN.length;
  return digits >= 1 && digits <= 9 && text.charCodeAt(end) === 0x5d ? end + 1 : -1;
};

/** The words that may start at a character, by its code, each list in the order given. */
const wordsByFirstCharacter = (
  texts: readonly string[],
  firstPerson: boolean,
): ReadonlyMap<number, readonly Word[]> => {
  const byFirst = new Map<number, Word[]>();
  for (const text of texts) {
    const code = text.charCodeAt(0);
    const words = byFirst.get(code) ?? [];
    words.push({ text, firstPerson });
    byFirst.set(code, words);
  }
  return byFirst;
};

/** Built once: they are the same for every roster. */
const JAPANESE_FIRST_PERSONS_BY_FIRST = wordsByFirstCharacter(JAPANESE_FIRST_PERSONS, true);

/** The first of `words` written at `start`. */
const wordAt = (words: readonly Word[] | undefined, text: string, start: number): Core | undefined => {
  if (words === undefined) return undefined;
  for (const word of words) {
    if (!text.startsWith(word.text, start)) continue;
    const end = start + word.text.length;
    // As in a `u` regex: a word ending in half a surrogate pair does not match the whole pair.
    if (isHighSurrogate(word.text.charCodeAt(word.text.length - 1)) && isLowSurrogate(text.charCodeAt(end))) continue;
    return word.firstPerson ? { end, firstPerson: word.text } : { end, name: word.text };
  }
  return undefined;
};

/**
 * Finds every name of the roster (longest first, so ミナト wins over ミナ), `Agent[NN]`, and for Japanese
 * the first-person words, each with an optional `@` (and spaces) before and, in Japanese, an honorific
 * after. A scan over the text, not a regex: a regex of the names was compiled for every new cast (every
 * arena game), and V8 compiling it cost more than reading the game's talk. It finds exactly what the
 * regex `(@[ \u3000]*)?(?:Agent\[(\d{1,9})\]|(names…)|(first persons…))(?:[ \u3000]*(honorifics…))?`
 * (flags `gu`) found, alternatives tried in that order (test/nl/name-finder.test.ts compares the two).
 */
export const compileNameFinder = (options: { roster: Roster; japanese: boolean }): NameFinder => {
  const { japanese } = options;
  const names = [...new Set(options.roster.names)]
    .filter((name) => name.trim() !== '')
    .sort((left, right) => right.length - left.length);
  const namesByFirst = wordsByFirstCharacter(names, false);
  const firstPersons = japanese ? JAPANESE_FIRST_PERSONS_BY_FIRST : undefined;

  /** The name, number or first person starting at `start`. */
  const coreAt = (text: string, start: number): Core | undefined => {
    const code = text.charCodeAt(start);
    if (code === CAPITAL_A) {
      const end = agentNumberEnd(text, start);
      if (end >= 0) return { end, digits: text.slice(start + AGENT_OPEN.length, end - 1) };
    }
    // Names first, then first persons: the regex's order of alternatives.
    return wordAt(namesByFirst.get(code), text, start) ?? wordAt(firstPersons?.get(code), text, start);
  };

  /** The honorific after a name ending at `start` (spaces may come between), and where it ends. */
  const honorificAt = (text: string, start: number): { honorific: string; end: number } | undefined => {
    let end = start;
    while (isSpace(text.charCodeAt(end))) end++;
    for (const honorific of HONORIFICS) {
      if (text.startsWith(honorific, end)) return { honorific, end: end + honorific.length };
    }
    return undefined;
  };

  /** The core after `@` at `index`: `@` takes all the spaces it can and gives them back one by one (as the regex backtracks). */
  const addressAt = (text: string, index: number): { at: string; core: Core } | undefined => {
    let spaces = 0;
    while (isSpace(text.charCodeAt(index + 1 + spaces))) spaces++;
    for (; spaces >= 0; spaces--) {
      const core = coreAt(text, index + 1 + spaces);
      if (core !== undefined) return { at: text.slice(index, index + 1 + spaces), core };
    }
    return undefined;
  };

  const matchAt = (text: string, index: number): NameMatch | undefined => {
    const address = text.charCodeAt(index) === AT ? addressAt(text, index) : undefined;
    const core = address?.core ?? coreAt(text, index);
    if (core === undefined) return undefined;
    const after = japanese ? honorificAt(text, core.end) : undefined;
    return {
      index,
      end: after?.end ?? core.end,
      at: address?.at,
      digits: core.digits,
      name: core.name,
      firstPerson: core.firstPerson,
      honorific: after?.honorific,
    };
  };

  return {
    next: (text, from) => {
      for (let index = from; index < text.length; index++) {
        const found = matchAt(text, index);
        if (found !== undefined) return found;
        // A `u` regex never starts a match inside a surrogate pair.
        if (isHighSurrogate(text.charCodeAt(index)) && isLowSurrogate(text.charCodeAt(index + 1))) index++;
      }
      return undefined;
    },
  };
};
