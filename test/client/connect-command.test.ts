import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { resolveBrain } from '../../src/client/index.ts';
import { CONFIG_KEYS } from '../../src/config/index.ts';
import { framesFor, loadTranscript, startReplayServer } from '../support/replay-server.ts';
import { transcriptDir } from './support/session-fixtures.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../..');
const binary = join(root, 'bin/aiwolf-agent.js');

describe('aiwolf-agent connect', () => {
  test('--help documents every option and every flag of the config table', async () => {
    const { stdout } = await run(process.execPath, [binary, 'connect', '--help'], { cwd: root });
    for (const key of CONFIG_KEYS) {
      if (key.flag !== undefined) expect(stdout).toContain(key.flag);
    }
    for (const option of ['-c, --config', '--no-log', '--no-auto-reconnect', '--quiet']) expect(stdout).toContain(option);
  });

  test('a bad setting exits with code 2 and a message that names the fix', async () => {
    const failure = await run(process.execPath, [binary, 'connect', '--agents', 'zero'], { cwd: root }).catch((error) => error);
    expect(failure.code).toBe(2);
    expect(failure.stderr).toMatch(/server\.agents.*--agents/);
  });

  test('plays a replayed game end to end through the binary', async () => {
    const lines = loadTranscript(`${transcriptDir}/ja_5.jsonl`);
    const server = await startReplayServer({ framesFor: () => framesFor({ lines, client: 'peerbot3' }), trailingQuietMs: 10 });
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

  test('the brain registry resolves random directly and never fails: a brain that cannot load falls back', async () => {
    expect((await resolveBrain({ name: 'random' })).name).toBe('random');
    const rule = await resolveBrain({ name: 'rule' });
    expect(['rule', 'random']).toContain(rule.name);
    if (rule.name === 'random') expect(rule.warning).toMatch(/rule brain could not be loaded/);
    const broken = await resolveBrain({
      name: 'rule',
      loaders: { rule: () => import(new URL('./no-such-brain.ts', import.meta.url).href) },
    });
    expect(broken.name).toBe('random');
    expect(broken.warning).toMatch(/the rule brain could not be loaded .*playing with the random brain instead/);
    const llm = await resolveBrain({ name: 'llm', setup: {} });
    expect(typeof llm.factory).toBe('function');
    if (llm.name === 'random') expect(llm.warning).toMatch(/llm brain could not be loaded/);
  });
});
