import type { GameRole, GameState } from '../../game/state.ts';

/** The hard facts about roles: who must be a werewolf and who must be human, from what we saw ourselves. */
export type RoleFacts = { readonly knownWolves: ReadonlySet<string>; readonly knownHumans: ReadonlySet<string> };

export const roleFacts = (state: GameState): RoleFacts => {
  const knownWolves = new Set<string>();
  const knownHumans = new Set<string>();
  for (const [agent, role] of Object.entries(state.knownRoles)) {
    if (role === 'WEREWOLF') knownWolves.add(agent);
    else if (agent === state.self || state.finished) knownHumans.add(agent);
  }
  for (const teammate of state.teammates) knownWolves.add(teammate);
  if (state.role === 'WEREWOLF') knownWolves.add(state.self);
  else knownHumans.add(state.self);
  const ownJudgements =
    state.role === 'SEER' ? state.divineResults : state.role === 'MEDIUM' ? state.mediumResults : [];
  for (const judgement of ownJudgements) {
    (judgement.result === 'WEREWOLF' ? knownWolves : knownHumans).add(judgement.target);
  }
  for (const death of state.attacked) knownHumans.add(death.agent);
  return { knownWolves, knownHumans };
};

/** The largest village with a shipped cast (default_13); beyond it the role counts are not guessed. */
const LARGEST_SHIPPED_VILLAGE = 13;

/**
 * Role counts when the settings are unknown (they come with INITIALIZE, so rarely): the shipped
 * villages up to 13 agents; beyond that no cast is assumed (undefined), only the 13-village's share
 * of werewolves (3 in 13) for a rough estimate.
 */
export const defaultRoleCounts = (count: number): Partial<Record<GameRole, number>> | undefined => {
  if (count > LARGEST_SHIPPED_VILLAGE) return undefined;
  return count <= 5
    ? { WEREWOLF: 1, POSSESSED: 1, SEER: 1, VILLAGER: Math.max(0, count - 3) }
    : {
        WEREWOLF: count >= 13 ? 3 : 2,
        POSSESSED: 1,
        SEER: 1,
        MEDIUM: 1,
        BODYGUARD: 1,
        VILLAGER: Math.max(0, count - (count >= 13 ? 7 : 6)),
      };
};

/** The shipped 13-village's werewolf share, for villages of unknown cast. */
export const estimatedWolfCount = (count: number): number =>
  Math.max(1, Math.round((count * 3) / LARGEST_SHIPPED_VILLAGE));
