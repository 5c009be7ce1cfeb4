import type { ChatModel, ChatOutcome } from '../brain/llm/chat-model.ts';

/** What a replay with a model-backed brain asked of the model. */
export type ModelUsage = {
  readonly requests: number;
  /** Requests not sent because `--max-requests` was reached (the brain used its rule answer). */
  readonly refused: number;
  readonly failed: number;
  readonly promptTokens: number;
  readonly cachedTokens: number;
  readonly completionTokens: number;
};

/**
 * Counts a model's requests and tokens and refuses every request past `maxRequests` (as a failed call,
 * so the LLM brain answers with the rule brain's choice exactly as when the model fails in a game).
 */
export const createModelMeter = (maxRequests?: number): { wrap(model: ChatModel): ChatModel; usage(): ModelUsage } => {
  let requests = 0;
  let refused = 0;
  let failed = 0;
  let promptTokens = 0;
  let cachedTokens = 0;
  let completionTokens = 0;
  return {
    wrap: (model) => ({
      complete: async (request): Promise<ChatOutcome> => {
        if (maxRequests !== undefined && requests >= maxRequests) {
          refused++;
          return {
            ok: false,
            error: { code: 'aborted', message: `replay --max-requests ${maxRequests} reached`, attempts: 0 },
          };
        }
        requests++;
        const outcome = await model.complete(request);
        if (outcome.ok) {
          promptTokens += outcome.value.usage?.promptTokens ?? 0;
          cachedTokens += outcome.value.usage?.cachedTokens ?? 0;
          completionTokens += outcome.value.usage?.completionTokens ?? 0;
        } else failed++;
        return outcome;
      },
    }),
    usage: () => ({ requests, refused, failed, promptTokens, cachedTokens, completionTokens }),
  };
};
