import type { Beliefs } from './types.ts';

const percent = (value: number): string => `${Math.round(value * 100)}%`;

/**
 * A compact English summary of the beliefs, one fact per line, for prompts and logs. Private facts
 * (own results, teammates) are marked so a caller can drop them from anything public.
 */
export const describeBeliefs = (beliefs: Beliefs): string[] => {
  const lines: string[] = [`day ${beliefs.day}; I am ${beliefs.self}${beliefs.role ? ` (${beliefs.role})` : ''}`];
  for (const result of beliefs.ownResults) {
    lines.push(`private: my result of day ${result.day}: ${result.target} is ${result.species}`);
  }
  if (beliefs.teammates.length > 0) lines.push(`private: fellow werewolves: ${beliefs.teammates.join(', ')}`);
  for (const claim of beliefs.claims) lines.push(`day ${claim.day}: ${claim.agent} claimed ${claim.role}`);
  for (const counter of beliefs.counterClaims)
    lines.push(`counter-claim: ${counter.agents.join(' vs ')} for ${counter.role}`);
  for (const report of beliefs.reports) {
    const verb = report.kind === 'divination' ? 'divined' : 'identified';
    lines.push(`day ${report.day}: ${report.reporter} ${verb} ${report.target} as ${report.species}`);
  }
  for (const [agent, target] of Object.entries(beliefs.voteIntentions))
    lines.push(`today: ${agent} intends to vote ${target}`);
  for (const agent of beliefs.agents) {
    if (agent.name === beliefs.self) continue;
    const parts = [
      `${agent.name}: ${agent.alive ? 'alive' : `dead (${agent.death?.cause ?? 'unknown'} day ${agent.death?.day ?? '?'})`}`,
    ];
    if (agent.knownRole) parts.push(`known ${agent.knownRole}`);
    if (agent.claim)
      parts.push(`claims ${agent.claim}${agent.claimTrue === undefined ? '' : ` (true ${percent(agent.claimTrue)})`}`);
    parts.push(`werewolf ${percent(agent.werewolf)}`);
    if (agent.possessed > 0) parts.push(`possessed ${percent(agent.possessed)}`);
    lines.push(parts.join(', '));
  }
  return lines;
};
