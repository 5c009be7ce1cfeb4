import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmBrainFactory, runTournament } from '../../src/compose/index.ts';
import { createPlayerResponder, type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server.ts';

/** The breaker / cap / pricing keys go through the one config, and the game's totals reach the JSONL log. */
let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
  const player = createPlayerResponder();
  server.respondWith((body, index) => {
    const reply = player(body, index);
    return reply.kind === 'content' ? { ...reply, usage: { promptTokens: 200, completionTokens: 30 } } : reply;
  });
});
afterAll(async () => {
  await server.close();
});

describe('resilience settings in the one config', () => {
  it('a token cap and a price table from config: the end-of-game line and totals.llm.jsonl carry the totals', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'llm-totals-'));
    const warnings: string[] = [];
    const factory = await createLlmBrainFactory({
      llm: {
        log: { dir },
        maxTokensPerGame: 2_000,
        pricing: { 'gpt-4o-mini': { input: 0.15, output: 0.6 } },
        maxConcurrency: 2,
        breaker: { failures: 5, coolDownMs: 1_000 },
      },
      env: { OPENAI_BASE_URL: server.baseURL },
      warn: (message) => warnings.push(message),
    });
    await runTournament({
      players: 5,
      lang: 'en',
      games: 1,
      seed: 'totals',
      actionTimeoutMs: 3_000,
      brains: { village: { label: 'llm', factory }, werewolves: { label: 'llm', factory } },
    });
    const [game] = readdirSync(dir);
    const lines = readFileSync(join(dir, game!, 'totals.llm.jsonl'), 'utf8')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0]!) as {
      kind: string;
      gameId: string;
      totals: { calls: number; totalTokens: number; costUsd: number };
      agents: Record<string, { calls: number }>;
      cap?: { cap: string };
    };
    expect(record.kind).toBe('game_totals');
    expect(record.gameId).toBe(game);
    expect(record.totals.totalTokens).toBe(230 * record.totals.calls);
    expect(record.totals.costUsd).toBeCloseTo((record.totals.calls * (200 * 0.15 + 30 * 0.6)) / 1e6, 12);
    expect(Object.values(record.agents).reduce((sum, agent) => sum + agent.calls, 0)).toBe(record.totals.calls);
    expect(record.cap?.cap).toBe('tokens');
    // Every model reply of this game, and only those (the fake answers at once: none came late).
    expect(record.totals.calls).toBe(server.requests.length);
    const calls = readdirSync(join(dir, game!)).filter(
      (file) => file.endsWith('.llm.jsonl') && file !== 'totals.llm.jsonl',
    );
    const logged = calls
      .flatMap((file) =>
        readFileSync(join(dir, game!, file), 'utf8')
          .trim()
          .split('\n'),
      )
      .map((line) => JSON.parse(line) as { usage: { promptTokens: number; completionTokens: number } | null });
    const usageSum = logged.reduce(
      (sum, entry) => sum + (entry.usage === null ? 0 : entry.usage.promptTokens + entry.usage.completionTokens),
      0,
    );
    expect(usageSum).toBe(record.totals.totalTokens);
    expect(warnings.filter((line) => line.includes('tokens cap reached ('))).toHaveLength(1);
    expect(warnings.some((line) => line.startsWith(`game ${game}: ${record.totals.calls} model replies`))).toBe(true);
  }, 30_000);

  it('a bad value stops the start naming the key', async () => {
    await expect(createLlmBrainFactory({ llm: { breaker: { failures: 0 } }, env: {} })).rejects.toThrow(
      /llm\.breaker\.failures/,
    );
    await expect(createLlmBrainFactory({ llm: { pricing: { m: { input: -1, output: 1 } } }, env: {} })).rejects.toThrow(
      /llm\.pricing\.m\.input/,
    );
  });
});
