import type { BrainFactory } from '../../brain/brain.ts';
import type { SidePlay } from '../../rpc/agent/create-rpc-agent.ts';
import type { LlmSpeaker } from '../../rpc/llm/llm-speaker.ts';
import type { PlayerEntry } from '../../rpc/schemas/common.ts';
import type { AgentEndpoint } from './endpoints/agent-endpoint.ts';
import type { GameLogEntry } from './game-context.ts';
import type { BackendRole } from './game-rules.ts';
import { startLocalAgents, type Transport } from './local-agents.ts';
import { type GameResult, playFunctionCallGame } from './play-game.ts';
import { summarize, type TournamentSummary } from './summary.ts';

export type TournamentOptions = {
  readonly games: number;
  readonly seed: string;
  readonly transport: Transport;
  /** Backend per-call timeout (ms, default 10 000 like the reference server). */
  readonly timeoutMs?: number;
  /** Our agents' answer deadline (ms, default 5000). */
  readonly agentDeadlineMs?: number;
  readonly brainFactory?: BrainFactory;
  /** A brain per side (`--village` / `--werewolves`), chosen by each agent from its dealt role; overrides `brainFactory`. */
  readonly sides?: { readonly village: LabelledSide; readonly werewolves: LabelledSide };
  /** LLM restatement of our local agents' speeches. */
  readonly speaker?: LlmSpeaker;
  /** External agents instead of local ones (player id → endpoint); then `transport` only labels the run. */
  readonly endpoints?: ReadonlyMap<number, AgentEndpoint>;
  readonly players?: readonly PlayerEntry[];
  readonly language?: string;
  readonly maxDays?: number;
  readonly roles?: ReadonlyMap<number, BackendRole>;
  readonly onLog?: (entry: GameLogEntry) => void;
  readonly onGame?: (result: GameResult) => void;
};

/** A side's brain with the label the per-brain table shows. */
export type LabelledSide = SidePlay & { readonly label: string };

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

/** Plays `games` complete games (roles re-dealt per game from the seed) and summarizes them. */
export const runFunctionCallTournament = async (
  options: TournamentOptions,
): Promise<{ results: GameResult[]; summary: TournamentSummary }> => {
  const started = Date.now();
  const players = options.players ?? defaultPlayers(options.language);
  const local =
    options.endpoints === undefined
      ? await startLocalAgents({
          transport: options.transport,
          playerIds: players.map((player) => player.player_id),
          agentOptions: (playerId) => ({
            seed: `${options.seed}/agent-${playerId}`,
            ...(options.agentDeadlineMs === undefined ? {} : { deadlineMs: options.agentDeadlineMs }),
            ...(options.brainFactory === undefined ? {} : { brainFactory: options.brainFactory }),
            ...(options.sides === undefined ? {} : { sides: options.sides }),
            ...(options.speaker === undefined ? {} : { speaker: options.speaker }),
          }),
        })
      : undefined;
  const endpoints = options.endpoints ?? local!.endpoints;
  const results: GameResult[] = [];
  try {
    for (let index = 0; index < options.games; index++) {
      const result = await playFunctionCallGame({
        gameId: `game-${index + 1}`,
        seed: `${options.seed}/game-${index + 1}`,
        players,
        endpoints,
        timeoutMs: options.timeoutMs ?? 10_000,
        ...(options.maxDays === undefined ? {} : { maxDays: options.maxDays }),
        ...(options.language === undefined ? {} : { language: options.language }),
        ...(options.roles === undefined ? {} : { roles: options.roles }),
        ...(options.onLog === undefined ? {} : { onLog: options.onLog }),
      });
      results.push(result);
      options.onGame?.(result);
    }
  } finally {
    await local?.close();
  }
  const { sides } = options;
  const brainOf = (role: BackendRole): string =>
    options.endpoints !== undefined
      ? 'external'
      : sides === undefined
        ? 'agents'
        : role === 'werewolf'
          ? sides.werewolves.label
          : sides.village.label;
  return { results, summary: summarize(results, { brainOf, elapsedMs: Date.now() - started }) };
};
