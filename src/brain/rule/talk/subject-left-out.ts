// A Japanese reason said right after the move on the same player without that player's name again as
// its subject: 「Xに投票する。Aに問われても誰の名前も挙げていない。」 instead of 「Xに投票する。XはAに問われても…」,
// as Japanese leaves out a subject the sentence before made the topic. Apart from the composer because it
// only rewrites parts already filled; the composer tries it when the talk with the name does not fit
// (Japanese's 50 characters, where two long names left most reasons out: 2025 draws).
import type { Piece } from './phrase-book.ts';
import type { Voice } from './voice.ts';

/**
 * Moves whose sentence is about their target (`{t}`): a reason after one of them is understood to be
 * about the same player. Not an agreement or a call (their sentence is about someone else too).
 */
const ABOUT_TARGET: ReadonlySet<string> = new Set([
  'vote',
  'vote-again',
  'estimate-werewolf',
  'estimate-possessed',
  'estimate-fake',
  'reply-vote',
  'reply-suspect',
]);

/**
 * `parts` with the reason's opening `{t}は` left out, when the reason follows a move on that same player
 * and the move does not make the speaker its topic (「私はXに投票する。」 would make the next sentence read as
 * the speaker's); undefined when no part changes (another language, no such pair).
 */
export const withSubjectLeftOut = (
  parts: readonly string[],
  pieces: readonly Piece[],
  voice: Voice,
): readonly string[] | undefined => {
  if (voice.lang !== 'ja') return undefined;
  const at = pieces.findIndex((piece) => piece.kind.startsWith('reason-'));
  if (at < 1 || pieces[at]!.kind === 'reason-as-said') return undefined;
  const move = pieces[at - 1]!;
  const target = pieces[at]!.values['t'];
  if (!ABOUT_TARGET.has(move.kind) || target === undefined || move.values['t'] !== target) return undefined;
  if (parts[at - 1]!.includes(`${voice.firstPerson}は`)) return undefined;
  const subject = `${target}は`;
  const reason = parts[at]!;
  // The rest must still say something on its own (「Xは黒だ。」 keeps its name: 「黒だ。」 says too little).
  if (!reason.startsWith(subject) || reason.length - subject.length < 8) return undefined;
  return [...parts.slice(0, at), reason.slice(subject.length), ...parts.slice(at + 1)];
};
