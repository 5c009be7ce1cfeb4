import type { GameState, TalkEntry } from '../../game/state.ts';
import { type Roster, type Sentence, someStatedClause } from '../../protocol/index.ts';
import type { Beliefs, Origin, Report } from '../beliefs/index.ts';
import type { Language } from '../../vocabulary/languages.ts';
import type { ReadTalk } from './reading-form.ts';
import { isSureClause, type SureAs } from './sure-reading.ts';

/**
 * How a clause would be said about its speaker: a claim as the fact itself ("A claimed seer"), a vote,
 * estimate, result or call to vote as what it says about the player named ("A goes after B"); undefined for clauses talk never states as someone's fact (questions, requests to one
 * player, agreements). A denial (NOT) is left whole: the talk says one only as taking back a claim the same
 * player surely made (stated-results.ts), and every denial the 2025 labels do not hold is an "I'm not a
 * werewolf", which they leave out by their guideline.
 */
const saidAs = (clause: Sentence): SureAs | undefined => {
  switch (clause.type) {
    case 'COMINGOUT':
      return 'fact';
    // A result is kept in the talk as what it says of its target (a vouch, an accusation); the beliefs' result
    // itself is kept only where it is sure as a fact (sayableRecord).
    case 'DIVINED':
    case 'IDENTIFIED':
    case 'ESTIMATE':
    case 'VOTE':
    case 'VOTED':
      return 'stance';
    case 'REQUEST':
      return clause.target === 0 && clause.clause.type === 'VOTE' ? 'stance' : undefined;
    default:
      return undefined;
  }
};

/** The sentence with its unsure clauses left out (undefined when nothing sure is left of it). */
const sureOnly = (lang: Language, sentence: Sentence, talk: ReadTalk): Sentence | undefined => {
  switch (sentence.type) {
    case 'AND':
    case 'BECAUSE': {
      const kept = sentence.clauses
        .map((clause) => sureOnly(lang, clause, talk))
        .filter((clause) => clause !== undefined);
      if (kept.length === sentence.clauses.length) return sentence;
      // A reason without its conclusion (or the other way round) is only the part that is left.
      if (kept.length === 0) return undefined;
      return kept.length === 1 ? kept[0] : { type: 'AND', clauses: [kept[0]!, ...kept.slice(1)] };
    }
    case 'DAY': {
      const clause = sureOnly(lang, sentence.clause, talk);
      return clause === undefined ? undefined : clause === sentence.clause ? sentence : { ...sentence, clause };
    }
    default: {
      const as = saidAs(sentence);
      return as === undefined || isSureClause(lang, sentence, talk, as) ? sentence : undefined;
    }
  }
};

/** One talk's reading, sure clauses only; the same array when all of it is sure. */
export const sureSentences = (lang: Language, sentences: readonly Sentence[], talk: ReadTalk): readonly Sentence[] => {
  let changed = false;
  const kept: Sentence[] = [];
  for (const sentence of sentences) {
    const sure = sureOnly(lang, sentence, talk);
    if (sure !== sentence) changed = true;
    if (sure !== undefined) kept.push(sure);
  }
  return changed ? kept : sentences;
};

/** A reading's sure part, remembered by the reading itself (the same reading of the same talk is asked each turn). */
const remembered = new WeakMap<
  readonly Sentence[],
  { text: string; speaker: number; roster: Roster; lang: string; value: readonly Sentence[] }
>();

const sureReadingOf = (lang: Language, sentences: readonly Sentence[], talk: ReadTalk): readonly Sentence[] => {
  if (sentences.length === 0) return sentences;
  const known = remembered.get(sentences);
  if (
    known !== undefined &&
    known.text === talk.text &&
    known.speaker === talk.speaker &&
    known.roster === talk.roster &&
    known.lang === lang
  )
    return known.value;
  const value = sureSentences(lang, sentences, talk);
  remembered.set(sentences, { ...talk, lang, value });
  return value;
};

/**
 * The record our talk may state facts about others from: each other player's talk read down to its sure
 * clauses (reading-form.ts, sure-reading.ts), and the beliefs' claims, results and suspicions kept only where
 * such a clause holds them (counter-claims and claims on the agents follow). What was said under our own name
 * is ours and stays whole. The decisions keep every reading with its weight; only what is said is held to this.
 */
export const sayableRecord = (input: {
  readonly lang: Language;
  readonly state: GameState;
  readonly roster: Roster;
  readonly beliefs: Beliefs;
  readonly talkSentences: readonly (readonly Sentence[])[];
}): { beliefs: Beliefs; talkSentences: readonly (readonly Sentence[])[] } => {
  const { lang, state, roster, beliefs } = input;
  let changed = false;
  const talkSentences = input.talkSentences.map((sentences, index) => {
    const talk = state.talks[index];
    if (talk === undefined || talk.agent === state.self) return sentences;
    const sure = sureReadingOf(lang, sentences, { text: talk.text, speaker: roster.numberOf(talk.agent) ?? 0, roster });
    if (sure !== sentences) changed = true;
    return sure;
  });
  /** Whether the talk a belief was read from holds a clause like it, read in a form sure to say as `as`. */
  const sureAt = (origin: Origin, as: SureAs, holds: (clause: Sentence) => boolean): boolean => {
    if (origin.channel !== 'talk') return true;
    const at = talkAt(state.talks, origin);
    if (at === -1) return true;
    const talk = state.talks[at]!;
    if (talk.agent === state.self) return true;
    const read = { text: talk.text, speaker: roster.numberOf(talk.agent) ?? 0, roster };
    return someStatedClause(
      input.talkSentences[at] ?? [],
      (clause) => holds(clause) && isSureClause(lang, clause, read, as),
    );
  };
  const target = (name: string): number => roster.numberOf(name) ?? -1;
  const claims = beliefs.claims.filter((claim) =>
    sureAt(claim, 'fact', (clause) => clause.type === 'COMINGOUT' && clause.role === claim.role),
  );
  const resultIn = (report: Report) => (clause: Sentence) =>
    (clause.type === 'DIVINED' || clause.type === 'IDENTIFIED') &&
    clause.target === target(report.target) &&
    clause.species === report.species;
  // A result is sure as a fact in a sure form, or from one who surely claimed the role that gives it in a form
  // sure of what it says of its target: a result misread as the speaker's own is one retold or inferred by a
  // player who claimed nothing (the LLM prompt holds results to the same, prompt-context.ts).
  const reports = beliefs.reports.filter(
    (report) =>
      sureAt(report, 'fact', resultIn(report)) ||
      (claims.some(
        (claim) => claim.agent === report.reporter && claim.role === (report.kind === 'divination' ? 'SEER' : 'MEDIUM'),
      ) &&
        sureAt(report, 'stance', resultIn(report))),
  );
  const suspicions = beliefs.suspicions.filter((suspicion) =>
    sureAt(
      suspicion,
      'stance',
      (clause) =>
        clause.type === 'ESTIMATE' && clause.target === target(suspicion.target) && clause.role === suspicion.role,
    ),
  );
  const same =
    claims.length === beliefs.claims.length &&
    reports.length === beliefs.reports.length &&
    suspicions.length === beliefs.suspicions.length;
  if (same) return { beliefs, talkSentences: changed ? talkSentences : input.talkSentences };
  const claimed = (agent: string, role: string): boolean =>
    claims.some((claim) => claim.agent === agent && claim.role === role);
  return {
    talkSentences: changed ? talkSentences : input.talkSentences,
    beliefs: {
      ...beliefs,
      claims,
      reports,
      suspicions,
      counterClaims: beliefs.counterClaims
        .map((counter) => ({ ...counter, agents: counter.agents.filter((agent) => claimed(agent, counter.role)) }))
        .filter((counter) => counter.agents.length > 1),
      agents: beliefs.agents.map((agent) => {
        if (agent.claim === undefined || claimed(agent.name, agent.claim)) return agent;
        const { claim: _claim, claimTrue: _claimTrue, ...unclaimed } = agent;
        return unclaimed;
      }),
    },
  };
};

/**
 * Where the talk (day, idx) stands in `talks` (the last one, should two share it; -1 for none). Searched from
 * the end, where the beliefs' newest talk is: a map of every talk built for it was 0.8 % of a 5-player ja game
 * in a profile of the shipped arena bench (each packet makes a new `talks`, so a map kept per array was built
 * on every turn).
 */
const talkAt = (talks: readonly TalkEntry[], origin: Origin): number => {
  for (let at = talks.length - 1; at >= 0; at--) {
    const talk = talks[at]!;
    if (talk.day === origin.day && talk.idx === origin.idx) return at;
  }
  return -1;
};
