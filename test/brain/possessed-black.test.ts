import { describe, expect, it } from 'vitest';
import { inferRoles, type Report, type RoleClaim } from '../../src/brain/beliefs/index.ts';
import { buildState } from './support/build-state.ts';

const seerClaim = (agent: string, idx: number): RoleClaim => ({ day: 1, idx, channel: 'talk', agent, role: 'SEER' });
const result = (reporter: string, target: string, species: Report['species'], idx: number): Report => ({
  day: 1,
  idx,
  channel: 'talk',
  reporter,
  target,
  species,
  kind: 'divination',
});

describe('the possessed seldom blacks a werewolf', () => {
  // 9 players, a werewolf's view (it knows its teammate): two seer claimers, one black on the teammate,
  // the other a white on a human. One of them is the true seer, the other most likely the possessed.
  const state = buildState({ count: 9, self: 'Agent[01]', role: 'WEREWOLF', day: 1, teammates: ['Agent[02]'] });
  const latestClaims = [seerClaim('Agent[03]', 0), seerClaim('Agent[04]', 1)];
  const reports = [result('Agent[03]', 'Agent[02]', 'WEREWOLF', 0), result('Agent[04]', 'Agent[05]', 'HUMAN', 1)];

  it('takes the claimer whose black hit a werewolf for the true seer, the other for the possessed', () => {
    const inference = inferRoles({ state, latestClaims, reports });
    // A blind black would make the black's reporter the likelier liar (a liar blackens at 0.6, whites at 0.4).
    expect(inference.claimTrue['Agent[03]']).toBeGreaterThan(inference.claimTrue['Agent[04]']!);
    expect(inference.possessed['Agent[04]']).toBeGreaterThan(inference.possessed['Agent[03]']!);
  });
});
