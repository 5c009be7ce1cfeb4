// The shapes a talk may take: which pieces (the owed reply, a cite, the move, a result's call, a reason, a
// soft ask, a note that an earlier doubt stands) go together and in which order, most complete first, with
// what saying each commits. Apart from compose-talk.ts, which plans the parts, and first-sayable.ts, which
// phrases the shapes: V8 compiles smaller functions far faster (see first-sayable.ts).
import type { ComposeInput } from './compose-input.ts';
import { citePiece } from './cite-beside.ts';
import type { Cite } from './cites.ts';
import type { GameRecord, Reason } from './evidence.ts';
import type { MoveCall, Plan } from './move-plan.ts';
import type { OwedReply } from './owed-reply.ts';
import { ownStance } from './own-stance.ts';
import type { Piece } from './phrase-book.ts';
import { namer } from './spoken-words.ts';
import { accuses, type Content } from './talk-content.ts';

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
export const withDenial = (
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

/** What a talk's shapes are made of (see `shapesOf`). */
export type ShapeParts = {
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
 * composer tries.
 */
export const shapesOf = (input: ComposeInput, content: Content, plan: Plan, parts: ShapeParts): Shape[] => {
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
  // A vote or suspicion with no reason on the record, or none that fits: a soft one, asking its target to
  // speak (once a day), before the move alone. To the one we are answering or rebutting, "who do you suspect?"
  // says nothing: what we wait for from it is said instead (「君の弁明次第で考え直すつもりだ」; 2025 draws:
  // 「@X 君に一票入れる。」 with nothing after it).
  const askKey = plan.target === undefined ? undefined : `ask:${state.day}:${plan.target}`;
  if (
    askKey !== undefined &&
    accuses(content) &&
    // Agreeing with someone's case and calling it a hunch in one line reads as a contradiction.
    content.agreeWith === undefined &&
    reply?.reply.kind !== 'agree' &&
    !composer.replies.has(askKey)
  ) {
    const ask: Piece = {
      kind:
        plan.fake === 'SEER'
          ? 'ask-fake-seer'
          : reply?.reply.from === plan.target
            ? 'ask-wait'
            : namedSomeoneToday(record, plan.target!)
              ? 'ask-view'
              : 'ask-suspect',
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
  return withStanceNote(input, content, plan, withUnnamedChange(withPlainVote(shapes, movePieces), movePieces));
};

/**
 * A suspicion of one player (not a vote: that says its turn itself, `votePiece` in move-plan.ts) while our
 * own lines were on another still standing (`ownStance`): each shape first with a note that the earlier
 * doubt stands ("Mizuki still bothers me too."), so the line adds a suspect instead of silently dropping
 * one (judges: "drops its doubt of X"). Not beside a claim, nor where a piece of the shape names that
 * player already. On our own black result the note says the result stands ("My result stands: Mizuki is a
 * werewolf."), and every shape is tried with it first.
 */
const withStanceNote = (input: ComposeInput, content: Content, plan: Plan, shapes: Shape[]): Shape[] => {
  const { record, voice } = input;
  const { state } = record;
  const role = content.estimate?.role;
  if (content.vote !== undefined || content.rally !== undefined || content.claim !== undefined) return shapes;
  if (role !== 'WEREWOLF' && role !== 'POSSESSED') return shapes;
  const stance = ownStance(record);
  if (stance === undefined || stance.target === plan.target || state.teammates.includes(stance.target)) return shapes;
  const said = namer(voice, state.self)(stance.target);
  const note: Piece = { kind: stance.black ? 'stance-kept-black' : 'stance-kept', values: { b: said } };
  // Our black's name as the address of a reply or rebuttal (`a`, `at`) is no word about our result on it.
  const naming = (key: string, value: string): boolean =>
    value === said && !(stance.black && (key === 'a' || key === 'at'));
  const names = (shape: Shape): boolean =>
    shape.pieces.some(
      (piece) => piece !== undefined && Object.entries(piece.values).some(([key, value]) => naming(key, value)),
    );
  const noted = (shape: Shape): Shape => (names(shape) ? shape : { ...shape, pieces: [...shape.pieces, note] });
  // Our own black result stands before anything else the line could say: a seer (or one who claims it)
  // going after another with no word of the werewolf it found drops its own result (judges).
  if (stance.black) return [...shapes.map(noted), ...shapes.filter((shape) => !names(shape))];
  return shapes.flatMap((shape) => (names(shape) ? [shape] : [noted(shape), shape]));
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

/**
 * Each shape that says a change of today's vote by the old name ("Shunichi ではなく Toshio に投票する"), followed by
 * the same shape with the change said without it (「考え直してToshioに投票する。」): judges read a turn that
 * does not say from whom as a switch with no reason, so the old name goes when the shape has room for it,
 * and only then is the shape said without it rather than given up (Japanese's 50 characters).
 */
const withUnnamedChange = (shapes: readonly Shape[], movePieces: readonly Piece[]): Shape[] => {
  const change = movePieces.find((piece) => piece.kind === 'vote-change');
  if (change === undefined) return [...shapes];
  const unnamed: Piece = { kind: 'vote-change-unnamed', values: { t: change.values.t! } };
  return shapes.flatMap((shape) =>
    shape.pieces.includes(change)
      ? [shape, { ...shape, pieces: shape.pieces.map((piece) => (piece === change ? unnamed : piece)) }]
      : [shape],
  );
};

/** One shape of a talk: its pieces in order (a missing reply left out) and what saying it commits. */
export type Shape = {
  readonly pieces: readonly (Piece | undefined)[];
  readonly reason?: Reason;
  readonly cited?: boolean;
  readonly askKey?: string;
  readonly call?: MoveCall;
};
