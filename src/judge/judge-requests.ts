import type { ChatMessage, ChatModel, ChatUsage, ReplySchema } from '../brain/llm/chat-model.ts';
import { AiwolfError } from '../errors.ts';
import { runJobs } from '../replay/run-jobs.ts';
import { err, ok, type Result } from '../result.ts';

export type JudgeUsage = { requests: number; promptTokens: number; completionTokens: number; cachedTokens: number };

export const addUsage = (total: JudgeUsage, usage: ChatUsage | undefined): void => {
  total.requests++;
  total.promptTokens += usage?.promptTokens ?? 0;
  total.completionTokens += usage?.completionTokens ?? 0;
  total.cachedTokens += usage?.cachedTokens ?? 0;
};

/**
 * One request of the judge within the run's budget: refused once `maxRequests` were made, bounded by
 * `requestDeadlineMs`, counted in `usage`. The error (budget spent, or the model failed on `what`) stops
 * the run; the reply's text is the caller's to check.
 */
export const askJudgeModel = async (options: {
  readonly model: ChatModel;
  readonly messages: ChatMessage[];
  readonly replySchema: ReplySchema;
  readonly requestDeadlineMs: number;
  readonly maxRequests?: number;
  readonly usage: JudgeUsage;
  /** What was asked, for the error: `pair t1 (AB)`, `game-id A`. */
  readonly what: string;
}): Promise<Result<string, AiwolfError>> => {
  if (options.maxRequests !== undefined && options.usage.requests >= options.maxRequests)
    return err(
      new AiwolfError({
        code: 'judge_max_requests',
        kind: 'config',
        message: `--max-requests ${options.maxRequests} reached`,
      }),
    );
  const controller = new AbortController();
  const deadline = Date.now() + options.requestDeadlineMs;
  const timer = setTimeout(() => controller.abort(), options.requestDeadlineMs);
  const outcome = await options.model
    .complete({
      requestType: 'judge',
      messages: options.messages,
      replySchema: options.replySchema,
      signal: controller.signal,
      deadline,
    })
    .finally(() => clearTimeout(timer));
  if (!outcome.ok) {
    options.usage.requests++;
    return err(
      new AiwolfError({
        code: 'judge_model_failed',
        kind: 'io',
        message: `the judge model failed on ${options.what}: ${outcome.error.code}: ${outcome.error.message}`,
      }),
    );
  }
  addUsage(options.usage, outcome.value.usage);
  return ok(outcome.value.text);
};

/**
 * Runs the judge's jobs through the pool until the run stops (`stopped()` gives the error that stopped
 * it): no job starts after that, and the error is thrown saying what this run wrote (`kept()`), which a
 * rerun does not ask again.
 */
export const runJudgeJobs = async <Job>(options: {
  readonly jobs: readonly Job[];
  readonly concurrency: number;
  readonly ask: (job: Job) => Promise<void>;
  readonly stopped: () => AiwolfError | undefined;
  /** What this run wrote, e.g. `3 verdicts`. */
  readonly kept: () => string;
  readonly onProgress?: (done: number, total: number) => void;
}): Promise<void> => {
  let done = 0;
  await runJobs({
    jobs: options.jobs,
    concurrency: options.concurrency,
    stopped: () => options.stopped() !== undefined,
    run: async (job) => {
      await options.ask(job);
      done++;
      options.onProgress?.(done, options.jobs.length);
    },
  });
  const stopped = options.stopped();
  if (stopped !== undefined)
    throw new AiwolfError({
      code: stopped.code,
      kind: stopped.kind,
      message: `${stopped.message}; ${options.kept()} written in this run are kept (run again to judge the rest)`,
    });
};
