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

const breakerSchema = z.strictObject({
  /** Consecutive failures (timeouts, refused connections, 5xx, 429 we cannot wait for) that open it. */
  failures: z.number().int().positive().default(3),
  /** How long (ms) the model is not asked once open; then one request probes it. */
  coolDownMs: z.number().int().min(0).default(60_000),
  /** The cool-down doubles after each failed probe, up to this (ms). */
  maxCoolDownMs: z.number().int().min(0).default(600_000),
});

const fallbackSchema = z.strictObject({
  /** Another model (default: llm.model). */
  model: z.string().min(1).optional(),
  /** Another OpenAI-compatible server (default: llm.baseURL). */
  baseURL: z.url().optional(),
  /** The key for that server; the primary key is sent only to the primary's own server. */
  apiKey: z.string().min(1).optional(),
});

/** USD per million tokens. */
const priceSchema = z.strictObject({
  input: z.number().min(0),
  output: z.number().min(0),
  /** Cached prompt tokens (default: the input price). */
  cachedInput: z.number().min(0).optional(),
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
  /** Per endpoint, shared by every agent of the process: after K failures the rule brain answers at once. */
  breaker: breakerSchema.prefault({}),
  /** Requests in flight to one server, for every agent of the process together; waiting counts against the deadline. */
  maxConcurrency: z.number().int().positive().default(4),
  /** Asked when the primary fails fast (refused, 5xx, 429 without time to wait, breaker open), before the rule brain. */
  fallback: fallbackSchema.optional(),
  /** Price per model name (a dated snapshot matches its prefix), for the cost ledger. */
  pricing: z.record(z.string().min(1), priceSchema).default({}),
  /** USD per game (needs pricing); past it the rule brain plays the rest of the game. */
  maxCostPerGame: z.number().positive().optional(),
  /** Prompt + completion tokens per game; past it the rule brain plays the rest of the game. */
  maxTokensPerGame: z.number().int().positive().optional(),
});

export const promptsSectionSchema = z.strictObject({
  /** A folder with ja/ and en/ (or the templates directly) replacing the built-in prompts/. */
  dir: z.string().min(1).optional(),
});

export type LlmSection = z.infer<typeof llmSectionSchema>;
export type PromptsSection = z.infer<typeof promptsSectionSchema>;

/** The LLM can be called only with a key (hosted APIs) or a base URL (local servers need none). */
export const llmIsConfigured = (llm: LlmSection): boolean => llm.apiKey !== undefined || llm.baseURL !== undefined;
