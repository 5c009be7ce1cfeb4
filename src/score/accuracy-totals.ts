import type { ErrorBehaviour } from './group-metrics-schema.ts';
import { type SeatCounts, zeroSeatCounts } from './seat-metrics-schema.ts';

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
  sharedTalks: { count: counts.sharedTalks, opportunities: counts.spokenTalks },
  sharedTalksNamesMasked: { count: counts.sharedTalksNamesMasked, opportunities: counts.spokenTalks },
  voteOnDeclaredHuman: { count: counts.votesOnDeclaredHuman, opportunities: counts.votesReadForDeclaredHuman },
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
  const errorBehaviour: Partial<Record<keyof ErrorBehaviour, ErrorBehaviour[keyof ErrorBehaviour]>> = {};
  for (const key of Object.keys(a.errorBehaviour) as (keyof ErrorBehaviour)[])
    errorBehaviour[key] = addCounts(a.errorBehaviour[key], b.errorBehaviour[key]);
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
    errorBehaviour: errorBehaviour as ErrorBehaviour,
  };
};
