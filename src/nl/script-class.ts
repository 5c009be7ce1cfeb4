/** Coarse writing-system class of one character, to tell where a name ends and another word begins. */
export type ScriptClass = 'katakana' | 'hiragana' | 'han' | 'word' | 'other';

const KATAKANA = /[\p{Script=Katakana}ー]/u;
const HIRAGANA = /\p{Script=Hiragana}/u;
const HAN = /[\p{Script=Han}々]/u;
const WORD = /[\p{L}\p{N}_]/u;

export const scriptClass = (character: string | undefined): ScriptClass => {
  if (character === undefined || character === '') return 'other';
  if (KATAKANA.test(character)) return 'katakana';
  if (HIRAGANA.test(character)) return 'hiragana';
  if (HAN.test(character)) return 'han';
  if (WORD.test(character)) return 'word';
  return 'other';
};

/**
 * A name is a word of its own when the characters around it are of another script: `Rin` is not in
 * `bring`, `リア` is not in `リアル`, but `ハナさん` and `ハナの` hold `ハナ`.
 */
export const isSeparate = (options: { outside: string | undefined; inside: string | undefined }): boolean => {
  const outsideClass = scriptClass(options.outside);
  return outsideClass === 'other' || outsideClass !== scriptClass(options.inside);
};
