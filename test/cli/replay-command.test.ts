import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerReplayCommand } from '../../src/cli/replay-command.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server.ts';

let server: FakeOpenAiServer;
let folder = '';
beforeAll(async () => {
  server = await startFakeOpenAiServer();
  folder = mkdtempSync(join(tmpdir(), 'aiwolf-replay-cli-'));
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('aiwolf-agent replay --brain llm', () => {
  it('asks the model named by --model, on the endpoint of the environment, through the one config', async () => {
    server.respondWith(() => ({
      kind: 'content',
      content: JSON.stringify({ target: 'Nobody', talk: 'Over', reason: 'x' }),
      usage: { promptTokens: 10, completionTokens: 2 },
    }));
    const agentConfig = join(folder, 'agent.yml');
    writeFileSync(agentConfig, 'llm:\n  model: from-the-file\n  dayPlan: false\n  daySummary: false\n');
    vi.stubEnv('OPENAI_BASE_URL', server.baseURL);
    vi.stubEnv('OPENAI_API_KEY', 'sk-test');
    vi.stubEnv('AIWOLF_LLM_MODEL', 'from-the-environment');
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
    const progress = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const program = new Command().exitOverride();
      registerReplayCommand(program);
      await program.parseAsync(
        [
          'replay',
          '../shared/fixtures/aiwolfdial-logs/jsai2026_truck5',
          '--brain',
          'llm',
          '--model',
          'from-the-flag',
          '--agent-config',
          agentConfig,
          '--roles',
          'SEER',
          '--max-requests',
          '2',
          '--json',
        ],
        { from: 'user' },
      );
    } finally {
      printed.mockRestore();
      progress.mockRestore();
      vi.unstubAllEnvs();
    }
    expect(process.exitCode ?? 0).toBe(0);
    expect(server.requests.length).toBeGreaterThan(0);
    expect(new Set(server.requests.map((request) => request.body.model))).toEqual(new Set(['from-the-flag']));
  }, 60_000);
});

describe('aiwolf-agent replay --talk-pairs', () => {
  const runReplay = async (args: readonly string[]): Promise<{ out: string; err: string; code: number }> => {
    const out: string[] = [];
    const err: string[] = [];
    const printed = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
      out.push(String(line));
    });
    const failed = vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
      err.push(String(line));
    });
    const progress = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    process.exitCode = 0;
    try {
      const program = new Command().exitOverride();
      registerReplayCommand(program);
      await program.parseAsync(['replay', ...args], { from: 'user' });
    } finally {
      printed.mockRestore();
      failed.mockRestore();
      progress.mockRestore();
    }
    const code = Number(process.exitCode ?? 0);
    process.exitCode = 0;
    return { out: out.join('\n'), err: err.join('\n'), code };
  };

  it('writes DIR/pairs.jsonl and DIR/key.jsonl, one line per pair, and never overwrites a drawing', async () => {
    const dir = join(folder, 'pairs');
    const args = [
      '../shared/fixtures/aiwolfdial-logs',
      '--folders',
      'jsai2026_truck5,jsai2026_truck9',
      '--talk-pairs',
      dir,
      '--per-folder',
      '3',
      '--seed',
      'cli',
    ];
    const first = await runReplay(args);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/jsai2026_truck5: 3 pairs/);
    expect(first.out).toMatch(/wrote 6 pairs/);
    const pairs = readFileSync(join(dir, 'pairs.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const keys = readFileSync(join(dir, 'key.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(pairs).toHaveLength(6);
    expect(keys.map((key: { id: string }) => key.id)).toEqual(pairs.map((pair: { id: string }) => pair.id));
    // The pairs file says nothing about which side is ours or where the turn came from.
    for (const pair of pairs) {
      expect(Object.keys(pair).sort()).toEqual(
        ['A', 'B', 'alive', 'context', 'day', 'id', 'knows', 'lang', 'players', 'speaker', 'speakerRole'].sort(),
      );
    }
    const before = readFileSync(join(dir, 'pairs.jsonl'), 'utf8');
    const again = await runReplay(args);
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/pairs\.jsonl exists/);
    expect(readFileSync(join(dir, 'pairs.jsonl'), 'utf8')).toBe(before);
  });
});
