import { describe, expect, it } from 'vitest';
import type { ArenaGameResult } from '../../src/arena/index.ts';
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
      for (const agent of agents) for (const sends of phaseSends(agent.records).values()) expect(sends.length).toBeLessThanOrEqual(4);
      const talks = result.gameLogLines.filter((line) => line.includes(',talk,'));
      expect(talks.length).toBeGreaterThan(0);
    }, 20_000);
  }
});
