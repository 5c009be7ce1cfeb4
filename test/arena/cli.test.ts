import { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerArenaCommand } from '../../src/cli/arena-command.ts';
import { registerPlayCommand } from '../../src/cli/play-command.ts';

const run = async (args: readonly string[]): Promise<{ out: string[]; err: string[] }> => {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void out.push(parts.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void err.push(parts.join(' ')));
  const program = new Command().exitOverride();
  registerArenaCommand(program);
  registerPlayCommand(program);
  await program.parseAsync(['node', 'aiwolf-agent', ...args]);
  return { out, err };
};

afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

describe('arena and play commands', () => {
  it('arena --json prints one JSON summary with the promised keys', async () => {
    const { out } = await run(['arena', '--games', '2', '--brain', 'random', '--seed', 'cli', '--json']);
    expect(out).toHaveLength(1);
    const summary = JSON.parse(out[0] ?? '{}');
    expect(summary).toMatchObject({
      games: 2,
      aborted: expect.any(Number),
      villageWins: expect.any(Number),
      werewolfWins: expect.any(Number),
    });
    expect(Object.keys(summary.byRole).sort()).toEqual([
      'BODYGUARD',
      'MEDIUM',
      'POSSESSED',
      'SEER',
      'VILLAGER',
      'WEREWOLF',
    ]);
    expect(process.exitCode).toBe(0);
  });

  it('arena --ruleset function-call plays the seed-004 game with the same promised summary keys', async () => {
    const { out } = await run([
      'arena',
      '--ruleset',
      'function-call',
      '--games',
      '2',
      '--brain',
      'random',
      '--seed',
      'fc',
      '--json',
    ]);
    expect(out).toHaveLength(1);
    const summary = JSON.parse(out[0] ?? '{}');
    expect(summary).toMatchObject({ games: 2, transport: 'in-process' });
    // One shape with the aiwolf ruleset: draws at the day limit are `aborted`, roles upper case, {games, wins}.
    expect(summary.villageWins + summary.werewolfWins + summary.aborted).toBe(2);
    expect(Object.keys(summary.byRole).sort()).toEqual(['HUNTER', 'SEER', 'VILLAGER', 'WEREWOLF', 'WITCH']);
    expect(summary.byRole.WEREWOLF.games).toBe(6);
    expect(process.exitCode).toBe(0);
  });

  it('arena rejects an unknown ruleset', async () => {
    const { err } = await run(['arena', '--ruleset', 'mafia']);
    expect(err.join('\n')).toContain('--ruleset must be aiwolf or function-call');
    expect(process.exitCode).toBe(2);
  });

  it('arena rejects a bad table size with a message', async () => {
    const { err } = await run(['arena', '--players', '7', '--json']);
    expect(err.join('\n')).toContain('--players must be 5, 9 or 13');
    expect(process.exitCode).toBe(2);
  });

  it('play prints a whole game as it happens, ending with the winner', async () => {
    const { out } = await run(['play', '--brain', 'random', '--seed', 'cli-play', '--lang', 'en']);
    const text = out.join('\n');
    expect(text).toContain('── Day 0 ──');
    expect(text).toMatch(/votes for/);
    expect(out.at(-1)).toMatch(/^winner: (VILLAGER|WEREWOLF)$/);
  });
});
