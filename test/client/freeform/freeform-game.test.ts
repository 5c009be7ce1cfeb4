import { describe, expect, it } from 'vitest';
import type { ArenaGameResult } from '../../../src/arena/index.ts';
import { freeformConfig, phaseSends, playOverWebSockets } from './freeform-harness.ts';

/** Every VOTE / DIVINE / ATTACK frame the arena read is an exact seat name: nothing shifted answers. */
const actionAnswers = (result: ArenaGameResult): { request: string; response: string | undefined }[] =>
  result.jsonLog.entries
    .map((entry) => ({ request: (JSON.parse(entry.request) as { request: string }).request, response: entry.response }))
    .filter((entry) => ['VOTE', 'DIVINE', 'ATTACK', 'GUARD'].includes(entry.request));

describe('freeform games over WebSockets', () => {
  for (const lang of ['en', 'ja'] as const) {
    it(`plays a complete 5-player ${lang} game without a late frame or a corrupted action`, async () => {
      const { result, agents } = await playOverWebSockets({
        config: freeformConfig({ lang, durationMs: 2500 }),
        seed: `freeform-${lang}`,
        lang,
        freeform: { minimumGuardMs: 400 },
      });
      expect(result.abortedByError).toBe(false);
      expect(result.winSide).not.toBe('NONE');
      expect(result.strayFrames).toEqual([]);
      const names = result.seats.map((seat) => seat.name);
      const answers = actionAnswers(result);
      expect(answers.length).toBeGreaterThan(0);
      for (const answer of answers) expect(names).toContain(answer.response);
      for (const agent of agents)
        for (const sends of phaseSends(agent.records).values()) expect(sends.length).toBeLessThanOrEqual(4);
      const talks = result.gameLogLines.filter((line) => line.includes(',talk,'));
      expect(talks.length).toBeGreaterThan(0);
    }, 20_000);
  }

  it('keeps quiet inside the guard when phases run to the timer while everyone still talks', async () => {
    // Long gaps and no idle closing: nobody is done when the timer fires, so the guard does the work.
    const { result } = await playOverWebSockets({
      config: freeformConfig({ lang: 'en', durationMs: 1500 }),
      seed: 'freeform-timer',
      lang: 'en',
      freeform: { minimumGuardMs: 50, minimumGapMs: 150_000, maximumGapMs: 400_000, idleMs: 600_000 },
    });
    expect(result.strayFrames).toEqual([]);
    const names = result.seats.map((seat) => seat.name);
    for (const answer of actionAnswers(result)) expect(names).toContain(answer.response);
    // At least one phase ended by its timer: some speaker was neither done (Over / 4 talks) nor silent.
    const perDayAgent = new Map<string, string[]>();
    for (const line of result.gameLogLines) {
      const [day, type, , , agent, ...text] = line.split(',');
      if (type === 'talk')
        perDayAgent.set(`${day}/${agent}`, [...(perDayAgent.get(`${day}/${agent}`) ?? []), text.join(',')]);
    }
    const cutOff = [...perDayAgent.values()].some((texts) => texts.length < 4 && !texts.includes('Over'));
    expect(cutOff).toBe(true);
  }, 20_000);
});
