import { type GameState, isGameRole } from '../../game/state.ts';
import { createRoster } from '../../protocol/index.ts';
import type { StatedIntentions, TalkDecision } from '../brain.ts';
import type { Memory } from './memory.ts';

/**
 * The rule brain commits to what it plans to say (claims, published results, intentions) while it
 * computes an answer. When another layer's words are sent instead, that memory must describe what was
 * really said, or the next rule answer would contradict the game.
 */
export const markMemory = (memory: Memory): ReturnType<StatedIntentions['mark']> => {
  const saved = {
    saidTexts: [...memory.saidTexts],
    doneTopics: [...memory.doneTopics],
    claimedRole: memory.claimedRole,
    published: [...memory.published],
    intentions: [...memory.intentions],
    attackPlans: [...memory.attackPlans],
  };
  return {
    replaceWith: (said, state) => {
      refill(memory.saidTexts, saved.saidTexts);
      refill(memory.doneTopics, saved.doneTopics);
      memory.published.splice(0, memory.published.length, ...saved.published);
      refillMap(memory.intentions, saved.intentions);
      refillMap(memory.attackPlans, saved.attackPlans);
      if (saved.claimedRole === undefined) delete memory.claimedRole;
      else memory.claimedRole = saved.claimedRole;
      adopt(memory, said, state);
    },
  };
};

const adopt = (memory: Memory, said: TalkDecision, state: GameState): void => {
  memory.saidTexts.add(said.text);
  const roster = createRoster(state.agents);
  const judgements = [...state.divineResults, ...state.mediumResults];
  for (const sentence of said.intents) {
    const name =
      'target' in sentence && typeof sentence.target === 'number' ? roster.nameOf(sentence.target) : undefined;
    if (name === undefined) continue;
    if (sentence.type === 'COMINGOUT' && name === state.self && sentence.role !== 'ANY' && isGameRole(sentence.role)) {
      memory.claimedRole = sentence.role;
    }
    if ((sentence.type === 'DIVINED' || sentence.type === 'IDENTIFIED') && sentence.species !== 'ANY') {
      const day = judgements.find((judgement) => judgement.target === name)?.day ?? state.day;
      if (!memory.published.some((result) => result.target === name && result.day === day)) {
        memory.published.push({ day, target: name, species: sentence.species });
      }
    }
    if (sentence.type === 'VOTE') memory.intentions.set(state.day, name);
    if (sentence.type === 'ATTACK') memory.attackPlans.set(state.day, name);
  }
};

const refill = <T>(set: Set<T>, values: readonly T[]): void => {
  set.clear();
  for (const value of values) set.add(value);
};

const refillMap = <K, V>(map: Map<K, V>, entries: readonly (readonly [K, V])[]): void => {
  map.clear();
  for (const [key, value] of entries) map.set(key, value);
};
