import type { GameState } from '../../game/state.ts';
import type { Roster } from '../../protocol/index.ts';
import type { Memory } from './memory.ts';
import { say } from './sentences.ts';
import type { Utterance } from './utterance.ts';

/**
 * Werewolf whispers: the attack we propose tonight (the leader's proposal is what everybody attacks).
 */
export const planWhisper = (options: {
  state: GameState;
  memory: Memory;
  roster: Roster;
  attackTarget: string | undefined;
}): Utterance[] => {
  const { state, memory, roster, attackTarget } = options;
  const day = state.day;
  const utterances: Utterance[] = [];
  if (day === 0) {
    if (!memory.doneTopics.has('whisper:greeting'))
      utterances.push({ topic: 'whisper:greeting', sentences: [], greeting: true });
    return utterances;
  }
  if (attackTarget !== undefined && memory.attackPlans.get(day) !== attackTarget) {
    utterances.push({ sentences: [say.attack(roster.numberOf(attackTarget) ?? 0)], attackPlan: attackTarget });
  }
  return utterances;
};

/** The werewolf whose whispered attack the pack follows: the first living one in state order. */
export const packLeader = (state: GameState): string | undefined =>
  state.agents.find(
    (name) => (name === state.self || state.teammates.includes(name)) && state.status[name] === 'ALIVE',
  );
