import { describe, expect, it } from 'vitest';
import {
  completeSubjects,
  PROTOCOL_ERROR_CODES,
  parse,
  print,
  stripInheritedSubjects,
} from '../../src/protocol/index.ts';
import { createRandom, type Random } from '../../src/random.ts';
import { generateSentence } from './sentence-generator.ts';

const CASES = 3000;

const pick = (random: Random, items: readonly string[]): string => items[random.int(items.length)] ?? '';

/**
 * Spellings the reference accepts for the same sentence: blank runs, index padding, gap text, trims.
 * Line breaks only before the first parenthesis: the reference's clause pattern does not cross them.
 */
const variant = (random: Random, normal: string): string => {
  const blanks = [' ', '  ', '\t', '\u000b', '\f', ' \t '];
  const outerBlanks = [...blanks, '\n', ' \r\n '];
  let inClauses = false;
  let text = '';
  for (const character of normal) {
    if (character === '(') inClauses = true;
    text += character === ' ' ? pick(random, inClauses ? blanks : outerBlanks) : character;
  }
  text = text.replace(/Agent\[0*(\d+)\]/g, (_, digits: string) => `Agent[${'0'.repeat(random.int(3))}${digits}]`);
  text = text.replace(/\)(\s+)\(/g, (_, blank: string) => (random.int(2) === 0 ? `) gap, text; ${blank}(` : ')('));
  const edge = ['', ' ', '\t', '\u0000', '\u001f\n', '\r\n'];
  // A final U+2028 is tolerated by Java `$`, except after Skip/Over, which are compared with equals().
  const endings = normal === 'Skip' || normal === 'Over' ? edge : [...edge, '\u2028'];
  return `${pick(random, edge)}${text}${pick(random, endings)}`;
};

describe('round trips over generated sentences', () => {
  it('parse(print(a)) equals a with its inner subjects completed', () => {
    const random = createRandom('protocol-round-trip');
    for (let index = 0; index < CASES; index += 1) {
      const sentence = generateSentence(random);
      const parsed = parse(print(sentence));
      expect(parsed).toStrictEqual({ ok: true, value: completeSubjects(sentence) });
    }
  });

  it('print is unchanged by completing or stripping inner subjects', () => {
    const random = createRandom('protocol-print-invariance');
    for (let index = 0; index < CASES; index += 1) {
      const sentence = generateSentence(random);
      const text = print(sentence);
      expect(print(completeSubjects(sentence))).toBe(text);
      expect(print(stripInheritedSubjects(sentence))).toBe(text);
    }
  });

  it('every tolerated spelling of a sentence prints its normal form', () => {
    const random = createRandom('protocol-variants');
    for (let index = 0; index < CASES; index += 1) {
      const normal = print(generateSentence(random));
      const spelled = variant(random, normal);
      const parsed = parse(spelled);
      expect(parsed.ok ? print(parsed.value) : parsed.error, JSON.stringify(spelled)).toBe(normal);
    }
  });

  it('a surplus ) after the last clause is ignored', () => {
    const random = createRandom('protocol-surplus');
    for (let index = 0; index < 500; index += 1) {
      const normal = print(generateSentence(random));
      if (!normal.endsWith(')')) continue;
      const parsed = parse(`${normal}))`);
      expect(parsed.ok && print(parsed.value)).toBe(normal);
    }
  });
});

describe('random junk', () => {
  const pieces = [
    'Agent[01]',
    'Agent[',
    ']',
    'ANY',
    ' ',
    '\t',
    '(',
    ')',
    '((',
    '))',
    'VOTE',
    'AND',
    'OR',
    'XOR',
    'BECAUSE',
    'REQUEST',
    'INQUIRE',
    'DAY',
    '3',
    'day1',
    'ID:2',
    'TALK',
    'SEER',
    'HUMAN',
    'Skip',
    'Over',
    'x',
    '\u0000',
    '\uffff',
    '\ud800',
    '人狼',
  ];

  it('never throws, and errors point inside the text with a known code', () => {
    const random = createRandom('protocol-junk');
    const codes = new Set<string>(PROTOCOL_ERROR_CODES);
    for (let index = 0; index < 10_000; index += 1) {
      const text = Array.from({ length: random.int(14) }, () => pieces[random.int(pieces.length)]).join('');
      const parsed = parse(text);
      if (parsed.ok) {
        const normal = print(parsed.value);
        const again = parse(normal);
        expect(again.ok && print(again.value)).toBe(normal);
      } else {
        expect(codes.has(parsed.error.code)).toBe(true);
        expect(parsed.error.offset).toBeGreaterThanOrEqual(0);
        expect(parsed.error.offset + parsed.error.length, JSON.stringify(text)).toBeLessThanOrEqual(text.length);
        expect(parsed.error.message.length).toBeGreaterThan(0);
      }
    }
  });

  it('rejects random binary without throwing', () => {
    const random = createRandom('protocol-binary');
    for (let index = 0; index < 2000; index += 1) {
      const text = String.fromCharCode(...Array.from({ length: 1 + random.int(64) }, () => random.int(0x10000)));
      expect(() => parse(text)).not.toThrow();
    }
  });
});
