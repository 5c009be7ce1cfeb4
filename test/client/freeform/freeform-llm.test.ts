import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaGameResult } from '../../../src/arena/index.ts';
import { createLlmBrainFactory, runTournament } from '../../../src/compose/index.ts';
import {
  createPlayerResponder,
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from '../../support/fake-openai-server.ts';
import { freeformConfig } from './freeform-harness.ts';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
  server.respondWith(createPlayerResponder({ wrongEvery: 5 }));
});
afterAll(async () => {
  await server.close();
});

describe('a freeform game with the LLM brain against the fake model', () => {
  it('completes in the in-process arena without a stray frame or an illegal action', async () => {
    const factory = await createLlmBrainFactory({
      llm: { log: { dir: '' } },
      env: { OPENAI_BASE_URL: server.baseURL },
    });
    const results: ArenaGameResult[] = [];
    const before = server.requests.length;
    const summary = await runTournament({
      config: freeformConfig({ lang: 'en', durationMs: 3000 }),
      games: 1,
      seed: 'llm-freeform',
      brains: { village: { label: 'llm', factory }, werewolves: { label: 'llm', factory } },
      onGame: (result) => results.push(result),
    });
    expect(summary.aborted).toBe(0);
    const [result] = results;
    expect(result?.strayFrames).toEqual([]);
    const names = result?.seats.map((seat) => seat.name) ?? [];
    for (const entry of result?.jsonLog.entries ?? []) {
      const request = (JSON.parse(entry.request) as { request: string }).request;
      if (['VOTE', 'DIVINE', 'ATTACK'].includes(request)) expect(names).toContain(entry.response);
    }
    expect(result?.gameLogLines.some((line) => line.includes(',talk,'))).toBe(true);
    expect(server.requests.length - before).toBeGreaterThan(5);
  }, 30_000);
});
