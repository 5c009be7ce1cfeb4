import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runFunctionCallArena } from '../../../src/compose/function-call/run-arena.ts';

afterEach(() => vi.restoreAllMocks());

describe('rpc-arena command', () => {
  it('plays games over tcp, writes JSONL logs and a summary, prints the table', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rpc-arena-'));
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(text));
    try {
      const code = await runFunctionCallArena({
        games: '2',
        seed: 'cli',
        transport: 'tcp',
        brain: 'seeded',
        logDir: dir,
        timeoutMs: '5000',
        deadlineMs: '2500',
        quiet: true,
      });
      expect(code).toBe(0);
      expect(printed.join('\n')).toMatch(/games 2: villagers \d+ .*werewolves \d+/);
      expect(existsSync(join(dir, 'game-1.jsonl'))).toBe(true);
      const summary = JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8'));
      expect(summary).toMatchObject({ seed: 'cli', transport: 'tcp', games: 2 });
      const first = JSON.parse(readFileSync(join(dir, 'game-1.jsonl'), 'utf8').split('\n')[0] ?? '');
      expect(first).toMatchObject({ game: 'game-1', kind: 'initialize' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects bad flags with exit code 2', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((text: string) => void errors.push(text));
    expect(await runFunctionCallArena({ transport: 'carrier-pigeon' })).toBe(2);
    expect(await runFunctionCallArena({ games: '-1' })).toBe(2);
    expect(await runFunctionCallArena({ endpoints: 'http://127.0.0.1:1/rpc' })).toBe(2);
    expect(errors.join('\n')).toContain('--transport must be one of');
  });
});
