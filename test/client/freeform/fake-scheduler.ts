import type { Scheduler } from '../../../src/client/freeform/scheduler.ts';

/** Lets pending promise callbacks (brain results) run between timer steps. */
export const flushPromises = async (): Promise<void> => {
  for (let round = 0; round < 20; round++) await Promise.resolve();
};

/** Fake time for the freeform policy: tasks run only when a test advances the clock. */
export const createFakeScheduler = (start = 1_000_000) => {
  let now = start;
  let tasks: { at: number; task: () => void; cancelled: boolean }[] = [];
  const scheduler: Scheduler = {
    now: () => now,
    schedule: (delayMs, task) => {
      const entry = { at: now + Math.max(0, delayMs), task, cancelled: false };
      tasks.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
  };
  const advance = async (ms: number): Promise<void> => {
    const target = now + ms;
    for (;;) {
      await flushPromises();
      const due = tasks
        .filter((entry) => !entry.cancelled && entry.at <= target)
        .sort((left, right) => left.at - right.at)[0];
      if (due === undefined) break;
      tasks = tasks.filter((entry) => entry !== due);
      now = due.at;
      due.task();
    }
    now = target;
    await flushPromises();
  };
  /** Resolves after `ms` of fake time (a slow brain). */
  const delay = (ms: number): Promise<void> => new Promise((resolve) => scheduler.schedule(ms, resolve));
  return { scheduler, advance, delay, now: () => now };
};
