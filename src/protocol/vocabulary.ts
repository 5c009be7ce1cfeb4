import { ROLES, SPECIES, TALK_TYPES } from './ast.ts';

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

export const isVerb = (word: string): word is Verb => VERBS.has(word);

/** Longest verb that `word` starts with, to say "blank missing after VOTE" for `VOTEAgent[01]`. */
export const longestVerbPrefix = (word: string): string | undefined => {
  let best: string | undefined;
  for (const verb of VERBS) {
    if (word.startsWith(verb) && (best === undefined || verb.length > best.length)) best = verb;
  }
  return best;
};

const includes = <T extends string>(list: readonly T[], word: string): word is T => (list as readonly string[]).includes(word);

export const isRole = (word: string): word is (typeof ROLES)[number] => includes(ROLES, word);
export const isSpecies = (word: string): word is (typeof SPECIES)[number] => includes(SPECIES, word);
export const isTalkType = (word: string): word is (typeof TALK_TYPES)[number] => includes(TALK_TYPES, word);
