import { describe, expect, it } from 'vitest';
import { understand } from '../../src/nl/index.ts';
import { createRoster, print, type Sentence } from '../../src/protocol/index.ts';
import { recentTalksOf } from './labelled-example.ts';
import { CHINESE_EXAMPLES, CHINESE_NAMES } from './labelled-zh.ts';

const roster = createRoster(CHINESE_NAMES);
const recentTalks = recentTalksOf(CHINESE_NAMES);
const flatten = (sentences: readonly Sentence[]): string[] =>
  sentences.flatMap((sentence) => (sentence.type === 'AND' ? sentence.clauses : [sentence])).map(print);

describe('Chinese (zh) understanding on the labelled set', () => {
  const evaluate = () => {
    let truePositives = 0;
    let predicted = 0;
    let expected = 0;
    const mistakes: { text: string; missing: string[]; extra: string[] }[] = [];
    for (const [speaker, text, labels] of CHINESE_EXAMPLES) {
      const got = flatten(understand({ text, speaker, roster, lang: 'zh', recentTalks }));
      const hits = got.filter((sentence) => labels.includes(sentence));
      truePositives += hits.length;
      predicted += got.length;
      expected += labels.length;
      const missing = labels.filter((label) => !got.includes(label));
      const extra = got.filter((sentence) => !labels.includes(sentence));
      if (missing.length + extra.length > 0) mistakes.push({ text, missing, extra });
    }
    return { precision: truePositives / predicted, recall: truePositives / expected, mistakes };
  };

  it('has at least 80 labelled sentences, negation included', () => {
    expect(CHINESE_EXAMPLES.length).toBeGreaterThanOrEqual(80);
    expect(
      CHINESE_EXAMPLES.filter(([, , labels]) => labels.some((label) => label.startsWith('NOT'))).length,
    ).toBeGreaterThanOrEqual(12);
  });

  it('holds precision >= 0.95 (and recall >= 0.8)', () => {
    const { precision, recall, mistakes } = evaluate();
    expect(precision, JSON.stringify(mistakes, null, 1)).toBeGreaterThanOrEqual(0.95);
    expect(recall, JSON.stringify(mistakes, null, 1)).toBeGreaterThanOrEqual(0.8);
  });

  it('reads N号 as the player whose player_id is N, else the N-th player', () => {
    // Seats hold player ids 4, 7, 9: `7号` is seat 2 by id; `3号` has no such id, so it is the 3rd seat.
    const seats = createRoster(['甲', '乙', '丙']);
    const said = (text: string) =>
      understand({ text, speaker: '甲', roster: seats, lang: 'zh', playerIds: [4, 7, 9] }).map(print);
    expect(said('我怀疑7号。')).toEqual(['ESTIMATE Agent[02] WEREWOLF']);
    expect(said('我怀疑3号玩家。')).toEqual(['ESTIMATE Agent[03] WEREWOLF']);
    expect(said('我怀疑9号(丙)。')).toEqual(['ESTIMATE Agent[03] WEREWOLF']);
    expect(said('我怀疑8号。')).toEqual([]);
  });
});
