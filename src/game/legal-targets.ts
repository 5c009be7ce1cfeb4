import type { GameState } from './state.ts';

export const TARGET_ACTIONS = ['VOTE', 'DIVINE', 'GUARD', 'ATTACK'] as const;
export type TargetAction = (typeof TARGET_ACTIONS)[number];

/**
 * The names the server would act on for this request (server.md §4.2), in roster order, spelt
 * exactly as the server spells them. Anything else is silently dropped by the server.
 * - VOTE: alive; self only when `vote.allow_self_vote` (unknown settings: self excluded, the safe side).
 * - DIVINE, GUARD: alive, never self (no result / no guard otherwise).
 * - ATTACK: alive, never a werewolf we know of, self included: the server drops every attack vote
 *   for a WEREWOLF-role agent when tallying, so `attack_vote.allow_self_vote` only lets a wolf
 *   waste its vote.
 * Agents inferred to be errored ("zombies", server.md §4.6) are left out unless nobody else is left.
 */
export const legalTargets = (state: GameState, action: TargetAction): string[] => {
  const targets = targetsByRule(state, action);
  // Errored agents are ignored by the server; that inference is a heuristic, so it never empties the list.
  const reachable = targets.filter((agent) => !state.erroredAgents.includes(agent));
  return reachable.length === 0 ? targets : reachable;
};

const targetsByRule = (state: GameState, action: TargetAction): string[] => {
  const alive = state.agents.filter((agent) => state.status[agent] === 'ALIVE');
  switch (action) {
    case 'VOTE':
      return state.settings?.vote.allowSelfVote === true ? alive : alive.filter((agent) => agent !== state.self);
    case 'DIVINE':
    case 'GUARD':
      return alive.filter((agent) => agent !== state.self);
    case 'ATTACK':
      return alive.filter((agent) => agent !== state.self && state.knownRoles[agent] !== 'WEREWOLF');
  }
};
