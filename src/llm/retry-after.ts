/** The few header lookups we need; the SDK's errors carry a fetch `Headers`. */
export type HeaderLookup = { get(name: string): string | null };

/** A wait longer than a day is a misconfigured server, not advice we can use. */
const MAX_SENSIBLE_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * How long a rate-limited (429) or overloaded (503) reply asks us to wait before trying again, in ms,
 * or undefined when it does not say. `retry-after-ms` (OpenAI, Azure) wins over `Retry-After`, which
 * is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). A date in the past means "now" (0).
 */
export const retryAfterMs = (headers: HeaderLookup | undefined, now: number): number | undefined => {
  if (headers === undefined) return undefined;
  const milliseconds = parseDelay(headers.get('retry-after-ms'), 1);
  if (milliseconds !== undefined) return milliseconds;
  const value = headers.get('retry-after')?.trim();
  if (value === undefined || value === '') return undefined;
  const seconds = parseDelay(value, 1000);
  if (seconds !== undefined) return seconds;
  // Only a real date: Date.parse also accepts bare numbers and odd fragments.
  if (!/[a-z]/i.test(value)) return undefined;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.min(Math.max(0, date - now), MAX_SENSIBLE_WAIT_MS);
};

const parseDelay = (text: string | null | undefined, unitMs: number): number | undefined => {
  const trimmed = text?.trim();
  if (trimmed === undefined || !/^\d+(?:\.\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed) * unitMs;
  return Number.isFinite(value) ? Math.min(Math.ceil(value), MAX_SENSIBLE_WAIT_MS) : undefined;
};
