import { describe, expect, it } from 'vitest';
import { retryAfterMs } from '../../src/llm/retry-after.ts';

const NOW = Date.parse('2026-11-23T18:00:00Z');
const headers = (entries: Record<string, string>) => new Headers(entries);

describe('Retry-After', () => {
  it('reads delay-seconds, fractional seconds and retry-after-ms (which wins)', () => {
    expect(retryAfterMs(headers({ 'retry-after': '1' }), NOW)).toBe(1_000);
    expect(retryAfterMs(headers({ 'retry-after': ' 2.5 ' }), NOW)).toBe(2_500);
    expect(retryAfterMs(headers({ 'retry-after-ms': '350' }), NOW)).toBe(350);
    expect(retryAfterMs(headers({ 'retry-after': '20', 'retry-after-ms': '1200.4' }), NOW)).toBe(1_201);
  });

  it('reads an HTTP date as the time left until it, and a past date as no wait', () => {
    expect(retryAfterMs(headers({ 'retry-after': 'Mon, 23 Nov 2026 18:00:03 GMT' }), NOW)).toBe(3_000);
    expect(retryAfterMs(headers({ 'retry-after': 'Mon, 23 Nov 2026 17:59:00 GMT' }), NOW)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(retryAfterMs(undefined, NOW)).toBeUndefined();
    expect(retryAfterMs(headers({}), NOW)).toBeUndefined();
    expect(retryAfterMs(headers({ 'retry-after': 'soon' }), NOW)).toBeUndefined();
    expect(retryAfterMs(headers({ 'retry-after': '-5' }), NOW)).toBeUndefined();
    expect(retryAfterMs(headers({ 'retry-after-ms': 'abc', 'retry-after': '2' }), NOW)).toBe(2_000);
  });
});
