/** Public API of the game client: the transport-agnostic agent session, logs, brains, the runner. */
export { answerDeadline, DEFAULT_ACTION_TIMEOUT_MS } from './answer-deadline.ts';
export {
  type AgentSession,
  type AgentSessionOptions,
  createAgentSession,
  DEFAULT_SAFETY_MARGIN_MS,
} from './agent-session.ts';
export { fallbackAnswer } from './fallback-answer.ts';
export {
  type FreeformSettings,
  type FreeformSettingsInput,
  freeformSettingsSchema,
  resolveFreeformSettings,
} from './freeform/freeform-settings.ts';
export { isFreeformPacket } from './freeform/freeform-step.ts';
export { realScheduler, type Scheduler } from './freeform/scheduler.ts';
export type { GameConnection } from './game-connection.ts';
export type { BrainAsk, SessionEffect, SessionEvent, SessionStep, TimedEvent, TimerKey } from './session-events.ts';
export { initialSession, type PendingAnswer, type SessionConfig, type SessionState } from './session-state.ts';
export { stepSession } from './session-step.ts';
export {
  type AnswerSource,
  createMemoryLogger,
  type SessionLogEntry,
  type SessionLogger,
  type SessionLogRecord,
  silentLogger,
} from './session-logger.ts';
export {
  type AgentReport,
  type ConnectAgentsOptions,
  type ConnectReport,
  connectAgents,
  type RunnerEvent,
} from './connect-agents.ts';
export { createJsonlFileLogger, NO_GAME_FOLDER } from './jsonl-file-logger.ts';
export { type BackoffSettings, backoffDelay, DEFAULT_BACKOFF } from './reconnect-backoff.ts';
