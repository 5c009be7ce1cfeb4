import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { BrainFactory } from '../../../src/brain/brain.ts';
import { createRuleBrain } from '../../../src/brain/rule/index.ts';
import { freeformConfig, phaseSends, playOverWebSockets } from './freeform-harness.ts';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The rule brain, but every talk takes `delayMs` and ignores the abort signal (a stuck model call). */
const slowTalker =
  (delayMs: number): BrainFactory =>
  (options) => {
    const brain = createRuleBrain(options);
    return {
      ...brain,
      name: 'slow',
      talk: async (context) => {
        await sleep(delayMs);
        return brain.talk(context);
      },
    };
  };

/**
 * A client that behaves like the official sample when its generation outlives the phase: it sends a
 * talk after TALK_PHASE_END. It answers actions with a living name so only the stray shifts them.
 */
const connectLateTalker = (url: string): void => {
  const socket = new WebSocket(url);
  socket.on('error', () => {});
  socket.on('message', (data) => {
    const packet = JSON.parse(String(data)) as {
      request: string;
      info?: { agent: string; status_map: Record<string, string> };
    };
    if (packet.request === 'NAME') socket.send('late');
    if (packet.request === 'TALK_PHASE_END') socket.send('Sorry I was late');
    if (['VOTE', 'DIVINE', 'ATTACK', 'GUARD'].includes(packet.request) && packet.info !== undefined) {
      const { agent, status_map: status } = packet.info;
      socket.send(Object.keys(status).find((name) => name !== agent && status[name] === 'ALIVE') ?? agent);
    }
  });
};

describe('freeform hazards', () => {
  it('drops an utterance whose generation outlives the phase instead of sending it late', async () => {
    const { result, agents } = await playOverWebSockets({
      config: freeformConfig({ lang: 'en', durationMs: 1500 }),
      seed: 'freeform-slow',
      lang: 'en',
      freeform: { minimumGuardMs: 300 },
      brainFor: (connection) => (connection === 1 ? slowTalker(2500) : createRuleBrain),
    });
    const slow = agents[0];
    const seat = result.seats.find((candidate) => candidate.connectionName === slow?.name);
    expect(seat).toBeDefined();
    expect(result.strayFrames).toEqual([]);
    expect(result.abortedByError).toBe(false);
    const records = slow?.records ?? [];
    // Its only frames in a phase may be Over: with every other agent done and no time for a generation
    // it ends its part so the phase can end early (how often depends on the others' timing).
    for (const text of [...phaseSends(records).values()].flat()) expect(text).toBe('Over');
    expect(records.some((record) => record.kind === 'late-drop' && record.request === 'TALK_PHASE')).toBe(true);
    // Nothing the slow agent generated ever reached the arena as talk.
    const slowTalk = result.gameLogLines.filter((line) => new RegExp(`^\\d+,talk,\\d+,\\d+,${seat?.idx},`).test(line));
    for (const line of slowTalk) expect(line).toMatch(/,Over$/);
    const names = result.seats.map((candidate) => candidate.name);
    for (const entry of result.jsonLog.entries) {
      const request = (JSON.parse(entry.request) as { request: string }).request;
      if (['VOTE', 'DIVINE', 'ATTACK'].includes(request)) expect(names).toContain(entry.response);
    }
  }, 20_000);

  it('records the frame a sample-like client sends after the phase end (our arena sees the hazard)', async () => {
    const { result } = await playOverWebSockets({
      config: freeformConfig({ lang: 'en', durationMs: 1000 }),
      seed: 'freeform-late',
      lang: 'en',
      freeform: { minimumGuardMs: 200 },
      ourAgents: 4,
      extraClients: connectLateTalker,
    });
    const late = result.seats.find((seat) => seat.connectionName === 'late');
    const strays = result.strayFrames.filter((stray) => !stray.drained);
    expect(strays[0]).toMatchObject({ seat: late?.idx, text: 'Sorry I was late' });
    // Once shifted, its later answers arrive unread too; none of ours ever does.
    expect(strays.every((stray) => stray.seat === late?.idx)).toBe(true);
    const misread = result.jsonLog.entries.some(
      (entry) => entry.agent === late?.name && entry.response === 'Sorry I was late',
    );
    const postedAsTalk = result.gameLogLines.some((line) => line.endsWith(',Sorry I was late'));
    expect(misread || postedAsTalk).toBe(true);
  }, 20_000);
});
