/**
 * Time for the freeform policy, injected so tests run it on fake time. `schedule` returns a cancel
 * function; a cancelled task never runs.
 */
export type Scheduler = {
  now(): number;
  schedule(delayMs: number, task: () => void): () => void;
};

/** From this delay on, a real timer is armed lazily (see below); shorter ones at once, as ever. */
const LAZY_FROM_MS = 1000;

type LazyTimer = {
  readonly task: () => void;
  readonly delayMs: number;
  /** performance.now() when scheduled: the timer is armed with what is left of its delay. */
  readonly scheduledAt: number;
  timer?: ReturnType<typeof setTimeout>;
};

/** Long timers not armed yet, and the one setImmediate that arms them all. */
const unarmed = new Set<LazyTimer>();
let armingSoon = false;

const armUnarmed = (): void => {
  armingSoon = false;
  const now = performance.now();
  for (const lazy of unarmed) lazy.timer = setTimeout(lazy.task, Math.max(0, lazy.delayMs - (now - lazy.scheduledAt)));
  unarmed.clear();
};

/**
 * Real timers. A task due in a second or more (an answer deadline, the server's wait for an answer) is
 * armed only once the code running now yields to the event loop, by one setImmediate for all of them,
 * with what is left of its delay, so it is due when it would have been. Such a deadline is set and
 * cancelled for every request, and almost always within the same run of microtasks (an in-process game
 * with local brains runs whole in one): those are never armed at all, where a setTimeout and a
 * clearTimeout each were a few percent of an in-process game.
 */
export const realScheduler = (now: () => number = Date.now): Scheduler => ({
  now,
  schedule: (delayMs, task) => {
    if (!(delayMs >= LAZY_FROM_MS)) {
      const timer = setTimeout(task, Math.max(0, delayMs));
      return () => clearTimeout(timer);
    }
    const lazy: LazyTimer = { task, delayMs, scheduledAt: performance.now() };
    unarmed.add(lazy);
    if (!armingSoon) {
      armingSoon = true;
      setImmediate(armUnarmed);
    }
    return () => {
      if (lazy.timer === undefined) unarmed.delete(lazy);
      else clearTimeout(lazy.timer);
    };
  },
});
