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
export const sanitizeTalk = (text: string): string => collapseSpaces(isPlainTalk(text) ? text : stripMarkup(text));

/** Everything but the whitespace collapse: markdown, emoji, invisibles, half-width commas. */
export const stripMarkup = (text: string): string => {
  let clean = text.replace(/\r\n?/g, '\n');
  for (const prefix of MARKDOWN_LINE_PREFIXES) clean = clean.replace(prefix, '');
  clean = clean.replace(MARKDOWN_LINK, '$1').replace(MARKDOWN_EMPHASIS, '').replace(EMOJI, '').replace(INVISIBLE, '');
  return clean.replace(/,/g, (_comma, offset: number, whole: string) => (isJapaneseAt(whole, offset - 1) ? '、' : ''));
};

/**
 * ASCII code units that no pattern of stripMarkup reads anywhere in a line: not the controls (line
 * breaks included) nor `*` `,` `[` `_` `` ` `` `~`. The line-prefix characters are checked apart.
 */
const PLAIN_ASCII: readonly boolean[] = Array.from(
  { length: 0x80 },
  (_, code) => code >= 0x20 && code !== 0x7f && !'*,[_`~'.includes(String.fromCharCode(code)),
);
const LINE_PREFIX_START = /^ *[#>+\-0-9]/;

/**
 * True when stripMarkup would return `text` unchanged, found by one pass over the code units instead
 * of seven regular expressions (every talk answer of every seat comes here): only plain ASCII, kana,
 * kanji, the ideographic space, 、。「」『』 and full-width forms, none of which is an emoji or
 * invisible; and, with no line break, no markdown line prefix at the start.
 */
export const isPlainTalk = (text: string): boolean => {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) {
      if (PLAIN_ASCII[code] === true) continue;
      return false;
    }
    if (
      (code >= 0x3041 && code <= 0x30ff) ||
      (code >= 0x4e00 && code <= 0x9fff) ||
      code === 0x3000 ||
      code === 0x3001 ||
      code === 0x3002 ||
      (code >= 0x300c && code <= 0x300f) ||
      (code >= 0xff01 && code <= 0xff5e)
    )
      continue;
    return false;
  }
  return !LINE_PREFIX_START.test(text);
};

/** Go-whitespace runs to one space, trimmed. */
const collapseSpaces = (clean: string): string => {
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
