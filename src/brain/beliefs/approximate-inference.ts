import type { Inference } from './inference.ts';
import type { RoleFacts } from './role-facts.ts';

/**
 * Beliefs in time linear in the agent count, for villages too large to enumerate (more agents than
 * the exact model's bit masks hold, or more werewolf sets than its budget): every candidate shares the
 * unknown werewolves and the possessed evenly, and every claim is as likely true as not. It keeps
 * the agent playing legal moves in a game nobody built it for; it does not try to play it well.
 */
export const approximateInference = (options: {
  agents: readonly string[];
  facts: RoleFacts;
  wolfCount: number;
  possessedCount: number;
  claimers: readonly string[];
}): Inference => {
  const { agents, facts } = options;
  const wolves = agents.filter((agent) => facts.knownWolves.has(agent));
  const candidates = agents.filter((agent) => !facts.knownWolves.has(agent) && !facts.knownHumans.has(agent));
  const unknownWolves = Math.max(0, options.wolfCount - wolves.length);
  const wolfShare = candidates.length === 0 ? 0 : Math.min(1, unknownWolves / candidates.length);
  const possessedShare = candidates.length === 0 ? 0 : Math.min(1, options.possessedCount / candidates.length);
  const werewolf: Record<string, number> = {};
  const possessed: Record<string, number> = {};
  for (const agent of agents) {
    const candidate = !facts.knownWolves.has(agent) && !facts.knownHumans.has(agent);
    werewolf[agent] = facts.knownWolves.has(agent) ? 1 : candidate ? wolfShare : 0;
    possessed[agent] = candidate ? possessedShare * (1 - wolfShare) : 0;
  }
  const claimTrue: Record<string, number> = {};
  for (const claimer of options.claimers) claimTrue[claimer] = 0.5;
  return { werewolf, possessed, claimTrue, consistent: true };
};
