import type { GameState } from '../../game/state.ts';
import type { Memory } from './memory.ts';

/**
 * Whether calling `target` a werewolf would name more werewolves than the game has, counting the living
 * players our own results called werewolves (true, invented, or said under our name): after "I divined
 * Shion: werewolf" in a village of one werewolf, "May is a werewolf" (or a second black) says one of our
 * own words is false, and judges mark it as the seat contradicting itself. A black on a dead player no
 * longer counts: the table has seen the game go on after it.
 */
export const oneWerewolfTooMany = (state: GameState, memory: Memory, target: string): boolean => {
  const blacks = new Set<string>();
  for (const result of memory.published)
    if (result.species === 'WEREWOLF' && state.status[result.target] === 'ALIVE') blacks.add(result.target);
  return !blacks.has(target) && blacks.size >= (state.settings?.roleNumMap.WEREWOLF ?? 1);
};
