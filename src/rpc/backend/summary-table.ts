import type { GameResult } from './play-game.ts';

export type TournamentSummary = {
  readonly games: number;
  readonly wins: Readonly<Record<'villagers' | 'werewolves' | 'draw', number>>;
  readonly features: Readonly<Record<string, number>>;
  /** Per player id: games won, games played, failed calls. */
  readonly players: Readonly<Record<number, { won: number; played: number; failures: number }>>;
};

export const summarize = (results: readonly GameResult[]): TournamentSummary => {
  const wins = { villagers: 0, werewolves: 0, draw: 0 };
  const features: Record<string, number> = {};
  const players: Record<number, { won: number; played: number; failures: number }> = {};
  for (const result of results) {
    wins[result.winner] += 1;
    for (const [name, count] of Object.entries(result.features)) features[name] = (features[name] ?? 0) + count;
    for (const [id, role] of Object.entries(result.roles)) {
      const entry = players[Number(id)] ?? { won: 0, played: 0, failures: 0 };
      players[Number(id)] = entry;
      entry.played += 1;
      if (result.winner !== 'draw' && (role === 'werewolf') === (result.winner === 'werewolves')) entry.won += 1;
      entry.failures += result.failures[Number(id)] ?? 0;
    }
  }
  return { games: results.length, wins, features, players };
};

const percent = (part: number, whole: number): string => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);

/** A plain-text table: side wins, per-player results, and how often each special rule fired. */
export const formatSummaryTable = (summary: TournamentSummary): string => {
  const lines = [
    `games ${summary.games}: villagers ${summary.wins.villagers} (${percent(summary.wins.villagers, summary.games)}), werewolves ${summary.wins.werewolves} (${percent(summary.wins.werewolves, summary.games)}), draws ${summary.wins.draw}`,
    '',
    'player  played  won  win rate  failed calls',
    ...Object.entries(summary.players).map(
      ([id, entry]) => `${id.padStart(6)}  ${String(entry.played).padStart(6)}  ${String(entry.won).padStart(3)}  ${percent(entry.won, entry.played).padStart(8)}  ${String(entry.failures).padStart(12)}`,
    ),
    '',
    Object.entries(summary.features)
      .map(([name, count]) => `${name} ${count}`)
      .join(', '),
  ];
  return lines.join('\n');
};
