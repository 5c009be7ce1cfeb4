import type { BrainFactory, Language } from '../brain/brain.ts';
import type { GameDialer, WebSocketConnection } from '../transport/index.ts';
import { createAgentSession } from './agent-session.ts';
import type { FreeformSettingsInput } from './freeform/freeform-settings.ts';
import { createJsonlFileLogger } from './jsonl-file-logger.ts';
import { type BackoffSettings, backoffDelay, DEFAULT_BACKOFF } from './reconnect-backoff.ts';
import { type SessionLogger, silentLogger } from './session-logger.ts';

export type ConnectAgentsOptions = {
  /** Opens one connection to the game server per agent and game (`websocketDialer`, built in `src/compose`). */
  dial: GameDialer;
  /** Team name; agents are named `<team>1` … `<team>N` and the server strips the digits again. */
  team: string;
  /** How many agents this process runs (5 for a self-play game on a default server). */
  agents: number;
  brainFactory: BrainFactory;
  /** One connection serves one game; with this on, each agent reconnects for the next game. */
  autoReconnect?: boolean;
  /** Stop each agent after this many finished games (default: unlimited with autoReconnect, else 1). */
  maxGames?: number | undefined;
  lang?: Language;
  safetyMarginMs?: number;
  /** Pacing and guard of speak-anytime phases. */
  freeform?: FreeformSettingsInput;
  seed?: string | undefined;
  /** Folder for per-game JSONL logs; no file logs when absent. */
  logDir?: string | undefined;
  /** Overrides logDir: where each session writes its records. */
  createLogger?: (agent: string) => SessionLogger;
  backoff?: BackoffSettings;
  /** Aborting stops every agent: pending answers are dropped and sockets closed. */
  signal?: AbortSignal;
  /** Progress for a console: connections, games, retries. */
  onEvent?: (event: RunnerEvent) => void;
  /** Jitter source (tests pass a fixed one). */
  random?: () => number;
};

export type RunnerEvent =
  | { readonly kind: 'connecting'; readonly agent: string; readonly attempt: number }
  | { readonly kind: 'connected'; readonly agent: string }
  | { readonly kind: 'connect-failed'; readonly agent: string; readonly code: string; readonly message: string }
  | { readonly kind: 'game-finished'; readonly agent: string; readonly games: number }
  | { readonly kind: 'closed-early'; readonly agent: string; readonly code: number; readonly reason: string }
  | { readonly kind: 'retrying'; readonly agent: string; readonly delayMs: number }
  | { readonly kind: 'stopped'; readonly agent: string; readonly games: number };

export type AgentReport = {
  readonly name: string;
  /** Games that reached FINISH. */
  readonly games: number;
  /** Failed connects and connections that closed before FINISH. */
  readonly failures: number;
  readonly lastError?: string;
};

export type ConnectReport = { readonly agents: readonly AgentReport[] };

/** After FINISH the server closes at once; if it does not, we do, so the next game is not blocked. */
const FINISHED_CLOSE_GRACE_MS = 5000;
/** Spread of the reconnections after a finished game, so N agents do not all knock in the same millisecond. */
const NEXT_GAME_JITTER_MS = 200;

/**
 * Runs N agents against a real server, one WebSocket per agent and game. Resolves when every agent
 * has stopped: after one game each without autoReconnect, otherwise at maxGames or on abort.
 */
export const connectAgents = async (options: ConnectAgentsOptions): Promise<ConnectReport> => {
  const names = Array.from({ length: options.agents }, (_, index) => `${options.team}${index + 1}`);
  const reports = await Promise.all(names.map((name) => runAgent({ ...options, name })));
  return { agents: reports };
};

const runAgent = async (options: ConnectAgentsOptions & { name: string }): Promise<AgentReport> => {
  const { name, signal } = options;
  const emit = (event: RunnerEvent): void => {
    try {
      options.onEvent?.(event);
    } catch {
      // A broken progress display must not stop the agent.
    }
  };
  const autoReconnect = options.autoReconnect ?? false;
  const maxGames = options.maxGames ?? (autoReconnect ? Number.POSITIVE_INFINITY : 1);
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const random = options.random ?? Math.random;
  let games = 0;
  let failures = 0;
  let consecutiveFailures = 0;
  let lastError: string | undefined;
  // A function, not a narrowed property read: the signal flips while we await.
  const stopped = (): boolean => signal?.aborted === true;

  while (!stopped() && games < maxGames) {
    emit({ kind: 'connecting', agent: name, attempt: consecutiveFailures });
    const opened = await options.dial();
    let finishedGame = false;
    if (!opened.ok) {
      lastError = `${opened.error.code}: ${opened.error.message}${opened.error.detail === undefined ? '' : ` (${opened.error.detail})`}`;
      emit({ kind: 'connect-failed', agent: name, code: opened.error.code, message: lastError });
      // A bad URL will not get better by waiting.
      if (opened.error.code === 'invalid-url') break;
    } else {
      emit({ kind: 'connected', agent: name });
      const outcome = await playOneConnection({ ...options, connection: opened.value });
      if (outcome.aborted) break;
      if (outcome.finished) {
        finishedGame = true;
        games += 1;
        emit({ kind: 'game-finished', agent: name, games });
      } else {
        lastError = `connection closed before FINISH (code ${outcome.code}${outcome.reason === '' ? '' : `, ${outcome.reason}`}); a refused token also looks like this`;
        emit({ kind: 'closed-early', agent: name, code: outcome.code, reason: outcome.reason });
      }
    }
    if (finishedGame) consecutiveFailures = 0;
    else {
      failures += 1;
      consecutiveFailures += 1;
    }
    if (!autoReconnect || games >= maxGames || stopped()) break;
    // After a normal game reconnect almost at once (a little jitter, never more than the backoff's cap);
    // after failures back off.
    const delayMs = finishedGame
      ? Math.round(random() * Math.min(NEXT_GAME_JITTER_MS, backoff.maxDelayMs))
      : backoffDelay({ attempt: consecutiveFailures - 1, settings: backoff, random });
    emit({ kind: 'retrying', agent: name, delayMs });
    await sleep(delayMs, signal);
  }
  emit({ kind: 'stopped', agent: name, games });
  return { name, games, failures, ...(lastError === undefined ? {} : { lastError }) };
};

type ConnectionOutcome = { aborted: boolean; finished: boolean; code: number; reason: string };

const playOneConnection = async (
  options: ConnectAgentsOptions & { name: string; connection: WebSocketConnection },
): Promise<ConnectionOutcome> => {
  const { connection, name, signal } = options;
  const logger =
    options.createLogger?.(name) ??
    (options.logDir === undefined ? silentLogger : createJsonlFileLogger({ dir: options.logDir, agent: name }));
  const session = createAgentSession({
    name,
    connection,
    brainFactory: options.brainFactory,
    logger,
    ...(options.lang === undefined ? {} : { lang: options.lang }),
    ...(options.safetyMarginMs === undefined ? {} : { safetyMarginMs: options.safetyMarginMs }),
    ...(options.freeform === undefined ? {} : { freeform: options.freeform }),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  });
  let finishTimer: ReturnType<typeof setTimeout> | undefined;
  connection.onMessage((text) => {
    session.receive(text);
    if (session.finished && finishTimer === undefined) {
      finishTimer = setTimeout(() => connection.close(), FINISHED_CLOSE_GRACE_MS);
      finishTimer.unref();
    }
  });
  // The stop signal is shared by every agent and outlives every connection: the listener goes when the
  // connection does, or each game would leave one behind (MaxListenersExceededWarning after two games of 5).
  let stopListening = (): void => {};
  const aborted = new Promise<'aborted'>((resolve) => {
    if (signal === undefined) return;
    if (signal.aborted) return resolve('aborted');
    const onAbort = (): void => resolve('aborted');
    signal.addEventListener('abort', onAbort, { once: true });
    stopListening = () => signal.removeEventListener('abort', onAbort);
  });
  const result = await Promise.race([connection.closed, aborted]);
  stopListening();
  if (finishTimer !== undefined) clearTimeout(finishTimer);
  session.close();
  if (result === 'aborted') {
    connection.close();
    await connection.closed;
    return { aborted: true, finished: session.finished, code: 0, reason: 'stopped' };
  }
  // Code 1006 right after FINISH is how the server always ends a game (server.md §3.7).
  return { aborted: false, finished: session.finished, code: result.code, reason: result.reason };
};

const sleep = (ms: number, signal: AbortSignal | undefined): Promise<void> =>
  new Promise((resolve) => {
    if (signal?.aborted === true) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
