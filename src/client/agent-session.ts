import { randomUUID } from 'node:crypto';
import type { Brain, BrainFactory, DecisionContext, Language } from '../brain/brain.ts';
import { describeError } from '../errors.ts';
import type { GameState } from '../game/state.ts';
import type { PrintedFrame } from '../packets/index.ts';
import { callBrain } from './brain-call.ts';
import { type FreeformSettingsInput, resolveFreeformSettings } from './freeform/freeform-settings.ts';
import { realScheduler, type Scheduler } from './freeform/scheduler.ts';
import type { GameConnection } from './game-connection.ts';
import { decode } from './game-rules.ts';
import { createLazyAbort, type LazyAbort } from './lazy-abort.ts';
import type { BrainAsk, SessionEffect, SessionEvent, TimerKey } from './session-events.ts';
import type { SessionLogEntry, SessionLogger } from './session-logger.ts';
import { silentLogger } from './session-logger.ts';
import { initialSession, type SessionState } from './session-state.ts';
import { stepSession } from './session-step.ts';

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
};

export type AgentSession = {
  /**
   * Feeds one frame from the server: its text, or a PrintedFrame of the in-process arena (whose packet
   * object is read and its text printed only if needed; see `decodePacket`). Never throws.
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

/**
 * One agent's side of one server connection, free of any socket code: raw frames in, raw answers
 * out through `connection.send`. The decisions are `stepSession`'s (session-step.ts); this driver
 * only decodes frames into events and performs the effects each step returns: it sends, sets and
 * cancels timers, asks, aborts and replaces the brain, and writes the log.
 */
export const createAgentSession = (options: AgentSessionOptions): AgentSession => {
  const now = options.now ?? options.scheduler?.now ?? Date.now;
  const scheduler = options.scheduler ?? realScheduler(now);
  const driver = new SessionDriver({
    options,
    now,
    scheduler,
    session: initialSession({
      name: options.name,
      seed: options.seed ?? randomUUID(),
      lang: options.lang ?? 'ja',
      safetyMarginMs: options.safetyMarginMs ?? DEFAULT_SAFETY_MARGIN_MS,
      freeform: resolveFreeformSettings(options.freeform),
    }),
  });
  return {
    receive: (frame) => driver.receive(frame),
    close: () => driver.dispatch({ kind: 'socket-closed', at: now() }),
    get state() {
      return driver.session.game;
    },
    get finished() {
      return driver.session.finished;
    },
    idle: () => driver.idle(),
  };
};

/** The effects' side: the one place with a connection, timers, a brain and a logger. */
class SessionDriver {
  session: SessionState;
  readonly #options: AgentSessionOptions;
  readonly #now: () => number;
  readonly #scheduler: Scheduler;
  readonly #logger: SessionLogger;
  // Building a log record (a re-parsed copy of each packet) costs more than most packets' handling.
  readonly #logging: boolean;
  #brain: Brain | undefined;
  readonly #timers = new Map<TimerKey, () => void>();
  readonly #asks = new Map<number, LazyAbort>();
  #queue: SessionEvent[] = [];
  #stepping = false;
  #idleWaiters: (() => void)[] = [];

  constructor(init: { options: AgentSessionOptions; now: () => number; scheduler: Scheduler; session: SessionState }) {
    this.session = init.session;
    this.#options = init.options;
    this.#now = init.now;
    this.#scheduler = init.scheduler;
    this.#logger = init.options.logger ?? silentLogger;
    this.#logging = this.#logger !== silentLogger;
  }

  receive(frame: string | PrintedFrame): void {
    if (this.session.closed) return;
    const at = this.#now();
    try {
      const decoded = decode(frame);
      if (decoded.ok) {
        this.dispatch({ kind: 'packet-arrived', packet: decoded.value, at });
        return;
      }
      const { code, message, request, detail, path } = decoded.error;
      const fullMessage = `${message}${path === '' ? '' : ` at ${path}`}${detail === undefined ? '' : `: ${detail}`}`;
      // The text of a printed frame is printed only here, for a frame the decoder refused.
      const text = typeof frame === 'string' ? frame : frame.text;
      this.dispatch({ kind: 'malformed-arrived', text, code, message: fullMessage, request, at });
    } catch (error) {
      // Last line of defence: nothing from the server may crash the process.
      this.#log({ kind: 'note', message: `internal error while handling a frame: ${describeError(error)}` });
    }
  }

  /** Steps the session through `event` and whatever its effects feed back, one event at a time. */
  dispatch(event: SessionEvent): void {
    this.#queue.push(event);
    if (this.#stepping) return;
    this.#stepping = true;
    try {
      for (let next = this.#queue.shift(); next !== undefined; next = this.#queue.shift()) {
        const step = stepSession(this.session, next);
        this.session = step.session;
        for (const effect of step.effects) this.#perform(effect);
      }
    } finally {
      this.#stepping = false;
      this.#queue.length = 0;
    }
    if (this.session.pending === undefined && this.#idleWaiters.length > 0) {
      const waiters = this.#idleWaiters;
      this.#idleWaiters = [];
      for (const wake of waiters) wake();
    }
  }

  idle(): Promise<void> {
    if (this.session.pending === undefined) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  #perform(effect: SessionEffect): void {
    switch (effect.kind) {
      case 'send':
        this.#send(effect);
        return;
      case 'log':
        this.#log(effect.entry);
        return;
      case 'log-received':
        if (this.#logging)
          this.#log({ kind: 'received', request: effect.packet.request, packet: parseForLog(effect.packet.raw) });
        return;
      case 'new-brain':
        this.#newBrain(effect.gameId);
        return;
      case 'observe':
        this.#observe(effect.event, effect.state);
        return;
      case 'ask-brain':
        this.#ask(effect.ask, effect.state);
        return;
      case 'abort':
        this.#asks.get(effect.askId)?.abort();
        this.#asks.delete(effect.askId);
        return;
      case 'schedule':
        this.#schedule(effect);
        return;
      case 'cancel-timer':
        this.#timers.get(effect.timer)?.();
        this.#timers.delete(effect.timer);
        return;
      case 'close-log':
        this.#closeLog();
        return;
    }
  }

  #send(effect: Extract<SessionEffect, { kind: 'send' }>): void {
    try {
      this.#options.connection.send(effect.text);
    } catch (error) {
      this.#log({ kind: 'note', message: `sending the ${effect.request} answer failed: ${describeError(error)}` });
      return;
    }
    // The record (a clock read, conditional spreads) is built only for a logger that keeps it.
    if (!this.#logging) return;
    // One clock read: `time - elapsedMs` is exactly the moment the send was decided.
    const time = this.#now();
    this.#log(
      {
        kind: 'sent',
        request: effect.request,
        text: effect.text,
        source: effect.source,
        elapsedMs: time - effect.arrivedAt,
        ...(effect.deadline === undefined ? {} : { deadline: effect.deadline }),
        ...(effect.detail === undefined ? {} : { detail: effect.detail }),
      },
      time,
    );
  }

  #log(entry: SessionLogEntry, time: number = this.#now()): void {
    if (!this.#logging) return;
    const gameId = this.session.game?.gameId;
    try {
      this.#logger.write({
        ...entry,
        time,
        agent: this.session.config.name,
        ...(gameId === undefined ? {} : { gameId }),
      });
    } catch {
      // A failing log must never cost an answer.
    }
  }

  #newBrain(gameId: string | undefined): void {
    const { seed, name, lang } = this.session.config;
    try {
      this.#brain = this.#options.brainFactory({ seed: `${seed}/${gameId ?? 'game'}/${name}`, lang });
      this.#log({ kind: 'note', message: `new brain ${this.#brain.name}`, data: { seed, lang } });
    } catch (error) {
      this.#brain = undefined;
      this.#log({
        kind: 'brain-error',
        request: 'INITIALIZE',
        message: `brain factory failed: ${describeError(error)}`,
      });
      this.dispatch({ kind: 'brain-lost', at: this.#now() });
    }
  }

  #observe(event: Parameters<NonNullable<Brain['observe']>>[1], state: GameState): void {
    try {
      this.#brain?.observe?.(state, event);
    } catch (error) {
      this.#log({ kind: 'brain-error', request: event, message: `observe failed: ${describeError(error)}` });
    }
  }

  /**
   * Asks the brain. A request's brain method is called at once (a local brain decides within this very
   * frame); a speak-anytime generation starts from a fresh microtask, after the packet's handling.
   */
  #ask(ask: BrainAsk, state: GameState): void {
    const brain = this.#brain;
    const clock = ask.kind === 'answer' ? this.#now : this.#scheduler.now;
    if (brain === undefined) {
      this.dispatch({ kind: 'brain-unavailable', ask, at: clock() });
      return;
    }
    const controller = createLazyAbort();
    this.#asks.set(ask.id, controller);
    const context = new SessionDecisionContext(state, controller, ask.deadline);
    const decided =
      ask.kind === 'answer'
        ? callBrain({ brain, request: ask.request, context })
        : Promise.resolve().then(() => (ask.channel === 'talk' ? brain.talk(context) : brain.whisper(context)));
    decided
      .then(
        (decision) => {
          this.#asks.delete(ask.id);
          this.dispatch({ kind: 'brain-answered', ask, decision, at: clock() });
        },
        (error: unknown) => {
          this.#asks.delete(ask.id);
          this.dispatch({ kind: 'brain-failed', ask, message: describeError(error), at: clock() });
        },
      )
      // Nothing a brain resolves (even garbage) may become an unhandled rejection that kills the process.
      .catch((error: unknown) => {
        this.#log({ kind: 'note', message: `internal error after a brain decision: ${describeError(error)}` });
      });
  }

  #schedule(effect: Extract<SessionEffect, { kind: 'schedule' }>): void {
    this.#timers.get(effect.timer)?.();
    const { timer, at, event } = effect;
    const clock = timer === 'answer' ? this.#now : this.#scheduler.now;
    const delayMs = timer === 'answer' ? Math.max(0, at - clock()) : at - clock();
    const cancel = this.#scheduler.schedule(delayMs, () => {
      if (this.#timers.get(timer) === cancel) this.#timers.delete(timer);
      this.dispatch({ ...event, at: clock() });
    });
    this.#timers.set(timer, cancel);
  }

  #closeLog(): void {
    try {
      this.#logger.close?.();
    } catch {
      // ignore: closing a log is best effort
    }
  }
}

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

const parseForLog = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: the log keeps the raw text.
    return text;
  }
};
