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

// A class, not an object literal with a getter: V8 defines a literal's accessor on a slow path (about
// half a microsecond), paid for every answered request.
class LazyAbortController implements LazyAbort {
  #controller: AbortController | undefined;
  #aborted = false;

  get signal(): AbortSignal {
    if (this.#controller === undefined) {
      this.#controller = new AbortController();
      if (this.#aborted) this.#controller.abort();
    }
    return this.#controller.signal;
  }

  abort(): void {
    this.#aborted = true;
    this.#controller?.abort();
  }
}

export const createLazyAbort = (): LazyAbort => new LazyAbortController();
