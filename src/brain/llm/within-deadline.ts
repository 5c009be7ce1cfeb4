import { describeError } from '../../errors.ts';
import type { DecisionContext } from '../brain.ts';
import type { LlmRequestType } from './chat-model.ts';
import { raceDeadline, type RaceHandle } from './deadline-race.ts';

/** Below this much time left, the model is not asked at all. */
export const MIN_MODEL_MS = 300;

export type WithinDeadline = <T>(
  context: DecisionContext,
  requestType: LlmRequestType,
  work: (handle: RaceHandle) => Promise<T | undefined>,
) => Promise<T | undefined>;

/**
 * Runs model work in the time left before the answer's deadline, or not at all when too little is
 * left. undefined means "use the fallback answer". A bug in prompt building costs this answer its
 * model call, never the answer itself, and is reported through `warn`.
 */
export const createWithinDeadline = (options: {
  readonly safetyMarginMs: number;
  readonly now: () => number;
  readonly warn: (message: string) => void;
}): WithinDeadline => {
  const { now } = options;
  return async (context, requestType, work) => {
    const budgetEnd = context.deadline - options.safetyMarginMs;
    if (budgetEnd - now() < MIN_MODEL_MS || context.signal.aborted) return undefined;
    const guarded = async (handle: RaceHandle) => {
      try {
        return await work(handle);
      } catch (error) {
        options.warn(
          `LLM ${requestType}: could not build the request (${describeError(error)}); the rule answer is sent`,
        );
        return undefined;
      }
    };
    const outcome = await raceDeadline({ signal: context.signal, budgetEnd, now, work: guarded });
    return outcome.kind === 'done' ? outcome.value : undefined;
  };
};
