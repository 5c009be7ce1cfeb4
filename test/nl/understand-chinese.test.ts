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

  it('reads coordinated players (`2号和3号都可疑`, `我怀疑2号和5号`, `1号、3号是好人`), negation included', () => {
    const said = (speaker: string, text: string) => flatten(understand({ text, speaker, roster, lang: 'zh' }));
    expect(said('陈静', '2号和3号都可疑。')).toEqual(['ESTIMATE Agent[02] WEREWOLF', 'ESTIMATE Agent[03] WEREWOLF']);
    expect(said('杨帆', '我怀疑2号和5号。')).toEqual(['ESTIMATE Agent[02] WEREWOLF', 'ESTIMATE Agent[05] WEREWOLF']);
    expect(said('赵磊', '1号、3号是好人。')).toEqual(['ESTIMATE Agent[01] VILLAGER', 'ESTIMATE Agent[03] VILLAGER']);
    expect(said('黄敏', '2号和3号都不是狼。')).toEqual([
      'NOT (ESTIMATE Agent[02] WEREWOLF)',
      'NOT (ESTIMATE Agent[03] WEREWOLF)',
    ]);
    expect(said('周杰', '我不怀疑4号和5号。')).toEqual([
      'NOT (ESTIMATE Agent[04] WEREWOLF)',
      'NOT (ESTIMATE Agent[05] WEREWOLF)',
    ]);
    // The speaker is no part of the list; a comma starts another clause.
    expect(said('刘洋', '我和7号都是好人。')).toEqual(['ESTIMATE Agent[07] VILLAGER']);
    expect(said('杨帆', '我盯着2号，3号是好人。')).toEqual(['ESTIMATE Agent[03] VILLAGER']);
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
