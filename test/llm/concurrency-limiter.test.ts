import { describe, expect, it } from 'vitest';
import { createConcurrencyLimiter } from '../../src/llm/concurrency-limiter.ts';

const never = new AbortController().signal;

describe('concurrency limiter', () => {
  it('never lets more than max through, and hands slots over in arrival order', async () => {
    const limiter = createConcurrencyLimiter({ max: 2 });
    const deadline = Date.now() + 5_000;
    const first = await limiter.acquire({ signal: never, deadline });
    const second = await limiter.acquire({ signal: never, deadline });
    const order: number[] = [];
    const queued = (label: number) =>
      limiter.acquire({ signal: never, deadline }).then((release) => {
        order.push(label);
        return release;
      });
    const third = queued(3);
    const fourth = queued(4);
    expect(limiter.inFlight()).toBe(2);
    expect(limiter.waiting()).toBe(2);
    first?.();
    first?.(); // releasing twice frees one slot only
    const thirdRelease = await third;
    expect(order).toEqual([3]);
    expect(limiter.inFlight()).toBe(2);
    second?.();
    (await fourth)?.();
    thirdRelease?.();
    expect(order).toEqual([3, 4]);
    expect(limiter.inFlight()).toBe(0);
  });

  it('a waiter gives up at its own deadline or when its signal aborts, and leaves the queue', async () => {
    const limiter = createConcurrencyLimiter({ max: 1 });
    const held = await limiter.acquire({ signal: never, deadline: Date.now() + 5_000 });
    const started = Date.now();
    expect(await limiter.acquire({ signal: never, deadline: Date.now() + 80 })).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);
    const controller = new AbortController();
    const aborted = limiter.acquire({ signal: controller.signal, deadline: Date.now() + 5_000 });
    controller.abort();
    expect(await aborted).toBeUndefined();
    expect(limiter.waiting()).toBe(0);
    held?.();
    expect(limiter.inFlight()).toBe(0);
    expect(await limiter.acquire({ signal: never, deadline: Date.now() - 1 })).toBeUndefined();
  });
});
