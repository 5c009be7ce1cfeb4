import type { GameRecord } from '../game-log/index.ts';
import { aggregateSeats, roleWeightsOf } from './aggregate-seats.ts';
import type { ScoreReport } from './group-metrics-schema.ts';
import type { SideReader } from './declared-human-votes.ts';
import type { SeatMetrics } from './seat-metrics-schema.ts';
import { seatMetrics } from './seat-metrics.ts';

export type ScoredGames = ScoreReport & {
  /** Every seat of every finished game: the rows of `--csv`. */
  readonly seats: readonly SeatMetrics[];
  /** Games left out because they have no winner. */
  readonly unfinished: readonly string[];
};

/** Groups seats by a key, in first-seen order. */
export const groupSeats = (
  seats: readonly SeatMetrics[],
  key: (seat: SeatMetrics) => string,
): Map<string, SeatMetrics[]> => {
  const groups = new Map<string, SeatMetrics[]>();
  for (const seat of seats) {
    const name = key(seat);
    groups.set(name, [...(groups.get(name) ?? []), seat]);
  }
  return groups;
};

/**
 * The official metrics of a set of games, for all seats together and per team (teams sorted by name).
 * Role weights for the weighted-micro win rate come from all seats read.
 */
export const scoreGames = (
  games: readonly { record: GameRecord; folder?: string }[],
  options: { readonly readSides?: SideReader } = {},
): ScoredGames => {
  const seats = games.flatMap((game) =>
    seatMetrics(
      game.record,
      game.folder ?? '',
      options.readSides === undefined ? {} : { readSides: options.readSides },
    ),
  );
  const weights = roleWeightsOf(seats);
  const teams = [...groupSeats(seats, (seat) => seat.team).entries()].sort(([a], [b]) => a.localeCompare(b));
  return {
    all: aggregateSeats(seats, weights),
    teams: Object.fromEntries(teams.map(([team, teamSeats]) => [team, aggregateSeats(teamSeats, weights)])),
    seats,
    unfinished: games.filter((game) => !game.record.winner).map((game) => game.record.id),
  };
};
