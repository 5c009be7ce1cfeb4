import type { GameResult } from './play-game.ts';

export type TournamentSummary = {
  readonly games: number;
  readonly wins: Readonly<Record<'villagers' | 'werewolves' | 'draw', number>>;
  readonly features: Readonly<Record<string, number>>;
  /** Per player id: games won, games played, failed calls. */
  readonly players: Readonly<Record<number, { won: number; played: number; failures: number }>>;
  /** The keys `arena --json` promises for every ruleset (the aiwolf ruleset's summary has them too). */
  readonly villageWins: number;
  readonly werewolfWins: number;
  /** The function-call backend never aborts: a failing agent gets the seed's default answer instead. */
  readonly aborted: 0;
  /** Per role: games played and won by a seat of that role. */
  readonly byRole: Readonly<Record<string, { played: number; won: number }>>;
};

export const summarize = (results: readonly GameResult[]): TournamentSummary => {
  const wins = { villagers: 0, werewolves: 0, draw: 0 };
  const features: Record<string, number> = {};
  const players: Record<number, { won: number; played: number; failures: number }> = {};
  const byRole: Record<string, { played: number; won: number }> = {};
  for (const result of results) {
    wins[result.winner] += 1;
    for (const [name, count] of Object.entries(result.features)) features[name] = (features[name] ?? 0) + count;
    for (const [id, role] of Object.entries(result.roles)) {
      const entry = players[Number(id)] ?? { won: 0, played: 0, failures: 0 };
      players[Number(id)] = entry;
      entry.played += 1;
      const roleEntry = byRole[role] ?? { played: 0, won: 0 };
      byRole[role] = roleEntry;
      roleEntry.played += 1;
      if (result.winner !== 'draw' && (role === 'werewolf') === (result.winner === 'werewolves')) {
        entry.won += 1;
        roleEntry.won += 1;
      }
      entry.failures += result.failures[Number(id)] ?? 0;
    }
  }
  return {
    games: results.length,
    wins,
    features,
    players,
    villageWins: wins.villagers,
    werewolfWins: wins.werewolves,
    aborted: 0,
    byRole,
  };
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
    'role      played  won  win rate',
    ...Object.entries(summary.byRole).map(
      ([role, entry]) =>
        `${role.padEnd(8)}  ${String(entry.played).padStart(6)}  ${String(entry.won).padStart(3)}  ${percent(entry.won, entry.played).padStart(8)}`,
    ),
    '',
    Object.entries(summary.features)
      .map(([name, count]) => `${name} ${count}`)
      .join(', '),
  ];
  return lines.join('\n');
};
