import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapePattern } from '../../src/nl/escape-pattern.ts';
import { compileNameFinder, HONORIFICS, JAPANESE_FIRST_PERSONS, type NameMatch } from '../../src/nl/name-finder.ts';
import { createRoster } from '../../src/protocol/index.ts';

/**
 * The regex the scanner replaced (compiled per roster, which cost V8 a compile per game): what it
 * matched is what the scanner must find, match for match, groups and all.
 */
const referencePattern = (names: readonly string[], japanese: boolean): RegExp => {
  const sorted = [...new Set(names)]
    .filter((name) => name.trim() !== '')
    .sort((left, right) => right.length - left.length)
    .map(escapePattern);
  const nameGroup = sorted.length === 0 ? '(?!)' : sorted.join('|');
  const firstPersons = japanese ? JAPANESE_FIRST_PERSONS.map(escapePattern).join('|') : '(?!)';
  const honorifics = japanese ? `(?:[ \\u3000]*(${HONORIFICS.join('|')}))?` : '()';
  return new RegExp(`(@[ \\u3000]*)?(?:Agent\\[(\\d{1,9})\\]|(${nameGroup})|(${firstPersons}))${honorifics}`, 'gu');
};

const referenceMatches = (text: string, names: readonly string[], japanese: boolean): NameMatch[] =>
  [...text.matchAll(referencePattern(names, japanese))].map((match) => ({
    index: match.index,
    end: match.index + match[0].length,
    at: match[1],
    digits: match[2],
    name: match[3],
    firstPerson: match[4],
    // The English pattern's empty group: no honorific.
    honorific: match[5] === '' ? undefined : match[5],
  }));

const foundMatches = (text: string, names: readonly string[], japanese: boolean): NameMatch[] => {
  const finder = compileNameFinder({ roster: createRoster(names), japanese });
  const found: NameMatch[] = [];
  for (let match = finder.next(text, 0); match !== undefined; match = finder.next(text, match.end)) found.push(match);
  return found;
};

const expectSame = (text: string, names: readonly string[], japanese: boolean): void => {
  expect(foundMatches(text, names, japanese), JSON.stringify({ text, names, japanese })).toEqual(
    referenceMatches(text, names, japanese),
  );
};

/** Names that test the corners: prefixes of each other, `@`/space/`Agent` starts, surrogate pairs, halves of one. */
const NAME_POOL = [
  'ミナ',
  'ミナト',
  'ハナ',
  'リア',
  'Rin',
  'Rina',
  'Agent',
  'Agent[01]',
  'Agent[2]',
  '@Bob',
  ' Sam',
  '\u3000Yu',
  '𠮷田',
  '田\uD842',
  '\uDFB7x',
  'わし',
  'さん',
];
const FRAGMENTS = [
  ...NAME_POOL,
  ...HONORIFICS,
  ...JAPANESE_FIRST_PERSONS,
  '@',
  ' ',
  '\u3000',
  'Agent[',
  ']',
  '0',
  '12',
  '1234567890',
  'A',
  'は',
  'ル',
  'の',
  'たち',
  'a',
  '𠮷',
  '\uD842',
  '\uDFB7',
  '、',
];

describe('compileNameFinder', () => {
  it('finds what the per-roster regex matched, on talk built from names, honorifics and their corners', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...NAME_POOL), { minLength: 0, maxLength: 6 }),
        fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 14 }),
        fc.boolean(),
        (names, fragments, japanese) => expectSame(fragments.join(''), names, japanese),
      ),
      { numRuns: 3000, seed: 16 },
    );
  });

  it('finds the forms of the docs: honorifics after spaces, `@` before them, Agent[NN] before a name Agent', () => {
    const names = ['ミナ', 'ミナト', 'Agent', 'リア'];
    for (const text of [
      '@ミナト さん、リアル',
      '@ 　ミナさんとミナトくん',
      'Agent[03]とAgent[1234567890]とAgent[99',
      'わしはミナト様を疑わしいと思う',
      '@@ミナ',
    ]) {
      expectSame(text, names, true);
      expectSame(text, names, false);
    }
    expect(foundMatches('@ミナト さん', names, true)).toEqual([
      { index: 0, end: 7, at: '@', digits: undefined, name: 'ミナト', firstPerson: undefined, honorific: 'さん' },
    ]);
  });

  it('backtracks as the regex did: spaces after `@` given back to a name that starts with one, `@` itself in a name', () => {
    expectSame('@  Sam', [' Sam'], false);
    expect(foundMatches('@  Sam', [' Sam'], false)[0]?.at).toBe('@ ');
    expectSame('@@Bob', ['@Bob'], true);
    expect(foundMatches('x@Bob', ['@Bob'], true)[0]?.name).toBe('@Bob');
  });

  it('never splits a surrogate pair, as a `u` regex does not', () => {
    // A name ending in a lone high surrogate does not match the first half of a pair, nor one starting with a low one its second half.
    for (const [text, names] of [
      ['田\uD842\uDFB7 田\uD842x', ['田\uD842']],
      ['\uD842\uDFB7x \uDFB7x', ['\uDFB7x']],
      ['𠮷田さん', ['𠮷田']],
    ] as const) {
      expectSame(text, names, true);
      expect(foundMatches(text, names, true)).toHaveLength(1);
    }
  });
});
