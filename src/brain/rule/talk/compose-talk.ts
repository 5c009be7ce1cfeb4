import { ROLE_NAMES } from '../../../nl/vocabulary.ts';
import type { ComposedTalk, ComposeInput } from './compose-input.ts';
import { reasonSaidKey } from './composer-memory.ts';
import { citeBeside } from './cite-beside.ts';
import type { Cite } from './cites.ts';
import { ownWordsAllow, type Reason, reasonKey, reasonsAbout, reasonsAgainst } from './evidence.ts';
import { PHRASE_BOOKS } from './phrase-books.ts';
import { fill, orderedVariants, type Piece, variantsOf } from './phrase-book.ts';
import { reasonPiece } from './reason-piece.ts';
import { type OwedReply, owedReply } from './owed-reply.ts';
import { movePlan, opposedByUs, type Plan } from './move-plan.ts';
import { readsAsSaid } from './reads-as-said.ts';
import { agreeable } from './replies.ts';
import { accuses, type Content, contentOf } from './talk-content.ts';
import { firstSayable } from './first-sayable.ts';
import { shapesOf, withDenial } from './talk-shapes.ts';
import { dayWord, namer } from './spoken-words.ts';

/** The claimer whose result a reason rests on, if it rests on one. */
const sourceOf = (reason: Reason): string | undefined => {
  if (reason.kind === 'medium-contradicts') return reason.medium;
  return 'reporter' in reason ? reason.reporter : undefined;
};

/** Which reasons this talk may give beside its reply and cite. Apart from `composeTalk` (see first-sayable.ts). */
const usableReason = (
  input: ComposeInput,
  content: Content,
  reply: OwedReply | undefined,
  cite: Cite | undefined,
  asked: string | undefined,
  plan: Plan,
): ((reason: Reason) => boolean) => {
  const { record } = input;
  const { state } = record;
  // Nothing against our own words and votes (a result by one we went against, a vote we cast ourselves).
  const ourWord = ownWordsAllow(record);
  // Nor a result by the one this very talk accuses or calls fake, or by one we went against or who claims
  // our role: "your white on T" beside "your seer claim is fake" contradicts itself.
  const accused = accuses(content) ? plan.target : undefined;
  const doubtedSource = (reason: Reason): boolean => {
    const source = sourceOf(reason);
    if (source === undefined || source === state.self) return false;
    return source === accused || opposedByUs(input, source);
  };
  const usable = (reason: Reason): boolean =>
    ourWord(reason) &&
    !doubtedSource(reason) &&
    // "Nobody has a white result on X yet" is true of most players, and being asked a question is what
    // the table does: both beside the point (judges: "the reason is overstated").
    reason.kind !== 'no-white' &&
    reason.kind !== 'pressed-me' &&
    // "X also plans to vote T" says "also" of our own vote: not about a player we were asked about, nor of
    // an X we pressed with a question today.
    !(reason.kind === 'crowd' && asked !== undefined) &&
    !(reason.kind === 'crowd' && !agreeable(state, record.beliefs, reason.partner, reason.target)) &&
    // Naming the agent we agree with once is enough.
    !(reason.kind === 'crowd' && reply?.reply.kind === 'agree' && reason.partner === reply.reply.from) &&
    // Nor as backing us beside a rebuttal of that same agent.
    !(reason.kind === 'crowd' && reply?.reply.kind === 'rebut' && reason.partner === reply.reply.from) &&
    !(
      reason.kind === 'crowd' &&
      (cite?.kind === 'cite-with' || content.agreeWith !== undefined || reply?.reply.kind === 'agree')
    ) &&
    // Beside "T claims the seer", "T and A both claim it" says the same again.
    !(cite?.kind === 'cite-claim' && (reason.kind === 'counter-claim' || reason.kind === 'late-claim')) &&
    // Beside "X suspects my white T", "X suspects T, whom I found human" says it twice.
    !(reason.kind === 'suspects-white' && reply?.reply.kind === 'defend' && reason.target === reply.reply.from) &&
    // Beside a rebuttal of the same agent, "they accused me" says nothing new.
    !(reason.kind === 'accused-me' && reply?.reply.kind === 'rebut' && reply.reply.from === reason.target);
  return usable;
};

/**
 * One talk composed of (a) a reply to what was just said to or about us, (b) the move the plan chose,
 * (c) a reason from the record, in the speaker's voice; never a text or skeleton this agent used, never
 * longer than the server keeps, and only when every reader at the table reads the move back from it.
 * Undefined when nothing composed passes (the caller falls back to the phrase templates).
 */
export const composeTalk = (input: ComposeInput): ComposedTalk | undefined => {
  const { record, composer, voice } = input;
  const { state } = record;
  const content = contentOf(input);
  const plan = movePlan(input, content);
  if (plan === undefined) return undefined;
  const reply = owedReply(input, content, plan);
  // A rebuttal gives its reason against the accuser when the move does not name its own target.
  // A reason about the one the reply names (our accuser, the agent asked about) when the move names nobody else.
  const replyReasonTarget =
    reply?.reply.kind === 'rebut' ? reply.reply.from : reply?.replaces === true ? undefined : reply?.reasonAbout;
  // The latest words at the table about the agent our move names, unless the reply already answers their speaker.
  // No cite beside coming out as a werewolf or the possessed: the reveal is the point.
  const citeTarget =
    plan.target !== undefined && accuses(content) && content.claim !== 'WEREWOLF' && content.claim !== 'POSSESSED'
      ? plan.target
      : undefined;
  const cite = citeBeside(input, content, plan, reply, citeTarget);
  const asked = reply?.piece.kind === 'reply-about' ? replyReasonTarget : undefined;
  const usable = usableReason(input, content, reply, cite, asked, plan);
  // Asked about a third player: a reason about that player comes before our own move; with none on the
  // record, the answer is that we have no firm read on it, and our move keeps its own reasons.
  const askedWhyTrusted =
    reply?.reply.kind === 'question' && reply.reply.ask.kind === 'reason' && reply.reply.ask.trusted === true;
  const aboutReasons = asked === undefined ? [] : reasonsAbout(record, asked, askedWhyTrusted).filter(usable);
  const about = aboutReasons.length > 0 ? asked : undefined;
  const rebutReason =
    replyReasonTarget !== undefined &&
    (about !== undefined ||
      (asked === undefined && (plan.target === undefined || reply?.piece.kind === 'reply-reason')));
  const reasons =
    about !== undefined
      ? aboutReasons
      : (rebutReason ? reasonsAgainst(record, replyReasonTarget) : plan.reasons).filter(usable);
  // Asked for our reason (or about a player), we give the strongest one even if we said it before; else a new one.
  const freshReasons =
    reply?.piece.kind === 'reply-reason' || about !== undefined
      ? reasons
      : reasons.filter((reason) => !composer.reasons.has(reasonKey(reason)));
  // Up to three reasons, new ones first: a reason the readers would misread gives way to the next.
  const candidates = [...new Set([...freshReasons, ...reasons])].slice(0, 3);
  // Asked why (or about a player), the strongest reason is the answer, said again if need be. Else a reason
  // we gave earlier today is not said again in other words: new ones first, then ones from past days, then,
  // once a day, a pointer back to it ("as I said"), and the reason itself only when none of these can be
  // said. Once the pointer is used, today's reasons are not given again: with no other, the move goes
  // without one (a soft ask of its target, once a day, else the move alone).
  const askedWhy = reply?.piece.kind === 'reply-reason' || about !== undefined;
  const saidToday = (reason: Reason): boolean => composer.replies.has(reasonSaidKey(state.day, reason));
  const today = askedWhy ? [] : candidates.filter(saidToday);
  const pointed = composer.replies.has(`as-said:${state.day}`);
  const partOf = (reason: Reason) => ({ reason, piece: reasonPiece(reason, voice, state.day, state.self) });
  // Beside the rebuttal of the one the move goes after, "they accused me" says nothing new; said in our own
  // terms it does — we know we are human, so a push on us is a push on a human (「人間の私を吊ろうとするXこそ
  // 怪しい」): the last reason tried, so that no vote on our accuser goes out with none (2025 draws: 「Xの疑いは
  // 筋違いだ。Xに投票する。」).
  const accuser = reply?.reply.kind === 'rebut' && accuses(content) ? reply.reply.from : undefined;
  const accusedMe =
    accuser === plan.target
      ? plan.reasons.find((reason) => reason.kind === 'accused-me' && reason.target === accuser)
      : undefined;
  const ownTerms =
    accusedMe === undefined
      ? []
      : [
          {
            reason: accusedMe,
            piece: { kind: 'reason-accused-me-human', values: { t: namer(voice, state.self)(accusedMe.target) } },
          },
        ];
  const reasonParts = [
    ...candidates.filter((reason) => !today.includes(reason)).map(partOf),
    ...(pointed
      ? []
      : [
          ...today.slice(0, 1).map((reason) => ({
            reason,
            piece: { kind: 'reason-as-said', values: { t: namer(voice, state.self)(reason.target) } },
          })),
          ...today.map(partOf),
        ]),
    ...ownTerms,
  ];
  const movePieces = reply?.replaces === true ? [reply.piece, ...plan.pieces.slice(1)] : plan.pieces;
  // "No firm read on T yet": the answer about T when no reason about T is said with it (beside a vote or
  // suspicion of our own; beside a claim it is left unsaid).
  const noRead: Piece | undefined =
    asked !== undefined && reply !== undefined && plan.target !== undefined
      ? { kind: 'reply-about-none', values: reply.piece.values }
      : undefined;
  // Asked why and no reason said: "no hard evidence yet", never "here is why" with nothing after it.
  const noReason: Piece | undefined =
    reply?.piece.kind === 'reply-reason' ? { kind: 'reply-reason-none', values: reply.piece.values } : undefined;
  const replyPart =
    reply === undefined || reply.replaces
      ? undefined
      : asked !== undefined && about === undefined
        ? noRead
        : reply.piece;
  const replyAlone = noReason ?? noRead ?? replyPart;
  // Past the answer about a player, the reply is said alone (never "about T:" before a word on someone else).
  const replyRest = about === undefined ? replyPart : replyAlone;
  const planned = shapesOf(input, content, plan, {
    reply,
    reasonParts,
    movePieces,
    replyPart,
    replyAlone,
    replyRest,
    about,
    rebutReason,
    cite,
    citeTarget,
  });
  const shapes = withDenial(planned, reply, [reply?.piece, noRead, noReason]);
  return firstSayable(input, shapes, { reply, cite, noRead, noReason });
};

/**
 * A plain recap of the record for a turn with nothing to say and no vote to state (the possessed's
 * power-play day): yesterday's most voted agent, else who claims a role. Says no claim, result or vote.
 */
export const composeSummary = (input: Omit<ComposeInput, 'utterance'>): ComposedTalk | undefined => {
  const { record, voice, composer, random } = input;
  const { state, beliefs } = record;
  const name = namer(voice, state.self);
  const pieces: Piece[] = [];
  const yesterday = state.day - 1;
  const tally = new Map<string, number>();
  for (const vote of state.votes) if (vote.day === yesterday) tally.set(vote.target, (tally.get(vote.target) ?? 0) + 1);
  let top: [string, number] | undefined;
  for (const entry of tally) if (top === undefined || entry[1] > top[1]) top = entry;
  if (top !== undefined && top[0] !== state.self) {
    pieces.push({
      kind: 'summary-votes',
      values: { t: name(top[0]), k: String(top[1]), d: dayWord(voice, yesterday, state.day) },
    });
  }
  const seers = beliefs.claims.filter((claim) => claim.role === 'SEER').map((claim) => claim.agent);
  const unique = [...new Set(seers)];
  if (unique.length > 0) {
    pieces.push({
      kind: 'summary-claims',
      values: { r: ROLE_NAMES[voice.lang].SEER, list: unique.map(name).join(voice.lang === 'ja' ? '・' : ' and ') },
    });
  }
  const book = PHRASE_BOOKS[voice.lang];
  for (const piece of pieces) {
    for (const variant of orderedVariants(variantsOf(book, piece.kind, voice), composer.variantUses, random, voice)) {
      const text = fill(variant, voice, piece.values);
      if (input.memory.saidTexts.has(text) || !input.fits(text)) continue;
      if (!readsAsSaid(input.read(text), { ...input, utterance: { sentences: [] } })) continue;
      return {
        text,
        commit: () => composer.variantUses.set(variant.id, (composer.variantUses.get(variant.id) ?? 0) + 1),
      };
    }
  }
  return undefined;
};

/** A remark on the record about `target` for a turn that has nothing new (no day of only Over). */
export const composeObservation = (input: Omit<ComposeInput, 'utterance'>, target: string): ComposedTalk | undefined =>
  composeTalk({
    ...input,
    utterance: {
      sentences: [{ type: 'ESTIMATE', target: input.record.roster.numberOf(target) ?? 0, role: 'WEREWOLF' }],
    },
  });
