import type { GameRoleName } from '../game-log/index.ts';
import { type AccuracyTotals, accuracyTotalsOf } from './accuracy-totals.ts';
import type { GroupMetrics } from './group-metrics-schema.ts';
import { type SeatCounts, type SeatMetrics, SEAT_COUNT_KEYS, zeroSeatCounts } from './seat-metrics-schema.ts';

export type RoleWeights = Readonly<Partial<Record<GameRoleName, number>>>;

const divide = (numerator: number, denominator: number): number | null =>
  denominator === 0 ? null : numerator / denominator;

export const sumCounts = (seats: readonly SeatMetrics[]): SeatCounts => {
  const total = zeroSeatCounts();
  for (const seat of seats) for (const key of SEAT_COUNT_KEYS) total[key] += seat.counts[key];
  return total;
};

/** The village's role composition: seats per role over every seat read (the organisers' weights). */
export const roleWeightsOf = (seats: readonly SeatMetrics[]): RoleWeights => {
  const weights: Partial<Record<GameRoleName, number>> = {};
  for (const seat of seats) weights[seat.role] = (weights[seat.role] ?? 0) + 1;
  return weights;
};

const winRates = (seats: readonly SeatMetrics[], weights: RoleWeights) => {
  const byRole: GroupMetrics['winRateByRole'] = {};
  for (const seat of seats) {
    const entry = byRole[seat.role] ?? { wins: 0, games: 0, rate: null };
    entry.wins += seat.counts.win;
    entry.games += 1;
    entry.rate = entry.wins / entry.games;
    byRole[seat.role] = entry;
  }
  const roles = Object.entries(byRole);
  const rates = roles.map(([, entry]) => entry.rate ?? 0);
  const weightOf = (role: string): number => weights[role as GameRoleName] ?? 0;
  const weightSum = roles.reduce((sum, [role]) => sum + weightOf(role), 0);
  const weighted = roles.reduce((sum, [role, entry]) => sum + weightOf(role) * (entry.rate ?? 0), 0);
  return {
    byRole,
    micro: roles.length ? rates.reduce((sum, rate) => sum + rate, 0) / roles.length : null,
    weightedMicro: divide(weighted, weightSum),
  };
};

/**
 * The five metric groups of a set of seats: sums of the seats' numerators over sums of their
 * denominators, so a team's figure never depends on how its seats were split into games.
 */
export const aggregateSeats = (
  seats: readonly SeatMetrics[],
  weights: RoleWeights = roleWeightsOf(seats),
): GroupMetrics => {
  const total = sumCounts(seats);
  const village = sumCounts(seats.filter((seat) => seat.side === 'VILLAGER'));
  const possessed = sumCounts(seats.filter((seat) => seat.role === 'POSSESSED'));
  const packWerewolves = sumCounts(seats.filter((seat) => seat.role === 'WEREWOLF' && seat.werewolves >= 2));
  const wins = winRates(seats, weights);
  const accuracy = accuracyTotalsOf({ all: total, village });
  const possessedOnWerewolves = divide(possessed.votesOnWerewolves, possessed.votesCast);
  return {
    games: seats.length,
    winRate: divide(total.win, seats.length),
    winRateMicro: wins.micro,
    winRateWeightedMicro: wins.weightedMicro,
    winRateByRole: wins.byRole,
    survivalRate: divide(total.survived, seats.length),
    executionTargeting: divide(total.executed, total.executedExpected),
    voteTargeting: divide(total.votesReceived, total.votesReceivedExpected),
    divinationTargeting: divide(total.divinedReceived, total.divinedExpected),
    guardTargeting: divide(total.guardedReceived, total.guardedExpected),
    mentionTargeting: divide(total.mentionsReceived, total.mentionsExpected),
    attackTargeting: divide(total.attackedReceived, total.attackedExpected),
    attackVoteTargeting: divide(total.attackVotesReceived, total.attackVotesReceivedExpected),
    ...accuracy,
    possessedNonWerewolfVoteShare: possessedOnWerewolves === null ? null : 1 - possessedOnWerewolves,
    werewolfTeammateVoteShare: divide(packWerewolves.votesOnOtherWerewolves, packWerewolves.votesCast),
  };
};

/** The accuracy and error-behaviour totals of a set of seats (the arena summary adds these per brain). */
export const accuracyTotalsOfSeats = (seats: readonly SeatMetrics[]): AccuracyTotals =>
  accuracyTotalsOf({ all: sumCounts(seats), village: sumCounts(seats.filter((seat) => seat.side === 'VILLAGER')) });
