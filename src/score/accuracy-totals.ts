import type { ErrorBehaviour } from './group-metrics-schema.ts';
import { type SeatCounts, zeroSeatCounts } from './seat-metrics-schema.ts';

const countOf = (count: number, opportunities: number) => ({ count, opportunities });

/**
 * The summable part of the accuracy and error-behaviour groups: the numerators and denominators, plus
 * the two ratios recomputed from them. The arena summary keeps one per brain and adds each game to it;
 * `score` builds the same from a group's seats.
 */
export type AccuracyTotals = {
  readonly voteAccuracy: number | null;
  readonly divinationAccuracy: number | null;
  readonly villageVotes: number;
  readonly villageVotesOnWerewolves: number;
  readonly villageVotesOnWerewolvesExpected: number;
  readonly divinations: number;
  readonly divinationsOnWerewolves: number;
  readonly divinationsOnWerewolvesExpected: number;
  readonly errorBehaviour: ErrorBehaviour;
};

const divide = (numerator: number, denominator: number): number | null =>
  denominator === 0 ? null : numerator / denominator;

export const errorBehaviourOf = (counts: SeatCounts): ErrorBehaviour => ({
  noVote: { count: counts.missedVotes, opportunities: counts.voteDaysAlive },
  selfVote: { count: counts.selfVotes, opportunities: counts.votesCast },
  noAttackVote: { count: counts.missedAttackVotes, opportunities: counts.attackVoteNights },
  attackVoteOnWerewolf: { count: counts.attackVotesOnWerewolves, opportunities: counts.attackVotesCast },
  noDivination: { count: counts.missedDivinations, opportunities: counts.divinationNights },
  noGuard: { count: counts.missedGuards, opportunities: counts.guardNights },
  silentDays: { count: counts.silentDays, opportunities: counts.talkDays },
  repeatedTalks: { count: counts.repeatedTalks, opportunities: counts.talks },
});

/** Totals of a set of seats: `all` = every seat's counts summed, `village` = the village side's only. */
export const accuracyTotalsOf = (options: { all: SeatCounts; village: SeatCounts }): AccuracyTotals => ({
  voteAccuracy: divide(options.village.votesOnWerewolves, options.village.votesOnWerewolvesExpected),
  divinationAccuracy: divide(options.all.divinationsOnWerewolves, options.all.divinationsOnWerewolvesExpected),
  villageVotes: options.village.votesCast,
  villageVotesOnWerewolves: options.village.votesOnWerewolves,
  villageVotesOnWerewolvesExpected: options.village.votesOnWerewolvesExpected,
  divinations: options.all.divinations,
  divinationsOnWerewolves: options.all.divinationsOnWerewolves,
  divinationsOnWerewolvesExpected: options.all.divinationsOnWerewolvesExpected,
  errorBehaviour: errorBehaviourOf(options.all),
});

export const emptyAccuracyTotals = (): AccuracyTotals =>
  accuracyTotalsOf({ all: zeroSeatCounts(), village: zeroSeatCounts() });

const addCounts = (a: ErrorBehaviour[keyof ErrorBehaviour], b: ErrorBehaviour[keyof ErrorBehaviour]) => ({
  count: a.count + b.count,
  opportunities: a.opportunities + b.opportunities,
});

/** Two totals added (pure), the ratios recomputed from the summed numerators and denominators. */
export const addAccuracyTotals = (a: AccuracyTotals, b: AccuracyTotals): AccuracyTotals => {
  const errorBehaviour = Object.fromEntries(
    (Object.keys(a.errorBehaviour) as (keyof ErrorBehaviour)[]).map((key) => [
      key,
      addCounts(a.errorBehaviour[key], b.errorBehaviour[key]),
    ]),
  ) as ErrorBehaviour;
  const villageVotesOnWerewolves = a.villageVotesOnWerewolves + b.villageVotesOnWerewolves;
  const villageVotesOnWerewolvesExpected = a.villageVotesOnWerewolvesExpected + b.villageVotesOnWerewolvesExpected;
  const divinationsOnWerewolves = a.divinationsOnWerewolves + b.divinationsOnWerewolves;
  const divinationsOnWerewolvesExpected = a.divinationsOnWerewolvesExpected + b.divinationsOnWerewolvesExpected;
  return {
    voteAccuracy: divide(villageVotesOnWerewolves, villageVotesOnWerewolvesExpected),
    divinationAccuracy: divide(divinationsOnWerewolves, divinationsOnWerewolvesExpected),
    villageVotes: a.villageVotes + b.villageVotes,
    villageVotesOnWerewolves,
    villageVotesOnWerewolvesExpected,
    divinations: a.divinations + b.divinations,
    divinationsOnWerewolves,
    divinationsOnWerewolvesExpected,
    errorBehaviour,
  };
};

/**
 * `addAccuracyTotals(totals, <the totals of this one seat>)`, the same sums in the same order, without
 * building the seat's own totals first: the arena summary adds every seat of every game.
 */
export const addSeatCounts = (totals: AccuracyTotals, counts: SeatCounts, village: boolean): AccuracyTotals => {
  const before = totals.errorBehaviour;
  // Key by key, in errorBehaviourOf's order.
  const errorBehaviour: ErrorBehaviour = {
    noVote: countOf(before.noVote.count + counts.missedVotes, before.noVote.opportunities + counts.voteDaysAlive),
    selfVote: countOf(before.selfVote.count + counts.selfVotes, before.selfVote.opportunities + counts.votesCast),
    noAttackVote: countOf(
      before.noAttackVote.count + counts.missedAttackVotes,
      before.noAttackVote.opportunities + counts.attackVoteNights,
    ),
    attackVoteOnWerewolf: countOf(
      before.attackVoteOnWerewolf.count + counts.attackVotesOnWerewolves,
      before.attackVoteOnWerewolf.opportunities + counts.attackVotesCast,
    ),
    noDivination: countOf(
      before.noDivination.count + counts.missedDivinations,
      before.noDivination.opportunities + counts.divinationNights,
    ),
    noGuard: countOf(before.noGuard.count + counts.missedGuards, before.noGuard.opportunities + counts.guardNights),
    silentDays: countOf(before.silentDays.count + counts.silentDays, before.silentDays.opportunities + counts.talkDays),
    repeatedTalks: countOf(
      before.repeatedTalks.count + counts.repeatedTalks,
      before.repeatedTalks.opportunities + counts.talks,
    ),
  };
  // A seat of the werewolf side adds nothing to the village's vote counts (0 in the seat's own totals).
  const villageVotesOnWerewolves = totals.villageVotesOnWerewolves + (village ? counts.votesOnWerewolves : 0);
  const villageVotesOnWerewolvesExpected =
    totals.villageVotesOnWerewolvesExpected + (village ? counts.votesOnWerewolvesExpected : 0);
  const divinationsOnWerewolves = totals.divinationsOnWerewolves + counts.divinationsOnWerewolves;
  const divinationsOnWerewolvesExpected =
    totals.divinationsOnWerewolvesExpected + counts.divinationsOnWerewolvesExpected;
  return {
    voteAccuracy: divide(villageVotesOnWerewolves, villageVotesOnWerewolvesExpected),
    divinationAccuracy: divide(divinationsOnWerewolves, divinationsOnWerewolvesExpected),
    villageVotes: totals.villageVotes + (village ? counts.votesCast : 0),
    villageVotesOnWerewolves,
    villageVotesOnWerewolvesExpected,
    divinations: totals.divinations + counts.divinations,
    divinationsOnWerewolves,
    divinationsOnWerewolvesExpected,
    errorBehaviour,
  };
};
