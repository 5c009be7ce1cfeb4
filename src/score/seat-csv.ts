import type { GroupMetrics, ScoreReport } from './group-metrics-schema.ts';
import { SEAT_COUNT_KEYS, type SeatMetrics } from './seat-metrics-schema.ts';

const SEAT_FIELDS = [
  'folder',
  'game',
  'idx',
  'connectionName',
  'name',
  'team',
  'role',
  'side',
  'players',
  'werewolves',
  'winner',
] as const;

/** RFC 4180 quoting, only where needed (names and folders may hold commas or quotes). */
const csvCell = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const csvLine = (cells: readonly (string | number | null)[]): string => cells.map(csvCell).join(',');

/** `seats.csv`: one row per seat with every numerator and denominator, so any breakdown can be rebuilt. */
export const seatsCsv = (seats: readonly SeatMetrics[]): string =>
  [
    csvLine([...SEAT_FIELDS, ...SEAT_COUNT_KEYS]),
    ...seats.map((seat) =>
      csvLine([...SEAT_FIELDS.map((field) => seat[field]), ...SEAT_COUNT_KEYS.map((key) => seat.counts[key])]),
    ),
  ].join('\n') + '\n';

const RATIO_FIELDS = [
  'games',
  'winRate',
  'winRateMicro',
  'winRateWeightedMicro',
  'survivalRate',
  'executionTargeting',
  'voteTargeting',
  'divinationTargeting',
  'guardTargeting',
  'mentionTargeting',
  'attackTargeting',
  'attackVoteTargeting',
  'voteAccuracy',
  'divinationAccuracy',
  'villageVotes',
  'divinations',
  'possessedNonWerewolfVoteShare',
  'werewolfTeammateVoteShare',
] as const satisfies readonly (keyof GroupMetrics)[];

/** `teams.csv`: the group figures, one row for all seats (`team` empty) and one per team. */
export const teamsCsv = (report: ScoreReport): string => {
  const errorKeys = Object.keys(report.all.errorBehaviour) as (keyof GroupMetrics['errorBehaviour'])[];
  const header = ['team', ...RATIO_FIELDS, ...errorKeys.flatMap((key) => [`${key}Count`, `${key}Opportunities`])];
  const row = (team: string, group: GroupMetrics) => [
    team,
    ...RATIO_FIELDS.map((field) => group[field]),
    ...errorKeys.flatMap((key) => [group.errorBehaviour[key].count, group.errorBehaviour[key].opportunities]),
  ];
  return (
    [
      csvLine(header),
      csvLine(row('', report.all)),
      ...Object.entries(report.teams).map(([team, group]) => csvLine(row(team, group))),
    ].join('\n') + '\n'
  );
};
