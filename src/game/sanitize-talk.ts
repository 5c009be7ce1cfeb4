import { isServerSpaceCode } from './server-whitespace.ts';

const MARKDOWN_LINE_PREFIXES = [
  /^[ \t]{0,3}#{1,6}[ \t]+/gm, // headings
  /^[ \t]*>[ \t]?/gm, // quotes
  /^[ \t]*(?:[-*+•]|\d+[.)])[ \t]+/gm, // list items
];
const MARKDOWN_LINK = /!?\[([^\]\n]*)\]\([^)\n]*\)/g;
const MARKDOWN_EMPHASIS = /\*\*|__|~~|`+|\*/g;
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u200d\u20e3\ufe0e\ufe0f]/gu;
// C0/C1 controls other than whitespace, unpaired surrogates (sent as U+FFFD), BOM and other invisibles.
const INVISIBLE = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u200b\u2060\ufeff]|\p{Cs}/gu;

/**
 * Competition hygiene for talk text (issue 3): no markdown, no emoji, no line breaks (the server
 * deletes `\n` and the log viewer splits lines), no half-width commas (the game log is
 * comma-separated without escaping: `、` in Japanese context, dropped elsewhere), one space for
 * any run of whitespace, trimmed.
 */
export const sanitizeTalk = (text: string): string => {
  let clean = text.replace(/\r\n?/g, '\n');
  for (const prefix of MARKDOWN_LINE_PREFIXES) clean = clean.replace(prefix, '');
  clean = clean.replace(MARKDOWN_LINK, '$1').replace(MARKDOWN_EMPHASIS, '').replace(EMOJI, '').replace(INVISIBLE, '');
  clean = clean.replace(/,/g, (_comma, offset: number, whole: string) => (isJapaneseAt(whole, offset - 1) ? '、' : ''));
  // The words (maximal runs without server whitespace) joined by one space. Scanned by UTF-16 code
  // unit: every server space is one unit, and no half of a surrogate pair is a space.
  let collapsed = '';
  let wordStart = -1;
  for (let index = 0; index <= clean.length; index++) {
    const space = index === clean.length || isServerSpaceCode(clean.charCodeAt(index));
    if (!space) {
      if (wordStart < 0) wordStart = index;
      continue;
    }
    if (wordStart < 0) continue;
    collapsed += collapsed === '' ? clean.slice(wordStart, index) : ` ${clean.slice(wordStart, index)}`;
    wordStart = -1;
  }
  return collapsed;
};

const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff60ー]/u;

const isJapaneseAt = (text: string, offset: number): boolean => {
  const character = offset >= 0 ? text[offset] : undefined;
  return character !== undefined && JAPANESE.test(character);
};
