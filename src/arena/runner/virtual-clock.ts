import type { Scheduler } from '../../client/freeform/scheduler.ts';

/** A `Scheduler` whose time jumps ahead instead of passing; `dispose` drops whatever is still scheduled. */
export type VirtualClock = Scheduler & { dispose(): void };

type Scheduled = { readonly at: number; readonly order: number; readonly task: () => void };

/**
 * Time for an in-process game whose every seat is a local brain: nothing outside the process can act,
 * so waiting for a timer is pure idling (a freeform talk phase is 10 minutes of it). Tasks run in the
 * order of their due time; once everything runnable has run (the microtask queue is empty, checked with
 * `setImmediate`), the clock jumps to the earliest due task and runs it. Frames between the arena and
 * the sessions are microtasks, so no message is ever overtaken by a jump. Not for seats that wait on
 * real I/O (an LLM over HTTP): their replies would arrive after time had jumped past their deadlines.
 */
export const createVirtualClock = (startMs: number = Date.now()): VirtualClock => {
  let time = startMs;
  let order = 0;
  let pumping: ReturnType<typeof setImmediate> | undefined;
  const pending: Scheduled[] = [];

  const pump = (): void => {
    pumping = undefined;
    let earliest = 0;
    for (let index = 1; index < pending.length; index += 1) {
      const candidate = pending[index] as Scheduled;
      const best = pending[earliest] as Scheduled;
      if (candidate.at < best.at || (candidate.at === best.at && candidate.order < best.order)) earliest = index;
    }
    const [next] = pending.splice(earliest, 1);
    if (next === undefined) return;
    time = Math.max(time, next.at);
    next.task();
    wake();
  };
  const wake = (): void => {
    if (pumping === undefined && pending.length > 0) pumping = setImmediate(pump);
  };

  return {
    now: () => time,
    schedule: (delayMs, task) => {
      const entry: Scheduled = { at: time + Math.max(0, delayMs), order: order++, task };
      pending.push(entry);
      wake();
      return () => {
        const index = pending.indexOf(entry);
        if (index >= 0) pending.splice(index, 1);
      };
    },
    dispose: () => {
      pending.length = 0;
      if (pumping !== undefined) clearImmediate(pumping);
      pumping = undefined;
    },
  };
};
