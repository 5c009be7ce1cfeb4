/**
 * Time for the freeform policy, injected so tests run it on fake time. `schedule` returns a cancel
 * function; a cancelled task never runs.
 */
export type Scheduler = {
  now(): number;
  schedule(delayMs: number, task: () => void): () => void;
};

export const realScheduler = (now: () => number = Date.now): Scheduler => ({
  now,
  schedule: (delayMs, task) => {
    const timer = setTimeout(task, Math.max(0, delayMs));
    return () => clearTimeout(timer);
  },
});
