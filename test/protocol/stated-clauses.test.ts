import { describe, expect, it } from 'vitest';
import { forEachStatedClause, parse, print, type Sentence, someStatedClause } from '../../src/protocol/index.ts';

const parsed = (text: string): Sentence => {
  const result = parse(text);
  if (!result.ok) throw new Error(`not protocol: ${text}`);
  return result.value;
};

const stated = (...texts: string[]): string[] => {
  const clauses: string[] = [];
  forEachStatedClause(texts.map(parsed), (clause) => clauses.push(print(clause)));
  return clauses;
};

describe('the clauses an utterance states', () => {
  it('opens AND, BECAUSE and DAY at any depth, in order', () => {
    expect(
      stated(
        'BECAUSE (DIVINED Agent[03] WEREWOLF) (AND (VOTE Agent[03]) (REQUEST ANY (VOTE Agent[03])))',
        'DAY 2 (AND (COMINGOUT Agent[01] SEER) (DAY 1 (IDENTIFIED Agent[04] HUMAN)))',
      ),
    ).toEqual([
      'DIVINED Agent[03] WEREWOLF',
      'VOTE Agent[03]',
      'REQUEST ANY (VOTE Agent[03])',
      'COMINGOUT Agent[01] SEER',
      'IDENTIFIED Agent[04] HUMAN',
    ]);
  });

  it('keeps whole what asserts none of its clauses', () => {
    expect(stated('NOT (VOTE Agent[02])', 'OR (VOTE Agent[02]) (VOTE Agent[03])', 'Over')).toEqual([
      'NOT (VOTE Agent[02])',
      'OR (VOTE Agent[02]) (VOTE Agent[03])',
      'Over',
    ]);
  });

  it('asks of the same clauses whether any holds, and stops at the first that does', () => {
    const sentences = ['NOT (VOTE Agent[03])', 'DAY 2 (AND (COMINGOUT Agent[01] SEER) (VOTE Agent[03]))'].map(parsed);
    const asked: string[] = [];
    const votes = (clause: Sentence): boolean => {
      asked.push(print(clause));
      return clause.type === 'VOTE';
    };
    expect(someStatedClause(sentences, votes)).toBe(true);
    expect(asked).toEqual(['NOT (VOTE Agent[03])', 'COMINGOUT Agent[01] SEER', 'VOTE Agent[03]']);
    expect(someStatedClause(sentences.slice(0, 1), votes)).toBe(false);
  });
});
