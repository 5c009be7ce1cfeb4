import type { GameState } from '../../game/state.ts';
import { type Beliefs, viewOf } from '../beliefs/index.ts';
import type { Random } from '../../random.ts';

const view = viewOf;

/** Agents ordered by score (highest first); ties broken by state order, so every rule agent agrees. */
const best = (candidates: readonly string[], score: (name: string) => number): string | undefined => {
  let choice: string | undefined;
  let top = Number.NEGATIVE_INFINITY;
  for (const candidate of candidates) {
    const value = score(candidate);
    if (value > top + 1e-9) {
      top = value;
      choice = candidate;
    }
  }
  return choice;
};

/** How many others said today they will vote for `name` (our own intention not counted). */
export const intentionsFor = (beliefs: Beliefs, name: string): number => intentionCounts(beliefs).get(name) ?? 0;

/**
 * Others' intentions per target, counted once per beliefs object (the votes ask for every candidate,
 * and counting the intentions again per candidate made an array per candidate and decision).
 */
const intentionCounts = (beliefs: Beliefs): ReadonlyMap<string, number> => {
  if (beliefs === lastCounted?.beliefs) return lastCounted.counts;
  const counts = new Map<string, number>();
  for (const agent in beliefs.voteIntentions) {
    const target = beliefs.voteIntentions[agent]!;
    if (agent !== beliefs.self) counts.set(target, (counts.get(target) ?? 0) + 1);
  }
  lastCounted = { beliefs, counts };
  return counts;
};

let lastCounted: { readonly beliefs: Beliefs; readonly counts: ReadonlyMap<string, number> } | undefined;

/** Suspicion used by the village: the werewolf probability, lowered for a likely-true role claim. */
const suspicion = (beliefs: Beliefs, name: string): number => {
  const agent = view(beliefs, name);
  if (agent === undefined) return 0;
  // Sparing likely-true seer/medium claimers (werewolf − λ·truth) lost games in rule-vs-rule 9p
  // self-play (λ 0.6: 84.7% vs 90.7% village wins over 150 games), so the plain probability is used.
  return agent.werewolf;
};

/**
 * The village's vote: the most probable werewolf; among near-equals, the one most others already
 * intend to vote (votes concentrate), then state order.
 */
export const villageVote = (beliefs: Beliefs, candidates: readonly string[]): string | undefined => {
  // Math.max over the candidates one by one (the same value, NaN included) without an array and a spread call.
  let top = Number.NEGATIVE_INFINITY;
  for (const name of candidates) top = Math.max(top, suspicion(beliefs, name));
  const near = candidates.filter((name) => suspicion(beliefs, name) >= top - 0.04);
  return best(near, (name) => intentionsFor(beliefs, name) + suspicion(beliefs, name) * 0.01);
};

/** How much a werewolf wants `name` gone: likely-true seer, then medium, then bodyguard claimers. */
export const danger = (beliefs: Beliefs, name: string): number => {
  const agent = view(beliefs, name);
  if (agent === undefined) return 0;
  const truth = agent.claimTrue ?? 0;
  const weight = agent.claim === 'SEER' ? 3 : agent.claim === 'MEDIUM' ? 2 : agent.claim === 'BODYGUARD' ? 1.5 : 0;
  const accuser = beliefs.suspicions.some(
    (entry) => entry.agent === name && entry.role === 'WEREWOLF' && beliefs.teammates.includes(entry.target),
  );
  return weight * truth + (accuser ? 0.5 : 0) - 4 * agent.possessed;
};

/** A werewolf's vote: a human the village already leans to, else the most dangerous one. Never a teammate. */
export const werewolfVote = (beliefs: Beliefs, candidates: readonly string[]): string | undefined => {
  const humans = candidates.filter((name) => !beliefs.teammates.includes(name));
  const pool = humans.length > 0 ? humans : candidates;
  return best(
    pool,
    (name) => intentionsFor(beliefs, name) + 0.4 * danger(beliefs, name) - 3 * (view(beliefs, name)?.possessed ?? 0),
  );
};

/** The possessed's vote: a likely human the village leans to; it avoids whoever looks like a werewolf. */
export const possessedVote = (beliefs: Beliefs, candidates: readonly string[]): string | undefined =>
  best(candidates, (name) => {
    const agent = view(beliefs, name);
    const wolf = agent?.werewolf ?? 0;
    const trustedSeer = agent?.claim === 'SEER' ? (agent.claimTrue ?? 0) : 0;
    return intentionsFor(beliefs, name) * 0.5 + (1 - 3 * wolf) + trustedSeer;
  });

export const werewolfAttack = (beliefs: Beliefs, candidates: readonly string[], random: Random): string | undefined => {
  const humans = candidates.filter((name) => !beliefs.teammates.includes(name));
  const jitter = new Map(humans.map((name) => [name, random.next() * 0.05]));
  return best(
    humans,
    (name) => danger(beliefs, name) + (1 - (view(beliefs, name)?.werewolf ?? 0)) * 0.1 + (jitter.get(name) ?? 0),
  );
};

/** The seer divines the most probable werewolf it has not divined yet. */
export const seerDivine = (
  beliefs: Beliefs,
  state: GameState,
  candidates: readonly string[],
  random: Random,
): string | undefined => {
  const divined = new Set(state.divineResults.map((result) => result.target));
  const fresh = candidates.filter((name) => !divined.has(name));
  const pool = fresh.length > 0 ? fresh : candidates;
  const jitter = new Map(pool.map((name) => [name, random.next() * 0.02]));
  return best(pool, (name) => suspicion(beliefs, name) + (jitter.get(name) ?? 0));
};

/** The bodyguard protects the likely-true seer, then the medium, then the most trusted agent. */
export const bodyguardGuard = (beliefs: Beliefs, candidates: readonly string[]): string | undefined => {
  const others = candidates.filter((name) => name !== beliefs.self);
  return best(others, (name) => {
    const agent = view(beliefs, name);
    if (agent === undefined) return 0;
    const truth = agent.claimTrue ?? 0;
    const claimValue = agent.claim === 'SEER' ? 3 * truth : agent.claim === 'MEDIUM' ? 2 * truth : 0;
    return claimValue + (1 - agent.werewolf - agent.possessed);
  });
};
