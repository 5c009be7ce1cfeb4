import { describe, expect, it } from 'vitest';
import { completeSubjects, sentenceSchema } from '../../src/protocol/index.ts';
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
});
