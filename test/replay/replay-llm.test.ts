import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { llmBrainFactoryFor, llmSettingsFrom } from '../../src/compose/index.ts';
import { loadGames } from '../../src/replay/load-games.ts';
import { createModelMeter } from '../../src/replay/model-meter.ts';
import { runReplay } from '../../src/replay/run-replay.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server.ts';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => {
  await server.close();
});

describe('replay with the LLM brain', () => {
  it('asks the model through the real SDK, stops at --max-requests and falls back to the rule answer', async () => {
    // Every reply names a non-candidate: the brain must use its rule answer, as in a game.
    server.respondWith(() => ({
      kind: 'content',
      content: JSON.stringify({ target: 'Nobody', talk: 'Over', reason: 'x' }),
      usage: { promptTokens: 100, completionTokens: 7, cachedTokens: 40 },
    }));
    const games = loadGames(['../shared/fixtures/aiwolfdial-logs/jsai2026_truck5']).slice(0, 1);
    const settings = llmSettingsFrom({
      llm: { baseURL: server.baseURL, apiKey: 'sk-test', dayPlan: false, daySummary: false },
      env: {},
    });
    const meter = createModelMeter(3);
    const { report } = await runReplay({
      games,
      factory: llmBrainFactoryFor({ settings, wrapChatModel: meter.wrap }),
      seed: 'llm',
      roles: new Set(['SEER']),
    });
    const usage = meter.usage();
    expect(usage.requests).toBe(3);
    // The LLM runtime (breaker, concurrency) may turn a request down before it reaches the server.
    expect(server.requests.length).toBeGreaterThan(0);
    expect(server.requests.length).toBeLessThanOrEqual(3);
    expect(usage.refused).toBeGreaterThan(0);
    // Token totals are what the server billed.
    const billed = server.requests.length;
    expect(usage.promptTokens).toBe(100 * billed);
    expect(usage.completionTokens).toBe(7 * billed);
    expect(usage.cachedTokens).toBe(40 * billed);
    // Every targeted decision still got a legal answer: the rule brain's.
    expect(report.decisions).toBeGreaterThan(0);
    // The LLM brain labels an answer it took from the rule brain underneath `fallback`.
    expect(report.answeredBy).toEqual({ fallback: report.decisions });
  });
});
