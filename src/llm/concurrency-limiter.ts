/**
 * At most `max` requests in flight to one endpoint, for every agent of the process together. A
 * request waits in arrival order, and only until its own deadline: the wait is part of its budget.
 */
export type Release = () => void;

export type ConcurrencyLimiter = {
  /** A release function once a slot is free, or undefined when the deadline or the signal came first. */
  acquire(options: { readonly signal: AbortSignal; readonly deadline: number }): Promise<Release | undefined>;
  inFlight(): number;
  waiting(): number;
};

type Waiter = { grant: () => void };

export const createConcurrencyLimiter = (options: {
  readonly max: number;
  readonly now?: () => number;
}): ConcurrencyLimiter => {
  const now = options.now ?? Date.now;
  const queue: Waiter[] = [];
  let active = 0;

  const releaser = (): Release => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      active--;
      const next = queue.shift();
      if (next !== undefined) next.grant();
    };
  };

  return {
    acquire({ signal, deadline }) {
      if (signal.aborted || deadline <= now()) return Promise.resolve(undefined);
      if (active < options.max && queue.length === 0) {
        active++;
        return Promise.resolve(releaser());
      }
      return new Promise<Release | undefined>((resolve) => {
        const giveUp = (): void => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          clearTimeout(timer);
          signal.removeEventListener('abort', giveUp);
          resolve(undefined);
        };
        const waiter: Waiter = {
          grant: () => {
            clearTimeout(timer);
            signal.removeEventListener('abort', giveUp);
            active++;
            resolve(releaser());
          },
        };
        const timer = setTimeout(giveUp, Math.max(0, deadline - now()));
        signal.addEventListener('abort', giveUp, { once: true });
        queue.push(waiter);
      });
    },
    inFlight: () => active,
    waiting: () => queue.length,
  };
};
