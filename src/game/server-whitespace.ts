/**
 * Whitespace exactly as the server's Go `unicode.IsSpace` sees it (server.md §5.1). JavaScript's
 * `\s` differs (it lacks U+0085 and has U+FEFF), so the set is spelt out.
 */
const SERVER_SPACES: ReadonlySet<number> = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006,
  0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
]);

/** `character` is one code point (an element of `[...text]`). */
export const isServerSpace = (character: string): boolean => SERVER_SPACES.has(character.codePointAt(0) ?? -1);

/**
 * A UTF-16 code unit: every server space is a single unit (none is above U+FFFF). Called for every
 * character of every talk (sanitising, counting): kana, kanji and ASCII letters are answered by a
 * comparison or two, and only the few code units between U+0085 and U+3000 ask the set.
 */
export const isServerSpaceCode = (code: number): boolean => {
  if (code > 0x3000) return false;
  if (code < 0x85) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return SERVER_SPACES.has(code);
};

/** Go `strings.Fields`: the maximal runs of non-whitespace code points. */
export const serverWords = (text: string): string[] => {
  const words: string[] = [];
  let current = '';
  for (const character of text) {
    if (isServerSpace(character)) {
      if (current !== '') words.push(current);
      current = '';
    } else current += character;
  }
  if (current !== '') words.push(current);
  return words;
};

/** Go `strings.TrimSpace`. */
export const trimServerSpace = (text: string): string => {
  // By code unit: every server space is a single unit and never half of a surrogate pair.
  let start = 0;
  let end = text.length;
  while (start < end && isServerSpaceCode(text.charCodeAt(start))) start++;
  while (end > start && isServerSpaceCode(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
};
