import type { GroupMetrics, ScoreReport } from './group-metrics-schema.ts';

/** A table as data: the text and Markdown renderers draw the same rows. */
export type ScoreTable = {
  readonly title: string;
  readonly headers: readonly string[];
  readonly rows: readonly string[][];
};

const ratio = (value: number | null): string => (value === null ? '-' : value.toFixed(2));
const percent = (value: number | null): string => (value === null ? '-' : `${(value * 100).toFixed(1)}%`);
const countOf = (entry: { count: number; opportunities: number }): string =>
  entry.opportunities === 0 ? '-' : `${entry.count} (${entry.opportunities})`;

const groups = (report: ScoreReport): [string, GroupMetrics][] => [
  ['(all)', report.all],
  ...Object.entries(report.teams),
];

/** The five official groups as three tables, all seats first, then each team. */
export const scoreTables = (report: ScoreReport): ScoreTable[] => [
  {
    title: 'Win rate, accuracy (ratio to random) and coordination',
    headers: [
      'team',
      'games',
      'win',
      'win micro',
      'win weighted',
      'vote acc.',
      'village votes',
      'divination acc.',
      'divinations',
      'possessed non-wolf votes',
      'wolf teammate votes',
    ],
    rows: groups(report).map(([name, group]) => [
      name,
      String(group.games),
      percent(group.winRate),
      percent(group.winRateMicro),
      percent(group.winRateWeightedMicro),
      ratio(group.voteAccuracy),
      String(group.villageVotes),
      ratio(group.divinationAccuracy),
      String(group.divinations),
      percent(group.possessedNonWerewolfVoteShare),
      percent(group.werewolfTeammateVoteShare),
    ]),
  },
  {
    title: 'Targeting (ratio to random: 1.00 = as often as random)',
    headers: ['team', 'executed', 'voted', 'divined', 'guarded', 'mentioned', 'attacked', 'attack-voted'],
    rows: groups(report).map(([name, group]) => [
      name,
      ratio(group.executionTargeting),
      ratio(group.voteTargeting),
      ratio(group.divinationTargeting),
      ratio(group.guardTargeting),
      ratio(group.mentionTargeting),
      ratio(group.attackTargeting),
      ratio(group.attackVoteTargeting),
    ]),
  },
  {
    title: 'Error behaviour: count (opportunities)',
    headers: [
      'team',
      'no vote',
      'self-vote',
      'no attack vote',
      'attack vote on wolf',
      'no divination',
      'no guard',
      'silent days',
      'repeated talks',
      'shared talks',
      'shared, names masked',
      'vote on own white',
    ],
    rows: groups(report).map(([name, group]) => {
      const errors = group.errorBehaviour;
      return [
        name,
        countOf(errors.noVote),
        countOf(errors.selfVote),
        countOf(errors.noAttackVote),
        countOf(errors.attackVoteOnWerewolf),
        countOf(errors.noDivination),
        countOf(errors.noGuard),
        countOf(errors.silentDays),
        countOf(errors.repeatedTalks),
        countOf(errors.sharedTalks),
        countOf(errors.sharedTalksNamesMasked),
        countOf(errors.voteOnDeclaredHuman),
      ];
    }),
  },
];

/** Plain-text columns for the terminal: names left-aligned, figures right-aligned. */
export const renderTextTable = (table: ScoreTable): string => {
  const widths = table.headers.map((header, column) =>
    Math.max(header.length, ...table.rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [table.title, line(table.headers), ...table.rows.map(line)].join('\n');
};

const markdownCell = (cell: string): string => cell.replaceAll('|', '\\|');

/** A Markdown table under a level-3 heading, the form the organisers hand to teams. */
export const renderMarkdownTable = (table: ScoreTable): string =>
  [
    `### ${table.title}`,
    '',
    `| ${table.headers.map(markdownCell).join(' | ')} |`,
    `|${table.headers.map((_, column) => (column === 0 ? '---' : '---:')).join('|')}|`,
    ...table.rows.map((row) => `| ${row.map(markdownCell).join(' | ')} |`),
  ].join('\n');
