import { describe, expect, it } from 'vitest';
import { readGameLog } from '../../src/game-log/index.ts';
import { scoreGames } from '../../src/score/index.ts';
import { maskNames } from '../../src/score/shared-talks.ts';
import { GAME1 } from './hand-games.ts';

/** GAME1 with its day-0 talk replaced: seats 1–5 are エリザ, ハナ, リア, ハンク, リョウ. */
const withTalks = (talks: readonly string[]) => {
  const lines = GAME1.split('\n').filter((line) => !line.startsWith('0,talk,'));
  const at = lines.findIndex((line) => line.startsWith('0,divine,'));
  lines.splice(at, 0, ...talks.map((talk, index) => `0,talk,${index},${index},${talk}`));
  return scoreGames([{ record: readGameLog({ text: lines.join('\n'), id: 'shared' }) }]);
};

describe('talks shared between seats of one game', () => {
  it('masks every player name, the longest first', () => {
    const mask = maskNames(['ミナ', 'ミナト', 'Ken']);
    expect(mask('ミナトさんとミナさん、Ken')).toBe('◇さんと◇さん、◇');
  });

  it('counts a line another seat said word for word, and one that differs only in the names', () => {
    const scored = withTalks([
      '1,占い師COします。リアさんは人狼でした。',
      '4,占い師COします。ハナさんは人狼でした。',
      '2,Over',
      '5,よろしくお願いします。',
      '3,よろしくお願いします。',
      '1,よろしくお願いします。',
      '2,リョウさんに投票します。',
      '2,リョウさんに投票します。',
    ]);
    const { sharedTalks, sharedTalksNamesMasked } = scored.all.errorBehaviour;
    // 7 spoken lines: the greeting three times over; the two claims alike once names are masked; seat 2's
    // vote said twice by one seat is a repeat, not a shared line.
    expect(sharedTalks).toEqual({ count: 3, opportunities: 7 });
    expect(sharedTalksNamesMasked).toEqual({ count: 5, opportunities: 7 });
    const bySeat = new Map(scored.seats.map((seat) => [seat.idx, seat.counts]));
    expect(bySeat.get(4)).toMatchObject({ spokenTalks: 1, sharedTalks: 0, sharedTalksNamesMasked: 1 });
    expect(bySeat.get(2)).toMatchObject({ spokenTalks: 2, sharedTalks: 0, sharedTalksNamesMasked: 0 });
  });

  it('a table whose lines all differ shares none', () => {
    const scored = withTalks(['1,おはよう。', '2,おはようございます。', '3,Over']);
    expect(scored.all.errorBehaviour.sharedTalksNamesMasked).toEqual({ count: 0, opportunities: 2 });
  });
});
