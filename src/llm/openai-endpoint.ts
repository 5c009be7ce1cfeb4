import OpenAI from 'openai';
import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import type { ChatFailure, ChatFailureCode, ChatRequest, LlmRequestType } from '../brain/llm/chat-model.ts';
import type { TokenLimitParameter } from '../config/llm-section-schema.ts';
import type { AttemptOutcome, ModelEndpoint } from './model-endpoint.ts';
import { redactSecret } from './redact.ts';
import { retryAfterMs } from './retry-after.ts';

export type OpenAiEndpointOptions = {
  readonly apiKey?: string;
  readonly baseURL?: string;
  readonly model: string;
  readonly models?: Readonly<Partial<Record<LlmRequestType, string | undefined>>>;
  readonly temperature: number | null;
  readonly maxTokens: number;
  readonly tokenLimitParameter: 'auto' | TokenLimitParameter;
  readonly structuredOutput: 'json_schema' | 'json_object' | 'none';
  readonly now?: () => number;
};

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/**
 * One Chat Completions attempt through the openai SDK, for any OpenAI-compatible endpoint. The SDK's
 * own retries stay off (`maxRetries: 0`): its retry sleeps ignore both the abort signal and our game
 * deadline, and it would wait out a long `Retry-After` blindly. We read the header ourselves instead.
 */
export const createOpenAiEndpoint = (options: OpenAiEndpointOptions): ModelEndpoint => {
  const now = options.now ?? Date.now;
  const baseURL = options.baseURL ?? OPENAI_BASE_URL;
  const client = new OpenAI({
    // Local servers (Ollama, vLLM, LM Studio) need no key, but the SDK insists on one.
    apiKey: options.apiKey ?? 'no-key',
    baseURL,
    maxRetries: 0,
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

  const classify = (error: unknown, attempts: number): AttemptOutcome => {
    if (error instanceof OpenAI.APIUserAbortError)
      return { ok: false, error: failure('aborted', 'aborted at the game deadline', attempts) };
    if (error instanceof OpenAI.APIConnectionTimeoutError)
      return { ok: false, error: failure('timeout', 'the request timed out', attempts) };
    if (error instanceof OpenAI.APIConnectionError)
      return { ok: false, error: failure('connection', error.message, attempts) };
    if (error instanceof OpenAI.APIError && error.status !== undefined) {
      const code: ChatFailureCode =
        error.status === 429 ? 'rate_limited' : error.status >= 500 ? 'server_error' : 'http_error';
      const wait = error.status === 429 || error.status === 503 ? retryAfterMs(error.headers, now()) : undefined;
      return {
        ok: false,
        error: failure(code, error.message, attempts, error.status),
        ...(wait === undefined ? {} : { retryAfterMs: wait }),
      };
    }
    return {
      ok: false,
      error: failure('connection', error instanceof Error ? error.message : String(error), attempts),
    };
  };

  return {
    key: `${baseURL} ${options.model}`,
    label: `${baseURL} (${options.model})`,
    server: baseURL,
    async attempt(request, { timeoutMs, attempts }) {
      try {
        const completion = await client.chat.completions.create(body(request), {
          signal: request.signal,
          timeout: timeoutMs,
          maxRetries: 0,
        });
        const choice = completion.choices[0];
        const text = choice?.message.content ?? choice?.message.refusal ?? '';
        if (text.trim() === '')
          return { ok: false, error: failure('empty_reply', 'the model returned no text', attempts) };
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
        return classify(error, attempts);
      }
    },
  };
};

/** `$schema` is not part of what providers accept inside response_format. */
const withoutDialect = (schema: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
};
