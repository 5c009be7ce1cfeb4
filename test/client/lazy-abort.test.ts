import { describe, expect, it } from 'vitest';
import { createLazyAbort } from '../../src/client/lazy-abort.ts';

describe('lazy abort (the signal of an answered request, made only when a brain reads it)', () => {
  it('reads as an eager controller’s signal whether it is read before or after the abort', () => {
    const readFirst = createLazyAbort();
    const signal = readFirst.signal;
    let heard = 0;
    signal.addEventListener('abort', () => heard++);
    expect(signal.aborted).toBe(false);
    readFirst.abort();
    expect(signal.aborted).toBe(true);
    expect(heard).toBe(1);
    expect(readFirst.signal).toBe(signal);

    const abortedFirst = createLazyAbort();
    abortedFirst.abort();
    expect(abortedFirst.signal.aborted).toBe(true);
  });

  it('stays unaborted when nobody aborts it', () => {
    expect(createLazyAbort().signal.aborted).toBe(false);
  });
});
