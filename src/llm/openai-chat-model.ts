import OpenAI from 'openai';
import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import type {
  ChatFailure,
  ChatFailureCode,
  ChatModel,
  ChatOutcome,
  ChatRequest,
  LlmRequestType,
} from '../brain/llm/chat-model.ts';
import type { TokenLimitParameter } from '../config/llm-section-schema.ts';
import { redactSecret } from './redact.ts';

export type OpenAiChatModelOptions = {
  readonly apiKey?: string;
  readonly baseURL?: string;
  readonly model: string;
  readonly models?: Readonly<Partial<Record<LlmRequestType, string | undefined>>>;
  readonly temperature: number | null;
  readonly maxTokens: number;
  readonly tokenLimitParameter: 'auto' | TokenLimitParameter;
  readonly requestTimeoutMs: number;
  readonly maxRetries: number;
  readonly retryBackoffMs: number;
  readonly structuredOutput: 'json_schema' | 'json_object' | 'none';
  readonly now?: () => number;
};

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
/** An attempt with less time than this left before the deadline is not started. */
const MIN_ATTEMPT_MS = 250;
const MAX_RETRY_AFTER_MS = 10_000;

/**
 * ChatModel over the openai SDK (Chat Completions), for any OpenAI-compatible endpoint. The SDK's own
 * retries are off: we retry here, and only while the game deadline leaves room for another attempt.
 */
export const createOpenAiChatModel = (options: OpenAiChatModelOptions): ChatModel => {
  const now = options.now ?? Date.now;
  const baseURL = options.baseURL ?? OPENAI_BASE_URL;
  const client = new OpenAI({
    // Local servers (Ollama, vLLM, LM Studio) need no key, but the SDK insists on one.
    apiKey: options.apiKey ?? 'no-key',
    baseURL,
    maxRetries: 0,
    timeout: options.requestTimeoutMs,
    logLevel: 'off',
  });
  const tokenLimit: TokenLimitParameter =
    options.tokenLimitParameter !== 'auto'
      ? options.tokenLimitParameter
      : baseURL === OPENAI_BASE_URL
        ? 'max_completion_tokens'
        : 'max_tokens';

  const body = (request: ChatRequest): ChatCompletionCreateParamsNonStreaming => {
    const params: ChatCompletionCreateParamsNonStreaming = {
      model: options.models?.[request.requestType] ?? options.model,
      messages: request.messages.map((message): ChatCompletionMessageParam => ({ ...message })),
      [tokenLimit]: options.maxTokens,
    };
    if (options.temperature !== null) params.temperature = options.temperature;
    if (request.replySchema !== undefined && options.structuredOutput === 'json_schema') {
      params.response_format = {
        type: 'json_schema',
        json_schema: {
          name: request.replySchema.name,
          schema: withoutDialect(request.replySchema.schema),
          strict: true,
        },
      };
    } else if (request.replySchema !== undefined && options.structuredOutput === 'json_object') {
      params.response_format = { type: 'json_object' };
    }
    return params;
  };

  const failure = (code: ChatFailureCode, message: string, attempts: number, status?: number): ChatFailure => ({
    code,
    message: redactSecret(message, options.apiKey),
    attempts,
    ...(status === undefined ? {} : { status }),
  });

  const attempt = async (request: ChatRequest, attempts: number): Promise<ChatOutcome> => {
    const remaining = request.deadline - now();
    if (remaining < MIN_ATTEMPT_MS || request.signal.aborted) {
      return {
        ok: false,
        error: failure('timeout', 'no time left before the game deadline', attempts),
      };
    }
    try {
      const completion = await client.chat.completions.create(body(request), {
        signal: request.signal,
        timeout: Math.min(options.requestTimeoutMs, remaining),
        maxRetries: 0,
      });
      const choice = completion.choices[0];
      const text = choice?.message.content ?? choice?.message.refusal ?? '';
      if (text.trim() === '')
        return {
          ok: false,
          error: failure('empty_reply', 'the model returned no text', attempts),
        };
      const usage = completion.usage;
      return {
        ok: true,
        value: {
          text,
          model: completion.model,
          attempts,
          ...(usage === undefined
            ? {}
            : {
                usage: {
                  promptTokens: usage.prompt_tokens,
                  cachedTokens: usage.prompt_tokens_details?.cached_tokens ?? 0,
                  completionTokens: usage.completion_tokens,
                },
              }),
        },
      };
    } catch (error) {
      return { ok: false, error: classify(error, attempts) };
    }
  };

  const classify = (error: unknown, attempts: number): ChatFailure => {
    if (error instanceof OpenAI.APIUserAbortError) return failure('aborted', 'aborted at the game deadline', attempts);
    if (error instanceof OpenAI.APIConnectionTimeoutError) return failure('timeout', 'the request timed out', attempts);
    if (error instanceof OpenAI.APIConnectionError) return failure('connection', error.message, attempts);
    if (error instanceof OpenAI.RateLimitError) return failure('rate_limited', error.message, attempts, 429);
    if (error instanceof OpenAI.APIError && error.status !== undefined) {
      const code = error.status >= 500 ? 'server_error' : 'http_error';
      return failure(code, error.message, attempts, error.status);
    }
    return failure('connection', error instanceof Error ? error.message : String(error), attempts);
  };

  const retryDelay = (error: ChatFailure, attempts: number): number | undefined => {
    const retryable = ['rate_limited', 'server_error', 'connection', 'timeout'].includes(error.code);
    if (!retryable || attempts > options.maxRetries) return undefined;
    return Math.min(options.retryBackoffMs * 2 ** (attempts - 1), MAX_RETRY_AFTER_MS);
  };

  return {
    async complete(request) {
      for (let attempts = 1; ; attempts++) {
        const outcome = await attempt(request, attempts);
        if (outcome.ok) return outcome;
        const delay = retryDelay(outcome.error, attempts);
        // Retry only if another attempt could still finish before the deadline.
        if (delay === undefined || now() + delay + MIN_ATTEMPT_MS >= request.deadline) return outcome;
        if (!(await sleep(delay, request.signal)))
          return {
            ok: false,
            error: failure('aborted', 'aborted at the game deadline', attempts),
          };
      }
    },
  };
};

/** Resolves true after the delay, false as soon as the signal aborts. */
const sleep = (milliseconds: number, signal: AbortSignal): Promise<boolean> =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, milliseconds);
    signal.addEventListener('abort', onAbort, { once: true });
  });

/** `$schema` is not part of what providers accept inside response_format. */
const withoutDialect = (schema: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
};
