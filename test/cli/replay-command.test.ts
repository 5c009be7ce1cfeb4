import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerReplayCommand } from '../../src/cli/replay-command.ts';
import type { FakeOpenAiServer } from '../support/fake-openai-server.ts';
import { runCommand, useServerAndFolder } from './support/run-command.ts';

const shared = useServerAndFolder('aiwolf-replay-cli-');
let server: FakeOpenAiServer;
let folder = '';
beforeAll(() => {
  server = shared.server();
  folder = shared.folder();
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
    const run = await runCommand(
      registerReplayCommand,
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
      { OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'sk-test', AIWOLF_LLM_MODEL: 'from-the-environment' },
    );
    expect(run.code, run.err).toBe(0);
    expect(server.requests.length).toBeGreaterThan(0);
    expect(new Set(server.requests.map((request) => request.body.model))).toEqual(new Set(['from-the-flag']));
  }, 60_000);
});

describe('aiwolf-agent replay --talk-pairs', () => {
  const runReplay = (args: readonly string[]) => runCommand(registerReplayCommand, ['replay', ...args]);

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
