import { describe, expect, it } from 'vitest';
import type { RealTalkExample } from './real-talk/hand-labelled.ts';
import { scoreReadings } from './real-talk/score-readings.ts';

const example = (text: string, expected: string[]): RealTalkExample => ({
  source: 'test#1/0',
  lang: 'en',
  speaker: 'Sakura',
  names: ['Minato', 'Sakura', 'Daisuke'],
  recentTalks: [],
  text,
  expected,
});

describe('scoreReadings (readings made elsewhere, e.g. translate --llm, against labels)', () => {
  it('counts right, predicted and expected sentences as the rules scorer does, an AND split into clauses', () => {
    const counts = scoreReadings(
      [
        example('Minato is suspicious and I will vote for him.', ['ESTIMATE Agent[01] WEREWOLF', 'VOTE Agent[01]']),
        example('Hello all.', []),
      ],
      [
        {
          text: 'Minato is suspicious and I will vote for him.',
          sentences: ['AND (ESTIMATE Agent[01] WEREWOLF) (VOTE Agent[03])'],
          source: 'model',
        },
        { text: 'Hello all.', sentences: [], source: 'model' },
      ],
    );
    expect(counts).toEqual({ truePositives: 1, predicted: 2, expected: 2 });
  });

  it('counts a BECAUSE as its reason and its conclusion, on the labels’ side and the reading’s', () => {
    const text = 'I divined Minato as human, so I trust him.';
    const parts = ['DIVINED Agent[01] HUMAN', 'ESTIMATE Agent[01] VILLAGER'];
    const because = 'BECAUSE (DIVINED Agent[01] HUMAN) (ESTIMATE Agent[01] VILLAGER)';
    expect(scoreReadings([example(text, parts)], [{ text, sentences: [because] }])).toEqual({
      truePositives: 2,
      predicted: 2,
      expected: 2,
    });
    expect(scoreReadings([example(text, [because])], [{ text, sentences: parts }])).toEqual({
      truePositives: 2,
      predicted: 2,
      expected: 2,
    });
    // A wrong conclusion costs only its own part.
    const wrong = 'BECAUSE (DIVINED Agent[01] HUMAN) (VOTE Agent[01])';
    expect(scoreReadings([example(text, parts)], [{ text, sentences: [wrong] }])).toEqual({
      truePositives: 1,
      predicted: 2,
      expected: 2,
    });
  });

  it('refuses readings that are not of the labelled lines, in order', () => {
    const labelled = [example('Hello all.', []), example('Bye.', [])];
    expect(() => scoreReadings(labelled, [{ text: 'Hello all.', sentences: [] }])).toThrow(/2 labelled lines but 1/);
    expect(() =>
      scoreReadings(labelled, [
        { text: 'Bye.', sentences: [] },
        { text: 'Hello all.', sentences: [] },
      ]),
    ).toThrow(/line 1/);
  });
});
