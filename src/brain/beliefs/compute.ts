import type { GameRole, GameState } from '../../game/state.ts';
import { inferRoles } from './inference.ts';
import { createInferenceMemo, type InferenceMemo, memoisedInference } from './inference-memo.ts';
import { collectStatements, type Statements } from './statements.ts';
import type { RosterPool } from './roster-pool.ts';
import { createStatementsFolder, type StatementsFolder } from './statements-folder.ts';
import { withoutEchoes } from './echoed-results.ts';
import type { AgentView, Beliefs, DeathCause, Report, RoleClaim, Understood } from './types.ts';

const latestClaimsOf = (claims: readonly RoleClaim[]): RoleClaim[] => {
  const latest = new Map<string, RoleClaim>();
  for (const claim of claims) {
    // A later "I am a villager" after a special claim does not withdraw it in practice; keep the special one.
    const previous = latest.get(claim.agent);
    if (previous !== undefined && claim.role === 'VILLAGER' && previous.role !== 'VILLAGER') continue;
    latest.set(claim.agent, claim);
  }
  return [...latest.values()];
};

/** What the beliefs derive from the claims and results alone. */
type ClaimsView = {
  readonly claims: readonly RoleClaim[];
  readonly reports: readonly Report[];
  /** The results weighed as evidence (`withoutEchoes`): a quoted result is neither a claim nor a result. */
  readonly evidence: readonly Report[];
  /** Latest claim per agent, then reporters who never claimed (they claim by reporting). */
  readonly latestClaims: readonly RoleClaim[];
  /** The role of each agent's entry in `latestClaims`. */
  readonly roleOf: ReadonlyMap<string, GameRole>;
  readonly accused: ReadonlySet<string>;
  readonly counterClaims: Beliefs['counterClaims'];
};

/**
 * The claims view of these statements; the last one is kept while the claims and results are the same
 * lists (the folder hands out the same copies until they grow): most talks add neither.
 */
const claimsViewOf = (statements: Statements, memo: BeliefsMemo | undefined): ClaimsView => {
  const last = memo?.claims.last;
  if (last !== undefined && last.claims === statements.claims && last.reports === statements.reports) return last;
  const latestClaims = latestClaimsOf(statements.claims);
  const evidence = withoutEchoes(statements.claims, statements.reports);
  // A reporter who never claimed the role still claims it by reporting.
  for (const report of evidence) {
    if (latestClaims.some((claim) => claim.agent === report.reporter)) continue;
    const role = report.kind === 'divination' ? 'SEER' : 'MEDIUM';
    latestClaims.push({ day: report.day, idx: report.idx, channel: 'talk', agent: report.reporter, role });
  }
  const roleOf = new Map<string, GameRole>();
  // The first entry of an agent wins, as a search from the start would find it.
  for (const claim of latestClaims) if (!roleOf.has(claim.agent)) roleOf.set(claim.agent, claim.role);
  const byRole = new Map<string, string[]>();
  for (const claim of latestClaims) {
    if (claim.role === 'VILLAGER') continue;
    const claimers = byRole.get(claim.role);
    if (claimers === undefined) byRole.set(claim.role, [claim.agent]);
    else claimers.push(claim.agent);
  }
  const counterClaims: { role: RoleClaim['role']; agents: string[] }[] = [];
  for (const [role, claimers] of byRole) {
    if (claimers.length > 1) counterClaims.push({ role: role as RoleClaim['role'], agents: claimers });
  }
  const view: ClaimsView = {
    claims: statements.claims,
    reports: statements.reports,
    evidence,
    latestClaims,
    roleOf,
    accused: accusedClaimers(statements.claims, evidence),
    counterClaims,
  };
  if (memo !== undefined) memo.claims.last = view;
  return view;
};

/**
 * Beliefs from the game state and the protocol sentences understood from its talks. Pure; the same
 * inputs give the same beliefs, with or without a memo (which only saves work between calls).
 */
export const computeBeliefs = (options: { state: GameState; understood: Understood; memo?: BeliefsMemo }): Beliefs => {
  const statements = options.memo === undefined ? collectStatements(options) : options.memo.statements.update(options);
  return beliefsFromStatements(options.state, statements, options.memo);
};

/**
 * The beliefs from the state and the statements read from its talks (the second half of
 * `computeBeliefs`, for a caller that folds the statements itself and may keep the beliefs while
 * neither changes).
 */
export const beliefsFromStatements = (state: GameState, statements: Statements, memo?: BeliefsMemo): Beliefs => {
  const claimed = claimsViewOf(statements, memo);
  const { latestClaims } = claimed;
  const inferenceInput = {
    state,
    latestClaims,
    reports: claimed.evidence,
    accused: claimed.accused,
    intentions: statements.voteIntentions,
    suspicions: statements.suspicions,
  };
  const inference = memo === undefined ? inferRoles(inferenceInput) : memoisedInference(memo.inference, inferenceInput);
  const deaths = new Map<string, { day: number; cause: DeathCause }>();
  for (const death of state.executed) deaths.set(death.agent, { day: death.day, cause: 'executed' });
  for (const death of state.attacked) deaths.set(death.agent, { day: death.day, cause: 'attacked' });

  const agents: AgentView[] = state.agents.map((name) => {
    const claim = claimed.roleOf.get(name);
    const death = deaths.get(name);
    const knownRole = state.knownRoles[name];
    const claimTrue = inference.claimTrue[name];
    const voteIntention = statements.voteIntentions[name];
    // Fields set one by one in the view's order (a spread of a fresh object per optional field
    // allocated four objects per agent and decision); absent optional fields stay absent.
    const view: { -readonly [Field in keyof AgentView]?: AgentView[Field] } = {
      name,
      alive: state.status[name] === 'ALIVE',
    };
    if (death !== undefined) view.death = death;
    if (knownRole !== undefined) view.knownRole = knownRole;
    if (claim !== undefined) view.claim = claim;
    view.werewolf = inference.werewolf[name] ?? 0;
    view.possessed = inference.possessed[name] ?? 0;
    if (claimTrue !== undefined) view.claimTrue = claimTrue;
    if (voteIntention !== undefined) view.voteIntention = voteIntention;
    return view as AgentView;
  });
  const ownJudgements =
    state.role === 'SEER' ? state.divineResults : state.role === 'MEDIUM' ? state.mediumResults : [];
  // Key by key, `role` only when known (the order is the beliefs' JSON, which the game digest hashes).
  const beliefs: { -readonly [Field in keyof Beliefs]?: Beliefs[Field] } = { self: state.self };
  if (state.role !== undefined) beliefs.role = state.role;
  beliefs.day = state.day;
  beliefs.agents = agents;
  beliefs.claims = statements.claims;
  beliefs.counterClaims = claimed.counterClaims;
  beliefs.reports = statements.reports;
  beliefs.suspicions = statements.suspicions;
  beliefs.questions = statements.questions;
  beliefs.voteIntentions = statements.voteIntentions;
  beliefs.attackPlans = statements.attackPlans;
  beliefs.ownResults = ownJudgements.map((judgement) => ({
    day: judgement.day,
    target: judgement.target,
    species: judgement.result,
  }));
  beliefs.teammates = state.teammates;
  beliefs.consistent = inference.consistent;
  return beliefs as Beliefs;
};

/** The view of one agent; throws nothing, returns undefined for a name not in the game. */
export const viewOf = (beliefs: Beliefs, name: string): AgentView | undefined =>
  ((beliefs as ViewedBeliefs)[VIEWS] ?? keepViews(beliefs)).get(name);

/**
 * Each beliefs object keeps its own views by name, made at its first question (the rules ask about one
 * beliefs object many times in a row) in a hidden property (not enumerable: the beliefs' JSON and equality
 * stay as they are), so they go with it; beliefs are never changed once computed.
 */
const VIEWS = Symbol('views by name');
type ViewedBeliefs = Beliefs & { readonly [VIEWS]?: ReadonlyMap<string, AgentView> };

const keepViews = (beliefs: Beliefs): ReadonlyMap<string, AgentView> => {
  const views = new Map<string, AgentView>();
  // The first view of a name wins, as a search from the start would find it.
  for (const agent of beliefs.agents) if (!views.has(agent.name)) views.set(agent.name, agent);
  if (Object.isExtensible(beliefs)) Object.defineProperty(beliefs, VIEWS, { value: views });
  return views;
};

/**
 * What the beliefs of one game and agent remember between calls: the statements folded so far (only
 * new talks are read) and the last inference. One per game and agent, never shared.
 */
export type BeliefsMemo = {
  readonly statements: StatementsFolder;
  readonly inference: InferenceMemo;
  /** The last claims view (see `claimsViewOf`). */
  readonly claims: { last?: ClaimsView };
};

/** `rosters`: the pool the seats of one brain factory share (see `RosterPool`); by default the memo's own. */
export const createBeliefsMemo = (rosters?: RosterPool): BeliefsMemo => ({
  statements: createStatementsFolder(rosters),
  inference: createInferenceMemo(),
  claims: {},
});

const before = (left: { day: number; idx: number }, right: { day: number; idx: number }): boolean =>
  left.day < right.day || (left.day === right.day && left.idx < right.idx);

/** Agents whose first special claim came after somebody had published them as a werewolf. */
const accusedClaimers = (claims: readonly RoleClaim[], reports: readonly Report[]): Set<string> => {
  const accused = new Set<string>();
  const first = new Map<string, RoleClaim>();
  for (const claim of claims) {
    if (claim.role !== 'VILLAGER' && !first.has(claim.agent)) first.set(claim.agent, claim);
  }
  for (const [agent, claim] of first) {
    const accusation = reports.some(
      (report) =>
        report.target === agent && report.species === 'WEREWOLF' && report.reporter !== agent && before(report, claim),
    );
    if (accusation) accused.add(agent);
  }
  return accused;
};
