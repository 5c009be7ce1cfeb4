import type { BrainFactory } from '../../brain/brain.ts';
import type { SidePlay } from '../../function-call/agent/create-agent.ts';
import type { LlmSpeaker } from '../../function-call/agent/speaker/llm-speaker.ts';
import {
  type BackendRole,
  defaultPlayers,
  type GameLogEntry,
  type GameResult,
  runFunctionCallTournament,
  type FunctionCallSummary,
} from '../../function-call/index.ts';
import type { PlayerEntry } from '../../function-call/schemas/common.ts';
import type { AgentEndpoint } from '../../transport/index.ts';
import { startLocalAgents, type Transport } from './local-agents.ts';

export type LocalTournamentOptions = {
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

/**
 * The function-call tournament of `rpc-arena` and `arena --ruleset function-call`: our nine agents
 * started on the chosen transport (or the given external endpoints), the game master's games, the
 * agents closed after.
 */
export const runLocalTournament = async (
  options: LocalTournamentOptions,
): Promise<{ results: GameResult[]; summary: FunctionCallSummary }> => {
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
  const { sides } = options;
  const brainOf = (role: BackendRole): string =>
    options.endpoints !== undefined
      ? 'external'
      : sides === undefined
        ? 'agents'
        : role === 'werewolf'
          ? sides.werewolves.label
          : sides.village.label;
  try {
    return await runFunctionCallTournament({
      games: options.games,
      seed: options.seed,
      endpoints: options.endpoints ?? local?.endpoints ?? new Map(),
      players,
      brainOf,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(options.maxDays === undefined ? {} : { maxDays: options.maxDays }),
      ...(options.language === undefined ? {} : { language: options.language }),
      ...(options.roles === undefined ? {} : { roles: options.roles }),
      ...(options.onLog === undefined ? {} : { onLog: options.onLog }),
      ...(options.onGame === undefined ? {} : { onGame: options.onGame }),
    });
  } finally {
    await local?.close();
  }
};
