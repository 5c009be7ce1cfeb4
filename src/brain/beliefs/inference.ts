import type { GameRole, GameState } from '../../game/state.ts';
import type { Report, RoleClaim } from './types.ts';

/** How likely a liar of each kind is to claim a role (relative weights; truth-tellers claim their role). */
const WOLF_CLAIM: Partial<Record<GameRole, number>> = { SEER: 0.3, MEDIUM: 0.2, BODYGUARD: 0.15 };
const POSSESSED_CLAIM: Partial<Record<GameRole, number>> = { SEER: 0.7, MEDIUM: 0.3, BODYGUARD: 0.1 };
/** Weight of an assignment that breaks a soft fact (a truthful claimer lying, more holders than roles). */
const IMPLAUSIBLE = 1e-4;
/** A werewolf voting for a fellow werewolf, or reporting one as a werewolf, is unusual. */
const WOLF_VOTES_WOLF = 0.6;
const WOLF_REPORTS_WOLF = 0.15;
const SILENT_SEER = 0.3;
const SILENT_MEDIUM = 0.5;

export type Inference = {
  readonly werewolf: Readonly<Record<string, number>>;
  readonly possessed: Readonly<Record<string, number>>;
  readonly claimTrue: Readonly<Record<string, number>>;
  readonly consistent: boolean;
};

export type InferenceInput = {
  readonly state: GameState;
  /** Latest role claim per agent (public talk). */
  readonly latestClaims: readonly RoleClaim[];
  readonly reports: readonly Report[];
};

const combinations = (items: readonly string[], size: number, required: readonly string[]): string[][] => {
  const result: string[][] = [];
  const pool = items.filter((item) => !required.includes(item));
  const need = size - required.length;
  if (need < 0) return [];
  const pick = (start: number, chosen: string[]): void => {
    if (chosen.length === need) {
      result.push([...required, ...chosen]);
      return;
    }
    for (let index = start; index <= pool.length - (need - chosen.length); index++) {
      chosen.push(pool[index]!);
      pick(index + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return result;
};

/**
 * Exact posterior over werewolf sets and the possessed, given the hard facts (own role and results,
 * teammates, attacked agents are human, the game is still running) and weighted by the soft ones (role
 * claims, published results, votes). Cheap: at most C(12,3)·10 ≈ 2,200 worlds for 13 players.
 */
export const inferRoles = (input: InferenceInput): Inference => {
  const { state, latestClaims, reports } = input;
  const roleCounts = state.settings?.roleNumMap ?? {};
  const agents = state.agents;
  const wolfCount = roleCounts.WEREWOLF ?? 1;
  const possessedCount = Math.min(roleCounts.POSSESSED ?? 0, 1);
  const selfRole = state.role;
  const knownWolves = new Set<string>();
  const knownHumans = new Set<string>();
  for (const [agent, role] of Object.entries(state.knownRoles)) {
    if (role === 'WEREWOLF') knownWolves.add(agent);
    else if (agent === state.self || state.finished) knownHumans.add(agent);
  }
  for (const teammate of state.teammates) knownWolves.add(teammate);
  if (selfRole === 'WEREWOLF') knownWolves.add(state.self);
  else knownHumans.add(state.self);
  const ownJudgements = selfRole === 'SEER' ? state.divineResults : selfRole === 'MEDIUM' ? state.mediumResults : [];
  for (const judgement of ownJudgements) {
    (judgement.result === 'WEREWOLF' ? knownWolves : knownHumans).add(judgement.target);
  }
  for (const death of state.attacked) knownHumans.add(death.agent);
  const alive = new Set(agents.filter((agent) => state.status[agent] === 'ALIVE'));

  const wolfCandidates = selfRole === 'WEREWOLF' ? [...knownWolves] : agents.filter((agent) => !knownHumans.has(agent));
  const requiredWolves = [...knownWolves].filter((agent) => agents.includes(agent));
  let wolfSets = combinations(
    wolfCandidates.filter((agent) => agents.includes(agent)),
    wolfCount,
    requiredWolves.slice(0, wolfCount),
  );
  const running = (wolves: readonly string[]): boolean => {
    const aliveWolves = wolves.filter((wolf) => alive.has(wolf)).length;
    return aliveWolves > 0 && aliveWolves < alive.size - aliveWolves;
  };
  let consistent = wolfSets.length > 0;
  if (!state.finished) {
    const runningSets = wolfSets.filter(running);
    if (runningSets.length > 0) wolfSets = runningSets;
  }
  if (wolfSets.length === 0) {
    consistent = false;
    wolfSets = combinations(
      agents.filter((agent) => agent !== state.self),
      Math.min(wolfCount, agents.length - 1),
      [],
    );
  }

  const claimByAgent = new Map(latestClaims.map((claim) => [claim.agent, claim.role]));
  const relevantClaims = latestClaims.filter(
    (claim) => claim.agent !== state.self && (claim.role === 'SEER' || claim.role === 'MEDIUM' || claim.role === 'BODYGUARD'),
  );
  const othersReports = reports.filter((report) => report.reporter !== state.self);
  const wolfWeight = new Map<string, number>();
  const possessedWeight = new Map<string, number>();
  const trueWeight = new Map<string, number>();
  let total = 0;

  for (const wolves of wolfSets) {
    const wolfSet = new Set(wolves);
    let base = 1;
    for (const vote of state.votes) {
      if (wolfSet.has(vote.agent) && wolfSet.has(vote.target) && vote.agent !== state.self) base *= WOLF_VOTES_WOLF;
    }
    const possessedOptions: (string | undefined)[] =
      possessedCount === 0
        ? [undefined]
        : selfRole === 'POSSESSED'
          ? [state.self]
          : agents.filter((agent) => !wolfSet.has(agent) && !(agent === state.self) && !knownHumansStrict(state, agent));
    if (possessedOptions.length === 0) possessedOptions.push(undefined);
    for (const possessed of possessedOptions) {
      let weight = base;
      const holders: Partial<Record<GameRole, number>> = {};
      if (selfRole !== undefined && selfRole !== 'WEREWOLF' && selfRole !== 'POSSESSED') holders[selfRole] = 1;
      for (const claim of relevantClaims) {
        if (wolfSet.has(claim.agent)) weight *= WOLF_CLAIM[claim.role] ?? 0.1;
        else if (claim.agent === possessed) weight *= POSSESSED_CLAIM[claim.role] ?? 0.1;
        else holders[claim.role] = (holders[claim.role] ?? 0) + 1;
      }
      // A real seer (medium) who has something to say usually says it: silence makes fakes less likely.
      if ((holders.SEER ?? 0) === 0 && state.day >= 1 && (roleCounts.SEER ?? 0) > 0) weight *= SILENT_SEER;
      if ((holders.MEDIUM ?? 0) === 0 && state.day >= 2 && (roleCounts.MEDIUM ?? 0) > 0) weight *= SILENT_MEDIUM;
      for (const [role, count] of Object.entries(holders) as [GameRole, number][]) {
        const excess = count - (roleCounts[role] ?? 0);
        if (excess > 0) weight *= IMPLAUSIBLE ** excess;
      }
      for (const report of othersReports) {
        if (wolfSet.has(report.reporter)) {
          if (report.species === 'WEREWOLF' && wolfSet.has(report.target)) weight *= WOLF_REPORTS_WOLF;
        } else if (report.reporter !== possessed) {
          const claimed = claimByAgent.get(report.reporter);
          const expectedRole = report.kind === 'divination' ? 'SEER' : 'MEDIUM';
          if (claimed !== undefined && claimed !== expectedRole) weight *= IMPLAUSIBLE;
          if (wolfSet.has(report.target) !== (report.species === 'WEREWOLF')) weight *= IMPLAUSIBLE;
        }
      }
      if (weight === 0) continue;
      total += weight;
      for (const wolf of wolves) wolfWeight.set(wolf, (wolfWeight.get(wolf) ?? 0) + weight);
      if (possessed !== undefined) possessedWeight.set(possessed, (possessedWeight.get(possessed) ?? 0) + weight);
      for (const claim of relevantClaims) {
        if (!wolfSet.has(claim.agent) && claim.agent !== possessed) {
          trueWeight.set(claim.agent, (trueWeight.get(claim.agent) ?? 0) + weight);
        }
      }
    }
  }

  const normalise = (weights: Map<string, number>): Record<string, number> => {
    const result: Record<string, number> = {};
    for (const agent of agents) result[agent] = total > 0 ? (weights.get(agent) ?? 0) / total : 0;
    return result;
  };
  const claimTrue: Record<string, number> = {};
  for (const claim of relevantClaims) claimTrue[claim.agent] = total > 0 ? (trueWeight.get(claim.agent) ?? 0) / total : 0;
  if (selfRole === 'SEER' || selfRole === 'MEDIUM' || selfRole === 'BODYGUARD') {
    if (claimByAgent.get(state.self) === selfRole) claimTrue[state.self] = 1;
  }
  return { werewolf: normalise(wolfWeight), possessed: normalise(possessedWeight), claimTrue, consistent: consistent && total > 0 };
};

/** Agents we know are not the possessed: the possessed never is a werewolf, and we know our own seat. */
const knownHumansStrict = (state: GameState, agent: string): boolean => {
  const role = state.knownRoles[agent];
  return role !== undefined && role !== 'POSSESSED';
};
