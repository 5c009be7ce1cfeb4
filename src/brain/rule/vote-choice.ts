import type { GameState } from '../../game/state.ts';
import { legalTargets } from '../../game/index.ts';
import type { Beliefs } from '../beliefs/index.ts';
import { possessedVote, villageVote, werewolfVote } from './targets.ts';

/** Whom this agent wants executed today, by role, from the beliefs. */
export const chooseVote = (state: GameState, beliefs: Beliefs, candidates: readonly string[]): string | undefined => {
  switch (state.role) {
    case 'WEREWOLF':
      return werewolfVote(beliefs, candidates);
    case 'POSSESSED':
      return possessedVote(beliefs, candidates);
    case 'SEER': {
      const black = state.divineResults.find(
        (result) => result.result === 'WEREWOLF' && candidates.includes(result.target),
      );
      if (black !== undefined) return black.target;
      const whites = new Set(
        state.divineResults.filter((result) => result.result === 'HUMAN').map((result) => result.target),
      );
      const pool = candidates.filter((name) => !whites.has(name));
      return villageVote(beliefs, pool.length > 0 ? pool : candidates);
    }
    default:
      return villageVote(beliefs, candidates);
  }
};

/**
 * The possessed's power play: true when its own execution surely hands the werewolves the game (after
 * it, the werewolves still alive are at least as many as the humans). Werewolves die only by
 * execution, so at least `werewolves − executions so far` of them live, and one does while the game
 * runs. Then a vote for itself cannot hit a werewolf and helps end the game, whereas a vote for
 * another living agent, without knowing which one is the werewolf, may execute it.
 */
export const possessedPowerPlay = (state: GameState): boolean => {
  if (state.role !== 'POSSESSED' || state.status[state.self] !== 'ALIVE') return false;
  if (!legalTargets(state, 'VOTE').includes(state.self)) return false;
  const alive = state.agents.filter((name) => state.status[name] === 'ALIVE').length;
  const werewolves = state.settings?.roleNumMap.WEREWOLF ?? 1;
  const wolvesAlive = Math.max(1, werewolves - state.executed.length);
  const humansAfter = alive - wolvesAlive - 1;
  return wolvesAlive >= humansAfter;
};
