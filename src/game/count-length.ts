import { isServerSpace, isServerSpaceCode, serverWords } from './server-whitespace.ts';
import type { LengthLimits } from './state.ts';

export type CountingMode = Pick<LengthLimits, 'countInWord' | 'countSpaces'>;

/**
 * Length as the server counts it (server.md §5.1): words, or code points with or without
 * whitespace. Code points, not UTF-16 units: an emoji outside the BMP counts once.
 */
export const countLength = (text: string, mode: CountingMode): number => {
  if (mode.countInWord) return serverWords(text).length;
  // By UTF-16 code unit (no string per code point): a surrogate pair is one code point, a lone
  // surrogate one too (as `for…of` counts them), and every server space is a single unit.
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        index++;
        count++;
        continue;
      }
    }
    if (mode.countSpaces || !isServerSpaceCode(code)) count++;
  }
  return count;
};

export type CutResult = {
  readonly text: string;
  /** The real server would panic here (slice with a negative bound) and take every game down with it. */
  readonly panic: boolean;
};

/**
 * The server's TrimLength: the text unchanged when it fits, else its first `length` units.
 * Words mode re-joins the kept words with single spaces; the default mode keeps inner whitespace
 * and ends at the last kept character; a limit ≤ 0 in the default mode leaves the text uncut (a
 * server quirk reproduced on purpose).
 */
export const cutLength = (text: string, length: number, mode: CountingMode): CutResult => {
  if (mode.countInWord) {
    const words = serverWords(text);
    if (words.length <= length) return { text, panic: false };
    if (length < 0) return { text: '', panic: true };
    return { text: words.slice(0, length).join(' '), panic: false };
  }
  if (countLength(text, mode) <= length) return { text, panic: false };
  const characters = [...text];
  if (mode.countSpaces) {
    if (length < 0) return { text: '', panic: true };
    return { text: characters.slice(0, length).join(''), panic: false };
  }
  let counted = 0;
  for (let index = 0; index < characters.length; index++) {
    if (isServerSpace(characters[index]!)) continue;
    counted++;
    if (counted === length) return { text: characters.slice(0, index + 1).join(''), panic: false };
  }
  return { text, panic: false };
};
