// The move a talk makes, planned before it is phrased: a claim with its results and what they call for,
// the bodyguard's or medium's reason to come out, a vote or suspicion (or the werewolf side coming out on
// its decisive day), with the reasons that back it, whom it names and the role it calls fake. Apart from
// compose-talk.ts because it decides what the move is; the composer decides how the talk around it is said.
import type { ComposeInput } from './compose-input.ts';
import type { GameRole } from '../../../game/state.ts';
import { forEachStatedClause } from '../../../protocol/index.ts';
import { declaredHuman } from '../vote-choice.ts';
import {
  type GameRecord,
  mediumImplications,
  doubtedByUs,
  type Reason,
  reasonsAgainst,
  reasonsFor,
  statedIntention,
} from './evidence.ts';
import { ownStance } from './own-stance.ts';
import type { Piece } from './phrase-book.ts';
import type { Content } from './talk-content.ts';
import { EN_COUNTS, namer, roleValues } from './spoken-words.ts';

/**
 * What a divination result means for today's vote, said after it: on a black result the vote we
 * intend anyway (the call states it, so saying it commits us to it); on a white one that leaves a
 * single other player alive, that player as the werewolf and our vote; on another white one that its
 * target should not be voted (which states nothing a reader takes as a claim or vote).
 */
export type MoveCall = { readonly piece: Piece; readonly vote?: string; readonly suspects?: string };

const resultCalls = (input: ComposeInput, content: Content, target: string, werewolf: boolean): MoveCall[] => {
  const { record, voice, memory } = input;
  const { state } = record;
  const name = namer(voice, state.self);
  const stated = memory.intentions.get(state.day);
  // The vote the call would state: the one we intend, not contradicting a vote said today or a teammate.
  const callable = (on: string): boolean =>
    content.vote === undefined &&
    input.voteTarget === on &&
    (stated === undefined || stated === on) &&
    !state.teammates.includes(on);
  if (!werewolf) {
    // A white result that leaves one other player alive names the werewolf: the call says so.
    const left = state.agents.filter(
      (agent) => agent !== state.self && agent !== target && state.status[agent] === 'ALIVE',
    );
    const last = left.length === 1 ? left[0]! : undefined;
    if (last !== undefined && callable(last)) {
      const values = { t: name(target), b: name(last) };
      // With our vote when it fits; else (Japanese's 50 characters) the werewolf named, the vote said later.
      return [
        { piece: { kind: 'result-call-last', values }, vote: last },
        { piece: { kind: 'result-call-last-short', values }, suspects: last },
      ];
    }
    // "Keep your votes off T" only of one who can still be voted.
    if (state.status[target] !== 'ALIVE') return [];
    return [{ piece: { kind: 'result-call-white', values: { t: name(target) } } }];
  }
  if (!callable(target)) return [];
  return [{ piece: { kind: 'result-call-black', values: { t: name(target) } }, vote: target }];
};

/** The medium's call to the likeliest true living seer claimer (not us, not a teammate) for its next result. */
const seerCalls = (input: ComposeInput): MoveCall[] => {
  const { record, voice } = input;
  const { state, beliefs } = record;
  let seer: { name: string; truth: number } | undefined;
  for (const agent of beliefs.agents) {
    if (!agent.alive || agent.claim !== 'SEER' || agent.name === state.self || state.teammates.includes(agent.name))
      continue;
    const truth = agent.claimTrue ?? 0;
    if (seer === undefined || truth > seer.truth) seer = { name: agent.name, truth };
  }
  if (seer === undefined) return [];
  return [{ piece: { kind: 'result-call-seer', values: { b: namer(voice, state.self)(seer.name) } } }];
};

/**
 * Why a bodyguard or medium comes out with no result to give: the living who said today they vote us
 * (what the claim answers, and a fact every player can check). Big tables ask it of every late claim.
 */
const claimWhy = (input: ComposeInput, content: Content): Piece | undefined => {
  if (
    (content.claim !== 'BODYGUARD' && content.claim !== 'MEDIUM') ||
    content.results.length > 0 ||
    content.guarded !== undefined
  )
    return undefined;
  const { record, voice } = input;
  const { state, beliefs } = record;
  const voters = Object.entries(beliefs.voteIntentions)
    .filter(([agent, target]) => target === state.self && agent !== state.self && state.status[agent] === 'ALIVE')
    .map(([agent]) => agent);
  if (voters.length < 2) return undefined;
  if (voters.length > 3) {
    const count = voice.lang === 'en' ? (EN_COUNTS[voters.length] ?? String(voters.length)) : String(voters.length);
    return { kind: 'claim-threatened-many', values: { k: count } };
  }
  const name = namer(voice, state.self);
  return {
    kind: 'claim-threatened',
    values: { list: voters.map(name).join(voice.lang === 'ja' ? '・' : ' and ') },
  };
};

/**
 * Last night's guard, said as a success when nobody was attacked that night (the one fact only the
 * bodyguard can give: the guarded player is no werewolf's victim, and likely human).
 */
const guardedPiece = (input: ComposeInput, guarded: string, name: (agent: string) => string): Piece => {
  const { state } = input.record;
  const quiet = !state.attacked.some((death) => death.day === state.day - 1);
  return { kind: quiet ? 'guarded-quiet' : 'guarded', values: { t: name(guarded) } };
};

/** A move planned: its pieces, the reasons that back it, whom it names, its calls, the role it calls fake. */
export type Plan = {
  pieces: Piece[];
  reasons: Reason[];
  target?: string;
  calls?: MoveCall[];
  fake?: GameRole;
  /** Said before the move when it fits (the werewolf side's reason to come out now). */
  lead?: Piece;
};

/** The move's own pieces and the reasons that back it. */
export const movePlan = (input: ComposeInput, content: Content): Plan | undefined => {
  const { record, voice } = input;
  const name = namer(voice, record.state.self);
  const pieces: Piece[] = [];
  let reasons: Reason[] = [];
  if (content.claim !== undefined) {
    pieces.push({ kind: 'claim', values: roleValues(voice, content.claim) });
    const why = claimWhy(input, content);
    if (why !== undefined) pieces.push(why);
  }
  if (content.guarded !== undefined) pieces.push(guardedPiece(input, content.guarded, name));
  let calls: MoveCall[] = [];
  for (const result of content.results) {
    pieces.push({
      kind: `${result.kind}-${result.werewolf ? 'werewolf' : 'human'}`,
      values: { t: name(result.target) },
    });
    if (result.kind === 'identified') {
      reasons = mediumImplications(record, result.target, result.werewolf);
      // With nothing the result implies, the medium turns to the living seer claimer for its next result.
      if (reasons.length === 0 && calls.length === 0) calls = seerCalls(input);
    } else if (calls.length === 0) calls = resultCalls(input, content, result.target, result.werewolf);
  }
  if (content.claim === 'WEREWOLF' || content.claim === 'POSSESSED') {
    // Out in the open on the decisive day: the werewolf's vote and its call to the possessed to join
    // it (by name when the possessed is out already); the possessed asks the werewolf to name the vote
    // it will follow. A plain vote: "I am the werewolf. X also bothers me but I vote Y" says nothing.
    const vote = content.vote;
    if (vote !== undefined) pieces.push({ kind: 'vote', values: { t: name(vote) } });
    const partner = content.claim === 'WEREWOLF' ? outPartner(input) : undefined;
    const calls: MoveCall[] =
      content.claim === 'WEREWOLF'
        ? vote === undefined
          ? []
          : [
              ...(partner === undefined
                ? []
                : [{ piece: { kind: 'endgame-call-partner', values: { p: name(partner), t: name(vote) } } }]),
              { piece: { kind: 'endgame-call-possessed', values: { t: name(vote) } } },
            ]
        : vote === undefined
          ? [{ piece: { kind: 'endgame-call-werewolf', values: {} } }]
          : [];
    // Why now, said first when it fits: how few are left (a fact of the table).
    const alive = record.state.agents.filter((agent) => record.state.status[agent] === 'ALIVE').length;
    const lead: Piece | undefined =
      input.utterance.topic?.startsWith('endgame:') === true
        ? { kind: 'endgame-now', values: { k: String(alive) } }
        : undefined;
    return { pieces, reasons: [], calls, ...(lead === undefined ? {} : { lead }) };
  }
  if (pieces.length > 0) return { pieces, reasons, calls };
  const target = content.vote ?? content.rally ?? content.estimate?.target;
  if (content.agreeWith !== undefined) {
    const on = input.memory.intentions.get(record.state.day) ?? input.voteTarget;
    if (on === undefined) return undefined;
    return {
      pieces: [{ kind: 'agree', values: { a: name(content.agreeWith), t: name(on) } }],
      reasons: reasonsAgainst(record, on),
      target: on,
    };
  }
  if (target === undefined) return undefined;
  if (content.vote !== undefined) pieces.push(votePiece(input, target, name));
  else if (content.rally !== undefined) pieces.push({ kind: 'rally', values: { t: name(target) } });
  else if (content.estimate !== undefined) {
    const role = content.estimate.role;
    const kind =
      role === 'WEREWOLF'
        ? 'estimate-werewolf'
        : role === 'POSSESSED'
          ? 'estimate-possessed'
          : role === 'VILLAGER'
            ? 'estimate-villager'
            : undefined;
    if (kind === undefined) return undefined;
    // Calling out a counter-claimer: its claim is fake (never a bare "X is the possessed", which names
    // no wolf and no vote: judges' "a label with no direction"); ours is the real one when we hold the role.
    const claimed = fakeClaimOf(input, target, role);
    if (claimed !== undefined) {
      // "I am the real seer" only from the seer or the werewolf side's liar: a village seat's claim on
      // record may be a misreading of its own words ("X says he is the seer").
      const liar = record.state.role === 'WEREWOLF' || record.state.role === 'POSSESSED';
      const own = (input.memory.claimedRole ?? content.claim) === claimed && (liar || record.state.role === claimed);
      pieces.push({
        kind: own ? 'estimate-fake-own' : 'estimate-fake',
        values: { t: name(target), ...roleValues(voice, claimed) },
      });
      // "We both claim it" beside "its claim is fake, mine is real" says the same twice.
      const reasons = reasonsAgainst(record, target).filter(
        (reason) => !own || (reason.kind !== 'counter-claim' && reason.kind !== 'late-claim'),
      );
      return { pieces, reasons, target, fake: claimed };
    }
    pieces.push({ kind, values: { t: name(target) } });
    if (role === 'VILLAGER') return { pieces, reasons: reasonsFor(record, target), target };
  }
  reasons = reasonsAgainst(record, target);
  return { pieces, reasons, target };
};

/**
 * The role `target` claims against another claimer, when this talk is the plan's call-out of a
 * counter-claim (topic `counter:ROLE:name`) and its estimate is of the werewolf side.
 */
const fakeClaimOf = (input: ComposeInput, target: string, role: GameRole): GameRole | undefined => {
  if (role !== 'WEREWOLF' && role !== 'POSSESSED') return undefined;
  const topic = input.utterance.topic;
  if (topic === undefined || !topic.startsWith('counter:') || !topic.endsWith(`:${target}`)) return undefined;
  const claim = input.record.beliefs.claims.findLast((entry) => entry.agent === target)?.role;
  return claim === 'SEER' || claim === 'MEDIUM' || claim === 'BODYGUARD' ? claim : undefined;
};

/** Whether our words or votes went against `agent`, or it claims the role we claim. */
export const opposedByUs = (input: ComposeInput, agent: string): boolean => {
  const { record, memory } = input;
  const claimed = memory.claimedRole;
  if (
    claimed !== undefined &&
    claimed !== 'VILLAGER' &&
    record.beliefs.claims.some((claim) => claim.agent === agent && claim.role === claimed)
  )
    return true;
  return doubtedByUs(record).has(agent);
};

/**
 * For a werewolf coming out: the living player (not a teammate) already out as the possessed, or as a
 * werewolf though not of our pack (the possessed's own power play), if any.
 */
const outPartner = (input: ComposeInput): string | undefined => {
  const { state, beliefs } = input.record;
  const out = (role: GameRole): string | undefined =>
    beliefs.agents.find(
      (agent) =>
        agent.alive && agent.name !== state.self && !state.teammates.includes(agent.name) && agent.claim === role,
    )?.name;
  return out('POSSESSED') ?? out('WEREWOLF');
};

/**
 * The vote as our own earlier words today make it: a change said as a change (from the name we gave
 * before), the same name said again as a restatement. Read from the record, so a line said under our
 * name by another layer counts as ours.
 */
const votePiece = (input: ComposeInput, target: string, name: (agent: string) => string): Piece => {
  const { record } = input;
  // A vote on one we called human ourselves (only when everybody left is one) takes our word back in
  // words: "I called X human before but now I think X is a werewolf", never a silent turn.
  if (!record.state.teammates.includes(target) && declaredHuman(record.beliefs).has(target))
    return { kind: 'vote-retract', values: { t: name(target) } };
  const said = statedIntention(record, record.state.self, record.state.day);
  if (said === undefined) {
    // No vote named yet today, but a suspicion of someone else: the vote says it moved on.
    const suspected = statedSuspicion(record);
    if (suspected !== undefined && suspected !== target)
      return { kind: 'vote-after-suspicion', values: { t: name(target), b: name(suspected) } };
    // Nor today, but the stance our lines took before (a vote or suspicion still standing): never a silent
    // turn from our own word (judges: "switches to Y with no reason").
    const stance = suspected === undefined ? ownStance(record)?.target : undefined;
    if (stance !== undefined && stance !== target)
      return { kind: 'vote-after-stance', values: { t: name(target), b: name(stance) } };
    return { kind: 'vote', values: { t: name(target) } };
  }
  if (said === target) return { kind: 'vote-again', values: { t: name(target) } };
  return { kind: 'vote-change', values: { t: name(target), b: name(said) } };
};

/** The living agent we last said today (under our name) we suspect as a werewolf or the possessed. */
const statedSuspicion = (record: GameRecord): string | undefined => {
  const { state, roster, talkSentences } = record;
  const self = roster.numberOf(state.self);
  let suspected: string | undefined;
  for (let index = 0; index < state.talks.length; index++) {
    const talk = state.talks[index]!;
    if (talk.day !== state.day || talk.agent !== state.self) continue;
    forEachStatedClause(talkSentences[index] ?? [], (clause) => {
      if ('subject' in clause && clause.subject !== undefined && clause.subject !== self) return;
      if (clause.type !== 'ESTIMATE' || (clause.role !== 'WEREWOLF' && clause.role !== 'POSSESSED')) return;
      // A dead one is no longer a choice beside the vote ("X was a fake" said of the executed).
      const name = roster.nameOf(clause.target);
      if (name !== undefined && state.status[name] === 'ALIVE') suspected = name;
    });
  }
  return suspected;
};
