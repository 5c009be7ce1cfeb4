import { randomUUID } from 'node:crypto';
import type {
  Brain,
  BrainFactory,
  DecisionContext,
  GameEvent,
  Language,
  TalkDecision,
  TargetDecision,
} from '../brain/brain.ts';
import { describeError } from '../errors.ts';
import type { GameState } from '../game/state.ts';
import type { Packet, PrintedFrame } from '../packets/index.ts';
import { createRandom, type Random } from '../random.ts';
import { answerDeadline, DEFAULT_ACTION_TIMEOUT_MS } from './answer-deadline.ts';
import { acceptDecision } from './accept-decision.ts';
import { callBrain, type DecidedRequest } from './brain-call.ts';
import { fallbackAnswer } from './fallback-answer.ts';
import type { FreeformSettingsInput } from './freeform/freeform-settings.ts';
import { createFreeformTalk } from './freeform/freeform-talk.ts';
import { realScheduler, type Scheduler } from './freeform/scheduler.ts';
import type { GameConnection } from './game-connection.ts';
import { decode, decodeTrusted, fold, initialGameState } from './game-rules.ts';
import { createLazyAbort, type LazyAbort } from './lazy-abort.ts';
import { type LoosePacket, readLoosePacket } from './loose-packet.ts';
import { type AnswerSource, type SessionLogEntry, type SessionLogger, silentLogger } from './session-logger.ts';

export type AgentSessionOptions = {
  /** The connection name answered to NAME (`<team><n>`); the server derives the team from it. */
  name: string;
  connection: GameConnection;
  brainFactory: BrainFactory;
  lang?: Language;
  /** Subtracted from `timeout.action` to get our own deadline (default 2000 ms, at most half the budget). */
  safetyMarginMs?: number;
  /** Seeds the brains and the fallback choices; a random seed is used (and logged) when absent. */
  seed?: string;
  logger?: SessionLogger;
  /** Clock in epoch ms; tests may pass a fake. */
  now?: () => number;
  /**
   * Timers (answer deadlines, the freeform policy) and, unless `now` is given, the clock; default real
   * ones. The in-process arena passes a virtual clock when every seat is a local brain.
   */
  scheduler?: Scheduler;
  /** Pacing and guard of speak-anytime phases (src/client/freeform). */
  freeform?: FreeformSettingsInput;
  /**
   * The frames come from our own game master in this process (the in-process arena), which builds
   * them from typed values: they are decoded to the same packets without re-validation
   * (decodeTrustedPacket). Never set it for a network peer.
   */
  trustedFrames?: boolean;
};

export type AgentSession = {
  /**
   * Feeds one raw text frame from the server. Never throws. With `trustedFrames`, the frame may be a
   * PrintedFrame of the in-process arena: its packet object is read and its text printed only if needed.
   */
  receive(frame: string | PrintedFrame): void;
  /** Cancels any pending answer (nothing more is sent) and closes the logger. */
  close(): void;
  /** The game state folded so far, if a game has started. */
  readonly state: GameState | undefined;
  /** True once FINISH arrived: the server closes the socket next (code 1006), which is normal. */
  readonly finished: boolean;
  /** Resolves once no answer is pending (tests and graceful shutdown). */
  idle(): Promise<void>;
};

export const DEFAULT_SAFETY_MARGIN_MS = 2000;

const DECIDED_REQUESTS: ReadonlySet<string> = new Set(['TALK', 'WHISPER', 'VOTE', 'DIVINE', 'GUARD', 'ATTACK']);
const isDecidedRequest = (request: string | undefined): request is DecidedRequest =>
  request !== undefined && DECIDED_REQUESTS.has(request);

const OBSERVED_EVENTS: Readonly<Record<string, GameEvent>> = {
  INITIALIZE: 'INITIALIZE',
  DAILY_INITIALIZE: 'DAILY_INITIALIZE',
  DAILY_FINISH: 'DAILY_FINISH',
  FINISH: 'FINISH',
  TALK_BROADCAST: 'TALK_UPDATE',
  WHISPER_BROADCAST: 'WHISPER_UPDATE',
};

type PendingAnswer = {
  readonly request: DecidedRequest;
  readonly arrivedAt: number;
  readonly deadline: number;
  readonly fallback: string;
  readonly controller: LazyAbort;
  cancelTimer: (() => void) | undefined;
  /** Set once an answer was sent or the request was given up; later decisions are dropped. */
  settled: boolean;
};

/**
 * One agent's side of one server connection, free of any socket code: raw frames in, raw answers
 * out through `connection.send`. It keeps the invariants the server punishes hardest (server.md
 * §4.5): exactly one answer per request that needs one, nothing for the others, nothing late, and a
 * NAME answered at once even while another answer is pending.
 */
export const createAgentSession = (options: AgentSessionOptions): AgentSession => {
  const { name, connection, brainFactory } = options;
  const lang = options.lang ?? 'ja';
  const safetyMarginMs = options.safetyMarginMs ?? DEFAULT_SAFETY_MARGIN_MS;
  const seed = options.seed ?? randomUUID();
  const logger = options.logger ?? silentLogger;
  const now = options.now ?? options.scheduler?.now ?? Date.now;
  const scheduler = options.scheduler ?? realScheduler(now);
  // Building a log record (a re-parsed copy of each packet) costs more than most packets' handling.
  const logging = logger !== silentLogger;

  let state: GameState | undefined;
  let brain: Brain | undefined;
  let brainGameId: string | undefined;
  let fallbackRandom: Random = createRandom(`${seed}/${name}/fallback`);
  let pending: PendingAnswer | undefined;
  let finished = false;
  let closed = false;
  /** timeout.action read from a packet the decoder rejected; used only while no setting is known. */
  let salvagedActionTimeoutMs: number | undefined;
  let idleWaiters: (() => void)[] = [];

  const log = (entry: SessionLogEntry): void => {
    if (!logging) return;
    try {
      logger.write({
        ...entry,
        time: now(),
        agent: name,
        ...(state?.gameId === undefined ? {} : { gameId: state.gameId }),
      });
    } catch {
      // A failing log must never cost an answer.
    }
  };

  const send = (options: {
    request: string;
    text: string;
    source: AnswerSource;
    arrivedAt: number;
    deadline?: number;
    detail?: string | undefined;
  }): void => {
    if (closed) return;
    try {
      connection.send(options.text);
    } catch (error) {
      log({ kind: 'note', message: `sending the ${options.request} answer failed: ${describeError(error)}` });
      return;
    }
    // The record (a clock read, conditional spreads) is built only for a logger that keeps it.
    if (!logging) return;
    log({
      kind: 'sent',
      request: options.request,
      text: options.text,
      source: options.source,
      elapsedMs: now() - options.arrivedAt,
      ...(options.deadline === undefined ? {} : { deadline: options.deadline }),
      ...(options.detail === undefined ? {} : { detail: options.detail }),
    });
  };

  const settle = (answer: PendingAnswer): void => {
    answer.settled = true;
    answer.cancelTimer?.();
    if (pending === answer) pending = undefined;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const wake of waiters) wake();
  };

  /** Gives up a pending answer without sending anything: the server has moved on. */
  const cancelPending = (reason: string): void => {
    const answer = pending;
    if (answer === undefined || answer.settled) return;
    settle(answer);
    answer.controller.abort();
    log({ kind: 'note', message: `${answer.request} answer cancelled: ${reason}` });
  };

  // Speak-anytime phases: the policy sends on its own timers, never in reply to a packet.
  const freeformTalk = createFreeformTalk({
    name,
    seed,
    lang,
    scheduler,
    ...(options.freeform === undefined ? {} : { settings: options.freeform }),
    state: () => state,
    brain: () => ensureBrain(),
    send: ({ text, channel, detail }) => {
      send({
        request: channel === 'talk' ? 'TALK_PHASE' : 'WHISPER_PHASE',
        text,
        source: 'brain',
        arrivedAt: now(),
        detail,
      });
      return !closed;
    },
    log,
  });

  const answerName = (arrivedAt: number): void => {
    // A mid-game NAME means the server stopped waiting for our previous answer; anything we still
    // sent for it would be read as the NAME reply and cost us the game.
    cancelPending('NAME arrived (server health check)');
    send({ request: 'NAME', text: name, source: 'name', arrivedAt });
  };

  const ensureBrain = (): Brain | undefined => {
    const gameId = state?.gameId;
    if (brain !== undefined && brainGameId === gameId) return brain;
    try {
      brain = brainFactory({ seed: `${seed}/${gameId ?? 'game'}/${name}`, lang });
      brainGameId = gameId;
      fallbackRandom = createRandom(`${seed}/${gameId ?? 'game'}/${name}/fallback`);
      log({ kind: 'note', message: `new brain ${brain.name}`, data: { seed, lang } });
    } catch (error) {
      brain = undefined;
      log({ kind: 'brain-error', request: 'INITIALIZE', message: `brain factory failed: ${describeError(error)}` });
    }
    return brain;
  };

  const startAnswer = (request: DecidedRequest, arrivedAt: number): void => {
    // Checked here so the reason is only written when there is something to cancel (every request).
    if (pending !== undefined) cancelPending(`a new ${request} request arrived`);
    const actionTimeoutMs = state?.settings?.timeout.action ?? salvagedActionTimeoutMs ?? DEFAULT_ACTION_TIMEOUT_MS;
    const deadline = answerDeadline({ arrivedAt, actionTimeoutMs, safetyMarginMs });
    const current = ensureBrain();
    const answer: PendingAnswer = {
      request,
      arrivedAt,
      deadline,
      fallback: fallbackAnswer({ request, state, random: fallbackRandom }),
      controller: createLazyAbort(),
      cancelTimer: undefined,
      settled: false,
    };
    pending = answer;
    const sendFallback = (source: AnswerSource, detail: string): void => {
      if (answer.settled) return;
      settle(answer);
      answer.controller.abort();
      send({ request, text: answer.fallback, source, arrivedAt, deadline, detail });
    };
    if (current === undefined || state === undefined) {
      sendFallback('error', current === undefined ? 'no brain' : 'no game state');
      return;
    }
    answer.cancelTimer = scheduler.schedule(Math.max(0, deadline - now()), () => sendFallback('fallback', 'deadline'));
    const context = new SessionDecisionContext(state, answer.controller, deadline);
    const onDecision = (decision: TalkDecision | TargetDecision): void => {
      if (answer.settled) {
        log({ kind: 'late-drop', request, text: decisionText(decision), lateByMs: now() - deadline });
        return;
      }
      // A busy event loop can run this before the deadline timer although the deadline has passed:
      // the decision is late all the same, so the fallback goes out in its place.
      if (now() > deadline) {
        log({ kind: 'late-drop', request, text: decisionText(decision), lateByMs: now() - deadline });
        sendFallback('fallback', 'deadline');
        return;
      }
      const checked = safely(() => acceptDecision({ state, request, decision }));
      const accepted = checked.ok ? checked.value : checked;
      if (!accepted.ok) {
        log({ kind: 'brain-error', request, message: accepted.reason });
        sendFallback('error', accepted.reason);
        return;
      }
      settle(answer);
      send({ request, text: accepted.text, source: 'brain', arrivedAt, deadline, detail: String(decision.source) });
    };
    const onFailure = (error: unknown): void => {
      log({ kind: 'brain-error', request, message: describeError(error) });
      sendFallback('error', `brain failed: ${describeError(error)}`);
    };
    callBrain({ brain: current, request, context })
      .then(onDecision, onFailure)
      // Nothing a brain resolves (even garbage) may become an unhandled rejection that kills the process.
      .catch((error: unknown) => {
        log({ kind: 'note', message: `internal error after a ${request} decision: ${describeError(error)}` });
        sendFallback('error', 'internal error');
      });
  };

  const observe = (event: GameEvent | undefined): void => {
    if (event === undefined || state === undefined) return;
    const current = ensureBrain();
    try {
      current?.observe?.(state, event);
    } catch (error) {
      log({ kind: 'brain-error', request: event, message: `observe failed: ${describeError(error)}` });
    }
  };

  const receivePacket = (packet: Packet, arrivedAt: number): void => {
    const request: string = packet.request;
    if (request === 'NAME') {
      if (logging) log({ kind: 'received', request, packet: parseForLog(packet.raw) });
      answerName(arrivedAt);
      return;
    }
    if (request === 'INITIALIZE') {
      // A new game on the same session: start from a fresh state and a fresh brain.
      state = undefined;
      brain = undefined;
      finished = false;
    }
    const folded = safely(() => fold({ state, packet }));
    if (folded.ok) state = folded.value;
    // Logged after folding so the record carries the game id INITIALIZE just brought.
    if (logging) log({ kind: 'received', request, packet: parseForLog(packet.raw) });
    if (!folded.ok)
      log({ kind: 'note', message: `folding ${request} failed, keeping the previous state: ${folded.reason}` });
    if (request === 'FINISH') finished = true;
    freeformTalk.onPacket({ request, talk: packet.newTalk ?? packet.newWhisper });
    if (isDecidedRequest(request)) startAnswer(request, arrivedAt);
    else observe(OBSERVED_EVENTS[request]);
  };

  /**
   * Logs an unusable frame and, if it is JSON whose request the server waits on, sends a safe answer.
   * A frame that is not JSON is never answered (the real server never sends a partial frame). The
   * state is not touched: names a broken frame lists are used for its own answer only.
   */
  const receiveMalformed = (
    text: string,
    code: string,
    message: string,
    request: string | undefined,
    arrivedAt: number,
  ): void => {
    log({ kind: 'decode-error', code, message, raw: text });
    if (code === 'invalid-json') return;
    const loose = readLoosePacket(text);
    if (loose.actionTimeoutMs !== undefined) salvagedActionTimeoutMs = loose.actionTimeoutMs;
    const known = request ?? loose.request;
    if (known === 'NAME') {
      answerName(arrivedAt);
      return;
    }
    // Without a readable request type we cannot tell whether the server waits: staying silent costs
    // at most a health-check NAME, while a needless answer would shift every later answer by one.
    if (!isDecidedRequest(known)) return;
    cancelPending(`a new ${known} request arrived`);
    const fallback = fallbackAnswer({
      request: known,
      state: rosterOf(state, loose),
      random: fallbackRandom,
      remainSkip: loose.remainSkip,
    });
    send({ request: known, text: fallback, source: 'fallback', arrivedAt, detail: `malformed packet (${code})` });
  };

  return {
    receive(frame: string | PrintedFrame): void {
      if (closed) return;
      const arrivedAt = now();
      try {
        const trusted = options.trustedFrames === true;
        const decoded = trusted ? decodeTrusted(frame) : decode(typeof frame === 'string' ? frame : frame.text);
        if (!decoded.ok) {
          const { code, message, request, detail, path } = decoded.error;
          const fullMessage = `${message}${path === '' ? '' : ` at ${path}`}${detail === undefined ? '' : `: ${detail}`}`;
          // The text of a printed frame is printed only here, for a frame the decoder refused.
          receiveMalformed(typeof frame === 'string' ? frame : frame.text, code, fullMessage, request, arrivedAt);
          return;
        }
        receivePacket(decoded.value, arrivedAt);
      } catch (error) {
        // Last line of defence: nothing from the server may crash the process.
        log({ kind: 'note', message: `internal error while handling a frame: ${describeError(error)}` });
      }
    },
    close(): void {
      if (closed) return;
      cancelPending('session closed');
      freeformTalk.close();
      closed = true;
      try {
        logger.close?.();
      } catch {
        // ignore: closing a log is best effort
      }
    },
    get state() {
      return state;
    },
    get finished() {
      return finished;
    },
    idle(): Promise<void> {
      if (pending === undefined) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
};

/**
 * What a brain is given to decide. The signal is read through a getter, so it is only made for a brain
 * that looks at it; a class rather than an object literal with a getter, which V8 defines on a slow
 * path (about half a microsecond per answered request).
 */
class SessionDecisionContext implements DecisionContext {
  readonly state: GameState;
  readonly #controller: LazyAbort;
  readonly deadline: number;

  constructor(state: GameState, controller: LazyAbort, deadline: number) {
    this.state = state;
    this.#controller = controller;
    this.deadline = deadline;
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }
}

/**
 * The state a broken frame's answer is chosen from: the frame's own roster when its status_map is
 * usable (and its own name, when it has one), else the last state folded from a valid packet.
 */
const rosterOf = (state: GameState | undefined, loose: LoosePacket): GameState | undefined => {
  if (loose.statusMap === undefined) return state;
  const base = state ?? initialGameState();
  return { ...base, self: loose.agent ?? base.self, agents: Object.keys(loose.statusMap), status: loose.statusMap };
};

const safely = <T>(work: () => T): { ok: true; value: T } | { ok: false; reason: string } => {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    return { ok: false, reason: describeError(error) };
  }
};

/** The text or target of a decision for the log, whatever shape a buggy brain gave it. */
const decisionText = (decision: unknown): string => {
  if (typeof decision !== 'object' || decision === null) return String(decision);
  const record = decision as { text?: unknown; target?: unknown };
  return String(record.text ?? record.target ?? JSON.stringify(decision));
};

const parseForLog = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: the log keeps the raw text.
    return text;
  }
};
