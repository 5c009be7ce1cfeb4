import { ROLE_NAMES } from '../../../nl/vocabulary.ts';
import type { Random } from '../../../random.ts';
import type { ComposedTalk, ComposeInput } from './compose-input.ts';
import { reasonSaidKey } from './composer-memory.ts';
import { citeBeside, citePiece } from './cite-beside.ts';
import { type Cite, citeKey } from './cites.ts';
import { type GameRecord, ownWordsAllow, type Reason, reasonKey, reasonsAbout, reasonsAgainst } from './evidence.ts';
import { PHRASE_BOOKS } from './phrase-books.ts';
import { ownStance } from './own-stance.ts';
import { fill, orderedVariants, type Piece, type PhraseBook, type Variant, variantsOf } from './phrase-book.ts';
import { reasonPiece } from './reason-piece.ts';
import { type OwedReply, owedReply, replyKey } from './owed-reply.ts';
import { type MoveCall, movePlan, opposedByUs, type Plan } from './move-plan.ts';
import { joinedReason } from './joined-reasons.ts';
import { readsAsSaid } from './reads-as-said.ts';
import { agreeable } from './replies.ts';
import { secondPerson } from './second-person.ts';
import { withSubjectLeftOut } from './subject-left-out.ts';
import { accuses, type Content, contentOf, withClaim, withSuspicion, withVote } from './talk-content.ts';
import { dayWord, namer } from './spoken-words.ts';
import {
  rememberSignature,
  repeatsFiller,
  type SignatureWords,
  signatureWords,
  tableSlot,
  type Voice,
  withSignature,
} from './voice.ts';

/** Whether `agent` said today whom it suspects or votes ("who do you suspect?" asks nothing of it then). */
const namedSomeoneToday = (record: GameRecord, agent: string): boolean =>
  record.beliefs.voteIntentions[agent] !== undefined ||
  record.beliefs.suspicions.some(
    (suspicion) => suspicion.agent === agent && suspicion.day === record.state.day && suspicion.target !== agent,
  );

/**
 * Each shape that answers the question, with the denial owed to its asker right after the answer, before
 * the shapes without it (tried when the denial does not fit).
 */
const withDenial = (
  shapes: readonly Shape[],
  reply: OwedReply | undefined,
  answers: readonly (Piece | undefined)[],
): Shape[] => {
  const denial = reply?.denial;
  if (denial === undefined) return [...shapes];
  const denied: Shape[] = [];
  for (const shape of shapes) {
    const at = shape.pieces.findIndex((piece) => piece !== undefined && answers.includes(piece));
    if (at === -1) continue;
    denied.push({ ...shape, pieces: [...shape.pieces.slice(0, at + 1), denial.piece, ...shape.pieces.slice(at + 1)] });
  }
  return [...denied, ...shapes];
};

/** The claimer whose result a reason rests on, if it rests on one. */
const sourceOf = (reason: Reason): string | undefined => {
  if (reason.kind === 'medium-contradicts') return reason.medium;
  return 'reporter' in reason ? reason.reporter : undefined;
};

/** Which reasons this talk may give beside its reply and cite. Apart from `composeTalk` (see `firstSayable`). */
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

/** What a talk's shapes are made of (see `shapesOf`). */
type ShapeParts = {
  readonly reply: OwedReply | undefined;
  readonly reasonParts: readonly { readonly reason: Reason; readonly piece: Piece }[];
  readonly movePieces: readonly Piece[];
  readonly replyPart: Piece | undefined;
  readonly replyAlone: Piece | undefined;
  readonly replyRest: Piece | undefined;
  readonly about: string | undefined;
  readonly rebutReason: boolean;
  readonly cite: Cite | undefined;
  readonly citeTarget: string | undefined;
};

/**
 * The shapes a talk may take, most complete first: reply, cite, move, call and reason in the orders the
 * composer tries. Apart from `composeTalk` (see `firstSayable`).
 */
const shapesOf = (input: ComposeInput, content: Content, plan: Plan, parts: ShapeParts): Shape[] => {
  const { record, memory, composer, voice } = input;
  const { state } = record;
  const { reply, reasonParts, movePieces, replyPart, replyAlone, replyRest, about, rebutReason, cite, citeTarget } =
    parts;
  // Asked why, about the vote we already stated: the answer is the reason itself.
  const restating = content.vote !== undefined && content.vote === memory.intentions.get(state.day);
  const shapes: Shape[] = [];
  if (reply?.piece.kind === 'reply-reason' && restating) {
    for (const part of reasonParts) shapes.push({ pieces: [replyPart, part.piece], reason: part.reason });
  }
  if (about !== undefined) {
    for (const part of reasonParts)
      shapes.push({ pieces: [replyPart, part.piece, ...movePieces], reason: part.reason });
    for (const part of reasonParts) shapes.push({ pieces: [replyPart, part.piece], reason: part.reason });
  }
  // The werewolf side coming out: why now first, when it fits; not when the answer is the claim itself
  // ("@X I am the werewolf. Only 3 are left so I say it" runs backwards).
  const claimAnswered = movePieces[0]?.kind === 'reply-role' || movePieces[0]?.kind === 'reply-result-out';
  if (plan.lead !== undefined && !claimAnswered) {
    // After the answer (an `@Name` reply opens the talk), before the claim.
    const opening = [replyRest, ...movePieces].filter((piece): piece is Piece => piece !== undefined);
    let at = 0;
    while (at < opening.length && opening[at]!.kind.startsWith('reply-')) at++;
    const led = [...opening.slice(0, at), plan.lead, ...opening.slice(at)];
    for (const call of plan.calls ?? []) shapes.push({ pieces: [...led, call.piece], call });
    if ((plan.calls ?? []).length === 0) shapes.push({ pieces: led });
  }
  // A result with what it means for today's vote, before the result alone.
  for (const call of plan.calls ?? []) {
    for (const part of reasonParts)
      shapes.push({ pieces: [replyRest, ...movePieces, call.piece, part.piece], reason: part.reason, call });
    shapes.push({ pieces: [replyRest, ...movePieces, call.piece], call });
  }
  const citePart =
    cite === undefined || citeTarget === undefined ? undefined : citePiece(cite, voice, state.self, citeTarget);
  // What was just said about the target: after the answer (an `@Name` reply opens the talk), before the move.
  let cited: (Piece | undefined)[] | undefined;
  if (citePart !== undefined) {
    const opening = [replyRest, ...movePieces];
    let at = 1;
    while (at < opening.length && opening[at]!.kind.startsWith('reply-')) at++;
    cited = [...opening.slice(0, at), citePart, ...opening.slice(at)];
    for (const part of reasonParts.slice(0, 2))
      shapes.push({ pieces: [...cited, part.piece], reason: part.reason, cited: true });
  }
  if (about === undefined)
    for (const part of reasonParts)
      shapes.push({ pieces: [replyPart, ...movePieces, part.piece], reason: part.reason });
  if (cited !== undefined) shapes.push({ pieces: cited, cited: true });
  // A vote or suspicion with no reason on the record: a soft one, asking its target to speak (once a day).
  const askKey = plan.target === undefined ? undefined : `ask:${state.day}:${plan.target}`;
  // Not to the one we are answering or rebutting: asking "who do you suspect?" of our accuser says nothing.
  if (
    askKey !== undefined &&
    reasonParts.length === 0 &&
    accuses(content) &&
    // Agreeing with someone's case and calling it a hunch in one line reads as a contradiction.
    content.agreeWith === undefined &&
    reply?.reply.kind !== 'agree' &&
    !composer.replies.has(askKey) &&
    reply?.reply.from !== plan.target
  ) {
    const ask: Piece = {
      kind:
        plan.fake === 'SEER' ? 'ask-fake-seer' : namedSomeoneToday(record, plan.target!) ? 'ask-view' : 'ask-suspect',
      values: { t: namer(voice, state.self)(plan.target!) },
    };
    shapes.push({ pieces: [replyAlone, ...movePieces, ask], askKey });
  }
  // Thanks for a white result or "I agree with X" matter less than the reason for our move.
  const minorReply = reply?.reply.kind === 'thanks' || reply?.reply.kind === 'agree' || reply?.reply.kind === 'news';
  if (minorReply && !rebutReason)
    for (const part of reasonParts) shapes.push({ pieces: [...movePieces, part.piece], reason: part.reason });
  // The answer or rebuttal owed comes before a reason of our own when both do not fit.
  shapes.push({ pieces: [replyAlone, ...movePieces] });
  // A reason against our accuser only makes sense beside the rebuttal.
  if (!rebutReason)
    for (const part of reasonParts) shapes.push({ pieces: [...movePieces, part.piece], reason: part.reason });
  shapes.push({ pieces: movePieces });
  return withStanceNote(input, content, plan, withPlainVote(shapes, movePieces));
};

/**
 * A suspicion of one player (not a vote: that says its turn itself, `votePiece` in move-plan.ts) while our
 * own lines were on another still standing (`ownStance`): each shape first with a note that the earlier
 * doubt stands ("Mizuki still bothers me too."), so the line adds a suspect instead of silently dropping
 * one (judges: "drops its doubt of X"). Not beside a claim, nor where a piece of the shape names that
 * player already.
 */
const withStanceNote = (input: ComposeInput, content: Content, plan: Plan, shapes: Shape[]): Shape[] => {
  const { record, voice } = input;
  const { state } = record;
  const role = content.estimate?.role;
  if (content.vote !== undefined || content.rally !== undefined || content.claim !== undefined) return shapes;
  if (role !== 'WEREWOLF' && role !== 'POSSESSED') return shapes;
  const stance = ownStance(record)?.target;
  if (stance === undefined || stance === plan.target || state.teammates.includes(stance)) return shapes;
  const said = namer(voice, state.self)(stance);
  const note: Piece = { kind: 'stance-kept', values: { b: said } };
  const names = (shape: Shape): boolean =>
    shape.pieces.some((piece) => piece !== undefined && Object.values(piece.values).includes(said));
  return shapes.flatMap((shape) => (names(shape) ? [shape] : [{ ...shape, pieces: [...shape.pieces, note] }, shape]));
};

/**
 * Each shape that says a vote as a turn from our earlier stance with its reason, followed by the same shape
 * with the plain vote: a reason for the new vote (a result, a vote) says more than the turn, so it is kept
 * when both do not fit (Japanese's 50 characters), before any shape without a reason.
 */
const withPlainVote = (shapes: readonly Shape[], movePieces: readonly Piece[]): Shape[] => {
  const turn = movePieces.find((piece) => piece.kind === 'vote-after-stance');
  if (turn === undefined) return [...shapes];
  const plain: Piece = { kind: 'vote', values: { t: turn.values.t! } };
  return shapes.flatMap((shape) =>
    shape.reason !== undefined && shape.pieces.includes(turn)
      ? [shape, { ...shape, pieces: shape.pieces.map((piece) => (piece === turn ? plain : piece)) }]
      : [shape],
  );
};

/** One shape of a talk: its pieces in order (a missing reply left out) and what saying it commits. */
type Shape = {
  readonly pieces: readonly (Piece | undefined)[];
  readonly reason?: Reason;
  readonly cited?: boolean;
  readonly askKey?: string;
  readonly call?: MoveCall;
};

/**
 * The first of `shapes` that can be said: variants not used as a skeleton before, within the server's
 * length, read back as meant. Apart from `composeTalk`, which plans the shapes: one function of both was
 * so large that V8's optimising compiler took about a second per compile, and recompiled it a dozen times
 * over the first 1,500 games of an arena process (trace of the shipped bundle).
 */
const firstSayable = (
  input: ComposeInput,
  shapes: readonly Shape[],
  planned: {
    readonly reply: OwedReply | undefined;
    readonly cite: Cite | undefined;
    readonly noRead: Piece | undefined;
    readonly noReason: Piece | undefined;
  },
): ComposedTalk | undefined => {
  const { record, memory, composer, voice, random } = input;
  const { state } = record;
  const { reply, cite, noRead, noReason } = planned;
  const book: PhraseBook = PHRASE_BOOKS[voice.lang];
  const tried = new Set<string>();
  const pieceIds = new Map<Piece, number>();
  for (const shape of shapes) {
    const pieces = shape.pieces.filter((piece): piece is Piece => piece !== undefined);
    // Shapes differ by their pieces (the reply may be absent, making two alike): compare by identity.
    const key = pieces.map((piece) => pieceIds.get(piece) ?? pieceIds.set(piece, pieceIds.size).size - 1).join('+');
    if (pieces.length === 0 || tried.has(key)) continue;
    tried.add(key);
    const reason = shape.reason;
    // An `@Name` reply must open the talk: no signature word before it.
    const marks = signatureWords(voice, random, !pieces[0]!.kind.startsWith('reply-'), composer.variantUses);
    const orders = pieces.map((piece) =>
      orderedVariants(variantsOf(book, piece.kind, voice), composer.variantUses, random, voice),
    );
    // A kind's `-short` variants say less (e.g. a change of vote without the old name): only to make room.
    // Looked up only for the second try: most shapes pass (or fail for good) before it. One that opens with
    // the address (「@X その疑いは筋違いだ。」, not counted by the server) is kept for a third try, when the
    // shortest variants are still too long, and only for the piece that opens the talk.
    const shortOnesOf = (index: number): readonly Variant[] =>
      variantsOf(book, `${pieces[index]!.kind}-short`, voice).filter((variant) => !opensWithAddress(variant));
    let shortestTooLong = false;
    for (let attempt = 0; attempt < 4; attempt++) {
      const openers =
        attempt === 2 && shortestTooLong
          ? variantsOf(book, `${pieces[0]!.kind}-short`, voice).filter(opensWithAddress)
          : [];
      if (attempt === 2 && openers.length === 0) {
        // The shortest variants too long and no address to open with: the shape is.
        if (shortestTooLong) break;
        continue;
      }
      // The second try takes each piece's shortest variant: a reason or cite that fits in Japanese's 50.
      const chosen =
        attempt === 1 || attempt === 2
          ? orders.map((ordered, index) =>
              attempt === 2 && index === 0 ? shortest(openers) : shortest([...ordered, ...shortOnesOf(index)]),
            )
          : orders.map((ordered) => ordered[Math.min(attempt === 3 ? 1 : 0, ordered.length - 1)]);
      if (chosen.some((variant) => variant === undefined)) break;
      const skeleton = chosen.map((variant) => variant!.id).join('+');
      if (composer.skeletons.has(skeleton)) continue;
      const parts = chosen.map((variant, index) => fill(variant!, voice, pieces[index]!.values));
      // "Sorry but … Sorry but …": one filler per talk; the next try takes other variants.
      if (repeatsFiller(parts)) continue;
      const joiner = voice.lang === 'ja' ? '' : ' ';
      // A talk opened by an address takes no signature word before it.
      const addressed = pieces[0]!.kind.startsWith('reply-') || opensWithAddress(chosen[0]!);
      const signing = addressed && marks.opener !== undefined ? withoutOpener(marks) : marks;
      // Addressed by `@Name` to one it then names: that one is "you" past the address, when it reads right.
      // Not beside a call to someone else ("Possessed, match your vote to you" would name the wrong "you").
      const addressee =
        addressed && !pieces.some((piece) => piece.kind.startsWith('endgame-call-'))
          ? (pieces[0]!.values['at'] ?? pieces[0]!.values['a'])
          : undefined;
      const spoken = (candidate: string): string | undefined =>
        addressee === undefined ? undefined : secondPerson(candidate, addressee, voice, record.state.agents);
      // Fits as said, or once its addressee is "you" (shorter than a name in Japanese).
      const fitsSaid = (candidate: string): boolean => {
        if (input.fits(candidate)) return true;
        const you = spoken(candidate);
        return you !== undefined && input.fits(you);
      };
      // Too long with the move's target named again as its reason's subject: the subject left out, as
      // Japanese does (「Xに投票する。Aに問われても…」), before shorter variants or a shape without the reason.
      const full = parts.join(joiner);
      const leftOut = fitsSaid(full) ? undefined : withSubjectLeftOut(parts, pieces, voice);
      const body = leftOut === undefined ? full : leftOut.join(joiner);
      // Too long: one other set of variants may be shorter; a miss of the shortest ones (and of the address
      // opening them) means the shape is.
      if (!fitsSaid(body)) {
        if (attempt === 1) shortestTooLong = true;
        if (attempt >= 2) break;
        continue;
      }
      const claimed = reply?.claims !== undefined && pieces.includes(reply.piece) ? reply.claims : undefined;
      const meant = claimed === undefined ? input : withClaim(input, claimed);
      const voted = shape.call?.vote;
      const suspected = shape.call?.suspects;
      const said =
        voted !== undefined
          ? withVote(meant, voted)
          : suspected !== undefined
            ? withSuspicion(meant, suspected)
            : meant;
      const readsRight = (candidate: string): boolean =>
        !memory.saidTexts.has(candidate) && readsAsSaid(input.read(candidate), said);
      // The move and its reason as one sentence ("I vote X since Y found X black", 「…なので、Xに投票する」), not
      // a chain of short ones (judges: "choppier"); the two sentences when the joined one does not read right.
      const joined = joinedReason(parts, pieces, voice, record.state.agents, random);
      const plain = joined !== undefined && fitsSaid(joined) ? [joined, body] : [body];
      const bodies = plain.flatMap((candidate) => {
        const you = spoken(candidate);
        return you === undefined ? [candidate] : [you, candidate];
      });
      let text: string | undefined;
      for (const candidate of bodies) {
        if (!input.fits(candidate)) continue;
        const signed = withSignature(candidate, signing, voice).find((option) => input.fits(option));
        text =
          signed !== undefined && signed !== candidate && readsRight(signed)
            ? signed
            : readsRight(candidate)
              ? candidate
              : undefined;
        if (text !== undefined) break;
      }
      if (text === undefined) continue;
      return {
        text,
        commit: () => {
          composer.skeletons.add(skeleton);
          rememberSignature(text, signing, composer.variantUses);
          for (const variant of chosen)
            composer.variantUses.set(variant!.id, (composer.variantUses.get(variant!.id) ?? 0) + 1);
          if (reason !== undefined) {
            composer.reasons.add(reasonKey(reason));
            composer.replies.add(reasonSaidKey(state.day, reason));
          }
          if (pieces.some((piece) => piece.kind === 'reason-as-said')) composer.replies.add(`as-said:${state.day}`);
          if (claimed !== undefined) memory.claimedRole = claimed;
          if (shape.cited === true && cite !== undefined) composer.replies.add(citeKey(cite, state.day));
          if (shape.askKey !== undefined) composer.replies.add(shape.askKey);
          // The call on a black result states our vote: it is the vote we cast.
          if (voted !== undefined) memory.intentions.set(state.day, voted);
          const replied =
            reply !== undefined &&
            [reply.piece, noRead, noReason].some((form) => form !== undefined && pieces.includes(form));
          if (reply !== undefined && (reply.replaces || replied)) {
            composer.replies.add(replyKey(reply.reply));
            if (reply.reply.kind === 'rebut') composer.replies.add(`rebut:${state.day}`);
            if (reply.reply.kind === 'question') memory.doneTopics.add(reply.reply.topic);
          }
          if (reply?.denial !== undefined && pieces.includes(reply.denial.piece)) {
            composer.replies.add(reply.denial.key);
            composer.replies.add(`rebut:${state.day}`);
          }
        },
      };
    }
  }
  return undefined;
};

/** A variant that opens with an address (`@{a} `), which the server does not count in the talk's length. */
const ADDRESS = /^@\{\w+\} /u;
const opensWithAddress = (variant: Variant): boolean => ADDRESS.test(variant.template);

const shortest = (variants: readonly Variant[]): Variant | undefined => {
  let best: Variant | undefined;
  for (const variant of variants)
    if (best === undefined || variant.template.length < best.template.length) best = variant;
  return best;
};

const withoutOpener = (words: SignatureWords): SignatureWords =>
  words.closer === undefined ? {} : { closer: words.closer };

/**
 * The day-0 greeting in the speaker's voice: an introduction and a remark, the pair taken by the seat's
 * place at the table (`across` picks the introduction, `down` the remark, as the voice's markers are
 * picked), so no two seats of one register greet alike even when they speak in the same turn; turned by
 * the table, so tables differ. A pair another agent already said with its own name in it, or one that does
 * not fit, gives way to the next. Without a table, a random pair.
 */
export const composeGreeting = (
  voice: Voice,
  self: string,
  random: Random,
  table: { readonly said: readonly string[]; readonly names: readonly string[] } = { said: [], names: [] },
  fits: (text: string) => boolean = () => true,
): string | undefined => {
  const names = [...table.names, self].sort((left, right) => right.length - left.length);
  const masked = (text: string): string => names.reduce((result, name) => result.replaceAll(name, '\u0000'), text);
  const heard = new Set(table.said.map(masked));
  const book = PHRASE_BOOKS[voice.lang];
  const intros = ownFlavourFirst(variantsOf(book, 'greeting', voice));
  const remarks = ownFlavourFirst(variantsOf(book, 'greeting-remark', voice));
  if (intros.length === 0) return undefined;
  const seats = [...new Set(names)];
  const place = seats.length > 1 ? tableSlot(self, seats) : -1;
  const turn = place === -1 ? random.int(1 << 16) : tableTurn(seats);
  const down = (place + Math.floor(place / 3)) % 3;
  // A flavour's own introductions are shared only by seats of that flavour (one `across`): `down` tells
  // them apart. The register's introductions are shared by the whole register: `across` does.
  const firstIntro = place === -1 ? turn : (intros[0]?.flavoured === true ? down : place % 3) + turn;
  const firstRemark = place === -1 ? random.int(1 << 16) : down + turn;
  const joiner = voice.lang === 'ja' ? '' : ' ';
  let fallback: string | undefined;
  for (let step = 0; step < intros.length * Math.max(1, remarks.length); step++) {
    const intro = intros[(firstIntro + Math.floor(step / Math.max(1, remarks.length))) % intros.length]!;
    const remark = remarks.length === 0 ? undefined : remarks[(firstRemark + step) % remarks.length]!;
    const text = fill(intro, voice, { n: self }) + (remark === undefined ? '' : joiner + fill(remark, voice, {}));
    if (!fits(text)) continue;
    fallback ??= text;
    if (!heard.has(masked(text))) return text;
  }
  return fallback;
};

/** The variants kept to the speaker's flavour (`[polite:1]`) when it has any, else all it may say. */
const ownFlavourFirst = (variants: readonly Variant[]): readonly Variant[] => {
  const own = variants.filter((variant) => variant.flavoured);
  return own.length > 0 ? own : variants;
};

/** A number every seat of the table works out alike from the names: which pairs of greetings it starts at. */
const tableTurn = (seats: readonly string[]): number => {
  let hash = 0x811c9dc5;
  for (const char of [...seats].sort().join('\u0000')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 997;
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
