/**
 * A circuit breaker for one model endpoint, shared by every agent of the process. After
 * `failureThreshold` consecutive failures (timeouts, refused connections, 5xx, 429 we could not wait
 * for) it opens: the model is not asked and the rule brain answers at once. After the cool-down one
 * request probes the endpoint (half-open); a success closes the breaker, a failure opens it again with
 * the cool-down doubled (up to `maxCoolDownMs`).
 */
export type BreakerState = 'closed' | 'open' | 'half_open';

export type BreakerSettings = {
  readonly failureThreshold: number;
  readonly coolDownMs: number;
  readonly maxCoolDownMs: number;
};

export const DEFAULT_BREAKER_SETTINGS: BreakerSettings = {
  failureThreshold: 3,
  coolDownMs: 60_000,
  maxCoolDownMs: 600_000,
};

export type BreakerTransition = {
  readonly from: BreakerState;
  readonly to: BreakerState;
  /** Epoch ms. */
  readonly at: number;
  /** Consecutive failures that led here (0 when closing). */
  readonly failures: number;
  /** While open: how long until the next probe. */
  readonly coolDownMs?: number;
  /** The failure code that opened it, when it opened. */
  readonly reason?: string;
};

/** `ask`: a normal request; `probe`: the one request allowed through after the cool-down; `skip`: do not ask. */
export type Admission =
  | { readonly kind: 'ask' }
  | { readonly kind: 'probe' }
  | { readonly kind: 'skip'; readonly retryInMs: number };

/** What one admitted request learned about the endpoint. */
export type EndpointVerdict =
  /** The endpoint answered (2xx, or a 4xx about the request itself). */
  | 'healthy'
  /** Timeout, connection refused/reset, 5xx, or a 429 we could not wait for. */
  | 'unhealthy'
  /** Nothing learned (the caller gave up early, e.g. the game ended). */
  | 'unknown';

export type CircuitBreaker = {
  admit(): Admission;
  /** Whether `admit` would let a request through now (closed, or a probe is due), without taking it. */
  wouldAdmit(): boolean;
  /** Report how an admitted request went; `probe` must be what `admit` said. */
  report(admission: Admission, verdict: EndpointVerdict, reason?: string): void;
  state(): BreakerState;
};

export const createCircuitBreaker = (options: {
  readonly settings: BreakerSettings;
  readonly now?: () => number;
  /** Called once per state change (log it, count it). */
  readonly onTransition?: (transition: BreakerTransition) => void;
}): CircuitBreaker => {
  const { settings } = options;
  const now = options.now ?? Date.now;
  let state: BreakerState = 'closed';
  let failures = 0;
  let coolDownMs = settings.coolDownMs;
  let openUntil = 0;

  const move = (to: BreakerState, extra: { reason?: string } = {}): void => {
    const from = state;
    if (from === to) return;
    state = to;
    options.onTransition?.({
      from,
      to,
      at: now(),
      failures,
      ...(to === 'open' ? { coolDownMs } : {}),
      ...(extra.reason === undefined ? {} : { reason: extra.reason }),
    });
  };

  const open = (reason: string | undefined): void => {
    openUntil = now() + coolDownMs;
    move('open', reason === undefined ? {} : { reason });
  };

  return {
    admit() {
      if (state === 'closed') return { kind: 'ask' };
      if (state === 'open' && now() >= openUntil) {
        move('half_open');
        return { kind: 'probe' };
      }
      // Half-open: the probe is in flight; nobody else goes until it reports.
      return { kind: 'skip', retryInMs: Math.max(0, openUntil - now()) };
    },
    wouldAdmit: () => state === 'closed' || (state === 'open' && now() >= openUntil),
    report(admission, verdict, reason) {
      if (admission.kind === 'skip') return;
      if (admission.kind === 'probe') {
        if (verdict === 'healthy') {
          failures = 0;
          coolDownMs = settings.coolDownMs;
          move('closed');
        } else if (verdict === 'unhealthy') {
          failures++;
          coolDownMs = Math.min(coolDownMs * 2, settings.maxCoolDownMs);
          // Re-open from half-open: a transition worth logging (the cool-down grew).
          open(reason);
        } else {
          // The probe told us nothing: let the next request probe at once.
          openUntil = now();
          move('open');
        }
        return;
      }
      // A normal request, possibly finishing after the breaker already opened: only failures while closed count.
      if (verdict === 'healthy' && state === 'closed') failures = 0;
      if (verdict !== 'unhealthy' || state !== 'closed') return;
      failures++;
      if (failures >= settings.failureThreshold) open(reason);
    },
    state: () => state,
  };
};
