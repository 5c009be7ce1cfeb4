import { describe, expect, it } from 'vitest';
import { inferRoles } from '../../src/brain/beliefs/index.ts';
import type { GameState } from '../../src/game/state.ts';
import { buildState } from './support/build-state.ts';

/** inferRoles without settings, as after a rejected INITIALIZE. */
const withoutSettings = (state: GameState): GameState => {
  const { settings: _settings, ...rest } = state;
  return rest;
};

const timed = <T>(work: () => T): { value: T; ms: number } => {
  const started = performance.now();
  const value = work();
  return { value, ms: performance.now() - started };
};

describe('role inference does bounded work whatever the packet held (issue 18)', () => {
  it('a 13-player game is still weighed exactly (the same posterior as before the bound)', () => {
    const state = buildState({ count: 13, self: 'Agent[01]', role: 'VILLAGER', day: 1 });
    const inference = inferRoles({ state, latestClaims: [], reports: [] });
    // 3 werewolves among the 12 others, evenly: the exact model's answer with no evidence.
    expect(inference.werewolf['Agent[02]']).toBeCloseTo(3 / 12, 6);
    expect(inference.werewolf['Agent[01]']).toBe(0);
    expect(inference.consistent).toBe(true);
  });

  it('100 agents (the packet limit) with the shipped 13-village cast: answered in milliseconds, not enumerated', () => {
    const state = buildState({ count: 100, self: 'Agent[01]', role: 'SEER', day: 2 });
    const { value, ms } = timed(() => inferRoles({ state, latestClaims: [], reports: [] }));
    expect(ms).toBeLessThan(50);
    expect(Object.keys(value.werewolf)).toHaveLength(100);
    expect(value.werewolf['Agent[01]']).toBe(0);
    for (const probability of Object.values(value.werewolf)) expect(probability).toBeGreaterThanOrEqual(0);
  });

  it('unknown settings and 40 agents: no 3-wolves-from-13 guess, a proportional estimate in bounded time', () => {
    const state = withoutSettings(buildState({ count: 40, self: 'Agent[01]', role: 'VILLAGER', day: 1 }));
    const { value, ms } = timed(() => inferRoles({ state, latestClaims: [], reports: [] }));
    expect(ms).toBeLessThan(50);
    const expectedWolves = Math.round((40 * 3) / 13);
    const total = Object.values(value.werewolf).reduce((sum, probability) => sum + probability, 0);
    expect(total).toBeCloseTo(expectedWolves, 6);
  });

  it('a hostile cast (50 werewolves, or a billion) never enumerates', () => {
    const base = buildState({ count: 30, self: 'Agent[01]', role: 'VILLAGER', day: 1 });
    for (const wolves of [50, 14, 1e9]) {
      const state: GameState = {
        ...base,
        settings: { ...base.settings!, roleNumMap: { WEREWOLF: wolves, POSSESSED: 1 } },
      };
      const { ms } = timed(() => inferRoles({ state, latestClaims: [], reports: [] }));
      expect(ms).toBeLessThan(50);
    }
  });
});
