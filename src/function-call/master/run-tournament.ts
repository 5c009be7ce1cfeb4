import type { MethodName } from '../schemas/methods.ts';
import type { AgentEndpoint } from '../../transport/index.ts';
import type { PlayerEntry } from '../schemas/common.ts';
import type { GameLogEntry } from './game-context.ts';
import type { BackendRole } from './nine-player-rules.ts';
import { type GameResult, playFunctionCallGame } from './play-game.ts';
import { summarizeFunctionCallGames, type FunctionCallSummary } from './tournament-summary.ts';

export type FunctionCallTournamentOptions = {
  readonly games: number;
  readonly seed: string;
  /** The nine agents (player id → endpoint), started and closed by the caller. */
  readonly endpoints: ReadonlyMap<number, AgentEndpoint<MethodName>>;
  /** Backend per-call timeout (ms, default 10 000 like the reference server). */
  readonly timeoutMs?: number;
  readonly players?: readonly PlayerEntry[];
  readonly language?: string;
  readonly maxDays?: number;
  readonly roles?: ReadonlyMap<number, BackendRole>;
  /** The per-brain table's label of a seat dealt `role` (default: one label, `agents`). */
  readonly brainOf?: (role: BackendRole) => string;
  readonly onLog?: (entry: GameLogEntry) => void;
  readonly onGame?: (result: GameResult) => void;
};

export const DEFAULT_PLAYERS: readonly PlayerEntry[] = Array.from({ length: 9 }, (_, index) => ({
  player_id: index + 1,
  name: `玩家${index + 1}`,
}));

const NAMES: Readonly<Record<'en' | 'ja', readonly string[]>> = {
  en: ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace', 'Heidi', 'Ivan'],
  ja: ['アキラ', 'ユウキ', 'ハルカ', 'ソウタ', 'ミサキ', 'レン', 'サクラ', 'ダイチ', 'ノゾミ'],
};

/** Players 1..9 named for the game's language (玩家N for Chinese, the default). */
export const defaultPlayers = (language: string | undefined): readonly PlayerEntry[] => {
  const prefix = (language ?? 'zh').toLowerCase().slice(0, 2);
  const names = prefix === 'en' || prefix === 'ja' ? NAMES[prefix] : undefined;
  return names === undefined
    ? DEFAULT_PLAYERS
    : DEFAULT_PLAYERS.map((player, index) => ({ ...player, name: names[index] ?? player.name }));
};

/** Plays `games` complete games with the given agents (roles re-dealt per game from the seed) and summarizes them. */
export const runFunctionCallTournament = async (
  options: FunctionCallTournamentOptions,
): Promise<{ results: GameResult[]; summary: FunctionCallSummary }> => {
  const started = Date.now();
  const players = options.players ?? defaultPlayers(options.language);
  const results: GameResult[] = [];
  for (let index = 0; index < options.games; index++) {
    const result = await playFunctionCallGame({
      gameId: `game-${index + 1}`,
      seed: `${options.seed}/game-${index + 1}`,
      players,
      endpoints: options.endpoints,
      timeoutMs: options.timeoutMs ?? 10_000,
      ...(options.maxDays === undefined ? {} : { maxDays: options.maxDays }),
      ...(options.language === undefined ? {} : { language: options.language }),
      ...(options.roles === undefined ? {} : { roles: options.roles }),
      ...(options.onLog === undefined ? {} : { onLog: options.onLog }),
    });
    results.push(result);
    options.onGame?.(result);
  }
  return {
    results,
    summary: summarizeFunctionCallGames(results, {
      ...(options.brainOf === undefined ? {} : { brainOf: options.brainOf }),
      elapsedMs: Date.now() - started,
    }),
  };
};
