/**
 * Runs model work against a time budget. Resolves with the work's result, or with `late` as soon as
 * the budget ends or the game's signal aborts, whichever is first; the work is then aborted and
 * whatever it returns later is discarded by the caller (`settled` tells it the race is over).
 */
export type RaceOutcome<T> = { readonly kind: 'done'; readonly value: T } | { readonly kind: 'late' };

export type RaceHandle = { readonly signal: AbortSignal; readonly budgetEnd: number; isSettled(): boolean };

export const raceDeadline = async <T>(options: {
  readonly signal: AbortSignal;
  readonly budgetEnd: number;
  readonly now: () => number;
  readonly work: (handle: RaceHandle) => Promise<T>;
}): Promise<RaceOutcome<T>> => {
  const controller = new AbortController();
  let settled = false;
  const stop = (): void => controller.abort();
  if (options.signal.aborted) controller.abort();
  else options.signal.addEventListener('abort', stop, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<RaceOutcome<T>>((resolve) => {
    const finish = (): void => resolve({ kind: 'late' });
    if (controller.signal.aborted) return finish();
    controller.signal.addEventListener('abort', finish, { once: true });
    timer = setTimeout(stop, Math.max(0, options.budgetEnd - options.now()));
  });
  const handle: RaceHandle = { signal: controller.signal, budgetEnd: options.budgetEnd, isSettled: () => settled };
  const done = options.work(handle).then((value): RaceOutcome<T> => ({ kind: 'done', value }));
  try {
    return await Promise.race([done, late]);
  } finally {
    settled = true;
    clearTimeout(timer);
    options.signal.removeEventListener('abort', stop);
    controller.abort();
  }
};
