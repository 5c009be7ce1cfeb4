import type { GameState } from '../../game/state.ts';
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
