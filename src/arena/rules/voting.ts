import { logEffect, type RulesContext, type RulesStep, send, targetOf } from './rules-context.ts';
import type { ArenaSeat, ServerVote } from './rules-types.ts';

/** Valid votes of one round, logged as they come (invalid ones leave no trace, as on the server). */
export function* collectVotes(
  context: RulesContext,
  request: 'VOTE' | 'ATTACK',
  voters: readonly ArenaSeat[],
): RulesStep<ServerVote[]> {
  const game = context.config.game;
  const selfAllowed = request === 'VOTE' ? game.vote.allow_self_vote : game.attack_vote.allow_self_vote;
  const votes: ServerVote[] = [];
  for (const voter of voters) {
    const target = targetOf(context, yield* send(context, voter, request));
    if (target === undefined || (!selfAllowed && target.idx === voter.idx)) continue;
    votes.push({ day: context.day, agent: voter.name, target: target.name });
    const type = request === 'VOTE' ? 'vote' : 'attackVote';
    yield logEffect({ type, day: context.day, agent: voter.idx, target: target.idx });
  }
  return votes;
}

/** Seats with the most counted votes, in seat order (the random tie-break makes the order irrelevant). */
export const topVoted = (
  context: RulesContext,
  votes: readonly ServerVote[],
  counts: (vote: ServerVote) => boolean,
): ArenaSeat[] => {
  const tally = new Map<string, number>();
  for (const vote of votes) if (counts(vote)) tally.set(vote.target, (tally.get(vote.target) ?? 0) + 1);
  const most = Math.max(0, ...tally.values());
  return context.seats.filter((seat) => most > 0 && tally.get(seat.name) === most);
};
