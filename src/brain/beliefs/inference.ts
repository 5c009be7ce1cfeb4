import type { GameRole, GameState } from '../../game/state.ts';
import { approximateInference } from './approximate-inference.ts';
import { defaultRoleCounts, estimatedWolfCount, roleFacts } from './role-facts.ts';
import type { Report, RoleClaim, Suspicion } from './types.ts';

/** How likely a liar of each kind is to claim a role (relative weights; truth-tellers claim their role). */
const WOLF_CLAIM: Partial<Record<GameRole, number>> = { SEER: 0.1, MEDIUM: 0.1, BODYGUARD: 0.1 };
/** A werewolf named black by a seer claimer has every reason to counter-claim. */
const ACCUSED_WOLF_CLAIM: Partial<Record<GameRole, number>> = { SEER: 1, MEDIUM: 0.3, BODYGUARD: 0.3 };
const POSSESSED_CLAIM: Partial<Record<GameRole, number>> = { SEER: 0.7, MEDIUM: 0.3, BODYGUARD: 0.1 };
/**
 * Weight of a world where a claimer who is neither werewolf nor possessed has a wrong or off-role
 * result, or where more such claimers hold a role than it has seats. Real players are not only
 * truthful villagers and lying wolves: in the 2025 contest logs villagers fake-claimed seer (4 of 83
 * seer claims) and our reading of free talk misattributes results (a villager quoting a seer). With
 * 1e-4 such a mistake forced another seat to be the werewolf; 0.1 keeps it a strong but not absolute
 * fact. Measured with `aiwolf-agent replay` on the 2025 folders: village vote accuracy 1.89× → 2.03×.
 */
const EXTRA_HOLDER = 0.1;
const OWN_ROLE_HOLDER = 1e-4;
const WRONG_RESULT = 0.1;
/**
 * A werewolf voting for a fellow werewolf, or reporting one as a werewolf, is unusual: in the 2025
 * 13-player logs werewolves' first-round votes hit a fellow at 0.33× random (village seats 1.30×), and
 * when a werewolf was executed without a landslide (under 3 of 4 votes) 19 of its 22 fellows voted
 * elsewhere, against 32 of 121 other voters. Replay 2025 folders, village votes each game once, seeds
 * replay/s/t: 2.15× → 2.19× with 0.35 (0.6 before); at b3169ec 0.5 / 0.35 / 0.3 / 0.25 / 0.2 / 0.15 / 0.12
 * gave 2.225 / 2.239 / 2.249 / 2.254 / 2.268 / 2.263 / 2.239×. Five players have one werewolf: no change there.
 */
const WOLF_VOTES_WOLF = 0.2;
const WOLF_REPORTS_WOLF = 0.15;
/**
 * Saying "I am the possessed" or "I am a werewolf" is the werewolf side's end-game move (telling its
 * partner whom to vote with); a villager says it as a joke or in a misread line (2025 logs: of 61 village
 * decisions that saw such a claim, 7 saw it from a villager). A werewolf posing as the possessed, or the possessed as a
 * werewolf, is a rarer bluff. Replay 2025 folders, village votes each game once 2.182× → 2.186×, pooled
 * 2.184× → 2.269× (the Japanese copy of the 13-player INLG games reads the werewolves' "I am a werewolf").
 */
const VILLAGER_CLAIMS_WEREWOLF_SIDE = 0.2;
const WOLF_CLAIMS_POSSESSED = 0.3;
const POSSESSED_CLAIMS_WEREWOLF = 0.5;
const SILENT_SEER = 0.3;
const VILLAGER_VOTES_TRUE_CLAIMER = 0.5;
/** A liar picks the colour of an invented result: black about this often. */
const LIAR_BLACK = 0.6;
const SILENT_MEDIUM = 0.5;
/**
 * A village-side voter lands on a werewolf this many times as often as on a given human. Each vote
 * weighs as the voter's choice among the players alive that day, so a vote on a player who is human in
 * a world makes the voter likelier a werewolf there, and a vote from a likely villager makes its target
 * likelier a werewolf. The right figure is the voters' own accuracy, which differs by field: the real
 * contest agents' village votes hit 1.3–1.5× random (2025 13-player logs: 1.52× on day 1, 1.34× on
 * day 2, 1.06× later), our own villagers' more. Replay 2025 folders, each game once: 1.6 → 2.162×,
 * 1.45 → 2.177×, 1.3 → 2.196×; 9-player self-play, werewolf side over 1,000 games on seeds v1/v2/v3:
 * 1.6 → 27.6/30.4/31.7 %, 1.45 → 27.6/31.3/31.7 %, 1.3 → 28.4 % on v1 (a village that trusts its own
 * accurate votes less loses games).
 */
const VILLAGE_VOTES_WOLF = 1.45;
/**
 * Who vouches for whom ("X is human", "X is a villager"): a village-side speaker vouches for a
 * werewolf less often than for a given human, a werewolf for its fellow twice as often. Measured with
 * replay on the 2025 folders (village votes each game once, with the votes above): 2.02× → 2.13×.
 * Tried and dropped there: "X is a werewolf" as the mirror evidence (2.13× → 2.07–2.11×) and today's
 * stated intentions as votes in villages over 6 (→ 2.08×).
 */
const VILLAGE_VOUCHES_WOLF = 0.6;
const WOLF_VOUCHES_WOLF = 2;
/**
 * Two voters of a day who voted the same target are seldom a werewolf and a non-werewolf: in the 2025
 * 13-player logs such a pair voted together on 37 % (jsai) and 23 % (inlg) of their days, two
 * non-werewolves on 42 % and 39 %, two werewolves on 48 % and 46 % (votes on a fellow left out). Part of
 * that the votes' lean already explains, so a world weighs this per such pair that voted together with a
 * werewolf on one side. Replay 2025 folders (seed replay), village votes each game once 2.18× → 2.25×
 * (0.8: 2.24×, 0.7: 2.16×; no folder lower at 0.9); 9p self-play werewolf side, seed v1, 1,000 games
 * 32.7 % → 32.9 %, 5p 51.6 % → 51.6 %. Tried and dropped: a factor on two werewolves voting together
 * (0.7: 2.26×, but against the logs' own figures and only in one folder; 1.5: 2.12×), and on backing a
 * seer or medium claimer ("X is the real seer") as evidence about the backer (0.5: 2.17×, 0.8: 2.18×).
 */
const SIDES_VOTE_TOGETHER = 0.9;

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
  /** Claimers who had been reported as a werewolf before they first claimed (counter-claims). */
  readonly accused?: ReadonlySet<string>;
  /** Today's stated vote intentions (voter → target). */
  readonly intentions?: Readonly<Record<string, string>>;
  /** Who said whom is what (ESTIMATE), every day. */
  readonly suspicions?: readonly Suspicion[];
};

/** Seat lists kept (shared by every game of the process; never changed once listed). */
const KNOWN_COMBINATIONS = 512;
const knownCombinations = new Map<string | number, readonly (readonly number[])[]>();

/**
 * Every `size`-subset of `items` that contains `required`, as index lists in the order the worlds are
 * weighed (the required ones first, then the rest in lexicographic order of `items`): the sums over
 * worlds are floating point, so their order is part of the result.
 */
const combinations = (
  items: readonly number[],
  size: number,
  required: readonly number[],
): readonly (readonly number[])[] => {
  // The same few seat lists come back call after call (a game's candidates change only with a death or
  // a result): listing C(12,3) = 220 sets again was most of what a 13-player inference allocated.
  const key = seatListKey(items, size, required) ?? `${items.join(',')}|${size}|${required.join(',')}`;
  const known = knownCombinations.get(key);
  if (known !== undefined) return known;
  const result = listCombinations(items, size, required);
  if (knownCombinations.size >= KNOWN_COMBINATIONS) knownCombinations.clear();
  knownCombinations.set(key, result);
  return result;
};

/**
 * The seat lists as one number when that is exact (items ascending seats below 31, at most three
 * required seats): joining them into a string per call cost more than the lookup it keys.
 * Numbers and strings never collide as Map keys.
 */
const seatListKey = (items: readonly number[], size: number, required: readonly number[]): number | undefined => {
  if (required.length > 3 || !Number.isInteger(size) || size < 0 || size > 31) return undefined;
  let mask = 0;
  let previous = -1;
  for (let position = 0; position < items.length; position++) {
    const item = items[position]!;
    if (!Number.isInteger(item) || item <= previous || item > 30) return undefined;
    mask |= 1 << item;
    previous = item;
  }
  // mask < 2^31, then size (5 bits), then each required seat + 1 (5 bits each, in order): < 2^51.
  let key = (mask >>> 0) + size * 2 ** 31;
  let scale = 2 ** 36;
  for (const seat of required) {
    if (!Number.isInteger(seat) || seat < 0 || seat > 30) return undefined;
    key += (seat + 1) * scale;
    scale *= 32;
  }
  return key;
};

const listCombinations = (items: readonly number[], size: number, required: readonly number[]): number[][] => {
  const result: number[][] = [];
  const pool = items.filter((item) => !required.includes(item));
  const need = size - required.length;
  if (need < 0) return [];
  const chosen: number[] = [];
  const pick = (start: number): void => {
    if (chosen.length === need) {
      result.push(required.concat(chosen));
      return;
    }
    for (let index = start; index <= pool.length - (need - chosen.length); index++) {
      chosen.push(pool[index]!);
      pick(index + 1);
      chosen.pop();
    }
  };
  pick(0);
  return result;
};

const bitCount = (mask: number): number => {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
};

const SPECIAL_ROLES = ['SEER', 'MEDIUM', 'BODYGUARD'] as const;
/** Slots of the per-call `sums`: the last world's weight, the share being added, the total weight. */
const WORLD = 0;
const SHARE = 1;
const TOTAL = 2;
type SpecialRole = (typeof SPECIAL_ROLES)[number];
const isSpecialRole = (role: GameRole): role is SpecialRole => (SPECIAL_ROLES as readonly GameRole[]).includes(role);

/** Seat index of `agent` (0 when not seated). */
const positionOf = (indexOf: ReadonlyMap<string, number>, agent: string): number => indexOf.get(agent) ?? 0;
/** Bit of `agent`'s seat (bit 31 when not seated). */
const bit = (indexOf: ReadonlyMap<string, number>, agent: string): number => 1 << (indexOf.get(agent) ?? 31);

/** The game goes on with these werewolves: some alive, fewer than the living humans. */
const running = (wolves: readonly number[], aliveMask: number, aliveCount: number): boolean => {
  const aliveWolves = bitCount(maskOf(wolves) & aliveMask);
  return aliveWolves > 0 && aliveWolves < aliveCount - aliveWolves;
};

/** Weights per seat over the total, by name. */
const normalise = (agents: readonly string[], seatWeights: Float64Array, total: number): Record<string, number> => {
  const result: Record<string, number> = {};
  for (let index = 0; index < agents.length; index++) {
    result[agents[index]!] = total > 0 ? (seatWeights[index] ?? 0) / total : 0;
  }
  return result;
};

/**
 * Exact posterior over werewolf sets and the possessed, given the hard facts (own role and results,
 * teammates, attacked agents are human, the game is still running) and weighted by the soft ones (role
 * claims, published results, votes). At most C(12,3)·10 ≈ 2,200 worlds for 13 players; each world is
 * weighed with bit masks and flat arrays (no allocation), since a 13-player game calls this after every
 * new claim, result or vote of every seat.
 */
export const inferRoles = (input: InferenceInput): Inference => {
  const { state, latestClaims, reports } = input;
  const agents = state.agents;
  const facts = roleFacts(state);
  const { knownWolves, knownHumans } = facts;
  const shippedCounts = state.settings?.roleNumMap ?? defaultRoleCounts(agents.length);
  const roleCounts = shippedCounts ?? {};
  const wolfCount = shippedCounts === undefined ? estimatedWolfCount(agents.length) : (roleCounts.WEREWOLF ?? 1);
  const possessedCount = Math.min(roleCounts.POSSESSED ?? (shippedCounts === undefined ? 1 : 0), 1);
  // Bounded work whatever the packet held: a village the exact model cannot enumerate cheaply (or
  // whose cast is unknown) gets the linear estimate instead of minutes of blocked event loop.
  if (shippedCounts === undefined || !exactIsAffordable({ agents: agents.length, wolfCount, possessedCount })) {
    const claimers = latestClaims.filter((claim) => claim.agent !== state.self).map((claim) => claim.agent);
    return approximateInference({ agents, facts, wolfCount, possessedCount, claimers });
  }
  const selfRole = state.role;
  const count = agents.length;
  const indexOf = seatIndexOf(agents);
  let aliveMask = 0;
  for (const agent of agents) if (state.status[agent] === 'ALIVE') aliveMask |= bit(indexOf, agent);
  const aliveCount = bitCount(aliveMask);

  const wolfCandidates = selfRole === 'WEREWOLF' ? [...knownWolves] : agents.filter((agent) => !knownHumans.has(agent));
  const requiredWolves = [...knownWolves].filter((agent) => indexOf.has(agent));
  let wolfSets = combinations(
    wolfCandidates.filter((agent) => indexOf.has(agent)).map((agent) => positionOf(indexOf, agent)),
    wolfCount,
    requiredWolves.slice(0, wolfCount).map((agent) => positionOf(indexOf, agent)),
  );
  let consistent = wolfSets.length > 0;
  if (!state.finished) {
    const runningSets = wolfSets.filter((wolves) => running(wolves, aliveMask, aliveCount));
    if (runningSets.length > 0) wolfSets = runningSets;
  }
  if (wolfSets.length === 0) {
    consistent = false;
    wolfSets = combinations(
      agents.filter((agent) => agent !== state.self).map((agent) => positionOf(indexOf, agent)),
      Math.min(wolfCount, count - 1),
      [],
    );
  }

  const claimByAgent = new Map<string, GameRole>();
  for (const claim of latestClaims) claimByAgent.set(claim.agent, claim.role);
  const claims = latestClaims.filter((claim) => claim.agent !== state.self && isSpecialRole(claim.role));
  const claimCount = claims.length;
  const claimMasks = scratch.claimMasks.take(claimCount);
  const claimRoles = scratch.claimRoles.take(claimCount);
  const claimAsWolf = scratch.claimAsWolf.take(claimCount);
  const claimAsPossessed = scratch.claimAsPossessed.take(claimCount);
  const claimIndices = scratch.claimIndices.take(claimCount);
  for (let position = 0; position < claimCount; position++) {
    const claim = claims[position]!;
    claimMasks[position] = bit(indexOf, claim.agent);
    claimRoles[position] = SPECIAL_ROLES.indexOf(claim.role as SpecialRole);
    claimAsWolf[position] = (input.accused?.has(claim.agent) ? ACCUSED_WOLF_CLAIM : WOLF_CLAIM)[claim.role] ?? 0.1;
    claimAsPossessed[position] = POSSESSED_CLAIM[claim.role] ?? 0.1;
    claimIndices[position] = positionOf(indexOf, claim.agent);
  }
  const reported = firstTellings(reports).filter(
    (report) => report.reporter !== state.self && indexOf.has(report.target),
  );
  const reportCount = reported.length;
  const reportReporters = scratch.reportReporters.take(reportCount);
  const reportTargets = scratch.reportTargets.take(reportCount);
  const reportBlack = scratch.reportBlack.take(reportCount);
  const reportOffRole = scratch.reportOffRole.take(reportCount);
  for (let position = 0; position < reportCount; position++) {
    const report = reported[position]!;
    const claimed = claimByAgent.get(report.reporter);
    const expectedRole = report.kind === 'divination' ? 'SEER' : 'MEDIUM';
    reportReporters[position] = bit(indexOf, report.reporter);
    reportTargets[position] = bit(indexOf, report.target);
    reportBlack[position] = report.species === 'WEREWOLF' ? 1 : 0;
    // A truthful agent does not publish results of a role it does not claim.
    reportOffRole[position] = claimed !== undefined && claimed !== expectedRole ? 1 : 0;
  }
  // Votes between two werewolves, counted per (voter, target) seat pair: a world multiplies one factor
  // per such vote, and counting them through the pairs of its few werewolves is cheaper than the votes.
  const votesBetween = scratch.votesBetween.take(count * count).fill(0, 0, count * count);
  const castVotes = state.votes;
  const dayAlive = new Map<number, number>();
  for (const vote of castVotes) {
    if (!indexOf.has(vote.agent) || !indexOf.has(vote.target)) continue;
    // Everyone alive votes: the voters (and their targets) of a day are that day's living.
    dayAlive.set(vote.day, (dayAlive.get(vote.day) ?? 0) | bit(indexOf, vote.agent) | bit(indexOf, vote.target));
  }
  // Days on which two voters voted the same target, per (lower, higher) seat pair: a day's votes are one
  // list (the last round), kept in day order.
  const votedTogether = scratch.votedTogether.take(count * count).fill(0, 0, count * count);
  for (let first = 0; first < castVotes.length; first++) {
    const left = castVotes[first]!;
    if (left.agent === state.self || !indexOf.has(left.agent)) continue;
    for (let second = first + 1; second < castVotes.length; second++) {
      const right = castVotes[second]!;
      if (right.day !== left.day) break;
      if (right.target !== left.target || right.agent === state.self || !indexOf.has(right.agent)) continue;
      const one = positionOf(indexOf, left.agent);
      const other = positionOf(indexOf, right.agent);
      if (one !== other) votedTogether[Math.min(one, other) * count + Math.max(one, other)]! += 1;
    }
  }
  const choiceRoom = castVotes.length + (input.suspicions?.length ?? 0);
  const choiceVoters = scratch.choiceVoters.take(choiceRoom);
  const choiceTargets = scratch.choiceTargets.take(choiceRoom);
  const choiceAlive = scratch.choiceAlive.take(choiceRoom);
  const choiceVillageLean = scratch.choiceVillageLean.take(choiceRoom);
  const choiceWolfLean = scratch.choiceWolfLean.take(choiceRoom);
  let choiceCount = 0;
  const addChoice = (voter: string, target: string, alive: number, villageLean: number, wolfLean: number): void => {
    if (voter === target || voter === state.self || !indexOf.has(voter) || !indexOf.has(target)) return;
    if (villageLean === 1 && wolfLean === 1) return;
    choiceVoters[choiceCount] = bit(indexOf, voter);
    choiceTargets[choiceCount] = bit(indexOf, target);
    choiceAlive[choiceCount] = alive & ~bit(indexOf, voter);
    choiceVillageLean[choiceCount] = villageLean;
    choiceWolfLean[choiceCount] = wolfLean;
    choiceCount++;
  };
  for (const vote of castVotes) {
    if (vote.agent === state.self || !indexOf.has(vote.agent) || !indexOf.has(vote.target)) continue;
    votesBetween[positionOf(indexOf, vote.agent) * count + positionOf(indexOf, vote.target)]! += 1;
    addChoice(vote.agent, vote.target, dayAlive.get(vote.day) ?? 0, VILLAGE_VOTES_WOLF, 1);
  }
  if (input.suspicions !== undefined) {
    // Once per speaker, player and day: saying it again is no new choice.
    const seen = new Set<string>();
    for (const said of input.suspicions) {
      if (said.role === 'WEREWOLF' || said.role === 'POSSESSED') continue;
      const key = `${said.agent}|${said.target}|${said.day}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const alive = dayAlive.get(said.day) ?? aliveMask;
      addChoice(said.agent, said.target, alive, VILLAGE_VOUCHES_WOLF, WOLF_VOUCHES_WOLF);
    }
  }
  // Only claimers and reporters make the possessed's seat matter; every other seat weighs the same.
  let speakerMask = 0;
  // Who says it is the possessed or a werewolf (a side coming out to its partner in the end game).
  let possessedClaimMask = 0;
  let werewolfClaimMask = 0;
  for (const claim of latestClaims) {
    if (claim.agent === state.self || !indexOf.has(claim.agent)) continue;
    if (claim.role === 'POSSESSED') possessedClaimMask |= bit(indexOf, claim.agent);
    if (claim.role === 'WEREWOLF') werewolfClaimMask |= bit(indexOf, claim.agent);
  }
  speakerMask |= possessedClaimMask | werewolfClaimMask;
  for (const claim of claims) speakerMask |= bit(indexOf, claim.agent);
  for (const report of reports) speakerMask |= bit(indexOf, report.reporter);
  // Holders of SEER, MEDIUM, BODYGUARD (in SPECIAL_ROLES order) before counting the claimers.
  const baseHolders = scratch.baseHolders.take(SPECIAL_ROLES.length);
  const limits = scratch.limits.take(SPECIAL_ROLES.length);
  const excessWeights = scratch.excessWeights.take(SPECIAL_ROLES.length);
  for (let role = 0; role < SPECIAL_ROLES.length; role++) {
    const name = SPECIAL_ROLES[role]!;
    baseHolders[role] = selfRole === name ? 1 : 0;
    limits[role] = roleCounts[name] ?? 0;
    // We hold this role ourselves: another holder is certainly lying, whatever the talk suggests.
    excessWeights[role] = selfRole === name ? OWN_ROLE_HOLDER : EXTRA_HOLDER;
  }

  const pressure = pressureOf({ state, intentions: input.intentions, indexOf, claimByAgent });
  const pressureCount = pressure.length / 2;
  const pressureVoters = scratch.pressureVoters.take(pressureCount);
  const pressureTargets = scratch.pressureTargets.take(pressureCount);
  for (let position = 0; position < pressureCount; position++) {
    pressureVoters[position] = bit(indexOf, pressure[2 * position]!);
    pressureTargets[position] = bit(indexOf, pressure[2 * position + 1]!);
  }
  let specialMask = 0;
  for (let position = 0; position < claimCount; position++) {
    if (SPECIAL_ROLES[claimRoles[position]!] !== 'BODYGUARD') specialMask |= claimMasks[position]!;
  }
  let candidateMask = 0;
  for (let index = 0; index < agents.length; index++) {
    const agent = agents[index]!;
    if (agent !== state.self && !knownHumansStrict(state, agent)) candidateMask |= 1 << index;
  }

  const weights = weighWorlds({
    wolfSets,
    count,
    votesBetween,
    votedTogether,
    choiceCount,
    choiceVoters,
    choiceTargets,
    choiceAlive,
    choiceVillageLean,
    choiceWolfLean,
    possessedCount,
    selfIsPossessed: selfRole === 'POSSESSED',
    selfIndex: positionOf(indexOf, state.self),
    candidateMask,
    speakerMask,
    possessedClaimMask,
    werewolfClaimMask,
    specialMask,
    pressureCount,
    pressureVoters,
    pressureTargets,
    claimCount,
    claimMasks,
    claimRoles,
    claimAsWolf,
    claimAsPossessed,
    claimIndices,
    baseHolders,
    limits,
    excessWeights,
    silentSeer: state.day >= 1 && (roleCounts.SEER ?? 0) > 0,
    silentMedium: state.day >= 2 && (roleCounts.MEDIUM ?? 0) > 0,
    reportCount,
    reportReporters,
    reportTargets,
    reportBlack,
    reportOffRole,
  });
  const { wolfWeight, possessedWeight, trueWeight } = weights;

  const total = weights.total;
  const claimTrue: Record<string, number> = {};
  claims.forEach((claim, position) => {
    claimTrue[claim.agent] = total > 0 ? (trueWeight[claimIndices[position]!] ?? 0) / total : 0;
  });
  if (selfRole === 'SEER' || selfRole === 'MEDIUM' || selfRole === 'BODYGUARD') {
    if (claimByAgent.get(state.self) === selfRole) claimTrue[state.self] = 1;
  }
  return {
    werewolf: normalise(agents, wolfWeight, total),
    possessed: normalise(agents, possessedWeight, total),
    claimTrue,
    consistent: consistent && total > 0,
  };
};

/**
 * Each result weighs once, at its first telling: said again — the same day, or on a later day as the
 * reason of a rebuttal — it is the same evidence, not a new result. Weighed again, each restatement made a
 * liar's worlds ×0.4 (a white) and a truthful claimer's wrong result ×0.1 once more, so whoever restated
 * most looked truest — liars restate too: once the reader took a seer claimer's 「Xはわたしの占いで白です」
 * as its result, our possessed's rebuttals on the day of its white made it look truer, and the 9p village
 * lost 10 points against the same wolves. 9p ja self-play, seed strength, 500 games, werewolf side 38.6 →
 * 32.2 % weighing once (later days only had been weighed once before; every telling before that: 9p en
 * 44.4 %). Cost on the 2025 replay: village votes each game once 2.26× → 2.24× (real true seers restate
 * their result through day 1, and weighed again it read as surer).
 */
const firstTellings = (reports: readonly Report[]): readonly Report[] => {
  const seen = new Set<string>();
  const kept = reports.filter((report) => {
    const key = resultKey(report);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return kept.length === reports.length ? reports : kept;
};

/** One reporter's result, whenever told: reporter, player, species and kind. */
const resultKey = (report: Report): string => `${report.reporter}\n${report.target}\n${report.species}\n${report.kind}`;

/**
 * Votes and intentions against a claimer, as voter, target, voter, target…: a villager rarely votes a
 * seer or medium it could trust. Only in small villages: in rule self-play it lifted 5p village wins
 * 71%→78% but cost 9p 5 points, where villagers follow each other's bandwagons onto claimers far more
 * often.
 */
const pressureOf = (options: {
  state: GameState;
  intentions: Readonly<Record<string, string>> | undefined;
  indexOf: ReadonlyMap<string, number>;
  claimByAgent: ReadonlyMap<string, GameRole>;
}): string[] => {
  const { state, intentions, indexOf, claimByAgent } = options;
  const pairs: string[] = [];
  if (state.agents.length > 6) return pairs;
  const add = (voter: string, target: string): void => {
    if (voter !== state.self && indexOf.has(voter) && claimByAgent.has(target)) pairs.push(voter, target);
  };
  const votes = state.votes;
  for (let position = 0; position < votes.length; position++) add(votes[position]!.agent, votes[position]!.target);
  if (intentions !== undefined) for (const voter in intentions) add(voter, intentions[voter]!);
  return pairs;
};

/**
 * Seat index by name, once per roster array: the folded state keeps its `agents` array from packet to
 * packet (and never changes one), and a new map per call was the largest allocation of a call's set-up.
 */
const seatIndices = new WeakMap<readonly string[], ReadonlyMap<string, number>>();
const seatIndexOf = (agents: readonly string[]): ReadonlyMap<string, number> => {
  let indices = seatIndices.get(agents);
  // Checked all the same (a caller could change an array it handed over): n lookups, no allocation.
  if (indices === undefined || !stillIndexes(indices, agents)) {
    indices = new Map(agents.map((agent, index) => [agent, index]));
    seatIndices.set(agents, indices);
  }
  return indices;
};

const stillIndexes = (indices: ReadonlyMap<string, number>, agents: readonly string[]): boolean => {
  if (indices.size !== agents.length) return false;
  for (let index = 0; index < agents.length; index++) if (indices.get(agents[index]!) !== index) return false;
  return true;
};

/** A typed array reused from call to call, grown when a call needs more (`take` may return a longer one). */
class Reused<Buffer extends Int32Array | Float64Array> {
  #buffer: Buffer;
  readonly #create: (size: number) => Buffer;

  constructor(create: (size: number) => Buffer) {
    this.#create = create;
    this.#buffer = create(16);
  }

  take(size: number): Buffer {
    if (this.#buffer.length < size) this.#buffer = this.#create(size * 2);
    return this.#buffer;
  }
}

const ints = (): Reused<Int32Array> => new Reused((size) => new Int32Array(size));
const doubles = (): Reused<Float64Array> => new Reused((size) => new Float64Array(size));

/**
 * The flat arrays of the world model, reused by every call: a typed array costs about 0.3 µs to make
 * (measured), and a call made eighteen of them, most of what a five-player inference allocated.
 * `inferRoles` is synchronous and never re-entered, and reads the weights before it returns, so one
 * set serves every call; lengths travel in the model, never as the arrays' own.
 */
const scratch = {
  claimMasks: ints(),
  claimRoles: ints(),
  claimAsWolf: doubles(),
  claimAsPossessed: doubles(),
  claimIndices: ints(),
  reportReporters: ints(),
  reportTargets: ints(),
  reportBlack: ints(),
  reportOffRole: ints(),
  votesBetween: ints(),
  votedTogether: ints(),
  choiceVoters: ints(),
  choiceTargets: ints(),
  choiceAlive: ints(),
  choiceVillageLean: doubles(),
  choiceWolfLean: doubles(),
  baseHolders: ints(),
  // Doubles: a role count is any integer the packet held, which an Int32Array could wrap.
  limits: doubles(),
  excessWeights: doubles(),
  pressureVoters: ints(),
  pressureTargets: ints(),
  sums: doubles(),
  wolfWeight: doubles(),
  possessedWeight: doubles(),
  trueWeight: doubles(),
};

/** What weighing the worlds reads: flat arrays and numbers only (see `weighWorlds`). */
type WorldModel = {
  readonly wolfSets: readonly (readonly number[])[];
  readonly count: number;
  /** Votes from seat `voter` to seat `target` at `voter * count + target`. */
  readonly votesBetween: Int32Array;
  /** Days on which seats `a` < `b` voted the same target, at `a * count + b`. */
  readonly votedTogether: Int32Array;
  /**
   * Choices of others that say something about the chooser and the chosen (cast votes, whom they
   * vouched for): chooser bit, chosen bit, the other players alive then, and how much more often than
   * on a given human a village-side (werewolf) chooser picks a werewolf.
   */
  readonly choiceCount: number;
  readonly choiceVoters: Int32Array;
  readonly choiceTargets: Int32Array;
  readonly choiceAlive: Int32Array;
  readonly choiceVillageLean: Float64Array;
  readonly choiceWolfLean: Float64Array;
  readonly possessedCount: number;
  readonly selfIsPossessed: boolean;
  readonly selfIndex: number;
  /** Seats that may be the possessed (not us, not known human). */
  readonly candidateMask: number;
  /** Claimers and reporters: the seats whose being the possessed changes a world's weight. */
  readonly speakerMask: number;
  /** Who claimed the possessed / a werewolf (latest claim). */
  readonly possessedClaimMask: number;
  readonly werewolfClaimMask: number;
  /** Seer and medium claimers. */
  readonly specialMask: number;
  readonly pressureCount: number;
  readonly pressureVoters: Int32Array;
  readonly pressureTargets: Int32Array;
  readonly claimCount: number;
  readonly claimMasks: Int32Array;
  /** Index in SPECIAL_ROLES. */
  readonly claimRoles: Int32Array;
  readonly claimAsWolf: Float64Array;
  readonly claimAsPossessed: Float64Array;
  readonly claimIndices: Int32Array;
  /** Per SPECIAL_ROLES: holders before counting the claimers, seats, weight of each extra holder. */
  readonly baseHolders: Int32Array;
  readonly limits: Float64Array;
  readonly excessWeights: Float64Array;
  readonly silentSeer: boolean;
  readonly silentMedium: boolean;
  readonly reportCount: number;
  readonly reportReporters: Int32Array;
  readonly reportTargets: Int32Array;
  readonly reportBlack: Int32Array;
  readonly reportOffRole: Int32Array;
};

type WorldWeights = {
  readonly wolfWeight: Float64Array;
  readonly possessedWeight: Float64Array;
  readonly trueWeight: Float64Array;
  readonly total: number;
};

const maskOf = (wolves: readonly number[]): number => {
  let mask = 0;
  for (let position = 0; position < wolves.length; position++) mask |= 1 << wolves[position]!;
  return mask;
};

/**
 * Sums the weights of every world (werewolf set × possessed seat). Apart from `inferRoles`, which lists
 * the facts from records whose hidden classes change with every cast: V8 optimises this loop once and
 * cheaply, where the whole inference in one function was recompiled (≈ 150–230 ms of compiler time
 * each) after each deoptimisation of its set-up, a dozen times in a process's first few hundred games.
 */
const weighWorlds = (model: WorldModel): WorldWeights => {
  const {
    wolfSets,
    count,
    votesBetween,
    votedTogether,
    possessedCount,
    selfIndex,
    candidateMask,
    speakerMask,
    specialMask,
  } = model;
  const { pressureCount, pressureVoters, pressureTargets, claimCount, claimMasks, claimRoles, claimAsWolf } = model;
  const { claimAsPossessed, claimIndices, possessedClaimMask, werewolfClaimMask } = model;
  const confessors = possessedClaimMask | werewolfClaimMask;
  const { baseHolders, limits, excessWeights, silentSeer, silentMedium } = model;
  const { reportCount, reportReporters, reportTargets, reportBlack, reportOffRole } = model;
  // The factors are multiplied in a fixed order (pressure, claims, silence, excess holders, reports):
  // the same worlds must give the same floating-point weights, call after call and version after version.
  // Indexed loops: an iterator per loop and world was most of what a 13-player call allocated.
  // Doubles pass through `sums` (a Float64Array), not as return values, arguments or captured `let`s:
  // V8 boxes a double in each of those (one heap number per world, thousands per 13-player call).
  const sums = scratch.sums.take(3).fill(0, 0, 3);
  const worldWeight = (wolves: number, possessed: number): void => {
    let weight = 1;
    const truthful = specialMask & ~wolves & ~possessed;
    for (let rest = confessors; rest !== 0; rest &= rest - 1) {
      const mask = rest & -rest;
      if (possessedClaimMask & mask)
        weight *= mask & possessed ? 1 : mask & wolves ? WOLF_CLAIMS_POSSESSED : VILLAGER_CLAIMS_WEREWOLF_SIDE;
      if (werewolfClaimMask & mask)
        weight *= mask & wolves ? 1 : mask & possessed ? POSSESSED_CLAIMS_WEREWOLF : VILLAGER_CLAIMS_WEREWOLF_SIDE;
    }
    for (let index = 0; index < pressureCount; index++) {
      if (pressureTargets[index]! & truthful && !(pressureVoters[index]! & (wolves | possessed)))
        weight *= VILLAGER_VOTES_TRUE_CLAIMER;
    }
    let seers = baseHolders[0]!;
    let mediums = baseHolders[1]!;
    let bodyguards = baseHolders[2]!;
    for (let index = 0; index < claimCount; index++) {
      const mask = claimMasks[index]!;
      if (mask & wolves) weight *= claimAsWolf[index]!;
      else if (mask & possessed) weight *= claimAsPossessed[index]!;
      else if (claimRoles[index] === 0) seers++;
      else if (claimRoles[index] === 1) mediums++;
      else bodyguards++;
    }
    // A real seer (medium) who has something to say usually says it: silence makes fakes less likely.
    if (seers === 0 && silentSeer) weight *= SILENT_SEER;
    if (mediums === 0 && silentMedium) weight *= SILENT_MEDIUM;
    if (seers > limits[0]!) weight *= excessWeights[0]! ** (seers - limits[0]!);
    if (mediums > limits[1]!) weight *= excessWeights[1]! ** (mediums - limits[1]!);
    if (bodyguards > limits[2]!) weight *= excessWeights[2]! ** (bodyguards - limits[2]!);
    for (let index = 0; index < reportCount; index++) {
      const reporter = reportReporters[index]!;
      const black = reportBlack[index] === 1;
      if (reporter & wolves) {
        weight *= black ? LIAR_BLACK : 1 - LIAR_BLACK;
        if (black && reportTargets[index]! & wolves) weight *= WOLF_REPORTS_WOLF;
      } else if (reporter & possessed) {
        weight *= black ? LIAR_BLACK : 1 - LIAR_BLACK;
      } else {
        if (reportOffRole[index] === 1) weight *= WRONG_RESULT;
        if (((reportTargets[index]! & wolves) !== 0) !== black) weight *= WRONG_RESULT;
      }
    }
    sums[WORLD] = weight;
  };

  const wolfWeight = scratch.wolfWeight.take(count).fill(0, 0, count);
  const possessedWeight = scratch.possessedWeight.take(count).fill(0, 0, count);
  const trueWeight = scratch.trueWeight.take(count).fill(0, 0, count);
  let wolfIndices: readonly number[] = [];
  let wolfMask = 0;
  /** Adds `sums[SHARE]` (a world's weight times the worlds it stands for) to the sums. */
  const accumulate = (possessed: number): void => {
    const share = sums[SHARE]!;
    sums[TOTAL]! += share;
    for (let position = 0; position < wolfIndices.length; position++) wolfWeight[wolfIndices[position]!]! += share;
    const possessedMask = possessed >= 0 ? 1 << possessed : 0;
    for (let claim = 0; claim < claimCount; claim++) {
      const mask = claimMasks[claim]!;
      if (!(mask & wolfMask) && !(mask & possessedMask)) trueWeight[claimIndices[claim]!]! += share;
    }
  };

  for (let set = 0; set < wolfSets.length; set++) {
    const wolves = wolfSets[set]!;
    wolfIndices = wolves;
    wolfMask = maskOf(wolves);
    let base = 1;
    let wolfVotes = 0;
    for (let voter = 0; voter < wolves.length; voter++) {
      for (let target = 0; target < wolves.length; target++) {
        wolfVotes += votesBetween[wolves[voter]! * count + wolves[target]!]!;
      }
    }
    for (let vote = 0; vote < wolfVotes; vote++) base *= WOLF_VOTES_WOLF;
    let mixedPairs = 0;
    for (let position = 0; position < wolves.length; position++) {
      const wolf = wolves[position]!;
      for (let other = 0; other < count; other++) {
        if ((1 << other) & wolfMask) continue;
        mixedPairs += votedTogether[Math.min(wolf, other) * count + Math.max(wolf, other)]!;
      }
    }
    for (let pair = 0; pair < mixedPairs; pair++) base *= SIDES_VOTE_TOGETHER;
    for (let choice = 0; choice < model.choiceCount; choice++) {
      const alive = model.choiceAlive[choice]!;
      const lean =
        model.choiceVoters[choice]! & wolfMask ? model.choiceWolfLean[choice]! : model.choiceVillageLean[choice]!;
      const wolvesThere = bitCount(alive & wolfMask);
      const seats = bitCount(alive);
      base *=
        ((model.choiceTargets[choice]! & wolfMask ? lean : 1) * seats) / (seats - wolvesThere + lean * wolvesThere);
    }
    if (possessedCount === 0) {
      worldWeight(wolfMask, 0);
      const weight = base * sums[WORLD]!;
      if (weight > 0) {
        sums[SHARE] = weight;
        accumulate(-1);
      }
      continue;
    }
    if (model.selfIsPossessed) {
      worldWeight(wolfMask, 1 << selfIndex);
      const weight = base * sums[WORLD]!;
      if (weight > 0) {
        sums[SHARE] = weight;
        accumulate(selfIndex);
        possessedWeight[selfIndex]! += weight;
      }
      continue;
    }
    // Quiet seats (no claim, no report) all weigh the same: one world stands for all of them.
    const seats = candidateMask & ~wolfMask;
    const quietSeats = seats & ~speakerMask;
    let quietWeight = -1;
    for (let index = 0; index < count; index++) {
      const mask = 1 << index;
      if (!(mask & seats)) continue;
      if (mask & quietSeats) {
        if (quietWeight < 0) {
          worldWeight(wolfMask, mask);
          quietWeight = base * sums[WORLD]!;
        }
        continue;
      }
      worldWeight(wolfMask, mask);
      const weight = base * sums[WORLD]!;
      if (weight <= 0) continue;
      sums[SHARE] = weight;
      accumulate(index);
      possessedWeight[index]! += weight;
    }
    if (quietSeats !== 0 && quietWeight > 0) {
      sums[SHARE] = quietWeight * bitCount(quietSeats);
      accumulate(-1);
      for (let index = 0; index < count; index++) {
        if ((1 << index) & quietSeats) possessedWeight[index]! += quietWeight;
      }
    }
    if (seats === 0) {
      worldWeight(wolfMask, 0);
      const weight = base * sums[WORLD]!;
      if (weight > 0) {
        sums[SHARE] = weight;
        accumulate(-1);
      }
    }
  }
  return { wolfWeight, possessedWeight, trueWeight, total: sums[TOTAL]! };
};

/** Agents we know are not the possessed: the possessed never is a werewolf, and we know our own seat. */
const knownHumansStrict = (state: GameState, agent: string): boolean => {
  const role = state.knownRoles[agent];
  return role !== undefined && role !== 'POSSESSED';
};

/** Bit masks hold 31 seats; beyond that (or beyond the world budget) the estimate is used. */
const MAX_EXACT_AGENTS = 31;
/** Worlds (werewolf sets × possessed seats) the exact model may weigh per call: 13 players need 2,860. */
const MAX_WORLDS = 20_000;

const exactIsAffordable = (options: { agents: number; wolfCount: number; possessedCount: number }): boolean => {
  if (options.agents > MAX_EXACT_AGENTS) return false;
  let sets = 1;
  // C(agents − 1, wolfCount), stopped as soon as it exceeds the budget.
  for (let chosen = 0; chosen < Math.min(options.wolfCount, options.agents); chosen++) {
    sets = (sets * (options.agents - 1 - chosen)) / (chosen + 1);
    if (sets * Math.max(1, options.possessedCount * options.agents) > MAX_WORLDS) return false;
  }
  return true;
};
