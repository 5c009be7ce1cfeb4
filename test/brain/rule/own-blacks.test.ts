import { describe, expect, it } from 'vitest';
import { createRuleBrainWith, protocolBridge } from '../../../src/brain/rule/index.ts';
import { createMemory } from '../../../src/brain/rule/memory.ts';
import { oneWerewolfTooMany } from '../../../src/brain/rule/own-blacks.ts';
import { planTalk } from '../../../src/brain/rule/talk-plan.ts';
import { createRoster, print } from '../../../src/protocol/index.ts';
import { createRandom } from '../../../src/random.ts';
import { buildState } from '../support/build-state.ts';

// 5 players (one werewolf), day 1: we (Agent[05], the possessed) claimed seer and blacked Agent[03];
// Agent[02] claims seer too and blacked us.
const state = buildState({
  count: 5,
  self: 'Agent[05]',
  role: 'POSSESSED',
  day: 1,
  talks: [
    ['Agent[05]', 'AND (COMINGOUT Agent[05] SEER) (DIVINED Agent[03] WEREWOLF)', 1],
    ['Agent[02]', 'AND (COMINGOUT Agent[02] SEER) (DIVINED Agent[05] WEREWOLF)', 1],
  ],
});
const memoryWithBlack = () => {
  const memory = createMemory();
  memory.claimedRole = 'SEER';
  memory.published.push({ day: 1, target: 'Agent[03]', species: 'WEREWOLF' });
  return memory;
};

describe('our own blacks count the werewolves we name', () => {
  it('one more werewolf than the game has only beside a living black on another', () => {
    const memory = memoryWithBlack();
    expect(oneWerewolfTooMany(state, memory, 'Agent[02]')).toBe(true);
    expect(oneWerewolfTooMany(state, memory, 'Agent[03]')).toBe(false);
    expect(oneWerewolfTooMany(state, createMemory(), 'Agent[02]')).toBe(false);
  });

  it('the rival seer we call out, and the vote on it, never call it a werewolf beside our black', () => {
    const beliefs = createRuleBrainWith(protocolBridge, { seed: 'own-blacks', lang: 'en' }).beliefsOf(state);
    const utterances = planTalk({
      state,
      beliefs,
      memory: memoryWithBlack(),
      roster: createRoster(state.agents),
      random: createRandom('own-blacks'),
      voteTarget: 'Agent[02]',
    });
    const said = utterances.flatMap((utterance) =>
      [utterance.sentences, ...(utterance.alternatives ?? [])].flat().map((sentence) => print(sentence)),
    );
    expect(said.join(' | ')).toContain('Agent[02]');
    expect(said.filter((sentence) => sentence.includes('ESTIMATE Agent[02] WEREWOLF'))).toEqual([]);
    // The call-out still names it: the possessed of our story.
    expect(said).toContain('ESTIMATE Agent[02] POSSESSED');
  });
});
