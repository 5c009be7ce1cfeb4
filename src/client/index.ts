/** Public API of the game client: the transport-agnostic agent session, logs, brains, the runner. */
export { answerDeadline, DEFAULT_ACTION_TIMEOUT_MS } from './answer-deadline.ts';
export {
  type AgentSession,
  type AgentSessionOptions,
  createAgentSession,
  DEFAULT_SAFETY_MARGIN_MS,
} from './agent-session.ts';
export { fallbackAnswer } from './fallback-answer.ts';
export type { GameConnection } from './game-connection.ts';
export {
  type AnswerSource,
  createMemoryLogger,
  type SessionLogEntry,
  type SessionLogger,
  type SessionLogRecord,
  silentLogger,
} from './session-logger.ts';
