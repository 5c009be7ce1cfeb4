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

describe('a liar never names more werewolves than the game has', () => {
  // 5 players (one werewolf), day 2, nobody dead yet: we (Agent[05]) claimed seer and blacked Agent[03];
  // Agent[02] claims seer too, blacked us and then Agent[01] (a rival's black the possessed answers).
  const state = (role: 'WEREWOLF' | 'POSSESSED') =>
    buildState({
      count: 5,
      self: 'Agent[05]',
      role,
      day: 2,
      talks: [
        ['Agent[05]', 'AND (COMINGOUT Agent[05] SEER) (DIVINED Agent[03] WEREWOLF)', 1],
        ['Agent[02]', 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[05] WEREWOLF)', 1],
        ['Agent[02]', 'DIVINED Agent[01] WEREWOLF', 2],
      ],
    });
  const memoryWithBlack = () => {
    const memory = createMemory();
    memory.claimedRole = 'SEER';
    memory.published.push({ day: 1, target: 'Agent[03]', species: 'WEREWOLF' });
    return memory;
  };
  for (const role of ['WEREWOLF', 'POSSESSED'] as const) {
    it(`${role.toLowerCase()}: with its black on a living player, the next result is white`, () => {
      const table = state(role);
      const beliefs = createRuleBrainWith(protocolBridge, { seed: 'fake', lang: 'en' }).beliefsOf(table);
      for (const seed of ['a', 'b', 'c', 'd']) {
        const result = inventResult({ state: table, beliefs, memory: memoryWithBlack(), random: createRandom(seed) });
        expect(result?.species).not.toBe('WEREWOLF');
      }
    });
  }
});
