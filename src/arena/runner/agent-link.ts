import type { RequestOutcome } from '../rules/rules-types.ts';
import type { AgentChannel, OutgoingFrame } from './agent-channel.ts';
import { realScheduler, type Scheduler } from '../../client/freeform/scheduler.ts';

/** Server-side timeouts, in ms (server notes §4.4). */
export type LinkTimeouts = {
  readonly action: number;
  readonly acceptable: number;
  readonly response: number;
};

export type LinkResult = RequestOutcome & {
  readonly requestTime: number;
  readonly responseTime: number;
  /** The server's own (Japanese) error text, as its JSON log records it. */
  readonly errorMessage?: string;
};

export type AgentLink = {
  readonly connectionName: string;
  readonly errored: boolean;
  /** Sends one packet and, when it needs an answer, waits for it as the server does. */
  request(options: {
    /** The packet: its text, or a PrintedFrame that sockets print and in-process channels hand on. */
    frame: OutgoingFrame;
    needsAnswer: boolean;
    timeouts: LinkTimeouts;
  }): Promise<LinkResult>;
  /** Marks the agent out of the game (it gets nothing more). */
  markErrored(): void;
  /**
   * Freeform phases: hand every frame (queued ones first) to `listener` instead of queueing it;
   * undefined stops listening, so later frames queue again and are read as the next answer.
   */
  listen(listener: ((frame: { text: string; receivedAt: number }) => void) | undefined): void;
  /** Discards every queued frame (the server's drain at a freeform phase end) and returns them. */
  drain(): string[];
  /**
   * Frames that arrived while nobody read: neither an answer being awaited nor a freeform phase
   * listening. The server reads such a frame as the agent's next answer unless a drain discards it.
   */
  readonly strays: readonly { text: string; receivedAt: number; drained: boolean }[];
  close(): void;
};

const MESSAGES = {
  errored: 'エージェントにエラーが発生しているため、リクエストを送信できません',
  timeout: 'リクエストのレスポンス受信がタイムアウトしました',
  badName: '不正なNAMEリクエストのレスポンスを受信しました',
  disconnected: 'エージェントとの接続が切断されました',
} as const;

type Waiter = {
  resolve: (frame: string | undefined) => void;
  cancelTimer: () => void;
};

/**
 * One seat's connection as the server sees it (model/agent.go): frames the agent sends are queued and
 * each read takes the next one, whatever it answers; a missed deadline triggers a NAME health check,
 * and anything but the original name in reply (typically the late answer) errors the agent for good.
 */
export const createAgentLink = (options: {
  channel: AgentChannel;
  connectionName: string;
  now?: () => number;
  /** Timers for answer deadlines (default real ones; the in-process runner may pass a virtual clock). */
  scheduler?: Scheduler;
}): AgentLink => {
  const { channel, connectionName } = options;
  const now = options.now ?? options.scheduler?.now ?? Date.now;
  const scheduler = options.scheduler ?? realScheduler(now);
  const queue: string[] = [];
  const strays: { text: string; receivedAt: number; drained: boolean }[] = [];
  // Parallel to `queue`: every queued frame arrived while nobody read, so each one is a stray.
  const queuedStrays: { drained: boolean }[] = [];
  let listener: ((frame: { text: string; receivedAt: number }) => void) | undefined;
  let waiter: Waiter | undefined;
  let errored = false;
  let closed: { clean: boolean } | undefined;

  channel.onMessage((text) => {
    if (listener !== undefined && waiter === undefined) {
      listener({ text, receivedAt: now() });
      return;
    }
    if (waiter === undefined) {
      queue.push(text);
      const stray = { text, receivedAt: now(), drained: false };
      strays.push(stray);
      queuedStrays.push(stray);
      return;
    }
    const current = waiter;
    waiter = undefined;
    current.cancelTimer();
    current.resolve(text);
  });
  channel.onClose((info) => {
    closed = info;
    const current = waiter;
    waiter = undefined;
    if (current !== undefined) {
      current.cancelTimer();
      current.resolve(undefined);
    }
  });

  /** The next frame, or undefined on timeout or when the connection closes. */
  const read = (timeoutMs: number): Promise<string | undefined> => {
    const queued = queue.shift();
    queuedStrays.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (closed !== undefined) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const cancelTimer = scheduler.schedule(timeoutMs, () => {
        waiter = undefined;
        resolve(undefined);
      });
      waiter = { resolve, cancelTimer };
    });
  };

  // The server strips every \n from answers and nothing else.
  const clean = (frame: string): string => frame.replaceAll('\n', '');

  const fail = (
    reason: 'errored' | 'disconnected' | 'bad-name-answer' | 'timeout',
    fatal: boolean,
    errorMessage: string,
    requestTime: number,
  ): LinkResult => {
    if (fatal) errored = true;
    return {
      ok: false,
      fatal,
      reason,
      requestTime,
      responseTime: now(),
      errorMessage,
    };
  };
  const link: AgentLink = {
    connectionName,
    get errored() {
      return errored;
    },
    markErrored: () => {
      errored = true;
    },
    close: () => channel.close(),
    strays,
    listen: (next) => {
      listener = next;
      if (next === undefined) return;
      const at = now();
      // Frames queued before the phase opened become submissions, as on the server (they stay strays).
      queuedStrays.splice(0);
      for (const text of queue.splice(0)) next({ text, receivedAt: at });
    },
    drain: () => {
      for (const stray of queuedStrays.splice(0)) stray.drained = true;
      return queue.splice(0);
    },
    request: async ({ frame, needsAnswer, timeouts }) => {
      const requestTime = now();
      if (errored) return fail('errored', true, MESSAGES.errored, requestTime);
      if (!channel.send(frame)) return fail('disconnected', true, MESSAGES.disconnected, requestTime);
      if (!needsAnswer) return { ok: true, text: '', requestTime, responseTime: now() };
      const answer = await read(timeouts.action + timeouts.acceptable);
      if (answer !== undefined)
        return {
          ok: true,
          text: clean(answer),
          requestTime,
          responseTime: now(),
        };
      // A normal close while we wait errors the agent at once; a drop or a silence gets a health check.
      if (closed?.clean === true) return fail('disconnected', true, MESSAGES.disconnected, requestTime);
      if (!channel.send('{"request":"NAME"}')) return fail('disconnected', true, MESSAGES.disconnected, requestTime);
      const reply = await read(timeouts.response);
      if (reply === undefined) return fail('timeout', true, MESSAGES.timeout, requestTime);
      if (clean(reply) !== connectionName) return fail('bad-name-answer', true, MESSAGES.badName, requestTime);
      return fail('timeout', false, MESSAGES.timeout, requestTime);
    },
  };
  return link;
};
