import { describe, expect, it } from 'vitest';
import { type BreakerTransition, createCircuitBreaker } from '../../src/llm/circuit-breaker.ts';

const setup = () => {
  let time = 0;
  const transitions: BreakerTransition[] = [];
  const breaker = createCircuitBreaker({
    settings: { failureThreshold: 3, coolDownMs: 1_000, maxCoolDownMs: 3_000 },
    now: () => time,
    onTransition: (transition) => transitions.push(transition),
  });
  const fail = (): void => breaker.report(breaker.admit(), 'unhealthy', 'timeout');
  return { breaker, transitions, fail, advance: (ms: number) => (time += ms) };
};

describe('circuit breaker', () => {
  it('opens after K consecutive failures, and a success in between resets the count', () => {
    const { breaker, transitions, fail } = setup();
    fail();
    fail();
    breaker.report(breaker.admit(), 'healthy');
    fail();
    fail();
    expect(breaker.state()).toBe('closed');
    fail();
    expect(breaker.state()).toBe('open');
    expect(breaker.admit().kind).toBe('skip');
    expect(transitions).toEqual([
      { from: 'closed', to: 'open', at: 0, failures: 3, coolDownMs: 1_000, reason: 'timeout' },
    ]);
  });

  it('lets exactly one probe through after the cool-down; a success closes it', () => {
    const { breaker, transitions, fail, advance } = setup();
    for (let i = 0; i < 3; i++) fail();
    advance(999);
    expect(breaker.admit().kind).toBe('skip');
    advance(1);
    const probe = breaker.admit();
    expect(probe.kind).toBe('probe');
    expect(breaker.admit().kind).toBe('skip');
    breaker.report(probe, 'healthy');
    expect(breaker.state()).toBe('closed');
    expect(breaker.admit().kind).toBe('ask');
    expect(transitions.map((t) => t.to)).toEqual(['open', 'half_open', 'closed']);
  });

  it('doubles the cool-down after a failed probe, up to the maximum, and resets it on success', () => {
    const { breaker, transitions, fail, advance } = setup();
    for (let i = 0; i < 3; i++) fail();
    const cooldowns: number[] = [];
    for (let round = 0; round < 3; round++) {
      advance(10_000);
      fail();
      cooldowns.push(transitions.at(-1)?.coolDownMs ?? -1);
    }
    expect(cooldowns).toEqual([2_000, 3_000, 3_000]);
    advance(10_000);
    breaker.report(breaker.admit(), 'healthy');
    for (let i = 0; i < 3; i++) fail();
    expect(transitions.at(-1)?.coolDownMs).toBe(1_000);
  });

  it('a probe that learned nothing lets the next request probe at once', () => {
    const { breaker, fail, advance } = setup();
    for (let i = 0; i < 3; i++) fail();
    advance(1_000);
    breaker.report(breaker.admit(), 'unknown');
    expect(breaker.state()).toBe('open');
    expect(breaker.admit().kind).toBe('probe');
  });

  it('late failures of requests admitted before it opened do not count again', () => {
    const { breaker, transitions } = setup();
    const admitted = [breaker.admit(), breaker.admit(), breaker.admit(), breaker.admit(), breaker.admit()];
    for (const admission of admitted) breaker.report(admission, 'unhealthy', 'timeout');
    expect(transitions).toHaveLength(1);
    expect(breaker.state()).toBe('open');
  });
});
