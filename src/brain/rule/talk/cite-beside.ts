// The cite said beside a move: what was just said at the table about the player the move names ("X
// suspects T too", "T claims the seer, I doubt it"), unless the reply or the move's reasons already say it,
// and the piece that says it. Apart from compose-talk.ts because it decides one part of the talk; finding
// what was said is cites.ts's.
import type { ComposeInput } from './compose-input.ts';
import { type Cite, citeAbout, citeKey } from './cites.ts';
import { opposedByUs, type Plan } from './move-plan.ts';
import type { OwedReply } from './owed-reply.ts';
import type { Piece } from './phrase-book.ts';
import { agreeable } from './replies.ts';
import { namer, roleValues } from './spoken-words.ts';
import type { Content } from './talk-content.ts';
import type { Voice } from './voice.ts';

/**
 * What was just said about the agent our move names, to cite before the move, unless the reply already
 * answers its speaker or the move says it otherwise.
 */
export const citeBeside = (
  input: ComposeInput,
  content: Content,
  plan: Plan,
  reply: OwedReply | undefined,
  citeTarget: string | undefined,
): Cite | undefined => {
  const { record, composer } = input;
  const { state } = record;
  const foundCite = citeTarget === undefined ? undefined : citeAbout(record, citeTarget);
  const cite =
    foundCite !== undefined &&
    foundCite.speaker !== reply?.reply.from &&
    !composer.replies.has(citeKey(foundCite, state.day)) &&
    // One agent named as sharing the suspicion is enough.
    !(foundCite.kind === 'cite-with' && (content.agreeWith !== undefined || reply?.reply.kind === 'agree')) &&
    // Nor one we pressed with a question today (siding with it reads as a turn with no reason).
    !(foundCite.kind === 'cite-with' && !agreeable(state, record.beliefs, foundCite.speaker, foundCite.target)) &&
    // Nor one our own words or votes went against, or a rival claimer of the role we claim: "X suspects T too"
    // from the seer of X it just called fake reads as siding with the liar.
    !(foundCite.kind === 'cite-with' && opposedByUs(input, foundCite.speaker)) &&
    // A reply already takes up what was said: no disagreement with a third talk beside it.
    !(foundCite.kind === 'cite-differs' && reply !== undefined) &&
    // "T claims the seer, I doubt it" beside "T's seer claim is fake" says it twice.
    !(foundCite.kind === 'cite-claim' && plan.fake !== undefined) &&
    // "T went after B" beside "T wants B out and B is the only seer" says it twice: the reason says more.
    !(
      foundCite.kind === 'cite-accuses' &&
      plan.reasons.some(
        (reason) =>
          reason.target === foundCite.speaker &&
          ((reason.kind === 'votes-claimer' && reason.claimer === foundCite.other) ||
            ((reason.kind === 'bare-vote' || reason.kind === 'vote-switch') && reason.voted === foundCite.other) ||
            (reason.kind === 'suspects-white' && reason.suspected === foundCite.other)),
      )
    ) &&
    // "X suspects T" beside "X found T black" says one thing twice: the result is the reason.
    !(
      foundCite.kind === 'cite-with' &&
      plan.reasons.some((reason) => reason.kind === 'black-report' && reason.reporter === foundCite.speaker)
    )
      ? foundCite
      : undefined;
  return cite;
};

/** A cite as the piece that says it, `target` being the player our move names. */
export const citePiece = (cite: Cite, voice: Voice, self: string, target: string): Piece => {
  const name = namer(voice, self);
  switch (cite.kind) {
    case 'cite-with':
      return { kind: 'cite-with', values: { a: name(cite.speaker), t: name(cite.target) } };
    case 'cite-accuses':
      return { kind: 'cite-accuses', values: { t: name(cite.speaker), b: name(cite.other) } };
    case 'cite-defends':
    case 'cite-white':
      return { kind: cite.kind, values: { a: name(cite.speaker), t: name(cite.target) } };
    case 'cite-claim':
      // A werewolf or possessed who came out said it of itself: no "I doubt it" before our move against it.
      return {
        kind: cite.role === 'WEREWOLF' || cite.role === 'POSSESSED' ? 'cite-claim-out' : 'cite-claim',
        values: { t: name(cite.speaker), ...roleValues(voice, cite.role) },
      };
    case 'cite-differs':
      return { kind: 'cite-differs', values: { a: name(cite.speaker), b: name(cite.other), t: name(target) } };
  }
};
