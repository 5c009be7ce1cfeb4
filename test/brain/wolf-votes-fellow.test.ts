import { describe, expect, it } from 'vitest';
import { inferRoles } from '../../src/brain/beliefs/index.ts';
import type { VoteEntry } from '../../src/game/state.ts';
import { buildState } from './support/build-state.ts';

const vote = (agent: string, target: string): VoteEntry => ({ day: 1, agent, target });

describe('a werewolf seldom votes a fellow werewolf', () => {
  // 9 players, the medium's view on day 2: Agent[09], executed on day 1, was a werewolf (its own result).
  // Agent[02]…Agent[05] voted it; Agent[06]…Agent[08] voted Agent[03].
  const state = buildState({
    count: 9,
    self: 'Agent[01]',
    role: 'MEDIUM',
    day: 2,
    dead: [{ agent: 'Agent[09]', cause: 'executed', day: 1 }],
    mediumResults: [{ day: 1, agent: 'Agent[01]', target: 'Agent[09]', result: 'WEREWOLF' }],
    votes: [
      vote('Agent[01]', 'Agent[09]'),
      vote('Agent[02]', 'Agent[09]'),
      vote('Agent[03]', 'Agent[09]'),
      vote('Agent[04]', 'Agent[09]'),
      vote('Agent[05]', 'Agent[09]'),
      vote('Agent[06]', 'Agent[03]'),
      vote('Agent[07]', 'Agent[03]'),
      vote('Agent[08]', 'Agent[03]'),
      vote('Agent[09]', 'Agent[03]'),
    ],
  });

  it('the other werewolf is looked for among those who did not vote the executed one', () => {
    const inference = inferRoles({ state, latestClaims: [], reports: [] });
    const withIt = inference.werewolf['Agent[02]']!;
    const elsewhere = inference.werewolf['Agent[06]']!;
    // A vote on a fellow weighs ×0.2: about 9 to 1 here (×0.35 gave 5 to 1).
    expect(elsewhere / withIt).toBeGreaterThan(7);
    // Agent[03], voted by those three, is less likely their fellow than another voter of the executed one.
    expect(inference.werewolf['Agent[03]']!).toBeLessThan(inference.werewolf['Agent[04]']!);
  });
});
