/**
 * Which character names a talk mentions, as the organisers' tool finds them: a name counts only as a
 * whole word (ASCII names; Unicode letters count as word characters) or not glued to more katakana (ミナ is not in ミナト); longer names are tried
 * first. `@Name` mentions are found apart (the server puts spaces around them).
 */
export type MentionFinder = {
  readonly named: (text: string) => Set<string>;
  readonly atNamed: (text: string) => Set<string>;
};

const KATAKANA = 'ァ-ヶーｦ-ﾟ';
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isAscii = (text: string): boolean => /^[\x00-\x7F]*$/.test(text);

// Python's `\b` (the organisers' tool) is Unicode-aware: `Asukaが` has no word boundary after the name.
const WORD = '\\p{L}\\p{N}_';
const namePattern = (name: string): string =>
  isAscii(name)
    ? `(?<![${WORD}])${escapeRegExp(name)}(?![${WORD}])`
    : `(?<![${KATAKANA}])${escapeRegExp(name)}(?![${KATAKANA}])`;

const matches = (pattern: RegExp | undefined, text: string, names: readonly string[]): Set<string> => {
  const found = new Set<string>();
  if (!pattern) return found;
  for (const match of text.matchAll(pattern)) {
    const index = match.slice(1).findIndex((group) => group !== undefined);
    const name = names[index];
    if (name !== undefined) found.add(name);
  }
  return found;
};

export const mentionFinder = (names: readonly string[]): MentionFinder => {
  const ordered = [...new Set(names.filter((name) => name !== ''))].sort((a, b) => b.length - a.length);
  const named = ordered.length
    ? new RegExp(ordered.map((name) => `(${namePattern(name)})`).join('|'), 'gu')
    : undefined;
  const atNamed = ordered.length
    ? new RegExp(`@\\s*(?:${ordered.map((name) => `(${escapeRegExp(name)})`).join('|')})`, 'gu')
    : undefined;
  return { named: (text) => matches(named, text, ordered), atNamed: (text) => matches(atNamed, text, ordered) };
};
