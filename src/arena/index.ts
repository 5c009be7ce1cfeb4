/** Public API of the local arena: a game master faithful to aiwolf-nlp-server (rules, runners, server, logs). */
export {
  type ArenaConfig,
  type ArenaConfigInput,
  arenaConfigSchema,
} from './config/arena-config-schema.ts';
export {
  type ArenaPlayers,
  loadArenaConfig,
  parseArenaConfig,
  shippedConfig,
  shippedConfigPath,
} from './config/load-arena-config.ts';
export { formatGameLogLines } from './logs/game-log-line.ts';
export type { JsonLog, JsonLogEntry } from './logs/json-log.ts';
export { narrateEvent } from './logs/narrate-event.ts';
export type { LogOptions } from './logs/write-game-logs.ts';
export {
  createGameId,
  createSeats,
  dealRoles,
  teamOf,
} from './rules/create-seats.ts';
export {
  type ArenaGameView,
  type FreeformPhaseRunner,
  type GameMachine,
  playGame,
} from './rules/game-machine.ts';
export type {
  ArenaSeat,
  GameLogEvent,
  GameOutcome,
  RequestOutcome,
  RulesEffect,
  WinSide,
} from './rules/rules-types.ts';
export {
  type AgentChannel,
  createMemoryChannelPair,
} from './runner/agent-channel.ts';
export {
  type AgentLink,
  createAgentLink,
  type LinkTimeouts,
} from './runner/agent-link.ts';
export { runInProcessGame, type SeatBrain } from './runner/in-process-game.ts';
export {
  type ArenaGameResult,
  type FreeformPhaseEnd,
  type GameObserver,
  runArenaGame,
} from './runner/run-arena-game.ts';
export {
  type ArenaServer,
  type ArenaServerOptions,
  startArenaServer,
} from './server/arena-server.ts';
export {
  addGame,
  emptySummary,
  formatSummaryTable,
  type TournamentSummary,
} from './summary.ts';
