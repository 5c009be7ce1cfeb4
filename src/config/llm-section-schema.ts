import { z } from 'zod';
import { LLM_REQUEST_TYPES, type LlmRequestType } from '../brain/llm/chat-model.ts';

/**
 * The `llm` and `prompts` sections of config/config.yml: the one place their types, defaults and
 * validation live. To add an LLM setting, add it here with its default and a comment (unit, why);
 * give it an environment variable or flag in config-keys.ts if it needs one.
 */
export const STRUCTURED_OUTPUT_MODES = ['json_schema', 'json_object', 'none'] as const;
export const PROMPT_LOG_MODES = ['hash', 'full'] as const;
/** How the completion-length limit is sent: OpenAI's newer name or the one other servers accept. */
export const TOKEN_LIMIT_PARAMETERS = ['max_tokens', 'max_completion_tokens'] as const;
export type TokenLimitParameter = (typeof TOKEN_LIMIT_PARAMETERS)[number];

const modelOverrides = z.strictObject(
  Object.fromEntries(LLM_REQUEST_TYPES.map((type) => [type, z.string().min(1).optional()])) as Record<
    LlmRequestType,
    z.ZodOptional<z.ZodString>
  >,
);

const memorySchema = z.strictObject({
  /** Latest talk lines shown verbatim. */
  recentTalks: z.number().int().positive().default(10),
  /** Earlier days summarised (older ones are dropped). */
  summaryDays: z.number().int().positive().default(3),
  /** Longest talk line shown (code points); longer ones are cut. */
  maxLineChars: z.number().int().positive().default(100),
});

const callLogSchema = z.strictObject({
  /** Folder of the JSONL call logs; empty string disables them. */
  dir: z.string().default('log/llm'),
  /** hash: template name + sha256 of the prompt; full: the whole rendered prompt. */
  prompt: z.enum(PROMPT_LOG_MODES).default('hash'),
});

export const llmSectionSchema = z.strictObject({
  /** OpenAI-compatible endpoint, e.g. http://127.0.0.1:11434/v1 for Ollama. Env OPENAI_BASE_URL. */
  baseURL: z.url().optional(),
  /** Prefer the env var OPENAI_API_KEY; a key in a committed file is a leak waiting to happen. */
  apiKey: z.string().min(1).optional(),
  /** Env AIWOLF_LLM_MODEL, flag --model. */
  model: z.string().min(1).default('gpt-4o-mini'),
  /** Per-request-type model, e.g. a cheaper one for vote than for talk. */
  models: modelOverrides.default({}),
  /** null leaves it to the provider (some reasoning models accept no temperature). */
  temperature: z.number().min(0).max(2).nullable().default(0.7),
  maxTokens: z.number().int().positive().default(600),
  /** auto: max_completion_tokens for api.openai.com, max_tokens for other endpoints (vLLM, Ollama…). */
  tokenLimitParameter: z.enum(['auto', ...TOKEN_LIMIT_PARAMETERS]).default('auto'),
  /** One HTTP attempt never waits longer than this (ms), nor past the game deadline. */
  requestTimeoutMs: z.number().int().positive().default(20_000),
  /** Retries after 429/5xx/connection errors, each only if the deadline still allows one. */
  maxRetries: z.number().int().min(0).max(10).default(2),
  retryBackoffMs: z.number().int().min(0).default(400),
  /** json_schema: response_format with our schema; json_object: JSON mode; none: tolerant extraction only. */
  structuredOutput: z.enum(STRUCTURED_OUTPUT_MODES).default('json_schema'),
  /** At DAILY_FINISH, ask the model (in the background) for a summary of the day, used in later prompts. */
  daySummary: z.boolean().default(true),
  /** At DAILY_INITIALIZE, ask the model (in the background) for a plan for the day; costs one call a day. */
  dayPlan: z.boolean().default(false),
  /** The vote goes to the last vote intention stated in talk that day, when still legal. */
  voteFollowsTalk: z.boolean().default(true),
  memory: memorySchema.prefault({}),
  log: callLogSchema.prefault({}),
});

export const promptsSectionSchema = z.strictObject({
  /** A folder with ja/ and en/ (or the templates directly) replacing the built-in prompts/. */
  dir: z.string().min(1).optional(),
});

export type LlmSection = z.infer<typeof llmSectionSchema>;
export type PromptsSection = z.infer<typeof promptsSectionSchema>;

/** The LLM can be called only with a key (hosted APIs) or a base URL (local servers need none). */
export const llmIsConfigured = (llm: LlmSection): boolean => llm.apiKey !== undefined || llm.baseURL !== undefined;
