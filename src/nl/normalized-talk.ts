import { MENTION_CLOSE, MENTION_OPEN } from './agent-mention.ts';

const PRIVATE_MENTION_CHARACTERS = new RegExp(`[${MENTION_OPEN}-${MENTION_CLOSE}]`, 'gu');

/**
 * Characters NFKC leaves as they are and that nothing before them composes with (NFKC_Quick_Check=Yes,
 * combining class 0): a text of these alone is its own NFKC. ASCII, kana (not the voicing marks
 * U+3099–U+309C), ー, the CJK unified ideographs, 、。「」『』 and ●○; not `…`, full-width forms or
 * U+3000, which NFKC changes (test/nl/normalized-talk.test.ts checks every one of them).
 */
const isInert = (code: number): boolean =>
  (code >= 0x20 && code <= 0x7e) ||
  code === 0x0a ||
  (code >= 0x3041 && code <= 0x3096) ||
  (code >= 0x30a1 && code <= 0x30fc) ||
  (code >= 0x4e00 && code <= 0x9fff) ||
  code === 0x3001 ||
  code === 0x3002 ||
  (code >= 0x300c && code <= 0x300f) ||
  code === 0x25cf ||
  code === 0x25cb;

/** Whether `text` is made of inert characters only (and so holds no mention token's characters either). */
export const isInertText = (text: string): boolean => {
  for (let index = 0; index < text.length; index++) {
    if (!isInert(text.charCodeAt(index))) return false;
  }
  return true;
};

/**
 * Talk in NFKC (full-width letters and digits as ASCII…) without the private-use characters of mention
 * tokens. Most talk (the rule brains' phrases all but always) is already both: a scan of its characters
 * costs far less than ICU's normalizer and a regex replace, on every new talk of every game.
 */
export const normalizedTalk = (text: string): string =>
  isInertText(text) ? text : text.normalize('NFKC').replace(PRIVATE_MENTION_CHARACTERS, '');
