/**
 * Public API of the function-call protocol (the seed-004 game: 9 players, witch, hunter, PK votes,
 * JSON-RPC 2.0 calls): its schemas, the agent (dispatcher, handlers, speech) and the game master (games,
 * tournament, summary). Served and reached over the transports of `transport/function-call/`; wired in
 * `compose/function-call/`.
 */
export {
  createFunctionCallAgent,
  type FunctionCallAgent,
  type FunctionCallAgentOptions,
  type SidePlay,
} from './agent/create-agent.ts';
export { createSeededBrain } from './agent/brain-adapter/seeded-brain.ts';
export { canonicalJson } from './agent/canonical-json.ts';
export {
  createDispatcher,
  type DispatchEvent,
  type Dispatcher,
  type DispatcherOptions,
  type RpcHandlers,
} from './agent/dispatcher.ts';
export { RPC_ERROR, type RpcErrorCode, type RpcErrorObject, rpcError, SUGGESTED_ACTION } from './agent/rpc-error.ts';
export type { PlayerEntry } from './schemas/common.ts';
export { DEFAULT_RESULTS } from './schemas/default-results.ts';
export {
  isMethodName,
  METHOD_NAMES,
  METHOD_SCHEMAS,
  type MethodName,
  type MethodParams,
  type MethodResult,
} from './schemas/methods.ts';
export type { GameLogEntry } from './master/game-context.ts';
export { type BackendRole, NINE_PLAYER_ROLES, type Winner, winnerOf } from './master/nine-player-rules.ts';
export { type GameOptions, type GameResult, playFunctionCallGame } from './master/play-game.ts';
export {
  DEFAULT_PLAYERS,
  defaultPlayers,
  runFunctionCallTournament,
  type FunctionCallTournamentOptions,
} from './master/run-tournament.ts';
export {
  formatFunctionCallSummary,
  summarizeFunctionCallGames,
  type FunctionCallSummary,
} from './master/tournament-summary.ts';
