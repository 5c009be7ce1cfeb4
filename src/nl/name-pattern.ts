import type { Roster } from '../protocol/index.ts';
import { escapePattern } from './escape-pattern.ts';

/** Honorifics that may follow a name in Japanese talk (ハナさん, リョウくん, サクラ様). */
// Talk translated from English keeps romanised ones (`Daisuke-kun`, `Ryuji-san`).
const HONORIFICS = [
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

/**
 * One regex that finds every name of the roster (longest first, so ミナト wins over ミナ), `Agent[NN]`,
 * and for Japanese the first-person words. Built once per roster and language: it runs on every talk.
 * Groups: 1 `@`, 2 agent number, 3 name, 4 first person, 5 honorific.
 */
export const compileNamePattern = (options: { roster: Roster; japanese: boolean }): RegExp => {
  const names = [...new Set(options.roster.names)]
    .filter((name) => name.trim() !== '')
    .sort((left, right) => right.length - left.length)
    .map(escapePattern);
  const nameGroup = names.length === 0 ? '(?!)' : names.join('|');
  const firstPersons = options.japanese ? JAPANESE_FIRST_PERSONS.map(escapePattern).join('|') : '(?!)';
  // The server pads `@Name` with spaces, so an honorific may follow after them (`@シオン さん`).
  const honorifics = options.japanese ? `(?:[ \\u3000]*(${HONORIFICS.join('|')}))?` : '()';
  // `Agent[NN]` first, so that a character called `Agent` is not read inside `Agent[99]`.
  return new RegExp(`(@[ \\u3000]*)?(?:Agent\\[(\\d{1,9})\\]|(${nameGroup})|(${firstPersons}))${honorifics}`, 'gu');
};
