import type { ArenaGameResult } from '../../../src/arena/index.ts';
import { type BrainSpec, runTournament } from '../../../src/compose/index.ts';

/**
 * The seeded games whose outcomes must not change when a change is only meant to make things faster
 * or cleaner (issue 16: "seeded arena outcomes are identical before and after"). Each case is one
 * seeded tournament; its games are seeded `<seed>/game<n>` as `runTournament` does.
 */
export type SeededCase = {
  readonly name: string;
  readonly players: 5 | 9 | 13;
  readonly lang: 'ja' | 'en';
  readonly seed: string;
  readonly games: number;
  /** Brain per seat (seat 1 first); absent = the rule brain in every seat. */
  readonly seatBrains?: readonly BrainSpec[];
};

export const SEEDED_CASES: readonly SeededCase[] = [
  { name: '5 players, rule brains', players: 5, lang: 'ja', seed: 'outcomes-5', games: 12 },
  { name: '9 players, rule brains', players: 9, lang: 'ja', seed: 'outcomes-9', games: 8 },
  { name: '13 players, rule brains', players: 13, lang: 'ja', seed: 'outcomes-13', games: 5 },
  { name: '5 players, rule brains, English', players: 5, lang: 'en', seed: 'outcomes-en-5', games: 4 },
  {
    name: '5 players, rule and random brains',
    players: 5,
    lang: 'ja',
    seed: 'outcomes-mixed-5',
    games: 4,
    seatBrains: ['rule', 'random', 'rule', 'random', 'rule'],
  },
  {
    name: '9 players, rule and random brains, English',
    players: 9,
    lang: 'en',
    seed: 'outcomes-mixed-9',
    games: 2,
    seatBrains: ['random', 'rule', 'rule', 'random', 'rule', 'rule', 'random', 'rule', 'rule'],
  },
];

/** What a game decided, one readable line per day; talk text is left out on purpose. */
export type GameOutcomeRecord = {
  readonly seed: string;
  readonly winner: string;
  /** Seat order: `role/brain` per seat. */
  readonly seats: string;
  /** Per day (the game log's day number) what happened, in the log's order of event kinds. */
  readonly days: Readonly<Record<string, string>>;
};

export type CaseOutcomes = { readonly name: string; readonly games: readonly GameOutcomeRecord[] };

const DAY_EVENTS = ['vote', 'execute', 'divine', 'guard', 'attackVote', 'attack'] as const;

const summariseDay = (lines: readonly string[][]): string => {
  const parts: string[] = [];
  for (const kind of DAY_EVENTS) {
    const fields = lines.filter((line) => line[1] === kind).map((line) => line.slice(2));
    if (fields.length === 0) continue;
    const text = fields.map((rest) =>
      kind === 'vote' || kind === 'attackVote'
        ? `${rest[0]}>${rest[1]}`
        : kind === 'divine' || kind === 'guard'
          ? `${rest[0]}>${rest[1]} ${rest[2]}`
          : rest.join(' '),
    );
    parts.push(`${kind} ${text.join(' ')}`);
  }
  const talks = lines.filter((line) => line[1] === 'talk').length;
  const whispers = lines.filter((line) => line[1] === 'whisper').length;
  return `talks ${talks}${whispers > 0 ? ` whispers ${whispers}` : ''}${parts.map((part) => `; ${part}`).join('')}`;
};

/** The compact record of one game, read from its server game log. */
export const outcomeOf = (seed: string, result: ArenaGameResult): GameOutcomeRecord => {
  const lines = result.gameLogLines.map((line) => line.split(','));
  const firstStatus = lines.filter((line) => line[0] === '0' && line[1] === 'status');
  const seats = firstStatus.map((line) => `${line[3]}/${(line[5] ?? '').replace(/\d+$/, '')}`).join(' ');
  const days = [...new Set(lines.map((line) => line[0] as string))];
  return {
    seed,
    winner: `${result.winSide} on day ${result.finalDay}`,
    seats,
    days: Object.fromEntries(
      days
        .map((day) => [day, summariseDay(lines.filter((line) => line[0] === day))] as const)
        // The last day holds only the statuses and the result line.
        .filter(([, text]) => text !== 'talks 0'),
    ),
  };
};

/** Plays one case in-process, as `runTournament` does for the CLI and the benchmarks. */
export const playSeededCase = async (seeded: SeededCase): Promise<CaseOutcomes> => {
  const games: GameOutcomeRecord[] = [];
  await runTournament({
    players: seeded.players,
    lang: seeded.lang,
    games: seeded.games,
    seed: seeded.seed,
    ...(seeded.seatBrains === undefined ? {} : { seatBrains: seeded.seatBrains }),
    onGame: (result) => games.push(outcomeOf(`${seeded.seed}/game${games.length}`, result)),
  });
  return { name: seeded.name, games };
};
