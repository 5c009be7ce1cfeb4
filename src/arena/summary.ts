import { GAME_ROLES, type GameRole } from '../game/state.ts';
import { type GameRecord, readGameLog } from '../game-log/index.ts';
import {
  accuracyTotalsOf,
  addAccuracyTotals,
  type BrainSummary,
  type ErrorBehaviour,
  emptyAccuracyTotals,
  seatMetrics,
  sideOf,
  type WinCount,
  zeroSeatCounts,
} from '../score/index.ts';
import type { GameOutcome } from './rules/rules-types.ts';

export type TournamentSummary = {
  games: number;
  villageWins: number;
  werewolfWins: number;
  /** Games that ended without a winner (error ratio reached or max_day). */
  aborted: number;
  villageWinRate: number;
  werewolfWinRate: number;
  averageDays: number;
  /** Agents errored out of their game, summed over games. */
  errors: number;
  /** Requests answered late or not at all, summed over games. */
  timeouts: number;
  byRole: Record<GameRole, WinCount>;
  /** Per brain label (the connection's team, e.g. `rule`), over every seat it played. */
  byBrain: Record<string, BrainSummary>;
  /** Wall time in ms. */
  elapsedMs: number;
};

const zeroRoleCounts = (): Record<GameRole, WinCount> => {
  const counts: Partial<Record<GameRole, WinCount>> = {};
  for (const role of GAME_ROLES) counts[role] = { games: 0, wins: 0 };
  return counts as Record<GameRole, WinCount>;
};

export const emptySummary = (): TournamentSummary => ({
  games: 0,
  villageWins: 0,
  werewolfWins: 0,
  aborted: 0,
  villageWinRate: 0,
  werewolfWinRate: 0,
  averageDays: 0,
  errors: 0,
  timeouts: 0,
  byRole: zeroRoleCounts(),
  byBrain: {},
  elapsedMs: 0,
});

/** Adds one finished game (pure: returns a new summary). The game log lines give the per-brain metrics. */
export const addGame = (
  summary: TournamentSummary,
  outcome: GameOutcome & { readonly gameLogLines?: readonly string[]; readonly gameRecord?: GameRecord },
): TournamentSummary => {
  const games = summary.games + 1;
  const villageWins = summary.villageWins + (outcome.winSide === 'VILLAGER' ? 1 : 0);
  const werewolfWins = summary.werewolfWins + (outcome.winSide === 'WEREWOLF' ? 1 : 0);
  // Copies of the two tables (the summary is a value: callers keep earlier ones): the role counts are
  // changed in place below, so each is copied; brain entries are replaced, never changed.
  const byRole = { ...summary.byRole };
  for (const role of GAME_ROLES) byRole[role] = { ...summary.byRole[role] };
  const byBrain = { ...summary.byBrain };
  // Only the accuracy and error-behaviour counts are summed here: the mention counts are skipped.
  // The record the arena built as the game went, else the one its log lines read as.
  const record =
    outcome.gameRecord ??
    (outcome.gameLogLines === undefined
      ? undefined
      : readGameLog({ text: outcome.gameLogLines.join('\n'), id: outcome.gameId }));
  const scoredSeats = record === undefined ? [] : seatMetrics(record, '', { mentions: false });
  for (const seat of outcome.seats) {
    const won = outcome.winSide === sideOf(seat.role) ? 1 : 0;
    byRole[seat.role].games++;
    byRole[seat.role].wins += won;
    const brain = byBrain[seat.team] ?? { games: 0, wins: 0, ...emptyAccuracyTotals() };
    const scored = scoredSeats.find((scoredSeat) => scoredSeat.idx === seat.idx);
    // One seat's totals: a werewolf-side seat adds nothing to the village's vote counts.
    const seatTotals =
      scored === undefined
        ? emptyAccuracyTotals()
        : accuracyTotalsOf({
            all: scored.counts,
            village: scored.side === 'VILLAGER' ? scored.counts : zeroSeatCounts(),
          });
    byBrain[seat.team] = { games: brain.games + 1, wins: brain.wins + won, ...addAccuracyTotals(brain, seatTotals) };
  }
  // The day counter at FINISH is one past the last day played.
  const days = Math.max(0, outcome.finalDay - 1);
  return {
    ...summary,
    games,
    villageWins,
    werewolfWins,
    aborted: summary.aborted + (outcome.winSide === 'NONE' ? 1 : 0),
    villageWinRate: villageWins / games,
    werewolfWinRate: werewolfWins / games,
    averageDays: (summary.averageDays * summary.games + days) / games,
    errors: summary.errors + outcome.errored.length,
    timeouts: summary.timeouts + outcome.timeouts,
    byRole,
    byBrain,
  };
};

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;

/** The summary as a plain-text table for the terminal. */
export const formatSummaryTable = (summary: TournamentSummary): string => {
  const lines = [
    `games ${summary.games}  village ${summary.villageWins} (${percent(summary.villageWinRate)})  werewolf ${summary.werewolfWins} (${percent(summary.werewolfWinRate)})  aborted ${summary.aborted}`,
    `average days ${summary.averageDays.toFixed(2)}  errors ${summary.errors}  timeouts ${summary.timeouts}  time ${(summary.elapsedMs / 1000).toFixed(1)} s`,
    '',
    'role        games   wins   win rate',
  ];
  for (const role of GAME_ROLES) {
    const count = summary.byRole[role];
    if (count.games === 0) continue;
    lines.push(
      `${role.padEnd(10)} ${String(count.games).padStart(6)} ${String(count.wins).padStart(6)}   ${percent(count.wins / count.games).padStart(7)}`,
    );
  }
  const brains = Object.entries(summary.byBrain);
  if (brains.length > 1) {
    lines.push('', 'brain       seats   wins   win rate');
    for (const [brain, count] of brains) {
      lines.push(
        `${brain.padEnd(10)} ${String(count.games).padStart(6)} ${String(count.wins).padStart(6)}   ${percent(count.wins / count.games).padStart(7)}`,
      );
    }
  }
  if (brains.length > 0) lines.push('', ...brainMetricsLines(summary.byBrain));
  return lines.join('\n');
};

const ratio = (value: number | null): string => (value === null ? '-' : value.toFixed(2));
const ERROR_COLUMNS: readonly [keyof ErrorBehaviour, string][] = [
  ['noVote', 'no vote'],
  ['selfVote', 'self-vote'],
  ['noAttackVote', 'no attack vote'],
  ['attackVoteOnWerewolf', 'attack vote on wolf'],
  ['noDivination', 'no divination'],
  ['noGuard', 'no guard'],
  ['silentDays', 'silent days'],
  ['repeatedTalks', 'repeated talks'],
  ['sharedTalks', 'shared talks'],
  ['sharedTalksNamesMasked', 'shared, names masked'],
];

/** Per brain: the official accuracy ratios (1.00 = random) and error behaviour as count (opportunities). */
const brainMetricsLines = (byBrain: Readonly<Record<string, BrainSummary>>): string[] => {
  const headers = [
    'brain',
    'vote acc.',
    'village votes',
    'divination acc.',
    'divinations',
    ...ERROR_COLUMNS.map(([, title]) => title),
  ];
  const rows = Object.entries(byBrain).map(([brain, metrics]) => [
    brain,
    ratio(metrics.voteAccuracy),
    String(metrics.villageVotes),
    ratio(metrics.divinationAccuracy),
    String(metrics.divinations),
    ...ERROR_COLUMNS.map(
      ([key]) => `${metrics.errorBehaviour[key].count} (${metrics.errorBehaviour[key].opportunities})`,
    ),
  ]);
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [
    'official metrics per brain (accuracy: ratio to random; errors: count (opportunities))',
    line(headers),
    ...rows.map(line),
  ];
};
