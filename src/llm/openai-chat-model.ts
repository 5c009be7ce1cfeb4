import type { ChatModel } from '../brain/llm/chat-model.ts';
import { createLlmRuntime, type LlmRuntime } from './llm-runtime.ts';
import { createOpenAiEndpoint, type OpenAiEndpointOptions } from './openai-endpoint.ts';
import { createResilientChatModel } from './resilient-chat-model.ts';

export type OpenAiChatModelOptions = OpenAiEndpointOptions & {
  readonly requestTimeoutMs: number;
  readonly maxRetries: number;
  readonly retryBackoffMs: number;
  /** Another model and/or base URL, asked when the primary fails fast, before the rule brain. */
  readonly fallback?: {
    readonly model?: string | undefined;
    readonly baseURL?: string | undefined;
    readonly apiKey?: string | undefined;
  };
  /**
   * The process's breakers, concurrency limits and cost ledger. Pass the one shared runtime; without
   * it this model gets a private one (its own breaker and limit).
   */
  readonly runtime?: LlmRuntime;
};

/**
 * ChatModel over the openai SDK (Chat Completions) for any OpenAI-compatible endpoint, with the
 * process's circuit breaker, concurrency limit, Retry-After handling, fallback endpoint and ledger.
 */
export const createOpenAiChatModel = (options: OpenAiChatModelOptions): ChatModel => {
  const { requestTimeoutMs, maxRetries, retryBackoffMs, fallback, runtime, ...endpoint } = options;
  const primary = createOpenAiEndpoint(endpoint);
  // The primary's key goes only to the primary's server: another base URL gets its own key or none.
  const sameServer = fallback?.baseURL === undefined || fallback.baseURL === endpoint.baseURL;
  const { apiKey: primaryKey, ...shared } = endpoint;
  const fallbackKey = fallback?.apiKey ?? (sameServer ? primaryKey : undefined);
  const second =
    fallback === undefined
      ? undefined
      : createOpenAiEndpoint({
          ...shared,
          // The fallback model answers every request type: per-type overrides belong to the primary.
          models: {},
          model: fallback.model ?? endpoint.model,
          ...(fallback.baseURL === undefined ? {} : { baseURL: fallback.baseURL }),
          ...(fallbackKey === undefined ? {} : { apiKey: fallbackKey }),
        });
  return createResilientChatModel({
    primary,
    ...(second === undefined ? {} : { fallback: second }),
    retry: { maxRetries, retryBackoffMs, requestTimeoutMs },
    runtime: runtime ?? createLlmRuntime(),
    ...(options.now === undefined ? {} : { now: options.now }),
  });
};
