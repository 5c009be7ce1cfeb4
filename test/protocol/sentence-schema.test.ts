import { describe, expect, it } from 'vitest';
import { completeSubjects, MAX_NESTING_DEPTH, type Sentence, sentenceSchema } from '../../src/protocol/index.ts';
import { createRandom } from '../../src/random.ts';
import { generateSentence } from './sentence-generator.ts';

describe('sentenceSchema', () => {
  it('accepts every generated AST after a JSON round trip, unchanged', () => {
    const random = createRandom('protocol-schema');
    for (let index = 0; index < 1000; index += 1) {
      const sentence = completeSubjects(generateSentence(random));
      const decoded = sentenceSchema.safeParse(JSON.parse(JSON.stringify(sentence)));
      expect(decoded.success && decoded.data).toStrictEqual(sentence);
    }
  });

  it.each([
    ['an unknown verb', { type: 'SHOUT', target: 1 }],
    ['an unknown role', { type: 'ESTIMATE', target: 1, role: 'KING' }],
    ['a negative agent', { type: 'VOTE', target: -1 }],
    ['a fractional day', { type: 'DAY', day: 1.5, clause: { type: 'SKIP' } }],
    ['a subject on Over', { type: 'OVER', subject: 1 }],
    ['an explicit undefined-like null subject', { type: 'VOTE', target: 1, subject: null }],
    ['BECAUSE with one clause', { type: 'BECAUSE', clauses: [{ type: 'SKIP' }] }],
    ['AND with no clause', { type: 'AND', clauses: [] }],
    ['a bad nested clause', { type: 'NOT', clause: { type: 'VOTE' } }],
    ['an extra key', { type: 'VOTE', target: 1, reason: 'because' }],
  ])('rejects %s', (_, value) => {
    expect(sentenceSchema.safeParse(value).success).toBe(false);
  });

  const nested = (levels: number): Sentence => {
    let sentence: Sentence = { type: 'VOTE', target: 1 };
    for (let level = 0; level < levels; level += 1) sentence = { type: 'NOT', clause: sentence };
    return sentence;
  };

  it('accepts nesting up to the parser limit and rejects deeper trees without recursing into them', () => {
    expect(sentenceSchema.safeParse(nested(MAX_NESTING_DEPTH)).success).toBe(true);
    expect(sentenceSchema.safeParse(nested(MAX_NESTING_DEPTH + 1)).success).toBe(false);
    expect(() => sentenceSchema.safeParse(nested(200_000))).not.toThrow();
    expect(sentenceSchema.safeParse(nested(200_000)).success).toBe(false);
  });
});
