import { describe, expect, it } from 'vitest';
import { createRuleBrainWith, protocolBridge } from '../../../src/brain/rule/index.ts';
import { inventResult } from '../../../src/brain/rule/fake-results.ts';
import { createMemory } from '../../../src/brain/rule/memory.ts';
import { createRandom } from '../../../src/random.ts';
import { buildState } from '../support/build-state.ts';

describe('the possessed’s invented results', () => {
  // 9 players, day 4: the possessed (Agent[09]) fake-claimed seer and cleared Agent[01], [02] and [03];
  // Agent[04] is the only other player alive it has not called human.
  const state = buildState({
    count: 9,
    self: 'Agent[09]',
    role: 'POSSESSED',
    day: 4,
    dead: [
      { agent: 'Agent[05]', cause: 'executed', day: 1 },
      { agent: 'Agent[06]', cause: 'attacked', day: 1 },
      { agent: 'Agent[07]', cause: 'executed', day: 2 },
      { agent: 'Agent[08]', cause: 'attacked', day: 2 },
    ],
    talks: [
      ['Agent[09]', 'AND (COMINGOUT Agent[09] SEER) (DIVINED Agent[01] HUMAN)', 1],
      ['Agent[09]', 'DIVINED Agent[02] HUMAN', 2],
      ['Agent[09]', 'DIVINED Agent[03] HUMAN', 3],
    ],
  });
  const memory = createMemory();
  memory.claimedRole = 'SEER';
  memory.published.push(
    { day: 1, target: 'Agent[01]', species: 'HUMAN' },
    { day: 2, target: 'Agent[02]', species: 'HUMAN' },
    { day: 3, target: 'Agent[03]', species: 'HUMAN' },
  );
  const beliefs = createRuleBrainWith(protocolBridge, { seed: 'fake', lang: 'en' }).beliefsOf(state);

  it('never clears the last player it has not called human (its vote would go to its own white)', () => {
    const result = inventResult({ state, beliefs, memory, random: createRandom('fake') });
    expect(result).not.toEqual({ day: 4, target: 'Agent[04]', species: 'HUMAN' });
    // It names that player a werewolf instead, or gives no result when it may well be one.
    if (result !== undefined) expect(result).toEqual({ day: 4, target: 'Agent[04]', species: 'WEREWOLF' });
  });
});
