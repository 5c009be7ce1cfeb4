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
 * Others' intentions per target, counted once per beliefs object (the votes ask for every candidate) and
 * kept in a hidden property of it (not enumerable: the beliefs' JSON and equality stay as they are), so
 * they go with it; beliefs are never changed once computed.
 */
const intentionCounts = (beliefs: Beliefs): ReadonlyMap<string, number> =>
  (beliefs as CountedBeliefs)[INTENTION_COUNTS] ?? keepIntentionCounts(beliefs);

const INTENTION_COUNTS = Symbol('intention counts');
type CountedBeliefs = Beliefs & { readonly [INTENTION_COUNTS]?: ReadonlyMap<string, number> };

const keepIntentionCounts = (beliefs: Beliefs): ReadonlyMap<string, number> => {
  const counts = new Map<string, number>();
  for (const agent in beliefs.voteIntentions) {
    const target = beliefs.voteIntentions[agent]!;
    if (agent !== beliefs.self) counts.set(target, (counts.get(target) ?? 0) + 1);
  }
  if (Object.isExtensible(beliefs)) Object.defineProperty(beliefs, INTENTION_COUNTS, { value: counts });
  return counts;
};

/** Suspicion used by the village: the werewolf probability, lowered for a likely-true role claim. */
const suspicion = (beliefs: Beliefs, name: string): number => {
  const agent = view(beliefs, name);
  if (agent === undefined) return 0;
  // Sparing likely-true seer/medium claimers (werewolf − λ·truth) lost games in rule-vs-rule 9p
  // self-play (λ 0.6: 84.7% vs 90.7% village wins over 150 games), so the plain probability is used.
  return agent.werewolf;
};

/** Villages up to this size weigh the crowd by who is in it (see `crowdFor`). */
const SMALL_VILLAGE = 6;

/**
 * Others' stated intentions on `name`, each counted +1 from a surely village-side speaker down to −1
 * from a surely werewolf-side one (1 − 2 × its werewolf-or-possessed probability). In a small village
 * the werewolf and the possessed are half the other speakers and steer the day's crowd onto a human: in
 * the 2025 5-player logs, of the near-equal candidates our village seats weighed on day 1, one of 22
 * that others intended to vote was the werewolf against 43 of 109 that nobody named, and the real
 * agents' day-1 village votes hit 0.85× random. Counting the crowd as it is (the bigger villages, where
 * it leads: 13 players 63 of 113 against 174 of 704) would follow them.
 */
const crowdFor = (beliefs: Beliefs, name: string): number => {
  if (beliefs.agents.length > SMALL_VILLAGE) return intentionsFor(beliefs, name);
  let crowd = 0;
  for (const agent in beliefs.voteIntentions) {
    if (agent === beliefs.self || beliefs.voteIntentions[agent] !== name) continue;
    const speaker = view(beliefs, agent);
    if (speaker !== undefined) crowd += Math.max(-1, 1 - 2 * (speaker.werewolf + speaker.possessed));
  }
  return crowd;
};

/**
 * The village's vote: the most probable werewolf; among near-equals, the one most others already
 * intend to vote (votes concentrate; in a small village the crowd counted by who is in it), then
 * state order.
 */
export const villageVote = (beliefs: Beliefs, candidates: readonly string[]): string | undefined => {
  // Math.max over the candidates one by one (the same value, NaN included) without an array and a spread call.
  let top = Number.NEGATIVE_INFINITY;
  for (const name of candidates) top = Math.max(top, suspicion(beliefs, name));
  const near = candidates.filter((name) => suspicion(beliefs, name) >= top - 0.04);
  return best(near, (name) => crowdFor(beliefs, name) + suspicion(beliefs, name) * 0.01);
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

/** A werewolf's pull towards a player it called a werewolf itself (its fake seer results). */
const STORY_BLACK = 2;

/**
 * A werewolf's vote: with the village's lean among the players that claimed nothing (today's stated
 * intentions, a black result a seer claimer published — a black on a human can only be the
 * possessed's), or against whoever accused us; a likely-true seer only when the village already leans
 * there. Voting the claimed seer alone on day 1 marked the werewolf (executed in 89 % of such games).
 * Never the likely possessed; a teammate only when most of the village already votes it (it is lost,
 * and a vote elsewhere marks us too: self-play 9p, 800 games, werewolf side 21.9% → 24.6%).
 */
export const werewolfVote = (beliefs: Beliefs, candidates: readonly string[], random?: Random): string | undefined => {
  const humans = candidates.filter((name) => !beliefs.teammates.includes(name));
  const allies = humans.filter((name) => (view(beliefs, name)?.possessed ?? 0) <= 0.5);
  const pack = new Set([beliefs.self, ...beliefs.teammates]);
  const blacked = new Set<string>();
  const accusers = new Set<string>();
  // Our own invented blacks (a werewolf that counter-claimed seer): its vote follows its story.
  const story = new Set<string>();
  for (const report of beliefs.reports) {
    if (report.species !== 'WEREWOLF') continue;
    if (report.reporter === beliefs.self) story.add(report.target);
    if (!pack.has(report.reporter)) blacked.add(report.target);
    if (pack.has(report.target)) accusers.add(report.reporter);
  }
  // The village's lean: intentions stated by players outside the pack (a teammate's is no lean at all).
  const lean = new Map<string, number>();
  for (const agent in beliefs.voteIntentions) {
    if (pack.has(agent)) continue;
    const target = beliefs.voteIntentions[agent]!;
    lean.set(target, (lean.get(target) ?? 0) + 1);
  }
  // A teammate most of the village already votes is lost: voting elsewhere would only mark us too
  // (the village reads who did not vote a werewolf once the medium shows it). Then we vote with them.
  const voters = beliefs.agents.filter((agent) => agent.alive && !pack.has(agent.name)).length;
  const lost = candidates.filter((name) => beliefs.teammates.includes(name) && (lean.get(name) ?? 0) * 2 > voters);
  const pool = [...(allies.length > 0 ? allies : humans.length > 0 ? humans : candidates), ...lost];
  // Before any lean, a seeded draw per werewolf: two werewolves opening on the same name mark each other.
  const jitter = new Map(pool.map((name) => [name, (random?.next() ?? 0) * 0.3]));
  return best(pool, (name) => {
    const agent = view(beliefs, name);
    const claimed = agent?.claim === 'SEER' || agent?.claim === 'MEDIUM';
    const leaning = lean.get(name) ?? 0;
    if (lost.includes(name)) return leaning + 0.5;
    return (
      leaning +
      (blacked.has(name) ? 1 : 0) +
      (story.has(name) ? STORY_BLACK : 0) +
      (accusers.has(name) ? 1.5 : 0) +
      // A claimer the village does not vote yet stays out of it; with its lean, its danger breaks ties.
      (claimed ? (leaning >= 1 ? 0.2 * danger(beliefs, name) : -0.5) : 0) -
      3 * (agent?.possessed ?? 0) +
      (jitter.get(name) ?? 0)
    );
  });
};

/**
 * The possessed's vote follows its own story: the player it called a werewolf, else the rival seer
 * claimer (the "fake" of its story) when the village leans there, else a likely human the village
 * leans to; it avoids whoever looks like a werewolf.
 */
export const possessedVote = (beliefs: Beliefs, candidates: readonly string[]): string | undefined => {
  const ownBlacks = beliefs.reports
    .filter((report) => report.reporter === beliefs.self && report.species === 'WEREWOLF')
    .map((report) => report.target);
  const storyBlack = ownBlacks.findLast((name) => candidates.includes(name));
  if (storyBlack !== undefined) return storyBlack;
  return best(candidates, (name) => {
    const agent = view(beliefs, name);
    const wolf = agent?.werewolf ?? 0;
    const trustedSeer = agent?.claim === 'SEER' ? (agent.claimTrue ?? 0) : 0;
    return intentionsFor(beliefs, name) * 0.5 + (1 - 3 * wolf) + trustedSeer;
  });
};

/**
 * How often the pack attacks the guard's likeliest charge anyway (a fixed choice is read by the guard).
 * Self-play 9p, seed w1, 1,000 games each: werewolf side 25.3 % at 0.05, 28.7 % at 0.3, 30.2 % at 0.6
 * and 0.8, 30.8 % at 1 — the seer left alive finds the pack; kept mixed so a guard cannot bank on it.
 */
const ATTACK_GUARDED_SEER = 0.6;

/**
 * Players an attack of ours failed on (the night's attack vote named them and nobody died): a bodyguard
 * protects them, so they are not attacked again by default.
 */
export const guardedTargets = (state: GameState): Set<string> => {
  const guarded = new Set<string>();
  const nights = new Set(state.attackVotes.map((vote) => vote.day));
  for (const night of nights) {
    if (night >= state.day || state.attacked.some((death) => death.day === night)) continue;
    const counts = new Map<string, number>();
    for (const vote of state.attackVotes)
      if (vote.day === night) counts.set(vote.target, (counts.get(vote.target) ?? 0) + 1);
    let top: string | undefined;
    for (const [name, count] of counts) if (top === undefined || count > (counts.get(top) ?? 0)) top = name;
    if (top !== undefined) guarded.add(top);
  }
  return guarded;
};

/**
 * The pack's attack: the most dangerous human (a likely-true seer, then medium, bodyguard, accusers of
 * the pack), or a player a likely-true seer cleared (the village's trusted vote). Never one a guard
 * already saved. The one the bodyguard most likely protects (the likeliest true seer) is attacked only
 * on a seeded share of nights, otherwise the next best: the guard cannot read a fixed habit.
 */
export const werewolfAttack = (
  beliefs: Beliefs,
  candidates: readonly string[],
  random: Random,
  state?: GameState,
): string | undefined => {
  const humans = candidates.filter((name) => !beliefs.teammates.includes(name));
  const guarded = state === undefined ? new Set<string>() : guardedTargets(state);
  const fresh = humans.filter((name) => !guarded.has(name));
  const pool = fresh.length > 0 ? fresh : humans;
  const cleared = new Set<string>();
  for (const report of beliefs.reports) {
    if (report.species !== 'HUMAN' || report.kind !== 'divination') continue;
    if ((view(beliefs, report.reporter)?.claimTrue ?? 0) > 0.5) cleared.add(report.target);
  }
  const charge = best(pool, (name) => {
    const agent = view(beliefs, name);
    return agent?.claim === 'SEER' ? (agent.claimTrue ?? 0) : 0;
  });
  const chargeTruth = charge === undefined ? 0 : (view(beliefs, charge)?.claimTrue ?? 0);
  const dodge = chargeTruth > 0.5 && random.next() >= ATTACK_GUARDED_SEER;
  const jitter = new Map(pool.map((name) => [name, random.next() * 0.05]));
  return best(
    pool,
    (name) =>
      danger(beliefs, name) +
      (cleared.has(name) ? 1.2 : 0) -
      // The possessed is the pack's only ally: a seer claimer we cannot tell from the real one is not
      // worth the risk (attacks killed the possessed in 58 of 300 9-player games).
      3 * (view(beliefs, name)?.possessed ?? 0) +
      (dodge && name === charge ? -3 : 0) +
      (1 - (view(beliefs, name)?.werewolf ?? 0)) * 0.1 +
      (jitter.get(name) ?? 0),
  );
};

/** Preference for a player nobody published a result on: the village cannot resolve it without us. */
const GREY_BONUS = 0.3;
/**
 * A player that told its role is divined last: a rival seer claimer is far likelier the possessed than
 * a werewolf. Counting "I am a villager" too measured better (2025 replay, four seeds: 1.56× vs 1.46×
 * with only seer, medium and bodyguard claims).
 */
const CLAIMER_PENALTY = 1;

/**
 * The seer divines the most probable werewolf among the greys (no result published on them by anyone
 * else), then the others; claimers last. Replay on the 2025 folders, divinations of the true seers,
 * four seeds: 1.30× → 1.56× random (plain most-probable werewolf before); 9p self-play village wins
 * 148 → 153 of 200.
 */
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
  const ruled = new Set<string>();
  for (const report of beliefs.reports) if (report.reporter !== beliefs.self) ruled.add(report.target);
  return best(
    pool,
    (name) =>
      suspicion(beliefs, name) +
      (ruled.has(name) ? 0 : GREY_BONUS) -
      (view(beliefs, name)?.claim !== undefined ? CLAIMER_PENALTY : 0) +
      (jitter.get(name) ?? 0),
  );
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
