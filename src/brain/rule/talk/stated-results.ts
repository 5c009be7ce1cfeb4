import type { GameRole, GameState } from '../../../game/state.ts';
import { forEachStatedClause, type Roster, type Sentence } from '../../../protocol/index.ts';
import { type AgentView, type Beliefs, type Origin, withoutEchoes } from '../../beliefs/index.ts';

/** What the stated beliefs read besides the beliefs: each talk read into sentences (parallel to `state.talks`). */
export type StatedInput = {
  readonly state: GameState;
  readonly roster: Roster;
  readonly talkSentences: readonly (readonly Sentence[])[];
};

/** A claim its claimer took back ("I retract my seer claim", 「占い師宣言は撤回します」: NOT (COMINGOUT self ROLE)). */
export type Withdrawal = Origin & { readonly agent: string; readonly role: GameRole };

/**
 * The beliefs our talk states facts from, held to what the table can still check:
 * - without the results a speaker only repeated from another reporter when it had claimed no role
 *   ("Hana says Kana's result clears Haru" reads as Hana's own divination). Said back as one ("Hana
 *   calls me human") it is a seer claim nobody made, the fact judges blamed most;
 * - without a claim its claimer withdrew, nor the results it gave under that claim: "Midori's seer claim
 *   is fake" after Midori took it back lists a claim nobody holds (the withdrawal is a reason of its own).
 * The play decisions keep every reading; only what we say is held to these. The same beliefs when
 * nothing was dropped.
 */
export const statedBeliefs = (beliefs: Beliefs, input: StatedInput): Beliefs => {
  const withdrawals = withdrawalsOf(input);
  const reports = withoutEchoes(beliefs.claims, beliefs.reports);
  if (withdrawals.length === 0) return reports === beliefs.reports ? beliefs : { ...beliefs, reports };
  const withdrawn = (agent: string, role: GameRole, origin: Origin): boolean =>
    withdrawals.some((entry) => entry.agent === agent && entry.role === role && before(origin, entry));
  const claims = beliefs.claims.filter((claim) => !withdrawn(claim.agent, claim.role, claim));
  const stillClaims = (agent: string, role: GameRole): boolean =>
    claims.some((claim) => claim.agent === agent && claim.role === role);
  return {
    ...beliefs,
    claims,
    reports: reports.filter(
      (report) => !withdrawn(report.reporter, report.kind === 'divination' ? 'SEER' : 'MEDIUM', report),
    ),
    counterClaims: beliefs.counterClaims
      .map((counter) => ({ ...counter, agents: counter.agents.filter((agent) => stillClaims(agent, counter.role)) }))
      .filter((counter) => counter.agents.length > 1),
    agents: beliefs.agents.map((agent) =>
      agent.claim === undefined || stillClaims(agent.name, agent.claim) ? agent : unclaimed(agent),
    ),
  };
};

/** Every withdrawal on the record, oldest first. */
export const withdrawalsOf = (input: StatedInput): Withdrawal[] => {
  const { state, roster, talkSentences } = input;
  const withdrawals: Withdrawal[] = [];
  for (let index = 0; index < state.talks.length; index++) {
    const sentences = talkSentences[index];
    if (sentences === undefined || sentences.length === 0) continue;
    const talk = state.talks[index]!;
    const speaker = roster.numberOf(talk.agent);
    forEachStatedClause(sentences, (sentence) => {
      if (sentence.type !== 'NOT' || (sentence.subject !== undefined && sentence.subject !== speaker)) return;
      const clause = sentence.clause;
      if (clause.type !== 'COMINGOUT' || clause.target !== speaker) return;
      if (clause.subject !== undefined && clause.subject !== speaker) return;
      withdrawals.push({
        day: talk.day,
        idx: talk.idx,
        channel: 'talk',
        agent: talk.agent,
        role: clause.role as GameRole,
      });
    });
  }
  return withdrawals;
};

const before = (origin: Origin, later: Origin): boolean =>
  origin.day < later.day || (origin.day === later.day && origin.idx < later.idx);

/** The view without its claim (and the claim's truth). */
const unclaimed = (agent: AgentView): AgentView => {
  const { claim: _claim, claimTrue: _claimTrue, ...rest } = agent;
  return rest;
};

/**
 * The latest claim `agent` took back after making it (and has not made again since), as its withdrawal;
 * read from the agent's own talks only.
 */
export const withdrawnClaimOf = (input: StatedInput, agent: string): Withdrawal | undefined => {
  const { state, roster, talkSentences } = input;
  const speaker = roster.numberOf(agent);
  const claimed = new Set<string>();
  let withdrawal: Withdrawal | undefined;
  for (let index = 0; index < state.talks.length; index++) {
    const talk = state.talks[index]!;
    if (talk.agent !== agent) continue;
    forEachStatedClause(talkSentences[index] ?? [], (sentence) => {
      if ('subject' in sentence && sentence.subject !== undefined && sentence.subject !== speaker) return;
      if (sentence.type === 'COMINGOUT' && sentence.target === speaker) {
        claimed.add(sentence.role);
        if (withdrawal?.role === sentence.role) withdrawal = undefined;
        return;
      }
      if (sentence.type !== 'NOT' || sentence.clause.type !== 'COMINGOUT') return;
      const { role, target } = sentence.clause;
      if (target !== speaker || !claimed.has(role)) return;
      claimed.delete(role);
      withdrawal = { day: talk.day, idx: talk.idx, channel: 'talk', agent, role: role as GameRole };
    });
  }
  return withdrawal;
};
