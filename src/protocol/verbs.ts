import { spelledAt } from './text-scanner.ts';

/** Every word that may stand in the verb position, grouped by the shape of what follows it. */
export const VERB_SHAPES = {
  AGREE: 'agreement',
  DISAGREE: 'agreement',
  ESTIMATE: 'role',
  COMINGOUT: 'role',
  DIVINED: 'species',
  IDENTIFIED: 'species',
  DIVINATION: 'target',
  GUARD: 'target',
  GUARDED: 'target',
  VOTE: 'target',
  VOTED: 'target',
  ATTACK: 'target',
  ATTACKED: 'target',
  REQUEST: 'addressed',
  INQUIRE: 'addressed',
  BECAUSE: 'clauses',
  XOR: 'clauses',
  AND: 'clauses',
  OR: 'clauses',
  NOT: 'clauses',
  DAY: 'dated',
} as const satisfies Record<string, string>;

export type Verb = keyof typeof VERB_SHAPES;

const VERBS = new Set<string>(Object.keys(VERB_SHAPES));

/** Longest verb that `word` starts with, to say "blank missing after VOTE" for `VOTEAgent[01]`. */
export const longestVerbPrefix = (word: string): string | undefined => {
  let best: string | undefined;
  for (const verb of VERBS) {
    if (word.startsWith(verb) && (best === undefined || verb.length > best.length)) best = verb;
  }
  return best;
};

/**
 * The member of `words` spelled exactly by `text[start, end)`, compared in place (no substring), or
 * undefined. The lists are short (at most 9 words), so a scan beats hashing a fresh substring.
 */
export const wordIn = <T extends string>(
  words: readonly T[],
  text: string,
  start: number,
  end: number,
): T | undefined => {
  const length = end - start;
  for (const word of words) {
    if (word.length === length && spelledAt(text, start, word)) return word;
  }
  return undefined;
};

/** Verbs by their first letter (A–Z), so finding the verb of a sentence compares at most 5 words. */
const VERBS_BY_INITIAL: readonly (readonly Verb[])[] = Array.from({ length: 26 }, (_, index) =>
  (Object.keys(VERB_SHAPES) as Verb[]).filter((verb) => verb.charCodeAt(0) === 0x41 + index),
);

/** The verb spelled by the `[A-Z]+` word `text[start, end)`, or undefined. */
export const verbAt = (text: string, start: number, end: number): Verb | undefined => {
  const candidates = VERBS_BY_INITIAL[text.charCodeAt(start) - 0x41];
  return candidates === undefined ? undefined : wordIn(candidates, text, start, end);
};
