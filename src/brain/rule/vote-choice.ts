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
 * The possessed's power play: true when its own execution (very likely) hands the werewolves the game
 * (after it, the werewolves still alive are at least as many as the humans). Werewolves die only by
 * execution, so at least `werewolves − executions so far` of them live, and one does while the game
 * runs; when one more may live, the inference's expected count of living werewolves gives the chance.
 * Then a vote for itself cannot hit a werewolf and helps end the game, whereas a vote for another
 * living agent, without knowing which one is the werewolf, may execute it.
 */
export const possessedPowerPlay = (state: GameState, beliefs?: Beliefs): boolean => {
  if (state.role !== 'POSSESSED' || state.status[state.self] !== 'ALIVE') return false;
  if (!legalTargets(state, 'VOTE').includes(state.self)) return false;
  const alive = state.agents.filter((name) => state.status[name] === 'ALIVE').length;
  const werewolves = state.settings?.roleNumMap.WEREWOLF ?? 1;
  const fewest = Math.max(1, werewolves - state.executed.length);
  const need = Math.ceil((alive - 1) / 2);
  if (fewest >= need) return true;
  if (beliefs === undefined || need > fewest + 1 || need > werewolves) return false;
  // Living werewolves number `fewest` to `most` (fewer than the humans while the game runs); with
  // `fewest + 1` needed, P(at least that many) ≥ (E − fewest) / (most − fewest), exact when most = fewest + 1.
  const most = Math.min(werewolves, Math.ceil(alive / 2) - 1);
  if (most <= fewest) return false;
  const expected = beliefs.agents
    .filter((agent) => agent.alive && agent.name !== state.self)
    .reduce((sum, agent) => sum + agent.werewolf, 0);
  return (expected - fewest) / (most - fewest) >= POWER_PLAY_CHANCE;
};

/** How likely the possessed's execution must be to end the game before it votes itself earlier. */
const POWER_PLAY_CHANCE = 0.5;

/**
 * On a power-play day, the vote the possessed can join instead of voting itself: another living agent
 * said it will vote a third one (not us) who does not vote it back. The werewolf wants a human gone and
 * spares the possessed (a fake seer), so that speaker is the likelier werewolf; joining it executes a
 * human, which ends the game too. Undefined when nobody did, or when two agents vote each other.
 */
export const powerPlayJoin = (state: GameState, beliefs: Beliefs): string | undefined => {
  const alive = (name: string): boolean => state.status[name] === 'ALIVE';
  const stated = Object.entries(beliefs.voteIntentions).filter(
    ([agent, target]) => agent !== state.self && alive(agent) && alive(target) && target !== state.self,
  );
  const targets = new Set(
    stated
      .filter(([agent, target]) => target !== agent && beliefs.voteIntentions[target] !== agent)
      .map(([, target]) => target),
  );
  const mutual = stated.some(([agent, target]) => beliefs.voteIntentions[target] === agent);
  return !mutual && targets.size === 1 ? [...targets][0] : undefined;
};
