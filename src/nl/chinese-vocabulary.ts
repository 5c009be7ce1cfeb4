import type { ProtocolRole } from '../protocol/index.ts';
import { escapePattern } from './escape-pattern.ts';
import type { Vocabulary } from './vocabulary.ts';

/**
 * Role words of Chinese werewolf talk that the protocol 3.6 has. 女巫 (witch) and 猎人 (hunter) are not
 * protocol roles: claims of them are read by `readSpecialClaims` (special-claims.ts), not here.
 */
const ROLE_WORDS: Readonly<Record<string, Exclude<ProtocolRole, 'ANY' | 'FREEMASON' | 'FOX'>>> = {
  预言家: 'SEER',
  先知: 'SEER',
  狼人: 'WEREWOLF',
  狼: 'WEREWOLF',
  村民: 'VILLAGER',
  平民: 'VILLAGER',
  民: 'VILLAGER',
  守卫: 'BODYGUARD',
  灵媒: 'MEDIUM',
  通灵师: 'MEDIUM',
  狂人: 'POSSESSED',
};

/** Check results: 好人/金水 (human) and 狼/狼人/查杀 (werewolf). */
const SPECIES_WORDS: Readonly<Record<string, 'HUMAN' | 'WEREWOLF'>> = {
  好人: 'HUMAN',
  金水: 'HUMAN',
  银水: 'HUMAN',
  村民: 'HUMAN',
  狼人: 'WEREWOLF',
  狼: 'WEREWOLF',
  查杀: 'WEREWOLF',
};

const alternation = (words: readonly string[]): string =>
  [...words]
    .sort((left, right) => right.length - left.length)
    .map(escapePattern)
    .join('|');

export const CHINESE_VOCABULARY: Vocabulary = {
  role: alternation(Object.keys(ROLE_WORDS)),
  species: alternation(Object.keys(SPECIES_WORDS)),
  roleOf: (word) => ROLE_WORDS[word],
  speciesOf: (word) => SPECIES_WORDS[word],
};

/** How a protocol role is written in Chinese, for rendering. */
export const CHINESE_ROLE_NAMES: Readonly<Record<ProtocolRole, string>> = {
  SEER: '预言家',
  MEDIUM: '灵媒',
  BODYGUARD: '守卫',
  WEREWOLF: '狼人',
  POSSESSED: '狂人',
  VILLAGER: '村民',
  FREEMASON: '共有者',
  FOX: '妖狐',
  ANY: '身份',
};
