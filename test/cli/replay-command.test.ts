import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
