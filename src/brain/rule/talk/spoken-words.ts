// The words a voice says for the things of the game: a player's name (with its honorific, or "I"), a role
// (with its article in English), a result's colour, a night, a day, a count. Apart from compose-talk.ts
// because every kind of piece (moves, reasons, replies, results) fills its slots with them.
import type { GameRole } from '../../../game/state.ts';
import { ROLE_NAMES } from '../../../nl/vocabulary.ts';
import type { Voice } from './voice.ts';

/** Names as this voice says them: with its honorific in Japanese; the speaker itself in the first person. */
export const namer =
  (voice: Voice, self: string) =>
  (name: string): string =>
    name === self ? voice.firstPerson : `${name}${voice.honorific}`;

/** A role as `{r}` (the noun) and `{ra}` (with its article in English: a villager, the seer). */
export const roleValues = (voice: Voice, role: GameRole): Record<string, string> => {
  const noun = ROLE_NAMES[voice.lang][role];
  if (voice.lang === 'ja') return { r: noun, ra: noun };
  return { r: noun, ra: role === 'VILLAGER' || role === 'WEREWOLF' ? `a ${noun}` : `the ${noun}` };
};

export const speciesWord = (voice: Voice, werewolf: boolean): string =>
  voice.lang === 'ja' ? (werewolf ? '黒' : '白') : werewolf ? 'a werewolf' : 'human';

/** The night a divination was made (day 0's night is the first). */
export const nightWord = (voice: Voice, day: number): string => {
  if (voice.lang === 'ja') return day === 0 ? '初日の夜' : `${day}日目の夜`;
  return day === 0 ? 'on the first night' : `on night ${day}`;
};

export const dayWord = (voice: Voice, day: number, today: number): string => {
  if (voice.lang === 'ja') return day === today ? '今日' : day === today - 1 ? '昨日' : `${day}日目`;
  return day === today ? 'today' : day === today - 1 ? 'yesterday' : `on day ${day}`;
};

/** Counts said as words in English ("five of you"), as a player says them. */
export const EN_COUNTS: readonly string[] = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
