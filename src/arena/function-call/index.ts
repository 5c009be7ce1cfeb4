export type { AgentEndpoint, CallOutcome } from './endpoints/agent-endpoint.ts';
export { createHttpEndpoint } from './endpoints/http-endpoint.ts';
export { createInProcessEndpoint } from './endpoints/in-process-endpoint.ts';
export { startTcpHub, type TcpHub } from './endpoints/tcp-hub.ts';
export { createWsEndpoint } from './endpoints/ws-endpoint.ts';
export type { GameLogEntry } from './game-context.ts';
export { type BackendRole, NINE_PLAYER_ROLES, type Winner, winnerOf } from './game-rules.ts';
export { startLocalAgents, TRANSPORTS, type Transport } from './local-agents.ts';
export { type GameOptions, type GameResult, playFunctionCallGame } from './play-game.ts';
export { formatSummaryTable, summarize, type TournamentSummary } from './summary.ts';
export {
  DEFAULT_PLAYERS,
  defaultPlayers,
  type LabelledSide,
  runFunctionCallTournament,
  type TournamentOptions,
} from './tournament.ts';
