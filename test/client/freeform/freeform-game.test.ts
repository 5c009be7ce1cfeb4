import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { ArenaGameResult } from '../../../src/arena/index.ts';
import { freeformConfig, phaseSends, playOverWebSockets } from './freeform-harness.ts';

/** Every VOTE / DIVINE / ATTACK frame the arena read is an exact seat name: nothing shifted answers. */
const actionAnswers = (result: ArenaGameResult): { request: string; response: string | undefined }[] =>
  result.jsonLog.entries
    .map((entry) => ({ request: (JSON.parse(entry.request) as { request: string }).request, response: entry.response }))
    .filter((entry) => ['VOTE', 'DIVINE', 'ATTACK', 'GUARD'].includes(entry.request));

/** A seat that never talks: it answers NAME and every action with a living name, nothing else. */
const connectSilentSeat = (url: string): void => {
  const socket = new WebSocket(url);
  socket.on('error', () => {});
  socket.on('message', (data) => {
    const packet = JSON.parse(String(data)) as {
      request: string;
      info?: { agent: string; status_map: Record<string, string> };
    };
    if (packet.request === 'NAME') socket.send('silent');
    if (['VOTE', 'DIVINE', 'ATTACK', 'GUARD'].includes(packet.request) && packet.info !== undefined) {
      const { agent, status_map: status } = packet.info;
      socket.send(Object.keys(status).find((name) => name !== agent && status[name] === 'ALIVE') ?? agent);
    }
  });
};

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
    // A seat that never talks keeps every phase open until its timer (freeform.md §4 item 5). Long gaps,
    // no idle closing and no closing window: an agent that holds its reserve is woken exactly where the
    // guard starts, so the guard alone keeps it quiet.
    const durationMs = 1500;
    const minimumGuardMs = 50;
    const { result, agents } = await playOverWebSockets({
      config: freeformConfig({ lang: 'en', durationMs }),
      seed: 'freeform-timer',
      lang: 'en',
      freeform: { minimumGuardMs, minimumGapMs: 150_000, maximumGapMs: 400_000, idleMs: 600_000, closingWindowMs: 0 },
      ourAgents: 4,
      extraClients: connectSilentSeat,
    });
    // The precondition, exact: the arena's own record says phases ran to the timer, and its talk log
    // shows one of ours not done in such a phase (count left, no Over).
    const timedDays = result.freeformPhases.filter((phase) => phase.endedBy === 'timer').map((phase) => phase.day);
    const ours = result.seats.filter((seat) => seat.connectionName !== 'silent').map((seat) => seat.idx);
    const talksOf = (day: number, seat: number): string[] =>
      result.gameLogLines
        .map((line) => line.split(','))
        .filter(([lineDay, type, , , agent]) => lineDay === String(day) && type === 'talk' && agent === String(seat))
        .map((fields) => fields.slice(5).join(','));
    const stillTalking = timedDays.some((day) =>
      ours.some((seat) => {
        const talks = talksOf(day, seat);
        return talks.length > 0 && talks.length < 4 && !talks.includes('Over');
      }),
    );
    expect(stillTalking).toBe(true);
    // Nothing of ours arrived too late to be read: none dropped at the phase end, none drained, no stray.
    for (const phase of result.freeformPhases) expect([phase.dropped, phase.drained]).toEqual([0, 0]);
    expect(result.strayFrames).toEqual([]);
    const names = result.seats.map((seat) => seat.name);
    for (const answer of actionAnswers(result)) expect(names).toContain(answer.response);
    // No frame inside the guard: each was decided before the deadline that applied, and that deadline
    // kept at least the minimum guard before the local phase end (phase start's arrival + duration).
    let sends = 0;
    for (const agent of agents) {
      let phaseStart: number | undefined;
      for (const record of agent.records) {
        if (record.kind === 'received' && record.request === 'TALK_PHASE_START') phaseStart = record.time;
        if (record.kind !== 'sent' || record.request !== 'TALK_PHASE') continue;
        sends++;
        expect(phaseStart).toBeDefined();
        expect(record.deadline).toBeDefined();
        expect(record.time - record.elapsedMs).toBeLessThan(record.deadline as number);
        expect(record.deadline).toBeLessThanOrEqual((phaseStart as number) + durationMs - minimumGuardMs);
      }
    }
    expect(sends).toBeGreaterThan(0);
  }, 20_000);
});
