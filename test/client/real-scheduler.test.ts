import { describe, expect, it } from 'vitest';
import { realScheduler } from '../../src/client/index.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('realScheduler', () => {
  it('runs a long timer armed late when it was due, and never one cancelled before or after arming', async () => {
    const scheduler = realScheduler();
    const started = performance.now();
    let firedAt: number | undefined;
    const ran: string[] = [];
    scheduler.schedule(1000, () => {
      firedAt = performance.now() - started;
    });
    const cancelledUnarmed = scheduler.schedule(1000, () => ran.push('cancelled before arming'));
    const cancelledArmed = scheduler.schedule(1000, () => ran.push('cancelled after arming'));
    // The code running now keeps the event loop 300 ms (the timers are armed only after it).
    const busyUntil = started + 300;
    while (performance.now() < busyUntil) {
      // busy
    }
    cancelledUnarmed();
    await sleep(50);
    cancelledArmed();
    await sleep(1000 - (performance.now() - started) + 150);
    expect(ran).toEqual([]);
    // Due 1000 ms after scheduling, not 1000 ms after the loop was free again (1300).
    expect(firedAt).toBeGreaterThanOrEqual(995);
    expect(firedAt).toBeLessThan(1250);
  });

  it('arms short timers at once, in order', async () => {
    const scheduler = realScheduler();
    const ran: number[] = [];
    scheduler.schedule(20, () => ran.push(20));
    scheduler.schedule(5, () => ran.push(5));
    const cancel = scheduler.schedule(10, () => ran.push(10));
    cancel();
    await sleep(60);
    expect(ran).toEqual([5, 20]);
  });
});
