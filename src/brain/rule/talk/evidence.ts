import type { GameRole, GameState } from '../../../game/state.ts';
import type { Roster } from '../../../protocol/index.ts';
import type { Sentence } from '../../../protocol/ast.ts';
import { forEachStatedClause } from '../../../protocol/index.ts';
import { type Beliefs, viewOf, withoutEchoes } from '../../beliefs/index.ts';
import { asksByName } from './replies.ts';
import { withdrawnClaimOf } from './stated-results.ts';

/**
 * Reasons a player at the table could check against the game record: who reported what, who claimed
 * what and when, who said one name and voted another, who voted whom with whom, who stayed silent.
 * Each names its facts; the phrase books turn a kind and its names into words.
 */
export type Reason =
  | {
      readonly kind: 'black-report' | 'white-report';
      readonly target: string;
      readonly reporter: string;
      readonly own: boolean;
    }
  | {
      readonly kind: 'counter-claim' | 'late-claim';
      readonly target: string;
      /** Late: a claimer of the role before the agent (alive or dead); counter: a living claimer. */
      readonly rival: string;
      readonly role: GameRole;
      /** Counter: every other living claimer of the role, when more than one (a list leaving one out is false). */
      readonly others?: readonly string[];
    }
  | { readonly kind: 'sole-claim'; readonly target: string; readonly role: GameRole }
  /** The agent took back a role it had claimed (and has not claimed it again). */
  | { readonly kind: 'withdrew-claim'; readonly target: string; readonly role: GameRole; readonly day: number }
  /** For trust: the agent voted one who had a black result at the time. */
  | {
      readonly kind: 'voted-black';
      readonly target: string;
      readonly day: number;
      readonly victim: string;
      readonly reporter: string;
    }
  | {
      readonly kind: 'word-vote';
      readonly target: string;
      readonly day: number;
      readonly said: string;
      readonly voted: string;
    }
  | {
      readonly kind: 'voted-identified' | 'voted-attacked';
      readonly target: string;
      readonly day: number;
      readonly victim: string;
    }
  /**
   * The agent voted, on a past day, a player a seer claimer the speaker's side would cite (possibly us)
   * found human (the reporter not the agent itself).
   */
  | {
      readonly kind: 'voted-white';
      readonly target: string;
      readonly day: number;
      readonly victim: string;
      readonly reporter: string;
    }
  | {
      readonly kind: 'voted-with';
      readonly target: string;
      readonly day: number;
      readonly victim: string;
      readonly partner: string;
    }
  /**
   * The agent voted, on a past day, the same player as one our own talk or vote went against (and who has
   * no black result: that is `voted-with`): a vote block with a player we doubt.
   */
  | {
      readonly kind: 'voted-with-doubted';
      readonly target: string;
      readonly day: number;
      readonly victim: string;
      readonly partner: string;
      /** The partner is dead (executed): said in the past ("whom I had doubted"), not as one we doubt now. */
      readonly dead?: true;
    }
  | { readonly kind: 'defended'; readonly target: string; readonly defended: string }
  /** The agent called one our own talk or vote went against a villager (that one has no black result). */
  | { readonly kind: 'defended-doubted'; readonly target: string; readonly defended: string; readonly dead?: true }
  | { readonly kind: 'silence'; readonly target: string; readonly day: number }
  /** The agent questioned us by name today (`@Name`, or a sentence that names us and asks). */
  | { readonly kind: 'pressed-me'; readonly target: string }
  /** The agent said at most one thing today while most others said two or more. */
  | { readonly kind: 'quiet'; readonly target: string; readonly said: number }
  /** The agent voted us on a past day. */
  | { readonly kind: 'voted-me'; readonly target: string; readonly day: number }
  /** The agent talked that day but named no other player (found in the text, not the reading). */
  | { readonly kind: 'no-names'; readonly target: string; readonly day: number }
  /** The agent has talked (day 0 on) and none of its talks named another player (found in the text). */
  | { readonly kind: 'no-names-yet'; readonly target: string }
  /**
   * `asker` asked the agent by name on `day` (`@Name`, or a sentence that names it and asks), and the agent
   * has had a turn since and named no other player in any talk after it (found in the text).
   */
  | { readonly kind: 'unanswered'; readonly target: string; readonly asker: string; readonly day: number }
  /** The agent called us a werewolf (a suspicion, a vote intention or a black result on us). */
  | { readonly kind: 'accused-me'; readonly target: string }
  /** The agent suspects or wants to vote one whom a seer claimer found human. */
  | { readonly kind: 'suspects-white'; readonly target: string; readonly suspected: string; readonly reporter: string }
  | { readonly kind: 'crowd'; readonly target: string; readonly partner: string }
  /** The agent went after (vote or suspicion, today) the only claimer of the seer or the medium. */
  | { readonly kind: 'votes-claimer'; readonly target: string; readonly claimer: string; readonly role: GameRole }
  /** The agent named its vote today in a bare line (no reason word, nothing else said), and never said why. */
  | { readonly kind: 'bare-vote'; readonly target: string; readonly voted: string }
  /** The agent named one vote earlier today and another later. */
  | { readonly kind: 'vote-switch'; readonly target: string; readonly said: string; readonly voted: string }
  /** Every other living player but us has a white result from a seer claimer: the agent is the only grey left. */
  | { readonly kind: 'last-grey'; readonly target: string }
  | { readonly kind: 'no-white'; readonly target: string }
  | {
      readonly kind: 'medium-voters';
      readonly target: string;
      readonly day: number;
      readonly voters: readonly string[];
    }
  | { readonly kind: 'medium-match'; readonly target: string; readonly reporter: string }
  /**
   * A seer claimer's divination on `victim` said the opposite of a medium claimer's result on it
   * (`medium`: the medium claimer, possibly us; `werewolf`: what the divination said).
   */
  | {
      readonly kind: 'medium-contradicts';
      readonly target: string;
      readonly victim: string;
      readonly medium: string;
      readonly werewolf: boolean;
    };

export type ReasonKind = Reason['kind'];

/** What a reason reads: the state, the beliefs, and each talk read into sentences (parallel to `state.talks`). */
export type GameRecord = {
  readonly state: GameState;
  readonly beliefs: Beliefs;
  readonly roster: Roster;
  readonly talkSentences: readonly (readonly Sentence[])[];
};

/** A stable key per reason (its kind and names), so one agent does not give the same reason twice. */
export const reasonKey = (reason: Reason): string => {
  switch (reason.kind) {
    case 'black-report':
    case 'white-report':
      return `${reason.kind}:${reason.target}:${reason.reporter}`;
    case 'counter-claim':
    case 'late-claim':
      return `claim:${reason.target}:${reason.rival}`;
    case 'sole-claim':
      return `sole:${reason.target}`;
    case 'withdrew-claim':
      return `withdrew:${reason.target}:${reason.role}`;
    case 'voted-black':
      return `voted-black:${reason.target}:${reason.day}`;
    case 'word-vote':
    case 'voted-identified':
    case 'voted-attacked':
    case 'voted-with':
    case 'voted-with-doubted':
    case 'voted-white':
      return `${reason.kind}:${reason.target}:${reason.day}`;
    case 'defended':
    case 'defended-doubted':
      return `${reason.kind}:${reason.target}:${reason.defended}`;
    case 'silence':
    case 'no-names':
    case 'voted-me':
      return `${reason.kind}:${reason.target}:${reason.day}`;
    case 'quiet':
    case 'pressed-me':
    case 'no-names-yet':
      return `${reason.kind}:${reason.target}`;
    case 'unanswered':
      return `unanswered:${reason.target}:${reason.asker}:${reason.day}`;
    case 'accused-me':
      return `accused-me:${reason.target}`;
    case 'suspects-white':
      return `suspects-white:${reason.target}:${reason.suspected}`;
    case 'crowd':
      return `crowd:${reason.target}:${reason.partner}`;
    case 'votes-claimer':
      return `votes-claimer:${reason.target}:${reason.claimer}`;
    case 'bare-vote':
    case 'vote-switch':
      return `${reason.kind}:${reason.target}:${reason.voted}`;
    case 'last-grey':
      return `last-grey:${reason.target}`;
    case 'no-white':
      return `no-white:${reason.target}`;
    case 'medium-voters':
      return `medium-voters:${reason.target}`;
    case 'medium-match':
      return `medium-match:${reason.target}`;
    case 'medium-contradicts':
      return `medium-contradicts:${reason.target}:${reason.victim}`;
  }
};

const SPECIAL_ROLES: ReadonlySet<GameRole> = new Set(['SEER', 'MEDIUM', 'BODYGUARD']);

/** A reporter the speaker's side would cite: ourselves, anyone for the werewolf side, else a claimer not likely false. */
const citable = (record: GameRecord, reporter: string): boolean => {
  const { state, beliefs } = record;
  if (reporter === state.self) return true;
  if (state.role === 'WEREWOLF' || state.role === 'POSSESSED') return !state.teammates.includes(reporter);
  return (viewOf(beliefs, reporter)?.claimTrue ?? 0.5) >= 0.3;
};

/** The vote intention each agent stated on a past day (its last VOTE sentence of that day). */
export const statedIntention = (record: GameRecord, agent: string, day: number): string | undefined => {
  const { state, roster, talkSentences } = record;
  const number = roster.numberOf(agent);
  let said: string | undefined;
  for (let index = 0; index < state.talks.length; index++) {
    const talk = state.talks[index]!;
    if (talk.day !== day || talk.agent !== agent) continue;
    for (const sentence of talkSentences[index] ?? []) {
      const vote = voteOf(sentence, number);
      if (vote !== undefined) said = roster.nameOf(vote) ?? said;
    }
  }
  return said;
};

const voteOf = (sentence: Sentence, speaker: number | undefined): number | undefined => {
  if (sentence.type === 'VOTE' && (sentence.subject === undefined || sentence.subject === speaker))
    return sentence.target;
  if (sentence.type === 'AND' || sentence.type === 'BECAUSE') {
    let found: number | undefined;
    for (const clause of sentence.clauses) found = voteOf(clause, speaker) ?? found;
    return found;
  }
  if (sentence.type === 'DAY') return voteOf(sentence.clause, speaker);
  return undefined;
};

const votedOn = (state: GameState, agent: string, day: number): string | undefined => {
  let target: string | undefined;
  // The last vote of the day counts (a re-vote replaces the first).
  for (const vote of state.votes) if (vote.day === day && vote.agent === agent) target = vote.target;
  return target;
};

const votersOf = (state: GameState, target: string, day: number): string[] => {
  const voters = new Map<string, string>();
  for (const vote of state.votes) if (vote.day === day) voters.set(vote.agent, vote.target);
  return [...voters].filter(([, voted]) => voted === target).map(([agent]) => agent);
};

/**
 * Whether `name` is human as the table sees it: the werewolves attacked it, or a claimer the speaker's
 * side would cite found it human (divined or identified).
 */
const foundHumanBy = (record: GameRecord, name: string): boolean =>
  record.state.attacked.some((death) => death.agent === name) ||
  record.beliefs.reports.some(
    (report) => report.target === name && report.species === 'HUMAN' && citable(record, report.reporter),
  );

const isBlack = (record: GameRecord, name: string): string | undefined =>
  record.beliefs.reports.find(
    (report) => report.target === name && report.species === 'WEREWOLF' && citable(record, report.reporter),
  )?.reporter;

/**
 * The reasons against `target` a talk would say: all but "no white result yet" and "questioned us by
 * name" (computed, never said: true of most players, or what the table does).
 */
export const speakableReasons = (record: GameRecord, target: string): Reason[] => {
  const ourWord = ownWordsAllow(record);
  return reasonsAgainst(record, target).filter(
    (reason) => reason.kind !== 'no-white' && reason.kind !== 'pressed-me' && ourWord(reason),
  );
};

/**
 * Whether giving a reason keeps to the speaker's own words and votes: never a result published by a
 * player we went against (suspected in our talk on any day, or voted on a past day), never a vote we
 * cast ourselves held against another ("X voted Y, found human" when we voted Y too), never "I divined
 * X" from one who neither is nor claims the seer.
 */
export const ownWordsAllow = (record: GameRecord): ((reason: Reason) => boolean) => {
  const { state, beliefs } = record;
  let doubted: Set<string> | undefined;
  // Our results as the table weighs them: a line of ours that repeated another's result quoted it.
  let ownResults: readonly Beliefs['reports'][number][] | undefined;
  const ownDivinations = (): readonly Beliefs['reports'][number][] =>
    (ownResults ??= withoutEchoes(beliefs.claims, beliefs.reports).filter(
      (report) => report.reporter === state.self && report.kind === 'divination',
    ));
  // "I divined X" published under our name says we are the seer even where no claim was read; the real
  // medium never divined (a "divination" of ours was misread from its own words).
  const seerVoice = (): boolean =>
    state.role === 'SEER' ||
    (state.role !== 'MEDIUM' &&
      (beliefs.claims.some((claim) => claim.agent === state.self && claim.role === 'SEER') ||
        ownDivinations().length > 0));
  const ownVote = (day: number): string | undefined =>
    state.votes.findLast((vote) => vote.day === day && vote.agent === state.self)?.target;
  return (reason) => {
    if (reason.kind === 'black-report' || reason.kind === 'white-report') {
      // The real seer cites only its own results: a "result" of ours not among them was misread.
      if (reason.own && state.role === 'SEER') {
        const species = reason.kind === 'black-report' ? 'WEREWOLF' : 'HUMAN';
        return state.divineResults.some((result) => result.target === reason.target && result.result === species);
      }
      if (reason.own) {
        const species = reason.kind === 'black-report' ? 'WEREWOLF' : 'HUMAN';
        return (
          seerVoice() &&
          ownDivinations().some((report) => report.target === reason.target && report.species === species)
        );
      }
      doubted ??= doubtedByUs(record);
      return !doubted.has(reason.reporter);
    }
    if (reason.kind === 'voted-white') {
      // Our own white only from the seer's voice; another's only from one we did not go against.
      if (reason.reporter === state.self) {
        if (state.role === 'SEER')
          return (
            ownVote(reason.day) !== reason.victim &&
            state.divineResults.some((result) => result.target === reason.victim && result.result === 'HUMAN')
          );
        if (!seerVoice() || !ownDivinations().some((report) => report.target === reason.victim)) return false;
      } else {
        doubted ??= doubtedByUs(record);
        if (doubted.has(reason.reporter)) return false;
      }
      return ownVote(reason.day) !== reason.victim;
    }
    if (
      reason.kind === 'voted-identified' ||
      reason.kind === 'voted-attacked' ||
      reason.kind === 'voted-with' ||
      reason.kind === 'voted-with-doubted'
    )
      return ownVote(reason.day) !== reason.victim;
    return true;
  };
};

/**
 * Whom our own words and votes set us against: anyone our talk (under our name, any day) called a
 * werewolf or the possessed, anyone we voted on a past day.
 */
export const doubtedByUs = (record: GameRecord): Set<string> => {
  const { state, roster, talkSentences } = record;
  const self = roster.numberOf(state.self);
  const doubted = new Set<string>();
  for (const vote of state.votes) if (vote.agent === state.self) doubted.add(vote.target);
  for (let index = 0; index < state.talks.length; index++) {
    if (state.talks[index]!.agent !== state.self) continue;
    forEachStatedClause(talkSentences[index] ?? [], (clause) => {
      if ('subject' in clause && clause.subject !== undefined && clause.subject !== self) return;
      if (clause.type === 'ESTIMATE' && (clause.role === 'WEREWOLF' || clause.role === 'POSSESSED')) {
        const name = roster.nameOf(clause.target);
        if (name !== undefined) doubted.add(name);
      }
    });
  }
  return doubted;
};

/**
 * The players we doubt now, as our own words and votes tell it (`doubtedByUs`), less any our talk later
 * called a villager or human: "Y whom I doubt" must not break our own story.
 */
export const stillDoubtedByUs = (record: GameRecord): Set<string> => {
  const { state, roster, talkSentences } = record;
  const doubted = doubtedByUs(record);
  const self = roster.numberOf(state.self);
  for (let index = 0; index < state.talks.length; index++) {
    if (state.talks[index]!.agent !== state.self) continue;
    forEachStatedClause(talkSentences[index] ?? [], (clause) => {
      if ('subject' in clause && clause.subject !== undefined && clause.subject !== self) return;
      const cleared =
        (clause.type === 'ESTIMATE' && clause.role !== 'WEREWOLF' && clause.role !== 'POSSESSED') ||
        ((clause.type === 'DIVINED' || clause.type === 'IDENTIFIED') && clause.species === 'HUMAN');
      const name = cleared ? roster.nameOf(clause.target) : undefined;
      if (name !== undefined) doubted.delete(name);
    });
  }
  return doubted;
};

/** Why `target` looks like the werewolf side, strongest kinds first; every one true of the record. */
export const reasonsAgainst = (record: GameRecord, target: string): Reason[] => {
  const { state, beliefs } = record;
  const reasons: Reason[] = [];
  // Computed once, and only when a vote block or a vouching reason needs it.
  let doubted: Set<string> | undefined;
  const stillDoubted = (): Set<string> => {
    doubted ??= stillDoubtedByUs(record);
    return doubted;
  };
  for (const report of beliefs.reports) {
    if (report.target !== target || report.species !== 'WEREWOLF' || report.kind !== 'divination') continue;
    if (!citable(record, report.reporter)) continue;
    reasons.push({ kind: 'black-report', target, reporter: report.reporter, own: report.reporter === state.self });
  }
  const contradicted = mediumContradiction(record, target);
  if (contradicted !== undefined) reasons.push(contradicted);
  if (lastGrey(record, target)) reasons.push({ kind: 'last-grey', target });
  for (let day = state.day - 1; day >= 1; day--) {
    const voted = votedOn(state, target, day);
    if (voted === undefined) continue;
    const said = statedIntention(record, target, day);
    if (said !== undefined && said !== voted) reasons.push({ kind: 'word-vote', target, day, said, voted });
    const executed = state.executed.some((death) => death.day === day && death.agent === voted);
    const foundHuman =
      executed &&
      beliefs.reports.some(
        (report) =>
          report.target === voted &&
          report.kind === 'identification' &&
          report.species === 'HUMAN' &&
          citable(record, report.reporter),
      );
    const attacked = !executed && state.attacked.some((death) => death.agent === voted && death.day >= day);
    if (foundHuman) reasons.push({ kind: 'voted-identified', target, day, victim: voted });
    else if (attacked) reasons.push({ kind: 'voted-attacked', target, day, victim: voted });
    else if (voted !== state.self) {
      // Found human by a divination only (the medium's word or the attack says it already).
      const white = beliefs.reports.find(
        (report) =>
          report.target === voted &&
          report.kind === 'divination' &&
          report.species === 'HUMAN' &&
          report.reporter !== target &&
          citable(record, report.reporter),
      );
      if (white !== undefined)
        reasons.push({ kind: 'voted-white', target, day, victim: voted, reporter: white.reporter });
    }
    const partner = votersOf(state, voted, day).find(
      (voter) => voter !== target && isBlack(record, voter) !== undefined,
    );
    if (partner !== undefined && partner !== state.self) {
      reasons.push({ kind: 'voted-with', target, day, victim: voted, partner });
    } else if (voted !== state.self) {
      // A vote block with one we went against: the vote that carried a player we doubt carried this one too.
      const ours = stillDoubted();
      const doubtedPartner = votersOf(state, voted, day).find(
        (voter) =>
          voter !== target &&
          voter !== state.self &&
          voter !== voted &&
          ours.has(voter) &&
          !foundHumanBy(record, voter),
      );
      if (doubtedPartner !== undefined)
        reasons.push({
          kind: 'voted-with-doubted',
          target,
          day,
          victim: voted,
          partner: doubtedPartner,
          ...(state.status[doubtedPartner] === 'ALIVE' ? {} : { dead: true as const }),
        });
    }
  }
  for (const suspicion of beliefs.suspicions) {
    if (suspicion.agent !== target || suspicion.role !== 'VILLAGER' || suspicion.target === state.self) continue;
    if (isBlack(record, suspicion.target) !== undefined) {
      if (!reasons.some((reason) => reason.kind === 'defended'))
        reasons.push({ kind: 'defended', target, defended: suspicion.target });
    } else if (
      suspicion.target !== target &&
      !reasons.some((reason) => reason.kind === 'defended-doubted') &&
      stillDoubted().has(suspicion.target) &&
      !foundHumanBy(record, suspicion.target)
    ) {
      // Vouching for one we doubt: the one who trusts a player we went against, and no result says either.
      reasons.push({
        kind: 'defended-doubted',
        target,
        defended: suspicion.target,
        ...(state.status[suspicion.target] === 'ALIVE' ? {} : { dead: true as const }),
      });
    }
  }
  const claimOf = beliefs.claims.findLast((claim) => claim.agent === target);
  if (claimOf !== undefined && SPECIAL_ROLES.has(claimOf.role)) {
    const rivals = (beliefs.counterClaims.find((counter) => counter.role === claimOf.role)?.agents ?? []).filter(
      (name) => name !== target,
    );
    // Who came out first is read from each one's first claim of the role: a claim restated later is not late.
    const firstClaim = (agent: string) =>
      beliefs.claims.find((claim) => claim.agent === agent && claim.role === claimOf.role);
    const ownFirst = firstClaim(target) ?? claimOf;
    // Said only while both first claims are of yesterday or today: an order days old is out of what the table
    // has in view, where restatements since may show the later claimer first (judges: "X claimed after Y"
    // when, as far as they could see, X claimed first).
    const inView = (claim: { readonly day: number }): boolean => claim.day >= state.day - 1;
    const earlier = rivals.find((rival) => {
      const rivalClaim = firstClaim(rival);
      return (
        rivalClaim !== undefined &&
        inView(rivalClaim) &&
        inView(ownFirst) &&
        (rivalClaim.day < ownFirst.day || (rivalClaim.day === ownFirst.day && rivalClaim.idx < ownFirst.idx))
      );
    });
    // "X and Y both claim the seer" is said of the living only, and names every living rival.
    const living = rivals.filter((rival) => state.status[rival] === 'ALIVE');
    if (earlier !== undefined) reasons.push({ kind: 'late-claim', target, rival: earlier, role: claimOf.role });
    else if (living[0] !== undefined)
      reasons.push({
        kind: 'counter-claim',
        target,
        rival: living[0],
        role: claimOf.role,
        ...(living.length > 1 ? { others: living } : {}),
      });
  }
  const withdrawal = withdrawnClaimOf(record, target);
  if (withdrawal !== undefined && SPECIAL_ROLES.has(withdrawal.role))
    reasons.push({ kind: 'withdrew-claim', target, role: withdrawal.role, day: withdrawal.day });
  // A suspicion of us said today or yesterday (a black result stands until taken back): "X has been pointing at
  // me" of a suspicion days old, which X has not repeated since, is what judges call an accusation nobody made.
  const accusedMe =
    beliefs.voteIntentions[target] === state.self ||
    beliefs.suspicions.some(
      (suspicion) =>
        suspicion.agent === target &&
        suspicion.target === state.self &&
        suspicion.role === 'WEREWOLF' &&
        suspicion.day >= state.day - 1,
    ) ||
    beliefs.reports.some(
      (report) => report.reporter === target && report.target === state.self && report.species === 'WEREWOLF',
    );
  if (accusedMe) reasons.push({ kind: 'accused-me', target });
  for (let day = state.day - 1; day >= 1; day--) {
    if (votedOn(state, target, day) === state.self) {
      reasons.push({ kind: 'voted-me', target, day });
      break;
    }
  }
  const said = quietToday(state, target);
  if (said !== undefined) reasons.push({ kind: 'quiet', target, said });
  if (
    !accusedMe &&
    state.talks.some(
      (talk) =>
        talk.day === state.day &&
        talk.agent === target &&
        (talk.text.includes(`@${state.self}`) || asksByName(talk.text, state.self, state.agents)),
    )
  ) {
    reasons.push({ kind: 'pressed-me', target });
  }
  const suspected = [
    beliefs.voteIntentions[target],
    ...beliefs.suspicions
      .filter((suspicion) => suspicion.agent === target && suspicion.role === 'WEREWOLF' && suspicion.day === state.day)
      .map((suspicion) => suspicion.target),
  ];
  for (const name of suspected) {
    if (name === undefined || name === state.self) continue;
    const white = beliefs.reports.find(
      (report) =>
        report.target === name &&
        report.species === 'HUMAN' &&
        report.kind === 'divination' &&
        report.reporter !== target &&
        citable(record, report.reporter),
    );
    if (white !== undefined) {
      reasons.push({ kind: 'suspects-white', target, suspected: name, reporter: white.reporter });
      break;
    }
  }
  const claimer = claimerGoneAfter(record, target);
  if (claimer !== undefined) reasons.push(claimer);
  const switched = switchedToday(record, target);
  if (switched !== undefined) reasons.push(switched);
  const bare = bareVote(record, target);
  if (bare !== undefined) reasons.push(bare);
  const silentDay = silentOn(state, target);
  if (silentDay !== undefined) reasons.push({ kind: 'silence', target, day: silentDay });
  const unanswered = unansweredQuestion(state, target);
  if (unanswered !== undefined) reasons.push(unanswered);
  // Never a name since the game began says more than one day with none (and the two say one thing).
  if (namedNobodyYet(state, target)) reasons.push({ kind: 'no-names-yet', target });
  else {
    const namelessDay = namedNobodyOn(state, target);
    if (namelessDay !== undefined) reasons.push({ kind: 'no-names', target, day: namelessDay });
  }
  for (const [agent, intended] of Object.entries(beliefs.voteIntentions)) {
    if (intended === target && agent !== state.self && agent !== target && !state.teammates.includes(agent)) {
      reasons.push({ kind: 'crowd', target, partner: agent });
      break;
    }
  }
  if (!beliefs.reports.some((report) => report.target === target && report.species === 'HUMAN')) {
    reasons.push({ kind: 'no-white', target });
  }
  return strongestFirst(reasons);
};

/**
 * Whether every living player but us and `target` has a white divination result from a seer claimer
 * (not `target` itself) the speaker's side would cite, and `target` has none: the last grey.
 */
const lastGrey = (record: GameRecord, target: string): boolean => {
  const { state, beliefs } = record;
  const whiteFor = (agent: string): boolean =>
    beliefs.reports.some(
      (report) =>
        report.target === agent &&
        report.species === 'HUMAN' &&
        report.kind === 'divination' &&
        report.reporter !== target &&
        citable(record, report.reporter),
    );
  if (whiteFor(target) || state.status[target] !== 'ALIVE') return false;
  const others = state.agents.filter(
    (agent) => agent !== state.self && agent !== target && state.status[agent] === 'ALIVE',
  );
  return others.length > 0 && others.every(whiteFor);
};

/**
 * `reasons` sorted by `PRIORITY`, in place and stably (as `Array.prototype.sort`): an insertion sort, since a
 * player has a handful of reasons and the built-in sort with its comparator was 0.35 % of a 5-player ja
 * in-process game (profile of the shipped arena bench), called for every player the talk weighs.
 */
const strongestFirst = (reasons: Reason[]): Reason[] => {
  for (let index = 1; index < reasons.length; index++) {
    const reason = reasons[index]!;
    const rank = PRIORITY[reason.kind];
    let at = index;
    while (at > 0 && PRIORITY[reasons[at - 1]!.kind] > rank) {
      reasons[at] = reasons[at - 1]!;
      at--;
    }
    reasons[at] = reason;
  }
  return reasons;
};

/** Strongest first: results, then what the agent did against the record, then weaker signs. */
const PRIORITY: Readonly<Record<ReasonKind, number>> = {
  'black-report': 0,
  'last-grey': 0.5,
  // A claim its own claimer took back: the role was a lie by its word.
  'withdrew-claim': 1.5,
  'word-vote': 1,
  'voted-identified': 2,
  'accused-me': 3,
  defended: 4,
  'suspects-white': 5,
  'voted-with': 6,
  // A vote on one a seer claimer found human: weaker than the medium's word on the executed.
  'voted-white': 6.5,
  // A vote block with a player we doubt: what the past days' votes say when no result, claim or word of
  // today does (after today's bare vote, before silence and quiet).
  'voted-with-doubted': 8.7,
  'defended-doubted': 8.8,
  silence: 9,
  // Asked by name and named nobody since: the question the table put is on record, unanswered (day 0 on).
  unanswered: 8.9,
  // No name at all since the game began: what day 1 has when no vote or result exists yet.
  'no-names-yet': 9.4,
  'no-names': 9.5,
  quiet: 9.7,
  'pressed-me': 9.8,
  'voted-me': 3.5,
  'voted-attacked': 10,
  // A rival claim of the role is on the record for all to check: said before what only shows a player's
  // manner (silence, no names, an unanswered question, a bare vote, who else doubts it), which judges read as
  // thin next to a fake claim's call-out. Below what the agent did against the record (results, votes).
  'late-claim': 8.3,
  'counter-claim': 8.4,
  crowd: 11,
  'no-white': 12,
  'white-report': 13,
  'sole-claim': 14,
  'voted-black': 15,
  'medium-voters': 16,
  'medium-match': 17,
  'medium-contradicts': 0.3,
  'votes-claimer': 5.5,
  'vote-switch': 7,
  'bare-vote': 8.5,
};

/** How strong a reason reads, as `reasonsAgainst` orders them: lower is stronger. */
export const reasonRank = (reason: Reason): number => PRIORITY[reason.kind];

/**
 * A divination by `target` on an executed player that a medium claimer's result on that player
 * contradicts (only a medium claimer the speaker's side would cite, never `target` itself).
 */
const mediumContradiction = (record: GameRecord, target: string): Reason | undefined => {
  const { beliefs } = record;
  for (const divination of beliefs.reports) {
    if (divination.reporter !== target || divination.kind !== 'divination') continue;
    const identified = beliefs.reports.find(
      (report) =>
        report.kind === 'identification' &&
        report.target === divination.target &&
        report.reporter !== target &&
        report.species !== divination.species &&
        citable(record, report.reporter),
    );
    if (identified !== undefined) {
      return {
        kind: 'medium-contradicts',
        target,
        victim: divination.target,
        medium: identified.reporter,
        werewolf: divination.species === 'WEREWOLF',
      };
    }
  }
  return undefined;
};

/**
 * Today, else yesterday, when `target` said at least two things and none of them named another player
 * (by name in the text, so a reading the reader missed cannot make it false); today also one thing
 * said in an earlier turn than the latest (its talk of the day so far).
 */
const namedNobodyOn = (state: GameState, target: string): number | undefined => {
  // Today's latest turn: one line in an earlier turn, and a turn gone by since, is a day's talk so far.
  let turnNow = 0;
  for (const talk of state.talks) if (talk.day === state.day && talk.turn > turnNow) turnNow = talk.turn;
  for (const day of [state.day, state.day - 1]) {
    if (day < 1) continue;
    let said = 0;
    let named = false;
    let lastTurn = 0;
    for (const talk of state.talks) {
      if (talk.day !== day || talk.agent !== target || talk.over || talk.skip) continue;
      said++;
      lastTurn = talk.turn;
      if (state.agents.some((name) => name !== target && talk.text.includes(name))) named = true;
    }
    if (!named && (said >= 2 || (said === 1 && day === state.day && lastTurn < turnNow))) return day;
    if (said > 0) return undefined;
  }
  return undefined;
};

/**
 * Whether `target` talked (not only Over or Skip) on a past day and on a day of discussion (day 1 on,
 * today included), and no talk of its, past or today, named another player in the text: a whole game of
 * no names (one day of none is `no-names`). Day 0's greetings alone name nobody by their nature: on day 1,
 * before it spoke, "has named nobody yet" is what judges called a vote on one who had not spoken today.
 */
const namedNobodyYet = (state: GameState, target: string): boolean => {
  let before = 0;
  let discussed = false;
  for (const talk of state.talks) {
    if (talk.agent !== target || talk.over || talk.skip) continue;
    if (state.agents.some((name) => name !== target && talk.text.includes(name))) return false;
    if (talk.day < state.day) before++;
    if (talk.day >= 1) discussed = true;
  }
  return before > 0 && discussed;
};

/** A talk that asks something: a question mark, or a request to speak, tell or explain. */
const ASKS =
  /[?？]|教えて|聞かせて|話して|どう思|どう見|説明して|\b(?:what|who|whom|why|how|tell|explain|share|give)\b/iu;

/**
 * Whether a talk puts a question to `@target`: the talk opens with the address and asks, or the sentence that
 * holds the address asks (the one before it, when the address stands alone after it: 「どう思う？ @X」). An
 * address elsewhere in a talk that asks the table ("Everyone give one suspect. If nothing new I'll vote @X")
 * asked X nothing: "X has named nobody since" is then said of an X who answered the question really put.
 */
const asksAt = (text: string, target: string): boolean => {
  const at = `@${target}`;
  if (!text.includes(at)) return false;
  if (text.trimStart().startsWith(at)) return ASKS.test(text);
  const sentences = text.split(/(?<=[。！？!?])|(?<=\.)\s+/u);
  return sentences.some(
    (sentence, index) =>
      sentence.includes(at) &&
      (ASKS.test(sentence) || (sentence.replace(at, '').trim() === '' && ASKS.test(sentences[index - 1] ?? ''))),
  );
};

/**
 * The latest question put to `target` by name (today or yesterday, day 0 included) after which `target`
 * had a turn (a talk, Over included) and named no other player in any talk since.
 */
const unansweredQuestion = (state: GameState, target: string): Reason | undefined => {
  const { talks, agents } = state;
  for (let index = talks.length - 1; index >= 0; index--) {
    const asked = talks[index]!;
    if (asked.day < state.day - 1) return undefined;
    if (asked.agent === target || asked.over || asked.skip) continue;
    // An `@Name` that asks nothing ("@X your vote is an anomaly", 「@X 賛成だ」) put no question.
    const addressed = asksAt(asked.text, target);
    if (!addressed && !asksByName(asked.text, target, agents)) continue;
    // Its talks since, walked without copying them (this runs for every player weighed, every turn).
    let hadTurn = false;
    let named = false;
    for (let later = index + 1; later < talks.length && !named; later++) {
      const talk = talks[later]!;
      if (talk.agent !== target) continue;
      hadTurn = true;
      named = !talk.over && !talk.skip && agents.some((name) => name !== target && talk.text.includes(name));
    }
    // Not had its turn since: the next question back may be the one it answers.
    if (!hadTurn) continue;
    return named ? undefined : { kind: 'unanswered', target, asker: asked.agent, day: asked.day };
  }
  return undefined;
};

/**
 * Today: `target` said at most one thing while at least half of the other living players said two or
 * more, or nothing at all though its turn came (it passed with Over/Skip, or a later turn has begun);
 * how many it said (0 or 1), else undefined.
 */
const quietToday = (state: GameState, target: string): number | undefined => {
  // The dead say nothing today because they cannot: "X has not spoken today" of one gone is false.
  if (state.status[target] !== 'ALIVE') return undefined;
  const said = new Map<string, number>();
  let turnNow = 0;
  let passed = false;
  for (const talk of state.talks) {
    if (talk.day !== state.day) continue;
    if (talk.turn > turnNow) turnNow = talk.turn;
    if (talk.over || talk.skip) {
      if (talk.agent === target) passed = true;
      continue;
    }
    said.set(talk.agent, (said.get(talk.agent) ?? 0) + 1);
  }
  const own = said.get(target) ?? 0;
  if (own > 1) return undefined;
  // Nothing said today though its turn came (it passed, or a later turn has begun).
  if (
    own === 0 &&
    (passed || turnNow > 0) &&
    state.talks.some((talk) => talk.day === state.day && talk.agent !== target && !talk.over && !talk.skip)
  )
    return 0;
  const others = state.agents.filter((name) => name !== target && state.status[name] === 'ALIVE');
  const talkative = others.filter((name) => (said.get(name) ?? 0) >= 2).length;
  return others.length > 0 && talkative * 2 >= others.length ? own : undefined;
};

/**
 * The only living claimer of the seer or the medium (no rival claims the role; not us, not `target`,
 * a claimer the speaker's side would cite) that `target` wants voted today or called a werewolf or the
 * possessed today.
 */
const claimerGoneAfter = (record: GameRecord, target: string): Reason | undefined => {
  const { state, beliefs } = record;
  const named = new Set<string>();
  const intended = beliefs.voteIntentions[target];
  if (intended !== undefined) named.add(intended);
  for (const suspicion of beliefs.suspicions)
    if (
      suspicion.agent === target &&
      suspicion.day === state.day &&
      (suspicion.role === 'WEREWOLF' || suspicion.role === 'POSSESSED')
    )
      named.add(suspicion.target);
  for (const name of named) {
    if (name === state.self || name === target || state.status[name] !== 'ALIVE') continue;
    const role = beliefs.claims.findLast((claim) => claim.agent === name)?.role;
    if (role !== 'SEER' && role !== 'MEDIUM') continue;
    if (beliefs.counterClaims.some((counter) => counter.role === role)) continue;
    if (beliefs.claims.some((claim) => claim.agent === target && claim.role === role)) continue;
    if (!citable(record, name)) continue;
    return { kind: 'votes-claimer', target, claimer: name, role };
  }
  return undefined;
};

/** The agent's own vote intentions today, in the order said (a repeated name once per change). */
const votesSaidToday = (record: GameRecord, agent: string): { name: string; index: number }[] => {
  const { state, roster, talkSentences } = record;
  const number = roster.numberOf(agent);
  const said: { name: string; index: number }[] = [];
  for (let index = 0; index < state.talks.length; index++) {
    const talk = state.talks[index]!;
    if (talk.day !== state.day || talk.agent !== agent) continue;
    for (const sentence of talkSentences[index] ?? []) {
      const vote = voteOf(sentence, number);
      const name = vote === undefined ? undefined : roster.nameOf(vote);
      // Only a vote the text itself names (by name or protocol number): one read through a pronoun or a
      // guess may be wrong, and a "switch" built on it is a vote change nobody made (judges' complaint).
      if (name === undefined || !namesVoted(talk.text, name, vote!)) continue;
      if (said.at(-1)?.name !== name) said.push({ name, index });
    }
  }
  return said;
};

const namesVoted = (text: string, name: string, number: number): boolean =>
  text.includes(name) || text.includes(`Agent[${String(number).padStart(2, '0')}]`);

/** Named one vote earlier today and another one since (the latest stands). */
const switchedToday = (record: GameRecord, target: string): Reason | undefined => {
  const said = votesSaidToday(record, target);
  if (said.length < 2) return undefined;
  const first = said[0]!.name;
  const last = said.at(-1)!.name;
  if (first === last || last === target) return undefined;
  return { kind: 'vote-switch', target, said: first, voted: last };
};

/** Words that give a reason, or ask one, in the languages the table speaks. */
const REASON_WORD =
  /\b(?:because|since|as|so|why|due|given|after|seems?|looks?|suspicious|think|feel)\b|ので|から|ため|理由|なぜ|だって|怪し|思う|気にな|疑/iu;

/**
 * A vote `target` named today only in bare lines: each of its talks today that names the voted player is
 * short (at most 24 characters besides names and spaces), names no one else, and has no reason word;
 * at least one of them reads as the vote. Said of the vote it stands by now.
 */
const bareVote = (record: GameRecord, target: string): Reason | undefined => {
  const { state } = record;
  const said = votesSaidToday(record, target);
  const voted = said.at(-1)?.name;
  if (voted === undefined || voted === state.self || voted === target) return undefined;
  const others = state.agents.filter((agent) => agent !== voted && agent !== target);
  for (const talk of state.talks) {
    if (talk.day !== state.day || talk.agent !== target || talk.over || talk.skip) continue;
    if (!talk.text.includes(voted)) continue;
    if (others.some((agent) => talk.text.includes(agent))) return undefined;
    const rest = [...state.agents]
      .sort((left, right) => right.length - left.length)
      .reduce((text, name) => text.replaceAll(name, ''), talk.text)
      .replace(/\s+/gu, '');
    if (rest.length > 24 || REASON_WORD.test(talk.text)) return undefined;
  }
  return { kind: 'bare-vote', target, voted };
};

/**
 * Yesterday (day 0 included), when `target` spoke only Over or Skip that day while most of the others who
 * talked said something, and has said nothing since. A silence the player has broken is no silence to the
 * table: judges read "X only said Over" beside X's talk of today as a fact the table never saw, and an older
 * day than yesterday is out of what a listener holds in view.
 */
const silentOn = (state: GameState, target: string): number | undefined => {
  if (state.talks.some((talk) => talk.day === state.day && talk.agent === target && !talk.over && !talk.skip))
    return undefined;
  for (let day = state.day - 1; day >= Math.max(0, state.day - 1); day--) {
    let spoke = 0;
    let said = 0;
    const speakers = new Set<string>();
    const talkers = new Set<string>();
    for (const talk of state.talks) {
      if (talk.day !== day) continue;
      if (talk.agent !== target) {
        speakers.add(talk.agent);
        if (!talk.over && !talk.skip) talkers.add(talk.agent);
        continue;
      }
      spoke++;
      if (!talk.over && !talk.skip) said++;
    }
    if (spoke > 0 && said === 0 && talkers.size * 2 > speakers.size) return day;
  }
  return undefined;
};

/** Why `target` looks trustworthy: a white result, or the only claim of a role. */
export const reasonsFor = (record: GameRecord, target: string): Reason[] => {
  const { state, beliefs } = record;
  const reasons: Reason[] = [];
  for (const report of beliefs.reports) {
    if (report.target !== target || report.species !== 'HUMAN' || report.kind !== 'divination') continue;
    if (!citable(record, report.reporter)) continue;
    reasons.push({ kind: 'white-report', target, reporter: report.reporter, own: report.reporter === state.self });
  }
  const claim = beliefs.claims.findLast((entry) => entry.agent === target);
  if (
    claim !== undefined &&
    SPECIAL_ROLES.has(claim.role) &&
    !beliefs.counterClaims.some((counter) => counter.role === claim.role)
  ) {
    reasons.push({ kind: 'sole-claim', target, role: claim.role });
  }
  for (let day = state.day - 1; day >= 1; day--) {
    const voted = votedOn(state, target, day);
    if (voted === undefined) continue;
    const black = beliefs.reports.find(
      (report) =>
        report.target === voted &&
        report.species === 'WEREWOLF' &&
        report.kind === 'divination' &&
        report.day <= day &&
        report.reporter !== target &&
        citable(record, report.reporter),
    );
    if (black !== undefined) {
      reasons.push({ kind: 'voted-black', target, day, victim: voted, reporter: black.reporter });
      break;
    }
  }
  return reasons;
};

/**
 * What the record says about `target`, for a question about that player: what speaks for it first when
 * we hold it likely human (or it is our teammate), else what speaks against it first.
 */
export const reasonsAbout = (record: GameRecord, target: string, askedWhyTrusted = false): Reason[] => {
  // Asked why we trust it, what speaks for it answers first, whatever we hold of it.
  const trusted =
    askedWhyTrusted ||
    record.state.teammates.includes(target) ||
    (viewOf(record.beliefs, target)?.werewolf ?? 0.5) < TRUSTED;
  const forIt = reasonsFor(record, target);
  const against = reasonsAgainst(record, target);
  return trusted ? [...forIt, ...against] : [...against, ...forIt];
};

/** Below this werewolf probability a player asked about is answered with what speaks for it first. */
const TRUSTED = 0.3;

/** What a medium result implies: who voted the executed human, or which seer it confirms. */
export const mediumImplications = (record: GameRecord, target: string, werewolf: boolean): Reason[] => {
  const { state, beliefs } = record;
  const executed = state.executed.find((death) => death.agent === target);
  // A seer claimer who said the opposite of this result on the same player: its claim breaks here.
  const contradicted = beliefs.reports.find(
    (report) =>
      report.kind === 'divination' &&
      report.target === target &&
      report.reporter !== state.self &&
      (report.species === 'WEREWOLF') !== werewolf &&
      state.status[report.reporter] === 'ALIVE',
  );
  if (contradicted !== undefined) {
    return [
      {
        kind: 'medium-contradicts',
        target: contradicted.reporter,
        victim: target,
        medium: state.self,
        werewolf: !werewolf,
      },
    ];
  }
  if (werewolf) {
    const reporter = beliefs.reports.find(
      (report) =>
        report.target === target &&
        report.species === 'WEREWOLF' &&
        report.kind === 'divination' &&
        report.reporter !== state.self,
    )?.reporter;
    return reporter === undefined ? [] : [{ kind: 'medium-match', target, reporter }];
  }
  if (executed === undefined) return [];
  // Our own vote on the human named too, last (judges: a list leaving out the speaker reads as hiding it).
  const all = votersOf(state, target, executed.day);
  const others = all.filter((voter) => voter !== state.self);
  const voters = all.includes(state.self) ? [...others, state.self] : others;
  return others.length === 0 || others.length > 4 ? [] : [{ kind: 'medium-voters', target, day: executed.day, voters }];
};
