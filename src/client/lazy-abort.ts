/**
 * An abort signal made only when someone reads it. Every answered request carries a signal for the
 * brain, but the local brains never read it: building an AbortController per request was a few
 * percent of an in-process game. `abort()` before the first read leaves the signal, once read,
 * already aborted, so a reader cannot tell this from an eager controller.
 */
export type LazyAbort = {
  readonly signal: AbortSignal;
  abort(): void;
};

export const createLazyAbort = (): LazyAbort => {
  let controller: AbortController | undefined;
  let aborted = false;
  return {
    get signal() {
      if (controller === undefined) {
        controller = new AbortController();
        if (aborted) controller.abort();
      }
      return controller.signal;
    },
    abort: () => {
      aborted = true;
      controller?.abort();
    },
  };
};
