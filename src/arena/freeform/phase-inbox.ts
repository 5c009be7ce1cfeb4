import type { RequestOutcome } from '../rules/rules-types.ts';
import { realScheduler, type Scheduler } from '../../client/freeform/scheduler.ts';
import type { AgentLink } from '../runner/agent-link.ts';

/** The shell's half of a freeform phase: unsolicited frames in arrival order, and the phase timer. */
export type PhaseInbox = {
  /** The next submission, or a timeout outcome once the phase's time is up. */
  next(): Promise<RequestOutcome>;
  /** Stops listening, drops what was not taken yet and drains every participant's queue. */
  close(): { dropped: number; drained: number };
};

type Submission = { seat: number; text: string; receivedAt: number };

const TIME_UP: RequestOutcome = { ok: false, fatal: false, reason: 'timeout' };

/**
 * Mirrors aiwolf-nlp-server's group-chat listeners (logic/communication_freeform.go): one listener per
 * participant feeds a single queue in arrival order, skips frames that are empty after trimming, and
 * stops reading an agent once its `Over` was handed over; frames after that stay on the connection
 * until the drain. The timer starts here, after the phase-start packets were written.
 */
export const openPhaseInbox = (options: {
  participants: readonly { seat: number; link: AgentLink }[];
  durationMs: number;
  /** The phase timer's clock (default real time; a virtual clock when every seat is in-process). */
  scheduler?: Scheduler;
}): PhaseInbox => {
  const submissions: Submission[] = [];
  let wake: ((outcome: RequestOutcome) => void) | undefined;
  let timeUp = false;
  let closed = false;

  const deliver = (): void => {
    if (wake === undefined) return;
    const resolve = wake;
    if (timeUp) {
      wake = undefined;
      resolve(TIME_UP);
      return;
    }
    const submission = submissions.shift();
    if (submission === undefined) return;
    wake = undefined;
    resolve({ ok: true, text: submission.text, seat: submission.seat, receivedAt: submission.receivedAt });
  };

  for (const { seat, link } of options.participants) {
    link.listen(({ text, receivedAt }) => {
      const trimmed = text.trim();
      if (closed || trimmed === '') return;
      submissions.push({ seat, text, receivedAt });
      if (trimmed === 'Over') link.listen(undefined);
      deliver();
    });
  }
  const cancelTimer = (options.scheduler ?? realScheduler()).schedule(options.durationMs, () => {
    timeUp = true;
    deliver();
  });

  return {
    next: () =>
      new Promise((resolve) => {
        wake = resolve;
        deliver();
      }),
    close: () => {
      closed = true;
      cancelTimer();
      const dropped = submissions.splice(0).length;
      let drained = 0;
      for (const { link } of options.participants) {
        link.listen(undefined);
        drained += link.drain().length;
      }
      return { dropped, drained };
    },
  };
};
