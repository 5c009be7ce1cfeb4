import { addAccuracyTotals, type BrainSummary, emptyAccuracyTotals, type WinCount } from '../../score/index.ts';
import type { BackendRole } from './nine-player-rules.ts';
import type { GameResult } from './play-game.ts';
import { seatAccuracy } from './seat-accuracy.ts';

/**
 * The function-call tournament summary. Its keys are those of the aiwolf arena's summary (`games`,
 * `villageWins`, `werewolfWins`, `aborted`, rates, `averageDays`, `errors`, `timeouts`, `byRole`,
 * `byBrain`, `elapsedMs`), so `arena --json` prints one shape for both rulesets; `features` and
 * `players` are this ruleset's own.
 */
export type FunctionCallSummary = {
  readonly games: number;
  readonly villageWins: number;
  readonly werewolfWins: number;
  /** Games without a winner: the day limit (`--max-days`) was reached. */
  readonly aborted: number;
  readonly villageWinRate: number;
  readonly werewolfWinRate: number;
  readonly averageDays: number;
  /** Failed calls (timeout, error response or unusable answer), summed over games. */
  readonly errors: number;
  /** Of those, calls answered late or not at all. */
  readonly timeouts: number;
  /** Per role (upper case as in the aiwolf summary: WEREWOLF, VILLAGER, SEER, WITCH, HUNTER). */
  readonly byRole: Readonly<Record<string, WinCount>>;
  /**
   * Per brain label (e.g. `rule`, `random`; `external` for agents we do not run), over every seat it
   * played: wins plus the aiwolf summary's vote/divination accuracy and error-behaviour counts (see seat-accuracy.ts).
   */
  readonly byBrain: Readonly<Record<string, BrainSummary>>;
  readonly elapsedMs: number;
  /** How often each special rule fired: wolf kills, witch saves/poisons, seer checks, hunter shots, PK rounds, exiles. */
  readonly features: Readonly<Record<string, number>>;
  /** Per player id: games won, games played, failed calls. */
  readonly players: Readonly<Record<number, { won: number; played: number; failures: number }>>;
};

const bump = (table: Record<string, WinCount>, key: string, won: boolean): void => {
  const entry = table[key] ?? { games: 0, wins: 0 };
  table[key] = { games: entry.games + 1, wins: entry.wins + (won ? 1 : 0) };
};

const timeoutsIn = (result: GameResult): number =>
  result.log.filter((entry) => entry.kind === 'failure' && (entry.detail as { reason?: string }).reason === 'timeout')
    .length;

/** Sums up games; `brainOf` labels each seat by its dealt role (default: one label, `agents`). */
export const summarizeFunctionCallGames = (
  results: readonly GameResult[],
  options: { brainOf?: (role: BackendRole) => string; elapsedMs?: number } = {},
): FunctionCallSummary => {
  const brainOf = options.brainOf ?? (() => 'agents');
  const features: Record<string, number> = {};
  const players: Record<number, { won: number; played: number; failures: number }> = {};
  const byRole: Record<string, WinCount> = {};
  const byBrain: Record<string, BrainSummary> = {};
  let villageWins = 0;
  let werewolfWins = 0;
  let days = 0;
  let errors = 0;
  let timeouts = 0;
  for (const result of results) {
    if (result.winner === 'villagers') villageWins += 1;
    if (result.winner === 'werewolves') werewolfWins += 1;
    days += result.days;
    timeouts += timeoutsIn(result);
    for (const [name, count] of Object.entries(result.features)) features[name] = (features[name] ?? 0) + count;
    const accuracy = seatAccuracy({ log: result.log, roles: result.roles });
    for (const [id, role] of Object.entries(result.roles)) {
      const won = result.winner !== 'draw' && (role === 'werewolf') === (result.winner === 'werewolves');
      const failures = result.failures[Number(id)] ?? 0;
      const entry = players[Number(id)] ?? { won: 0, played: 0, failures: 0 };
      players[Number(id)] = {
        won: entry.won + (won ? 1 : 0),
        played: entry.played + 1,
        failures: entry.failures + failures,
      };
      errors += failures;
      bump(byRole, role.toUpperCase(), won);
      const brain = byBrain[brainOf(role)] ?? { games: 0, wins: 0, ...emptyAccuracyTotals() };
      byBrain[brainOf(role)] = {
        games: brain.games + 1,
        wins: brain.wins + (won ? 1 : 0),
        ...addAccuracyTotals(brain, accuracy.get(Number(id)) ?? emptyAccuracyTotals()),
      };
    }
  }
  const games = results.length;
  return {
    games,
    villageWins,
    werewolfWins,
    aborted: games - villageWins - werewolfWins,
    villageWinRate: games === 0 ? 0 : villageWins / games,
    werewolfWinRate: games === 0 ? 0 : werewolfWins / games,
    averageDays: games === 0 ? 0 : days / games,
    errors,
    timeouts,
    byRole,
    byBrain,
    elapsedMs: options.elapsedMs ?? 0,
    features,
    players,
  };
};

const percent = (part: number, whole: number): string => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);

const winTable = (title: string, table: Readonly<Record<string, WinCount>>): string[] => [
  `${title.padEnd(10)}  played  won  win rate`,
  ...Object.entries(table).map(
    ([key, entry]) =>
      `${key.padEnd(10)}  ${String(entry.games).padStart(6)}  ${String(entry.wins).padStart(3)}  ${percent(entry.wins, entry.games).padStart(8)}`,
  ),
];

const ratio = (value: number | null): string => (value === null ? '-' : value.toFixed(2));

/** Per brain: vote and check accuracy as the official ratio to random (1.00 = random), with their counts. */
const accuracyLines = (byBrain: Readonly<Record<string, BrainSummary>>): string[] => [
  `${'brain'.padEnd(10)}  vote acc. (village votes)  check acc. (checks)`,
  ...Object.entries(byBrain).map(
    ([brain, entry]) =>
      `${brain.padEnd(10)}  ${`${ratio(entry.voteAccuracy)} (${entry.villageVotes})`.padStart(23)}  ${`${ratio(entry.divinationAccuracy)} (${entry.divinations})`.padStart(19)}`,
  ),
];

/** A plain-text table: side wins, per-player, per-role and per-brain results, and how often each special rule fired. */
export const formatFunctionCallSummary = (summary: FunctionCallSummary): string => {
  const lines = [
    `games ${summary.games}: villagers ${summary.villageWins} (${percent(summary.villageWins, summary.games)}), werewolves ${summary.werewolfWins} (${percent(summary.werewolfWins, summary.games)}), draws ${summary.aborted}`,
    `average days ${summary.averageDays.toFixed(2)}  failed calls ${summary.errors} (timeouts ${summary.timeouts})  time ${(summary.elapsedMs / 1000).toFixed(1)} s`,
    '',
    'player  played  won  win rate  failed calls',
    ...Object.entries(summary.players).map(
      ([id, entry]) =>
        `${id.padStart(6)}  ${String(entry.played).padStart(6)}  ${String(entry.won).padStart(3)}  ${percent(entry.won, entry.played).padStart(8)}  ${String(entry.failures).padStart(12)}`,
    ),
    '',
    ...winTable('role', summary.byRole),
    ...(Object.keys(summary.byBrain).length > 1 ? ['', ...winTable('brain', summary.byBrain)] : []),
    '',
    ...accuracyLines(summary.byBrain),
    '',
    Object.entries(summary.features)
      .map(([name, count]) => `${name} ${count}`)
      .join(', '),
  ];
  return lines.join('\n');
};
