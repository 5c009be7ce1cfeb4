// Phrasing a talk: the first of the planned shapes that can be said in the speaker's voice (variants and
// skeletons not used before, within the server's length, read back by the table as meant), signed with the
// voice's words, and what saying it marks as done. Apart from compose-talk.ts, which plans the shapes: one
// function of both was so large that V8's optimising compiler took about a second per compile, and
// recompiled it a dozen times over the first 1,500 games of an arena process (trace of the shipped bundle).
import type { ComposedTalk, ComposeInput } from './compose-input.ts';
import { reasonSaidKey } from './composer-memory.ts';
import { type Cite, citeKey } from './cites.ts';
import { reasonKey } from './evidence.ts';
import { joinedReason } from './joined-reasons.ts';
import { type OwedReply, replyKey } from './owed-reply.ts';
import { fill, orderedVariants, type Piece, type PhraseBook, type Variant, variantsOf } from './phrase-book.ts';
import { PHRASE_BOOKS } from './phrase-books.ts';
import { readsAsSaid } from './reads-as-said.ts';
import { secondPerson } from './second-person.ts';
import { withSubjectLeftOut } from './subject-left-out.ts';
import { withClaim, withSuspicion, withVote } from './talk-content.ts';
import type { Shape } from './talk-shapes.ts';
import { rememberSignature, repeatsFiller, type SignatureWords, signatureWords, withSignature } from './voice.ts';

/**
 * The first of `shapes` that can be said: variants not used as a skeleton before, within the server's
 * length, read back as meant.
 */
export const firstSayable = (
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

/** The variant with the shortest template (the second try, to make room). */
const shortest = (variants: readonly Variant[]): Variant | undefined => {
  let best: Variant | undefined;
  for (const variant of variants)
    if (best === undefined || variant.template.length < best.template.length) best = variant;
  return best;
};

/** The signature words without the one that opens the talk (an `@Name` address opens it instead). */
const withoutOpener = (words: SignatureWords): SignatureWords =>
  words.closer === undefined ? {} : { closer: words.closer };
