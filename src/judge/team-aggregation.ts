import { RANKING_CRITERION_NAMES } from './criteria.ts';
import type { RankingLine } from './judge-games.ts';

/**
 * The official `team_aggregation` shape: per team and criterion the mean rank over all that team's
 * seats and games (lower is better), and the criteria that were evaluated.
 */
export type TeamAggregation = {
  readonly team_averages: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly summary: {
    readonly criteria_evaluated: readonly string[];
    readonly games: number;
    readonly rankings: number;
    /** Rankings that never passed the checks (left out of the means; listed in the JSONL). */
    readonly invalid_rankings: number;
    /** Seat-rankings per team and criterion behind each mean. */
    readonly counts: Readonly<Record<string, Readonly<Record<string, number>>>>;
  };
};

export const aggregateTeams = (lines: readonly RankingLine[]): TeamAggregation => {
  const sums = new Map<string, Map<string, { sum: number; count: number }>>();
  const valid = lines.filter((line) => line.rankings !== undefined);
  for (const line of valid)
    for (const entry of line.rankings ?? []) {
      const team = sums.get(entry.team) ?? new Map<string, { sum: number; count: number }>();
      const cell = team.get(line.criterion) ?? { sum: 0, count: 0 };
      cell.sum += entry.ranking;
      cell.count++;
      team.set(line.criterion, cell);
      sums.set(entry.team, team);
    }
  const evaluated = RANKING_CRITERION_NAMES.filter((criterion) => valid.some((line) => line.criterion === criterion));
  const teams = [...sums.keys()].sort();
  const table = (value: (cell: { sum: number; count: number }) => number) =>
    Object.fromEntries(
      teams.map((team) => [
        team,
        Object.fromEntries(
          evaluated.flatMap((criterion) => {
            const cell = sums.get(team)?.get(criterion);
            return cell === undefined ? [] : [[criterion, value(cell)]];
          }),
        ),
      ]),
    );
  return {
    team_averages: table((cell) => cell.sum / cell.count),
    summary: {
      criteria_evaluated: evaluated,
      games: new Set(lines.map((line) => line.game)).size,
      rankings: valid.length,
      invalid_rankings: lines.length - valid.length,
      counts: table((cell) => cell.count),
    },
  };
};

/** team_aggregation.csv: `Team,<criteria…>`, teams sorted, means to six places (empty where a team has none). */
export const teamAggregationCsv = (aggregation: TeamAggregation): string => {
  const criteria = aggregation.summary.criteria_evaluated;
  const rows = Object.entries(aggregation.team_averages).map(([team, means]) =>
    [team, ...criteria.map((criterion) => (means[criterion] === undefined ? '' : means[criterion].toFixed(6)))].join(
      ',',
    ),
  );
  return [['Team', ...criteria].join(','), ...rows].join('\n');
};

/** The text table: mean rank per team and criterion (lower is better), with the seat-rankings behind each. */
export const formatTeamAggregation = (aggregation: TeamAggregation): string => {
  const criteria = aggregation.summary.criteria_evaluated;
  const header = ['team', ...criteria];
  const rows = [
    header,
    ...Object.entries(aggregation.team_averages).map(([team, means]) => [
      team,
      ...criteria.map((criterion) => {
        const value = means[criterion];
        const count = aggregation.summary.counts[team]?.[criterion] ?? 0;
        return value === undefined ? '–' : `${value.toFixed(2)} (${count})`;
      }),
    ]),
  ];
  const widths = header.map((_, column) => Math.max(...rows.map((cells) => [...(cells[column] ?? '')].length)));
  const { games, rankings, invalid_rankings } = aggregation.summary;
  return [
    `mean rank per team and criterion (1 = best; seat-rankings in brackets): ${games} games, ${rankings} rankings${invalid_rankings > 0 ? `, ${invalid_rankings} invalid (left out)` : ''}`,
    ...rows.map((cells) =>
      cells
        .map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - [...cell].length))
        .join('  ')
        .trimEnd(),
    ),
  ].join('\n');
};
