// Which reply a talk owes and makes: the first of the replies pending (a question put to us, a rebuttal,
// thanks, an agreement…) that the planned move leaves room for, in the words `replyPiece` gives it, with the
// denial owed to the same asker's pressure beside an answer. Apart from compose-talk.ts because choosing the
// reply is one step of composing (and V8 compiles smaller functions far faster); where it goes in the talk
// is for the shapes to say.
import type { GameRole } from '../../../game/state.ts';
import type { ComposeInput } from './compose-input.ts';
import type { Plan } from './move-plan.ts';
import type { Piece } from './phrase-book.ts';
import { pendingReplies, type Reply } from './replies.ts';
import { replyPiece } from './reply-piece.ts';
import type { Content } from './talk-content.ts';

/** What marks a reply as given in the composer's memory (a question by its topic). */
export const replyKey = (reply: Reply): string => (reply.kind === 'question' ? reply.topic : reply.key);

/**
 * A reply the composer settled on: the reply owed, its piece and what saying it commits; `denial`, the
 * rebuttal of the same player's pressure said beside an answer to its question.
 */
export type OwedReply = {
  reply: Reply;
  piece: Piece;
  replaces: boolean;
  reasonAbout?: string;
  claims?: GameRole;
  denial?: { readonly piece: Piece; readonly key: string };
};

/** The reply this talk makes, if any: the first of the replies owed that the move leaves room for. */
export const owedReply = (input: ComposeInput, content: Content, plan: Plan): OwedReply | undefined => {
  const { record, memory, composer } = input;
  const { state } = record;
  // Both sets looked up in place: copied into one, they were rebuilt (whole-game sized) on every compose.
  const done = { has: (key: string): boolean => composer.replies.has(key) || memory.doneTopics.has(key) };
  const replies = pendingReplies({
    state,
    beliefs: record.beliefs,
    done,
    nameOf: (agent) => record.roster.nameOf(agent),
    voteTarget: content.vote ?? memory.intentions.get(state.day) ?? input.voteTarget,
    published: memory.published,
  });
  // The question this answer utterance was planned for comes first.
  if (input.utterance.topic?.startsWith('answer:') === true) {
    replies.sort(
      (left, right) =>
        Number(replyKey(right) === input.utterance.topic) - Number(replyKey(left) === input.utterance.topic),
    );
  }
  let reply: OwedReply | undefined;
  for (const candidate of replies) {
    // An agreement move already names whom it agrees with.
    if (candidate.kind === 'agree' && content.agreeWith !== undefined) continue;
    // Nor a rebuttal of the one it agrees with: "Mizuki is wrong. Mizuki is right about Ryuji" contradicts
    // itself in one line; the agreement is the move, so the rebuttal waits.
    if (candidate.kind === 'rebut' && candidate.from === content.agreeWith) continue;
    const piece = replyPiece(input, candidate, content, plan.reasons);
    if (piece !== undefined) {
      reply = { reply: candidate, ...piece };
      break;
    }
  }
  // "@Me your silence is suspicious. Who do you suspect?": one reply a talk would leave the pressure
  // unanswered; the denial goes beside the answer (not after "I am not a werewolf", which already says it).
  const asker = reply?.reply.kind === 'question' ? reply.reply.from : undefined;
  const press = replies.find((candidate) => candidate.kind === 'rebut' && candidate.from === asker);
  if (
    reply !== undefined &&
    press?.kind === 'rebut' &&
    press.from !== content.agreeWith &&
    reply.piece.kind !== 'reply-not-werewolf'
  ) {
    const denial = replyPiece(input, press, content, plan.reasons);
    if (denial !== undefined) reply.denial = { piece: denial.piece, key: press.key };
  }
  return reply;
};
