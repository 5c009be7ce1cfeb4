// Whether the vote we named (or the stance our lines took) stands against a new choice of the beliefs: the
// talk says the vote that stands, and in a real game the vote cast follows the talk. Apart from rule-brain.ts
// because it is the one place that weighs our own word against the beliefs.
import { legalTargets } from '../../game/index.ts';
import {
  type GameRecord,
  type Reason,
  reasonRank,
  reasonsFor,
  speakableReasons,
  statedIntention,
} from './talk/evidence.ts';
import { ownStance } from './talk/own-stance.ts';
import { declaredHuman } from './vote-choice.ts';

/**
 * Reasons ranked stronger than this (`reasonRank`: a result, a vote against its word, a withdrawn claim, a
 * vote on one found human, an accusation of us) move a vote we named today; an old vote on us, a vote
 * block, a silence or "named nobody" does not.
 */
const CHECKABLE_BELOW = reasonRank({ kind: 'voted-me', target: '', day: 0 });

/**
 * Weaker by rank, but what the whole table saw today and what a village needs to act on: a claim against
 * another claim, and others' votes gathering on the new choice (a 9-player village that kept its first word
 * against the gathering vote lost 11 points more games to the werewolves in self-play).
 */
const TABLE_SAW: ReadonlySet<Reason['kind']> = new Set(['counter-claim', 'late-claim', 'crowd']);

const checkable = (reason: Reason): boolean => reasonRank(reason) < CHECKABLE_BELOW || TABLE_SAW.has(reason.kind);

/**
 * The vote we named today (`stated`: in our answers or said under our name; with none, the stance our lines
 * took before) stands against a new choice `fresh` that has no reason we could say: "I said A but now I vote B"
 * with nothing after it contradicts our own word (judges; also the organisers' talk-and-action consistency),
 * even when the beliefs moved far from A. A word of today gives way only to a reason anyone can check (a
 * result, a claim, votes said today…): "I said A, now B since B named nobody" reads as a turn with no reason,
 * and nothing new happened to A. A word of an earlier day gives way to any reason (a new day's votes and
 * deaths came since), and every word when A is gone, declared human by us or since found human by a result.
 * (The werewolf side's decisive day is the caller's: its call comes first.)
 */
export const keptWord = (
  record: GameRecord,
  stated: string | undefined,
  fresh: string | undefined,
): string | undefined => {
  const { state, beliefs } = record;
  if (fresh === undefined) return fresh;
  // Today's named vote, else the stance our lines took (an earlier day's vote or suspicion still standing).
  const today = stated ?? statedIntention(record, state.self, state.day);
  const stance = today === undefined ? ownStance(record) : undefined;
  const said = today ?? stance?.target;
  if (said === undefined || said === fresh || said === state.self) return fresh;
  if (!legalTargets(state, 'VOTE').includes(said) || declaredHuman(beliefs).has(said)) return fresh;
  if (state.teammates.includes(said) !== state.teammates.includes(fresh)) return fresh;
  const reasons = speakableReasons(record, fresh);
  if (reasons.length === 0) return said;
  if (today === undefined && stance?.day !== state.day) return fresh;
  if (reasonsFor(record, said).some((reason) => reason.kind === 'white-report')) return fresh;
  return reasons.some(checkable) ? fresh : said;
};
