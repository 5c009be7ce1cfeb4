export type BackoffSettings = {
  /** Delay before the first retry, in ms. */
  readonly initialDelayMs: number;
  /** Upper bound of any delay, in ms. */
  readonly maxDelayMs: number;
};

export const DEFAULT_BACKOFF: BackoffSettings = { initialDelayMs: 1000, maxDelayMs: 30_000 };

/**
 * Exponential backoff with "equal jitter": half the delay is fixed, half random, so N agents that
 * lost the server together do not all knock again in the same millisecond.
 */
export const backoffDelay = (options: { attempt: number; settings: BackoffSettings; random: () => number }): number => {
  const { settings } = options;
  const exponential = Math.min(settings.maxDelayMs, settings.initialDelayMs * 2 ** Math.max(0, options.attempt));
  return Math.round(exponential / 2 + (exponential / 2) * options.random());
};
