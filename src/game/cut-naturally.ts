import { type CountingMode, countLength } from './count-length.ts';
import { isServerSpace } from './server-whitespace.ts';

const SENTENCE_ENDS = new Set(['。', '！', '？', '!', '?', '.', '…']);
const SENTENCE_CLOSERS = new Set(['」', '』', '）', ')', '"', '”', '’']);
const CLAUSE_MARKS = new Set(['、', '，', '；', '：', ';', ':']);
// A boundary is only worth it when it keeps a fair share of what fits; otherwise cut harder.
const MINIMUM_SHARE = 0.4;

const trimEnd = (characters: readonly string[], end: number): number => {
  let position = end;
  while (position > 0 && isServerSpace(characters[position - 1]!)) position--;
  return position;
};

/**
 * The longest prefix of `text` that counts ≤ `limit`, ending at a natural boundary: after a
 * sentence end, else before a clause mark, else at a space, else after any character. Never
 * returns trailing whitespace. Returns the text itself when it already fits.
 */
export const cutNaturally = (text: string, limit: number, mode: CountingMode): string => {
  if (countLength(text, mode) <= limit) return text;
  if (limit <= 0) return '';
  const characters = [...text];
  // hardEnd: code points in the longest prefix that fits, counted incrementally (texts can be long).
  let hardEnd = 0;
  let counted = 0;
  for (let index = 0; index < characters.length; index++) {
    const character = characters[index]!;
    const space = isServerSpace(character);
    if (mode.countInWord) {
      if (!space && (index === 0 || isServerSpace(characters[index - 1]!))) counted++;
    } else if (mode.countSpaces || !space) counted++;
    if (counted > limit) break;
    hardEnd = index + 1;
  }
  const fullEnd = trimEnd(characters, hardEnd);
  const minimum = Math.max(1, Math.floor(fullEnd * MINIMUM_SHARE));
  const find = (test: (index: number) => number | undefined): number | undefined => {
    for (let index = fullEnd - 1; index >= 0; index--) {
      const end = test(index);
      if (end !== undefined && end >= minimum) return end;
      if (index < minimum) return undefined;
    }
    return undefined;
  };
  const sentenceEnd = find((index) => {
    const character = characters[index]!;
    if (!SENTENCE_ENDS.has(character)) return undefined;
    const next = characters[index + 1];
    // "3.5" and "e.g" are not sentence ends; a period must be followed by a space or the end.
    if (character === '.' && next !== undefined && !isServerSpace(next) && index + 1 < hardEnd) return undefined;
    let end = index + 1;
    while (end < fullEnd && SENTENCE_CLOSERS.has(characters[end]!)) end++;
    return end;
  });
  const clauseEnd = find((index) => (CLAUSE_MARKS.has(characters[index]!) ? trimEnd(characters, index) : undefined));
  const wordEnd = find((index) => (isServerSpace(characters[index]!) ? trimEnd(characters, index) : undefined));
  const end = sentenceEnd ?? clauseEnd ?? wordEnd ?? fullEnd;
  return characters.slice(0, end).join('');
};
