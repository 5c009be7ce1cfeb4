import { describe, expect, it } from 'vitest';
import type { ArenaGameResult } from '../../../src/arena/index.ts';
import { runTournament } from '../../../src/compose/index.ts';

/** Per day: the living seats (status lines) and each seat's accepted talks (talk lines). */
const dayOf = (result: ArenaGameResult, day: number): { alive: string[]; talks: Map<string, string[]> } => {
  const alive: string[] = [];
  const talks = new Map<string, string[]>();
  for (const fields of result.gameLogLines.map((line) => line.split(','))) {
    if (fields[0] !== String(day)) continue;
    if (fields[1] === 'status' && fields[4] === 'ALIVE') alive.push(fields[2] as string);
    if (fields[1] === 'talk') {
      const seat = fields[4] as string;
      talks.set(seat, [...(talks.get(seat) ?? []), fields.slice(5).join(',')]);
    }
  }
  return { alive, talks };
};

describe('how the arena records a freeform phase end', () => {
  it('says early-end exactly when every living seat was done (Over or four talks), one record per talk day', async () => {
    const results: ArenaGameResult[] = [];
    // Rule brains on the virtual clock with the contest's 10-minute phases: they finish early.
    await runTournament({
      freeform: true,
      lang: 'en',
      games: 2,
      seed: 'phase-ends',
      onGame: (result) => results.push(result),
    });
    expect(results.length).toBe(2);
    for (const result of results) {
      const talkDays = [
        ...new Set(result.gameLogLines.filter((line) => line.includes(',talk,')).map((line) => line.split(',')[0])),
      ];
      expect(result.freeformPhases.map((phase) => String(phase.day))).toEqual(talkDays);
      for (const phase of result.freeformPhases) {
        const { alive, talks } = dayOf(result, phase.day);
        const done = alive.every((seat) => {
          const said = talks.get(seat) ?? [];
          return said.length >= 4 || said.includes('Over');
        });
        expect(phase).toMatchObject({ kind: 'talk', endedBy: done ? 'early-end' : 'timer', dropped: 0, drained: 0 });
      }
      expect(result.freeformPhases.some((phase) => phase.endedBy === 'early-end')).toBe(true);
    }
  }, 60_000);
});
