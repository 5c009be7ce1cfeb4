import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Command } from 'commander';
import { describe, expect, test, vi } from 'vitest';
import { registerConnectCommand } from '../../src/cli/connect-command.ts';
import { buildBrain, llmSettingsFrom } from '../../src/compose/index.ts';
import { CONFIG_KEYS } from '../../src/config/index.ts';
import { framesFor, loadTranscript, startReplayServer } from '../support/replay-server.ts';
import { transcriptDir } from './support/session-fixtures.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../..');
const binary = join(root, 'bin/aiwolf-agent.js');

describe('aiwolf-agent connect', () => {
  test('--help documents every option and every flag of the config table', () => {
    const program = new Command().exitOverride();
    registerConnectCommand(program);
    const connect = program.commands.find((command) => command.name() === 'connect')!;
    const help = connect.helpInformation();
    for (const key of CONFIG_KEYS) {
      if (key.flag !== undefined) expect(help).toContain(key.flag);
    }
    for (const option of ['-c, --config', '--no-log', '--no-auto-reconnect', '--quiet']) expect(help).toContain(option);
  });

  test('a bad setting exits with code 2 and a message that names the fix', async () => {
    const program = new Command().exitOverride();
    registerConnectCommand(program);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const previous = process.exitCode;
    try {
      await program.parseAsync(['connect', '--agents', 'zero'], { from: 'user' });
      expect(process.exitCode).toBe(2);
      expect(errors.mock.calls.flat().join('\n')).toMatch(/server\.agents.*--agents/);
    } finally {
      process.exitCode = previous;
      errors.mockRestore();
    }
  });

  test('plays a replayed game end to end through the binary', async () => {
    const lines = loadTranscript(`${transcriptDir}/ja_5.jsonl`);
    const server = await startReplayServer({
      framesFor: () => framesFor({ lines, client: 'peerbot3' }),
      trailingQuietMs: 10,
    });
    try {
      const { stderr } = await run(
        process.execPath,
        [binary, 'connect', '--url', server.url, '--team', 'cli', '--agents', '1', '--brain', 'random', '--no-log'],
        { cwd: root, env: { ...process.env, AIWOLF_TOKEN: '' } },
      );
      expect(stderr).toMatch(/cli1: 1 game\(s\), 0 failure\(s\)/);
      const [result] = await server.waitForResults(1);
      expect(result?.name).toBe('cli1');
      expect(result?.unexpected).toEqual([]);
    } finally {
      await server.close();
    }
  });

  test('the composition root builds every brain by name; llm without key or endpoint falls back to rule', () => {
    expect(buildBrain({ name: 'random' }).name).toBe('random');
    const rule = buildBrain({ name: 'rule' });
    expect(rule.name).toBe('rule');
    expect(rule.warning).toBeUndefined();
    expect(typeof rule.factory).toBe('function');
    const llm = buildBrain({ name: 'llm', settings: llmSettingsFrom({ env: {}, cwd: '/nonexistent' }) });
    expect(llm.name).toBe('rule');
    expect(llm.warning).toMatch(/the LLM brain is not configured.*playing with the rule brain instead/);
  });
});
