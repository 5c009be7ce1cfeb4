import type { ChatFailure, ChatFailureCode, ChatModel, ChatOutcome, ChatRequest } from '../brain/llm/chat-model.ts';
import type { Admission, EndpointVerdict } from './circuit-breaker.ts';
import type { LlmRuntime } from './llm-runtime.ts';
import type { AttemptOutcome, ModelEndpoint } from './model-endpoint.ts';

/**
 * The ChatModel the brain sees: the primary endpoint, then the fallback endpoint, each behind the
 * process's circuit breaker, concurrency limit and 429 wait, all within the request's own deadline.
 * Whatever goes wrong comes back at once as a failure, and the brain sends the rule answer.
 */
export type RetrySettings = {
  /** Retries after 429 / 5xx / timeouts / connection errors on one endpoint (without a fallback). */
  readonly maxRetries: number;
  /** First retry delay (ms), doubled each time. */
  readonly retryBackoffMs: number;
  /** Longest single HTTP attempt (ms); never past the deadline. */
  readonly requestTimeoutMs: number;
};

/** An attempt with less time than this left before the deadline is not started. */
export const MIN_ATTEMPT_MS = 250;
/** An abort this close to the deadline is the deadline: the endpoint took the whole budget. */
const DEADLINE_SLACK_MS = 50;

export const createResilientChatModel = (options: {
  readonly primary: ModelEndpoint;
  readonly fallback?: ModelEndpoint;
  readonly retry: RetrySettings;
  readonly runtime: LlmRuntime;
  readonly now?: () => number;
}): ChatModel => {
  const now = options.now ?? Date.now;
  const { runtime, retry } = options;

  const failed = (code: ChatFailureCode, message: string, attempts: number, status?: number): AttemptOutcome => ({
    ok: false,
    error: { code, message, attempts, ...(status === undefined ? {} : { status }) },
  });

  /** What an attempt says about the endpoint's health, for its breaker. */
  const verdictOf = (outcome: AttemptOutcome, request: ChatRequest): EndpointVerdict => {
    if (outcome.ok) return 'healthy';
    switch (outcome.error.code) {
      case 'timeout':
      case 'connection':
      case 'server_error':
      case 'rate_limited':
        return 'unhealthy';
      case 'aborted':
        // Aborted at the deadline: the endpoint used the whole budget, like a timeout.
        return now() >= request.deadline - DEADLINE_SLACK_MS ? 'unhealthy' : 'unknown';
      default:
        // It answered: a 4xx about this request or an empty reply says nothing against the endpoint.
        return 'healthy';
    }
  };

  const reasonOf = (outcome: AttemptOutcome): string =>
    outcome.ok ? 'ok' : outcome.error.code === 'aborted' ? 'timeout' : outcome.error.code;

  /** One endpoint, with its retries; `retries` is 0 when a fallback is there to be the retry. */
  const ask = async (
    endpoint: ModelEndpoint,
    request: ChatRequest,
    retries: number,
    first: number,
  ): Promise<AttemptOutcome> => {
    const health = runtime.endpoint(endpoint);
    let last: AttemptOutcome | undefined;
    for (let attempts = first; ; attempts++) {
      // A 429 told every caller of this endpoint to wait: wait if that fits, else give up at once.
      const wait = health.notBefore - now();
      if (wait > 0) {
        if (now() + wait + MIN_ATTEMPT_MS > request.deadline)
          return failed(
            'rate_limited',
            `rate limited for ${Math.ceil(wait / 1000)} s more, past the deadline`,
            attempts - 1,
            429,
          );
        if (!(await sleep(wait, request.signal)))
          return failed('aborted', 'aborted at the game deadline', attempts - 1);
      }
      const admission: Admission = health.breaker.admit();
      if (admission.kind === 'skip')
        return last ?? failed('circuit_open', `circuit open for ${health.label}; the model is not asked`, attempts - 1);
      const release = await health.limiter.acquire({
        signal: request.signal,
        deadline: request.deadline - MIN_ATTEMPT_MS,
      });
      const remaining = request.deadline - now();
      if (release === undefined || remaining < MIN_ATTEMPT_MS) {
        release?.();
        health.breaker.report(admission, 'unknown');
        return failed('timeout', 'no time left before the game deadline', attempts - 1);
      }
      let outcome: AttemptOutcome;
      try {
        outcome = await endpoint.attempt(request, { timeoutMs: Math.min(retry.requestTimeoutMs, remaining), attempts });
      } finally {
        release();
      }
      last = outcome;
      if (outcome.ok) {
        health.breaker.report(admission, 'healthy');
        return outcome;
      }
      const retryAfter = outcome.retryAfterMs;
      if (outcome.error.code === 'rate_limited' && retryAfter !== undefined) {
        health.notBefore = Math.max(health.notBefore, now() + retryAfter);
        const fits = now() + retryAfter + MIN_ATTEMPT_MS <= request.deadline;
        // Honoured even with retries off: the provider told us exactly when to come back.
        if (fits && attempts - first < Math.max(1, retries)) {
          health.breaker.report(admission, 'unknown');
          continue;
        }
        health.breaker.report(admission, 'unhealthy', 'rate_limited');
        return withMessage(
          outcome,
          `${outcome.error.message} (Retry-After ${Math.ceil(retryAfter / 1000)} s does not fit before the deadline)`,
        );
      }
      const verdict = verdictOf(outcome, request);
      health.breaker.report(admission, verdict, reasonOf(outcome));
      const retryable = verdict === 'unhealthy' && outcome.error.code !== 'aborted';
      const delay = retry.retryBackoffMs * 2 ** (attempts - first);
      if (!retryable || attempts - first >= retries || now() + delay + MIN_ATTEMPT_MS >= request.deadline)
        return outcome;
      if (!(await sleep(delay, request.signal))) return failed('aborted', 'aborted at the game deadline', attempts);
    }
  };

  const usable = (endpoint: ModelEndpoint): boolean => {
    const health = runtime.endpoint(endpoint);
    return health.breaker.wouldAdmit() && health.notBefore <= now();
  };

  return {
    available(gameId) {
      if (gameId !== undefined && runtime.ledger.capReached(gameId) !== undefined) return false;
      return usable(options.primary) || (options.fallback !== undefined && usable(options.fallback));
    },
    async complete(request): Promise<ChatOutcome> {
      const gameId = request.gameId;
      const cap = gameId === undefined ? undefined : runtime.ledger.capReached(gameId);
      if (gameId !== undefined && cap !== undefined) {
        if (runtime.noteCap(gameId, cap))
          runtime.notify(
            `game ${gameId}: ${cap.cap} cap reached (${cap.cap === 'cost' ? `$${cap.spent.toFixed(4)} of $${cap.limit}` : `${cap.spent} of ${cap.limit} tokens`}); the rule brain plays the rest of the game`,
          );
        return strip(failed('budget_exhausted', `${cap.cap} cap of the game reached`, 0));
      }
      const primary = await ask(options.primary, request, options.fallback === undefined ? retry.maxRetries : 0, 1);
      let outcome = primary;
      if (
        !primary.ok &&
        options.fallback !== undefined &&
        primary.error.code !== 'aborted' &&
        !request.signal.aborted
      ) {
        const second = await ask(options.fallback, request, retry.maxRetries, primary.error.attempts + 1);
        // When the fallback could not even be tried, the primary's failure is the one worth reporting.
        outcome = second.ok || second.error.attempts > primary.error.attempts ? second : primary;
      }
      if (outcome.ok && outcome.value.usage !== undefined)
        runtime.ledger.record({
          ...(gameId === undefined ? {} : { gameId }),
          agent: request.agent ?? '',
          model: outcome.value.model,
          usage: outcome.value.usage,
        });
      return strip(outcome);
    },
  };
};

const withMessage = (outcome: AttemptOutcome & { ok: false }, message: string): AttemptOutcome => ({
  ...outcome,
  error: { ...outcome.error, message },
});

/** The brain sees a plain ChatOutcome (the Retry-After hint stays in the shell). */
const strip = (outcome: AttemptOutcome): ChatOutcome => {
  if (outcome.ok) return outcome;
  const error: ChatFailure = outcome.error;
  return { ok: false, error };
};

/** Resolves true after the delay, false as soon as the signal aborts. */
export const sleep = (milliseconds: number, signal: AbortSignal): Promise<boolean> =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, milliseconds);
    signal.addEventListener('abort', onAbort, { once: true });
  });
