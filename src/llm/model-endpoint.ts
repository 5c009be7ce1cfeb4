import type { ChatFailure, ChatOutcome, ChatRequest } from '../brain/llm/chat-model.ts';

/**
 * One model behind one base URL, asked once (no retries, no breaker): the unit the resilience layer
 * (`resilient-chat-model.ts`) retries, limits and falls back between. Failures are data.
 */
export type AttemptOutcome =
  | Extract<ChatOutcome, { ok: true }>
  | {
      readonly ok: false;
      readonly error: ChatFailure;
      /** What a 429/503 asked us to wait (Retry-After / retry-after-ms), in ms. */
      readonly retryAfterMs?: number;
    };

export type ModelEndpoint = {
  /** Identifies the endpoint in the process registry: base URL and model. */
  readonly key: string;
  /** For logs: the base URL and model, never the key. */
  readonly label: string;
  /** The base URL alone: the concurrency limit is per server. */
  readonly server: string;
  /** One HTTP attempt of at most `timeoutMs`. */
  attempt(
    request: ChatRequest,
    options: { readonly timeoutMs: number; readonly attempts: number },
  ): Promise<AttemptOutcome>;
};
