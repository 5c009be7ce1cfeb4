import type { GroupReport, ReplayReport } from './replay-report.ts';
import type { RoleReadingTally } from './role-readings.ts';

const figure = (value: number | null, suffix = '×'): string => (value === null ? '–' : `${value.toFixed(2)}${suffix}`);
const percent = (value: number | null): string => (value === null ? '–' : `${Math.round(value * 100)}%`);

const row = (name: string, group: GroupReport): string[] => [
  name,
  String(group.games),
  String(group.decisions),
  String(group.ours.villageVotes),
  figure(group.ours.voteAccuracy),
  figure(group.theirs.voteAccuracy),
  String(group.ours.divinations),
  figure(group.ours.divinationAccuracy),
  figure(group.theirs.divinationAccuracy),
  percent(group.ours.attackOnSeerShare),
  percent(group.theirs.attackOnSeerShare),
  percent(group.agreement.all),
];

/** `9/10 games 90% (claims 10, 2 by a result alone, results 25/27)`: the reading line of one role. */
const roleReading = (tally: RoleReadingTally): string =>
  tally.games === 0
    ? '–'
    : `${tally.read}/${tally.games} games ${percent(tally.read / tally.games)} (claims ${tally.claimsRead}, ${tally.claimsByResult} by a result alone, results ${tally.resultsRead}/${tally.results})`;

/**
 * The report as an aligned text table: one line per folder, then the held-out 2026 folders, all pooled,
 * and all pooled with each game once when some game is logged twice.
 */
export const formatReplayTable = (report: ReplayReport, brain: string): string => {
  const header = [
    'folder',
    'games',
    'decisions',
    'village votes',
    'vote acc. ours',
    'theirs',
    'divinations',
    'div. acc. ours',
    'theirs',
    'attack→seer ours',
    'theirs',
    'agreement',
  ];
  const rows = [
    ...Object.entries(report.byFolder).map(([folder, group]) => row(folder, group)),
    ...(report.heldOut.games > 0 ? [row('held out (jsai2026_*)', report.heldOut)] : []),
    row('all', report),
    ...(report.eachGameOnce.games < report.games
      ? [row(`all, each game once (${report.games - report.eachGameOnce.games} copies out)`, report.eachGameOnce)]
      : []),
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  const reading = (name: string, group: GroupReport): string =>
    `  ${name.padEnd(widths[0]!)}  seer ${roleReading(group.reading.seer)}  ·  medium ${roleReading(group.reading.medium)}`;
  const readingRows: [string, GroupReport][] = [
    ...Object.entries(report.byFolder),
    ...(report.heldOut.games > 0 ? [['held out (jsai2026_*)', report.heldOut] as [string, GroupReport]] : []),
    ['all', report],
  ];
  return [
    `replay with the ${brain} brain: accuracies are ratios to random choice (1.00× = random); "theirs" = the real agents on the same decisions`,
    line(header),
    ...rows.map(line),
    "reading: games where the true seer's (medium's) claim (a coming out, or a result of its kind, as the beliefs take it) and every result it could tell were read from its talk",
    ...readingRows.map(([name, group]) => reading(name, group)),
  ].join('\n');
};
