import { describeError } from '../../errors.ts';
import type { GameState } from '../../game/state.ts';
import type { ChatModel, LlmRequestType } from './chat-model.ts';
import { raceDeadline, type RaceHandle } from './deadline-race.ts';
import { MIN_MODEL_MS, modelBudgetEnd, POST_PROCESSING_RESERVE_MS } from './deadline-budget.ts';

/** What the budget is read from: the answer's deadline and abort signal, and the game (for the model's availability). */
export type DeadlineContext = {
  readonly signal: AbortSignal;
  readonly deadline: number;
  readonly state: Pick<GameState, 'gameId' | 'self'>;
};

export type WithinDeadline = {
  /**
   * Runs model work in the time left before the answer's deadline (see deadline-budget.ts), or not at
   * all when too little is left. undefined means "use the fallback answer".
   */
  <T>(
    context: DeadlineContext,
    requestType: LlmRequestType,
    work: (handle: RaceHandle) => Promise<T | undefined>,
  ): Promise<T | undefined>;
  /** At the end of the game: says how many answers had too little time for the model, if any did. */
  readonly reportGame: () => void;
};

/**
 * One per game. A bug in prompt building costs this answer its model call, never the answer itself,
 * and is reported through `warn`; so is a budget too small to ask the model (once per game).
 */
export const createWithinDeadline = (options: {
  readonly now: () => number;
  readonly warn: (message: string) => void;
  /** Asked whether a call could succeed now (breaker closed, cost cap not reached). */
  readonly chatModel?: Pick<ChatModel, 'available'>;
}): WithinDeadline => {
  const { now } = options;
  let tooShort = 0;
  let asked = 0;
  const run = async <T>(
    context: DeadlineContext,
    requestType: LlmRequestType,
    work: (handle: RaceHandle) => Promise<T | undefined>,
  ): Promise<T | undefined> => {
    if (context.signal.aborted) return undefined;
    // A model known to be down (or a game past its cost cap): the rule answer goes out at once.
    if (options.chatModel?.available?.(context.state.gameId, context.state.self) === false) return undefined;
    const budgetEnd = modelBudgetEnd(context.deadline);
    const left = budgetEnd - now();
    if (left < MIN_MODEL_MS) {
      tooShort += 1;
      if (tooShort === 1) {
        options.warn(
          `LLM ${requestType}: only ${Math.max(0, Math.round(left))} ms left for the model after the safety margin ` +
            `and the ${POST_PROCESSING_RESERVE_MS} ms post-processing reserve (needs ${MIN_MODEL_MS}); the rule brain ` +
            'answers instead. Lower --safety-margin-ms or raise timeout.action (said once per game)',
        );
      }
      return undefined;
    }
    asked += 1;
    const guarded = async (handle: RaceHandle): Promise<T | undefined> => {
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
  return Object.assign(run, {
    reportGame: () => {
      if (tooShort === 0) return;
      options.warn(
        `LLM game summary: ${tooShort} of ${tooShort + asked} answers had too little time to ask the model ` +
          '(the rule brain answered them)',
      );
    },
  });
};
