import { describe, expect, it } from 'vitest';
import { loadArenaConfig, parseArenaConfig, shippedConfigPath } from '../../src/arena/index.ts';
import { runTournament } from '../../src/compose/index.ts';

const withoutTime = <T extends { elapsedMs: number }>(summary: T) => ({ ...summary, elapsedMs: 0 });

describe('runTournament', () => {
  it('is reproducible: the same seed gives the same games', async () => {
    const options = {
      players: 5,
      games: 4,
      seed: 'same',
      brains: { village: 'random', werewolves: 'random' },
    } as const;
    const first = await runTournament(options);
    const second = await runTournament(options);
    expect(withoutTime(second)).toEqual(withoutTime(first));
  });

  it('counts sides, roles and brains consistently', async () => {
    const summary = await runTournament({
      players: 9,
      lang: 'en',
      games: 3,
      seed: 'counts',
      brains: {
        village: 'random',
        werewolves: { label: 'wolfish', factory: (await import('../../src/brain/random-brain.ts')).createRandomBrain },
      },
    });
    expect(summary.games).toBe(3);
    expect(summary.villageWins + summary.werewolfWins + summary.aborted).toBe(3);
    expect(summary.byRole.WEREWOLF.games).toBe(6);
    expect(summary.byRole.MEDIUM.games).toBe(3);
    expect(summary.byRole.WEREWOLF.wins).toBe(summary.werewolfWins * 2);
    expect(summary.byRole.VILLAGER.wins).toBe(summary.villageWins * 3);
    // The possessed plays with the werewolves: 2 wolves + 1 possessed per game.
    expect(summary.byBrain.wolfish).toMatchObject({ games: 9, wins: summary.werewolfWins * 3 });
    expect(summary.byBrain.random?.games).toBe(18);
  });
});

describe('arena configs', () => {
  it('every shipped config loads and matches its table size', () => {
    for (const players of [5, 9, 13] as const) {
      for (const lang of ['ja', 'en'] as const) {
        const loaded = loadArenaConfig(shippedConfigPath({ players, lang }));
        expect(loaded.ok).toBe(true);
        if (!loaded.ok) continue;
        const config = loaded.value;
        const roles = Object.values(config.logic.roles).reduce((sum, count) => sum + (count ?? 0), 0);
        expect(roles).toBe(players);
        expect(config.game.agent_count).toBe(players);
        expect(config.server.timeout).toEqual({ action: 60_000, response: 120_000, acceptable: 5_000 });
        expect(config.game.talk.max_length.base_length).toBe(lang === 'ja' ? 50 : 125);
      }
    }
    const freeform = loadArenaConfig(shippedConfigPath({ players: 5, lang: 'en', freeform: true }));
    expect(freeform.ok && freeform.value.game.talk.duration).toBe(600_000);
  });

  it('rejects a bad config with a stable code naming the key', () => {
    const result = parseArenaConfig({ server: { timeout: {} }, game: { agent_count: 'five' } });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('ARENA_CONFIG_INVALID');
      expect(result.error.message).toContain('game.agent_count');
    }
  });
});
