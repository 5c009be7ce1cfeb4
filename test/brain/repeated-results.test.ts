import { describe, expect, it } from 'vitest';
import { inferRoles, type Report, type RoleClaim } from '../../src/brain/beliefs/index.ts';
import { buildState } from './support/build-state.ts';

const claim = (agent: string, idx: number): RoleClaim => ({ day: 1, idx, channel: 'talk', agent, role: 'SEER' });
const white = (reporter: string, target: string, day: number, idx: number): Report => ({
  day,
  idx,
  channel: 'talk',
  reporter,
  target,
  species: 'HUMAN',
  kind: 'divination',
});

describe('a result said again weighs as once (the same evidence, not a new result)', () => {
  // 9 players, a villager's view: two seer claimers, each with one white on a different player.
  const state = buildState({ count: 9, self: 'Agent[01]', role: 'VILLAGER', day: 3 });
  const latestClaims = [claim('Agent[02]', 0), claim('Agent[03]', 1)];
  const once = [white('Agent[02]', 'Agent[04]', 1, 0), white('Agent[03]', 'Agent[05]', 1, 1)];

  it('restating its white on later days makes a claimer no truer than saying it once', () => {
    const restated = [
      ...once,
      white('Agent[03]', 'Agent[05]', 2, 2),
      white('Agent[03]', 'Agent[05]', 2, 7),
      white('Agent[03]', 'Agent[05]', 3, 1),
    ];
    const single = inferRoles({ state, latestClaims, reports: once });
    const repeated = inferRoles({ state, latestClaims, reports: restated });
    expect(single.claimTrue['Agent[03]']).toBeCloseTo(single.claimTrue['Agent[02]']!, 9);
    expect(repeated.claimTrue['Agent[03]']).toBeCloseTo(single.claimTrue['Agent[03]']!, 9);
    expect(repeated.claimTrue['Agent[02]']).toBeCloseTo(single.claimTrue['Agent[02]']!, 9);
    expect(repeated.werewolf['Agent[05]']).toBeCloseTo(single.werewolf['Agent[05]']!, 9);
  });

  it('restating it on the day it was first told weighs as once too (liars restate as well as true seers)', () => {
    const sameDay = [...once, white('Agent[03]', 'Agent[05]', 1, 5)];
    const single = inferRoles({ state, latestClaims, reports: once });
    const repeated = inferRoles({ state, latestClaims, reports: sameDay });
    expect(repeated.claimTrue['Agent[03]']).toBeCloseTo(single.claimTrue['Agent[03]']!, 9);
    expect(repeated.claimTrue['Agent[02]']).toBeCloseTo(single.claimTrue['Agent[02]']!, 9);
  });

  it('a new result of the same claimer still counts', () => {
    const more = [...once, white('Agent[03]', 'Agent[06]', 2, 2)];
    const single = inferRoles({ state, latestClaims, reports: once });
    const two = inferRoles({ state, latestClaims, reports: more });
    expect(two.claimTrue['Agent[03]']).not.toBeCloseTo(single.claimTrue['Agent[03]']!, 3);
  });
});
