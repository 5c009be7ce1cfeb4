import type { ProtocolRole, ProtocolSpecies } from '../protocol/index.ts';
import type { Language } from './language.ts';
import { escapePattern } from './escape-pattern.ts';

type GameRole = Exclude<ProtocolRole, 'ANY' | 'FREEMASON' | 'FOX'>;

/** Words for each role, slang included. Longer words are tried first, so 占い師 wins over 占い. */
const ROLE_WORDS: Record<Language, Record<GameRole, readonly string[]>> = {
  ja: {
    SEER: ['占い師', '占師', '占い', '予言者', '預言者'],
    MEDIUM: ['霊媒師', '霊能者', '霊媒', '霊能'],
    BODYGUARD: ['ボディーガード', 'ボディガード', '騎士', '狩人', '護衛役'],
    WEREWOLF: ['人狼', '狼', 'オオカミ', 'おおかみ', 'ウルフ'],
    POSSESSED: ['狂人', '狂信者', '裏切り者'],
    VILLAGER: ['村人', '市民', '素村'],
  },
  en: {
    SEER: ['seer', 'fortune teller', 'fortune-teller', 'diviner', 'prophet'],
    MEDIUM: ['medium', 'psychic'],
    BODYGUARD: ['bodyguard', 'body guard', 'knight', 'hunter', 'guardian'],
    WEREWOLF: ['werewolf', 'werewolves', 'wolf', 'wolves'],
    POSSESSED: ['possessed', 'madman', 'madwoman', 'lunatic', 'traitor'],
    VILLAGER: ['villager', 'townsperson', 'townie', 'plain villager'],
  },
};

/** Result words of a divination or a medium reading. */
const SPECIES_WORDS: Record<Language, Record<Exclude<ProtocolSpecies, 'ANY'>, readonly string[]>> = {
  ja: {
    HUMAN: ['白', '人間', 'シロ', '○', '◯', '村人', '村側'],
    WEREWOLF: ['黒', '人狼', 'クロ', '●', '狼'],
  },
  en: {
    HUMAN: ['human', 'innocent', 'white', 'villager', 'town'],
    WEREWOLF: ['werewolf', 'wolf', 'black'],
  },
};

const byLengthDescending = (left: string, right: string): number => right.length - left.length;

const alternation = (words: readonly string[]): string =>
  [...words].sort(byLengthDescending).map(escapePattern).join('|');

const lookup = <T extends string>(table: Record<T, readonly string[]>): Map<string, T> => {
  const map = new Map<string, T>();
  for (const [key, words] of Object.entries(table) as [T, readonly string[]][]) {
    for (const word of words) map.set(word.toLowerCase(), key);
  }
  return map;
};

export type Vocabulary = {
  /** Regex source of any role word (no capture group). */
  readonly role: string;
  /** Regex source of any result word (no capture group). */
  readonly species: string;
  roleOf(word: string): GameRole | undefined;
  speciesOf(word: string): 'HUMAN' | 'WEREWOLF' | undefined;
};

const createVocabulary = (language: Language): Vocabulary => {
  const roles = lookup(ROLE_WORDS[language]);
  const species = lookup(SPECIES_WORDS[language]);
  const roleSource = alternation([...roles.keys()]);
  return {
    role: language === 'en' ? `(?:${roleSource})(?:s|es)?` : roleSource,
    species: alternation([...species.keys()]),
    roleOf: (word) => {
      const key = word.toLowerCase();
      return roles.get(key) ?? roles.get(key.replace(/e?s$/, ''));
    },
    speciesOf: (word) => species.get(word.toLowerCase()),
  };
};

export const VOCABULARY: Record<Language, Vocabulary> = {
  ja: createVocabulary('ja'),
  en: createVocabulary('en'),
};

/** How a role is written in each language, for rendering. */
export const ROLE_NAMES: Record<Language, Record<ProtocolRole, string>> = {
  ja: {
    SEER: '占い師',
    MEDIUM: '霊媒師',
    BODYGUARD: '騎士',
    WEREWOLF: '人狼',
    POSSESSED: '狂人',
    VILLAGER: '村人',
    FREEMASON: '共有者',
    FOX: '妖狐',
    ANY: '役職',
  },
  en: {
    SEER: 'seer',
    MEDIUM: 'medium',
    BODYGUARD: 'bodyguard',
    WEREWOLF: 'werewolf',
    POSSESSED: 'possessed',
    VILLAGER: 'villager',
    FREEMASON: 'freemason',
    FOX: 'fox',
    ANY: 'role',
  },
};
