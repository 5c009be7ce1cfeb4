import type { DeathEntry, GameState, Species, TalkEntry } from '../../game/state.ts';
import { bareDivinationOf, bareSpeciesOf, everyExecutedSpeciesOf } from '../../nl/index.ts';
import { isGameRole } from '../../game/state.ts';
import type { Sentence } from '../../protocol/ast.ts';
import { ANY } from '../../protocol/ast.ts';
import { createRoster, type Roster, resolveSubjects } from '../../protocol/index.ts';
import type { Question, Report, RoleClaim, Suspicion, Understood } from './types.ts';

export type Statements = {
  readonly claims: RoleClaim[];
  readonly reports: Report[];
  readonly suspicions: Suspicion[];
  readonly questions: Question[];
  /** Latest stated vote intention per agent, today only. */
  readonly voteIntentions: Record<string, string>;
  /** Latest attack proposal whispered today per werewolf (`ATTACK X`, else `REQUEST … (ATTACK X)`). */
  readonly attackPlans: Record<string, string>;
};

/**
 * What the public talks read so far said, grown talk by talk in history order (so the incremental
 * folder and `collectStatements` give the same result). Mutable: only its owner appends to it.
 */
export type TalkStatements = {
  readonly claims: RoleClaim[];
  readonly reports: Report[];
  readonly suspicions: Suspicion[];
  readonly questions: Question[];
  /** Today's own vote intentions (`VOTE X` by the speaker), latest per agent. */
  readonly ownIntentions: Record<string, string>;
  /** Today's `REQUEST … (VOTE X)` per agent: an intention when the speaker stated none of its own. */
  readonly requestedVotes: Record<string, string>;
  /** Writes so far (a record pushed or an intention set): unchanged means the fold added nothing. */
  revision: number;
};

/** Everything reading a talk depends on besides the talk itself. */
export type StatementReader = {
  readonly roster: Roster;
  readonly self: string;
  readonly selfNumber: number | undefined;
  /** The current day: vote intentions and questions count on that day only. */
  readonly day: number;
  /** Who was executed on which day: a claimed medium's bare result is about the player executed the day before. */
  readonly executed: readonly DeathEntry[];
  /** Who was attacked on which night: a claimed seer's bare finding is about a player alive that morning. */
  readonly attacked: readonly DeathEntry[];
};

export const emptyTalkStatements = (): TalkStatements => ({
  claims: [],
  reports: [],
  suspicions: [],
  questions: [],
  ownIntentions: {},
  requestedVotes: {},
  revision: 0,
});

export const statementReaderOf = (state: GameState, roster: Roster = createRoster(state.agents)): StatementReader => ({
  roster,
  self: state.self,
  selfNumber: roster.numberOf(state.self),
  day: state.day,
  executed: state.executed,
  attacked: state.attacked,
});

const isSpecies = (species: string): species is Species => species === 'HUMAN' || species === 'WEREWOLF';

/**
 * Folds what one public talk says into `into`. Only clauses whose subject is the speaker count as the
 * speaker's own statement (a quoted claim of somebody else is not that somebody's claim).
 */
export const foldTalk = (
  into: TalkStatements,
  reader: StatementReader,
  entry: TalkEntry,
  sentences: readonly Sentence[],
  /** Only what counts on the reader's day (intentions, questions): the rest was folded already. */
  todayOnly = false,
): void => {
  const { roster } = reader;
  const today = entry.day === reader.day;
  if (todayOnly && !today) return;
  const speaker = roster.numberOf(entry.agent);
  if (speaker === undefined || entry.skip || entry.over) return;
  const talk: FoldedTalk = { into, reader, entry, speaker, today, todayOnly };
  const reportsBefore = into.reports.length;
  for (const sentence of sentences) visitStatement(talk, resolveSubjects(sentence, speaker), entry.day);
  if (!todayOnly && into.reports.length === reportsBefore) {
    foldBareMediumResult(into, reader, entry);
    foldBareSeerResults(into, reader, entry);
  }
};

/**
 * A speaker who claimed the seer and says bare `Xは人間でした` of a player still alive that morning told a
 * divination: a dead player's species is the medium's or the attack's to tell, anybody may recall those.
 */
const foldBareSeerResults = (into: TalkStatements, reader: StatementReader, entry: TalkEntry): void => {
  if (!into.claims.some((claim) => claim.agent === entry.agent && claim.role === 'SEER')) return;
  const deadBefore = (name: string): boolean =>
    reader.executed.some((death) => death.agent === name && death.day < entry.day) ||
    reader.attacked.some((death) => death.agent === name && death.day < entry.day);
  for (const target of reader.roster.names) {
    if (target === entry.agent || deadBefore(target)) continue;
    const species = bareDivinationOf(entry.text, target);
    if (species === undefined) continue;
    into.reports.push({
      day: entry.day,
      idx: entry.idx,
      channel: 'talk',
      reporter: entry.agent,
      target,
      species,
      kind: 'divination',
    });
    into.revision++;
  }
};

/**
 * A speaker who claimed the medium and says bare `Xは人狼でした` of the player executed the day before (the
 * reader reads such a line as nothing: alone it may be anybody's recollection) told its result: in the 2025
 * logs most of a true medium's results after the claim's own talk are said so.
 */
const foldBareMediumResult = (into: TalkStatements, reader: StatementReader, entry: TalkEntry): void => {
  if (!into.claims.some((claim) => claim.agent === entry.agent && claim.role === 'MEDIUM')) return;
  const executed = reader.executed.find((death) => death.day === entry.day - 1)?.agent;
  if (executed === undefined || executed === entry.agent) return;
  // `これまでの吊りはすべて人間だった` names nobody: from a claimed medium it tells yesterday's executed player too.
  const species = bareSpeciesOf(entry.text, executed) ?? everyExecutedSpeciesOf(entry.text);
  if (species === undefined) return;
  // Day as a read `IDENTIFIED` of the same talk gets it: the talk's day.
  into.reports.push({
    day: entry.day,
    idx: entry.idx,
    channel: 'talk',
    reporter: entry.agent,
    target: executed,
    species,
    kind: 'identification',
  });
  into.revision++;
};

/**
 * The kind of a result read from a talk, put right by what each role can tell: a medium only tells of a
 * player executed before, and a seer's new finding is about a player the village had not executed yet.
 * A claimed medium's `ユウさんは人間判定でした` of yesterday's executed player reads as a divination, and
 * `ユイさんは「人間」でした` beside the word 霊媒 as an identification of a player never executed: each is taken
 * as the only kind the game allows there, unless the speaker claimed (or already reported as) the role of
 * the kind read. In the 2025 13-player logs this is how a true medium's `X was human` before its claim, and
 * its `…判定` results, were misread.
 */
const resultKindOf = (talk: FoldedTalk, type: 'DIVINED' | 'IDENTIFIED', target: string): Report['kind'] => {
  const { into, reader, entry } = talk;
  const read = type === 'DIVINED' ? 'divination' : 'identification';
  const other = type === 'DIVINED' ? 'identification' : 'divination';
  const readRole = type === 'DIVINED' ? 'SEER' : 'MEDIUM';
  const stands =
    into.claims.some((claim) => claim.agent === entry.agent && claim.role === readRole) ||
    into.reports.some((report) => report.reporter === entry.agent && report.kind === read);
  if (stands) return read;
  const executed = (before: (day: number) => boolean): boolean =>
    reader.executed.some((death) => death.agent === target && before(death.day));
  // A first divination of the player executed the day before, or an identification of a player never
  // executed, cannot be.
  const impossible =
    type === 'DIVINED' ? executed((day) => day === entry.day - 1) : !executed((day) => day < entry.day);
  return impossible ? other : read;
};

/** One talk being folded (what `visitStatement` reads besides the sentence). */
type FoldedTalk = {
  readonly into: TalkStatements;
  readonly reader: StatementReader;
  readonly entry: TalkEntry;
  readonly speaker: number;
  readonly today: boolean;
  readonly todayOnly: boolean;
};

/**
 * Folds one sentence of a talk (and its clauses). Records are written key by key in the order
 * `{ ...origin, … }` would give them: a spread followed by more keys is a slow path in V8 (over a
 * microsecond per record, for every talk of every seat).
 */
const visitStatement = (talk: FoldedTalk, sentence: Sentence, day: number): void => {
  const { into, reader, entry, speaker, today, todayOnly } = talk;
  const { roster } = reader;
  const { day: talkDay, idx } = entry;
  const own = 'subject' in sentence && sentence.subject === speaker;
  switch (sentence.type) {
    case 'COMINGOUT':
      if (todayOnly) return;
      if (own && sentence.target === speaker && isGameRole(sentence.role)) {
        into.claims.push({ day: talkDay, idx, channel: 'talk', agent: entry.agent, role: sentence.role });
        into.revision++;
      }
      return;
    case 'DIVINED':
    case 'IDENTIFIED': {
      if (todayOnly) return;
      const target = roster.nameOf(sentence.target);
      if (own && target !== undefined && isSpecies(sentence.species)) {
        const kind = resultKindOf(talk, sentence.type, target);
        into.reports.push({
          day,
          idx,
          channel: 'talk',
          reporter: entry.agent,
          target,
          species: sentence.species,
          kind,
        });
        into.revision++;
      }
      return;
    }
    case 'ESTIMATE': {
      if (todayOnly) return;
      const target = roster.nameOf(sentence.target);
      if (own && target !== undefined && isGameRole(sentence.role)) {
        into.suspicions.push({ day: talkDay, idx, channel: 'talk', agent: entry.agent, target, role: sentence.role });
        into.revision++;
      }
      return;
    }
    case 'VOTE': {
      const target = roster.nameOf(sentence.target);
      if (own && target !== undefined && today) {
        into.ownIntentions[entry.agent] = target;
        into.revision++;
      }
      return;
    }
    case 'REQUEST':
    case 'INQUIRE': {
      const addressed = sentence.target === reader.selfNumber || sentence.target === ANY;
      if (addressed && entry.agent !== reader.self && today) {
        const toMe = sentence.target === reader.selfNumber;
        into.questions.push({
          day: talkDay,
          idx,
          channel: 'talk',
          from: entry.agent,
          kind: sentence.type,
          toMe,
          clause: sentence.clause,
        });
        into.revision++;
      }
      const inner = sentence.clause;
      if (sentence.type === 'REQUEST' && inner.type === 'VOTE' && today) {
        const target = roster.nameOf(inner.target);
        if (target !== undefined) {
          into.requestedVotes[entry.agent] = target;
          into.revision++;
        }
      }
      return;
    }
    case 'AND':
    case 'BECAUSE':
      for (const clause of sentence.clauses) visitStatement(talk, clause, day);
      return;
    case 'DAY':
      visitStatement(talk, sentence.clause, sentence.day);
      return;
    default:
      return;
  }
};

/** The attack proposals read so far from today's whispers (what `visitWhisper` writes). */
type AttackPlans = {
  readonly roster: Roster;
  readonly attackPlans: Record<string, string>;
  readonly requestedAttacks: Record<string, string>;
};

/** One whisper sentence (and its clauses). */
const visitWhisper = (plans: AttackPlans, entry: TalkEntry, sentence: Sentence, speaker: number): void => {
  if (sentence.type === 'AND' || sentence.type === 'BECAUSE') {
    for (const clause of sentence.clauses) visitWhisper(plans, entry, clause, speaker);
    return;
  }
  const proposal = sentence.type === 'REQUEST' ? sentence.clause : sentence;
  if (proposal.type !== 'ATTACK') return;
  const target = plans.roster.nameOf(proposal.target);
  if (target === undefined) return;
  if (sentence.type === 'REQUEST') plans.requestedAttacks[entry.agent] = target;
  else if (proposal.subject === speaker) plans.attackPlans[entry.agent] = target;
};

/**
 * Today's attack proposals from the whispers. Whispers are the werewolves' private plans, not public
 * statements: only attack proposals are read.
 */
export const readAttackPlans = (options: {
  state: GameState;
  understood: Understood;
  roster: Roster;
}): Record<string, string> => {
  const { state, understood, roster } = options;
  const plans: AttackPlans = { roster, attackPlans: {}, requestedAttacks: {} };
  const { attackPlans, requestedAttacks } = plans;
  state.whispers.forEach((entry, position) => {
    if (entry.skip || entry.over || entry.day !== state.day) return;
    const speaker = roster.numberOf(entry.agent);
    if (speaker === undefined) return;
    for (const sentence of understood.whispers[position] ?? []) {
      visitWhisper(plans, entry, resolveSubjects(sentence, speaker), speaker);
    }
  });
  for (const [agent, target] of Object.entries(requestedAttacks)) {
    attackPlans[agent] ??= target;
  }
  return attackPlans;
};

/**
 * The statements as the beliefs hold them: a copy of what was folded (the folder keeps growing its
 * own arrays; beliefs handed out earlier must not change under their holder). A copy made last time
 * from the same growing array is reused while that array has not grown (its records only ever get
 * appended), so what the beliefs derive from an unchanged list can be kept by identity.
 */
export const finishStatements = (
  talk: TalkStatements,
  attackPlans: Record<string, string>,
  previous?: { readonly talk: TalkStatements; readonly statements: Statements },
): Statements => {
  const voteIntentions: Record<string, string> = { ...talk.ownIntentions };
  // "Let us all vote X" counts as an intention when the speaker stated none of its own.
  for (const [agent, target] of Object.entries(talk.requestedVotes)) {
    voteIntentions[agent] ??= target;
  }
  return {
    claims: copyOf(talk.claims, previous?.talk.claims, previous?.statements.claims),
    reports: copyOf(talk.reports, previous?.talk.reports, previous?.statements.reports),
    suspicions: copyOf(talk.suspicions, previous?.talk.suspicions, previous?.statements.suspicions),
    questions: copyOf(talk.questions, previous?.talk.questions, previous?.statements.questions),
    voteIntentions,
    attackPlans,
  };
};

/** A copy of the append-only `current`: `previousCopy` when it was copied from the same array at this length. */
const copyOf = <Item>(current: Item[], previousSource: Item[] | undefined, previousCopy: Item[] | undefined): Item[] =>
  previousSource === current && previousCopy !== undefined && previousCopy.length === current.length
    ? previousCopy
    : current.slice();

/**
 * Reads what each speaker said about itself: claims, results, suspicions, vote intentions, and the
 * questions addressed to us, from the whole history at once (see `createStatementsFolder` for the
 * incremental reading a brain does request after request).
 */
export const collectStatements = (options: { state: GameState; understood: Understood }): Statements => {
  const { state, understood } = options;
  const reader = statementReaderOf(state);
  const talk = emptyTalkStatements();
  state.talks.forEach((entry, position) => {
    foldTalk(talk, reader, entry, understood.talks[position] ?? []);
  });
  return finishStatements(talk, readAttackPlans({ state, understood, roster: reader.roster }));
};
