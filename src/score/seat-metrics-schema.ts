import { z } from 'zod';
import { gameRoleSchema, winSideSchema } from '../game-log/index.ts';

/**
 * The numerators and denominators of every official metric for one seat (one agent in one game), as
 * the organisers' tool keeps them (`seats.csv`): a group's figure is the sum of its seats' numerators
 * divided by the sum of their denominators, so any breakdown can be rebuilt from these rows.
 * `…Expected` = the count expected had every event landed uniformly at random on that moment's candidates.
 */
export const seatCountsSchema = z.object({
  win: z.number(),
  survived: z.number(),
  executed: z.number(),
  /** Voting days alive (also the opportunities of "no vote"). */
  voteDaysAlive: z.number(),
  executedExpected: z.number(),
  votesReceived: z.number(),
  votesReceivedOpportunities: z.number(),
  votesReceivedExpected: z.number(),
  divinedReceived: z.number(),
  divinedOpportunities: z.number(),
  divinedExpected: z.number(),
  guardedReceived: z.number(),
  guardedOpportunities: z.number(),
  guardedExpected: z.number(),
  attackedReceived: z.number(),
  attackedOpportunities: z.number(),
  attackedExpected: z.number(),
  attackVotesReceived: z.number(),
  attackVotesReceivedOpportunities: z.number(),
  attackVotesReceivedExpected: z.number(),
  mentionsReceived: z.number(),
  atMentionsReceived: z.number(),
  mentionOpportunities: z.number(),
  mentionsExpected: z.number(),
  votesCast: z.number(),
  votesOnWerewolves: z.number(),
  votesOnWerewolvesExpected: z.number(),
  selfVotes: z.number(),
  votesOnOtherWerewolves: z.number(),
  divinations: z.number(),
  divinationsOnWerewolves: z.number(),
  divinationsOnWerewolvesExpected: z.number(),
  missedVotes: z.number(),
  attackVotesCast: z.number(),
  attackVoteNights: z.number(),
  missedAttackVotes: z.number(),
  attackVotesOnWerewolves: z.number(),
  divinationNights: z.number(),
  missedDivinations: z.number(),
  guardNights: z.number(),
  missedGuards: z.number(),
  talkDays: z.number(),
  silentDays: z.number(),
  talks: z.number(),
  repeatedTalks: z.number(),
  /** Talks that say something (not `Over`, `Skip`, `[PASS]`): the opportunities of the two below. */
  spokenTalks: z.number(),
  /** …of those, said word for word by another seat of the same game too. */
  sharedTalks: z.number(),
  /** …of those, said by another seat of the game too once every player name is masked. */
  sharedTalksNamesMasked: z.number(),
  /** Votes checked against what the voter had said (0 when the score was asked without a talk reader). */
  votesReadForDeclaredHuman: z.number(),
  /** …of those, votes against a player the voter had called human in public and not taken back. */
  votesOnDeclaredHuman: z.number(),
});

export const seatMetricsSchema = z.object({
  /** The folder the log was found in (the contest/track), '' when given as a file. */
  folder: z.string(),
  game: z.string(),
  idx: z.number().int(),
  connectionName: z.string(),
  name: z.string(),
  team: z.string(),
  role: gameRoleSchema,
  side: winSideSchema,
  players: z.number().int(),
  werewolves: z.number().int(),
  winner: winSideSchema,
  counts: seatCountsSchema,
});

export type SeatCounts = z.infer<typeof seatCountsSchema>;
export type SeatMetrics = z.infer<typeof seatMetricsSchema>;
export const SEAT_COUNT_KEYS = Object.keys(seatCountsSchema.shape) as (keyof SeatCounts)[];

/**
 * Built key by key, not by Object.fromEntries, and not frozen (it never leaves this module): V8 makes
 * a 45-key object from entries, or a copy of a frozen one, in dictionary mode, and a spread of it (and
 * every count added to the copy) took its slow path, about 20 times the cost.
 */
const ZERO_SEAT_COUNTS: Readonly<SeatCounts> = (() => {
  const zero: Partial<Record<keyof SeatCounts, number>> = {};
  for (const key of SEAT_COUNT_KEYS) zero[key] = 0;
  return zero as SeatCounts;
})();

/** Every count at 0 (a fresh object: callers add to it). A spread of one template, not a rebuild per call. */
export const zeroSeatCounts = (): SeatCounts => ({ ...ZERO_SEAT_COUNTS });
