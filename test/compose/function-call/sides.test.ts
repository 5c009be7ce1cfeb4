import { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runLocalTournament } from '../../../src/compose/index.ts';
import { createRuleBrain } from '../../../src/brain/rule/index.ts';
import { createSeededBrain } from '../../../src/function-call/agent/brain-adapter/seeded-brain.ts';
import { registerArenaCommand } from '../../../src/cli/arena-command.ts';

const runArena = async (args: readonly string[]): Promise<Record<string, unknown>> => {
  const out: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void out.push(parts.join(' ')));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const program = new Command().exitOverride();
  registerArenaCommand(program);
  await program.parseAsync(['node', 'aiwolf-agent', 'arena', ...args]);
  expect(out).toHaveLength(1);
  return JSON.parse(out[0] ?? '{}') as Record<string, unknown>;
};

afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

describe('function-call arena: --village / --werewolves', () => {
  it('gives each side its own brain: random wolves answer at random, the rule village does not', async () => {
    const { results, summary } = await runLocalTournament({
      games: 2,
      seed: 'sides',
      transport: 'in-process',
      sides: {
        village: { label: 'rule', factory: createRuleBrain },
        werewolves: { label: 'random', factory: createSeededBrain, atRandom: true },
      },
    });
    const wolfIds = new Set(
      results.flatMap((result) =>
        Object.entries(result.roles)
          .filter(([, role]) => role === 'werewolf')
          .map(([id]) => `${result.gameId}/${id}`),
      ),
    );
    const decisions = results.flatMap((result) =>
      result.log
        .filter((entry) => entry.kind === 'vote' || entry.kind === 'werewolf_action')
        .map((entry) => ({
          wolf: wolfIds.has(`${result.gameId}/${entry.player}`),
          reasoning: (entry.detail as { reasoning?: string }).reasoning,
        })),
    );
    const wolves = decisions.filter((decision) => decision.wolf);
    const village = decisions.filter((decision) => !decision.wolf);
    expect(wolves.length).toBeGreaterThan(0);
    expect(village.length).toBeGreaterThan(0);
    expect(wolves.every((decision) => decision.reasoning === 'random')).toBe(true);
    expect(village.some((decision) => decision.reasoning === 'random')).toBe(false);
    expect(summary.byBrain).toEqual({
      rule: expect.objectContaining({ games: 12 }),
      random: expect.objectContaining({ games: 6 }),
    });
  });

  it('the flags reach the agents: swapping them swaps the per-brain seats, and the result changes', async () => {
    const ruleVillage = await runArena([
      '--ruleset',
      'function-call',
      '--games',
      '4',
      '--seed',
      'flags',
      '--village',
      'rule',
      '--werewolves',
      'random',
      '--json',
    ]);
    const randomVillage = await runArena([
      '--ruleset',
      'function-call',
      '--games',
      '4',
      '--seed',
      'flags',
      '--village',
      'random',
      '--werewolves',
      'rule',
      '--json',
    ]);
    expect(ruleVillage.byBrain).toMatchObject({ rule: { games: 24 }, random: { games: 12 } });
    expect(randomVillage.byBrain).toMatchObject({ random: { games: 24 }, rule: { games: 12 } });
    // Random wolves against the rule village lose more often than the rule wolves against a random village.
    expect(ruleVillage.villageWins as number).toBeGreaterThan(randomVillage.villageWins as number);
  });

  it('prints one --json shape for both rulesets and for --brain as for --village/--werewolves', async () => {
    const keys = [
      'games',
      'villageWins',
      'werewolfWins',
      'aborted',
      'villageWinRate',
      'werewolfWinRate',
      'averageDays',
      'errors',
      'timeouts',
      'byRole',
      'byBrain',
      'elapsedMs',
    ];
    const aiwolf = await runArena(['--games', '1', '--brain', 'random', '--seed', 'shape', '--json']);
    const byBrain = await runArena([
      '--ruleset',
      'function-call',
      '--games',
      '1',
      '--brain',
      'random',
      '--seed',
      'shape',
      '--json',
    ]);
    const bySide = await runArena([
      '--ruleset',
      'function-call',
      '--games',
      '1',
      '--village',
      'rule',
      '--werewolves',
      'random',
      '--seed',
      'shape',
      '--json',
    ]);
    for (const summary of [aiwolf, byBrain, bySide]) {
      for (const key of keys) expect(summary).toHaveProperty(key);
      for (const table of [summary.byRole, summary.byBrain] as Record<string, unknown>[]) {
        for (const entry of Object.values(table))
          expect(entry).toMatchObject({ games: expect.any(Number), wins: expect.any(Number) });
      }
    }
    expect(Object.keys(byBrain).sort()).toEqual(Object.keys(bySide).sort());
    // Per brain, the same fields as the aiwolf arena: wins, accuracy figures and error-behaviour counts.
    const entryKeys = (summary: Record<string, unknown>) =>
      Object.values(summary.byBrain as Record<string, Record<string, unknown>>).map((entry) => ({
        fields: Object.keys(entry).sort(),
        errors: Object.keys(entry.errorBehaviour as object).sort(),
      }));
    const [aiwolfEntry] = entryKeys(aiwolf);
    expect(aiwolfEntry?.fields).toContain('voteAccuracy');
    for (const entry of [...entryKeys(byBrain), ...entryKeys(bySide)]) expect(entry).toEqual(aiwolfEntry);
    expect(byBrain.features).toMatchObject({
      wolfKills: expect.any(Number),
      witchSaves: expect.any(Number),
      hunterShots: expect.any(Number),
    });
  });
});
