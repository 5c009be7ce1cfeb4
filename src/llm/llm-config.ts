import { z } from 'zod';
import { AiwolfError } from '../errors.ts';
import { err, ok, type Result } from '../result.ts';
import { LLM_REQUEST_TYPES, type LlmRequestType } from '../brain/llm/chat-model.ts';
import { TOKEN_LIMIT_PARAMETERS } from './openai-chat-model.ts';

/**
 * The `llm` and `prompts` sections of config/config.yml. Defaults live here (one place);
 * resolveLlmConfig layers the file, `.env`, the environment and flags on top.
 */
export const STRUCTURED_OUTPUT_MODES = ['json_schema', 'json_object', 'none'] as const;
export const PROMPT_LOG_MODES = ['hash', 'full'] as const;

const modelOverrides = z.strictObject(
  Object.fromEntries(LLM_REQUEST_TYPES.map((type) => [type, z.string().min(1).optional()])) as Record<
    LlmRequestType,
    z.ZodOptional<z.ZodString>
  >,
);

export const llmSectionSchema = z.strictObject({
  /** OpenAI-compatible endpoint, e.g. http://127.0.0.1:11434/v1 for Ollama. Env OPENAI_BASE_URL. */
  baseURL: z.url().optional(),
  /** Prefer the env var OPENAI_API_KEY; a key in a committed file is a leak waiting to happen. */
  apiKey: z.string().min(1).optional(),
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
  /** The brain answers this long before the game deadline, whatever the model is doing. */
  safetyMarginMs: z.number().int().min(0).default(1_500),
  /** json_schema: response_format with our schema; json_object: JSON mode; none: tolerant extraction only. */
  structuredOutput: z.enum(STRUCTURED_OUTPUT_MODES).default('json_schema'),
  /** At DAILY_FINISH, ask the model (in the background) for a summary of the day, used in later prompts. */
  daySummary: z.boolean().default(true),
  /** At DAILY_INITIALIZE, ask the model (in the background) for a plan for the day; costs one call a day. */
  dayPlan: z.boolean().default(false),
  /** The vote goes to the last vote intention stated in talk that day, when still legal. */
  voteFollowsTalk: z.boolean().default(true),
  memory: z
    .strictObject({
      /** Latest talk lines shown verbatim. */
      recentTalks: z.number().int().positive().default(10),
      /** Earlier days summarised (older ones are dropped). */
      summaryDays: z.number().int().positive().default(3),
      /** Longest talk line shown (code points); longer ones are cut. */
      maxLineChars: z.number().int().positive().default(100),
    })
    .prefault({}),
  log: z
    .strictObject({
      /** Folder of the JSONL call logs; empty string disables them. */
      dir: z.string().default('log/llm'),
      /** hash: template name + sha256 of the prompt; full: the whole rendered prompt. */
      prompt: z.enum(PROMPT_LOG_MODES).default('hash'),
    })
    .prefault({}),
});

export const promptsSectionSchema = z.strictObject({
  /** A folder with ja/ and en/ (or the templates directly) replacing the built-in prompts/. */
  dir: z.string().min(1).optional(),
});

export type LlmSection = z.infer<typeof llmSectionSchema>;
export type PromptsSection = z.infer<typeof promptsSectionSchema>;

export type LlmConfig = {
  readonly llm: LlmSection;
  readonly prompts: PromptsSection;
};

/** Environment variables read (the SDK's standard names plus our model override). */
export const LLM_ENV = {
  apiKey: 'OPENAI_API_KEY',
  baseURL: 'OPENAI_BASE_URL',
  model: 'AIWOLF_LLM_MODEL',
} as const;

export type LlmConfigInput = {
  /** The raw `llm` section from config/config.yml (unknown until validated here). */
  readonly llm?: unknown;
  readonly prompts?: unknown;
  /** process.env, already merged with `.env` by the caller (see readDotenv). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Command-line flags; they win over everything. */
  readonly overrides?: {
    readonly model?: string;
    readonly baseURL?: string;
    readonly promptsDir?: string;
  };
};

const nonEmpty = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

const describeIssues = (section: string, issues: readonly z.core.$ZodIssue[]): string =>
  issues
    .map((issue) => {
      const path = [section, ...issue.path.map(String)].join('.');
      return `${path}: ${issue.message}`;
    })
    .join('; ');

/** Defaults → file → env → flags. Fails naming the key to fix; the message never contains the key value. */
export const resolveLlmConfig = (input: LlmConfigInput): Result<LlmConfig, AiwolfError> => {
  const env = input.env ?? {};
  const fileSection = input.llm ?? {};
  if (typeof fileSection !== 'object' || fileSection === null || Array.isArray(fileSection)) {
    return err(configError('llm: expected a mapping of settings (see the README)'));
  }
  const layered: Record<string, unknown> = {
    ...(fileSection as Record<string, unknown>),
  };
  const apiKey = nonEmpty(env[LLM_ENV.apiKey]);
  const baseURL = nonEmpty(input.overrides?.baseURL) ?? nonEmpty(env[LLM_ENV.baseURL]);
  const model = nonEmpty(input.overrides?.model) ?? nonEmpty(env[LLM_ENV.model]);
  if (apiKey !== undefined) layered['apiKey'] = apiKey;
  if (baseURL !== undefined) layered['baseURL'] = baseURL;
  if (model !== undefined) layered['model'] = model;
  const llm = llmSectionSchema.safeParse(layered);
  if (!llm.success) {
    return err(configError(`${describeIssues('llm', llm.error.issues)} (fix it in config/config.yml or the env vars)`));
  }
  const promptsInput = {
    ...((input.prompts ?? {}) as Record<string, unknown>),
  };
  const promptsDir = nonEmpty(input.overrides?.promptsDir);
  if (promptsDir !== undefined) promptsInput['dir'] = promptsDir;
  const prompts = promptsSectionSchema.safeParse(promptsInput);
  if (!prompts.success) {
    return err(configError(`${describeIssues('prompts', prompts.error.issues)} (fix it in config/config.yml)`));
  }
  return ok({ llm: llm.data, prompts: prompts.data });
};

/** The LLM can be called only with a key (hosted APIs) or a base URL (local servers need none). */
export const llmIsConfigured = (llm: LlmSection): boolean => llm.apiKey !== undefined || llm.baseURL !== undefined;

export const NOT_CONFIGURED_MESSAGE =
  'the LLM brain is not configured: set OPENAI_API_KEY (in the environment or .env) for a hosted API, ' +
  'or OPENAI_BASE_URL / llm.baseURL in config/config.yml for a local OpenAI-compatible server; ' +
  'playing with the rule brain instead';

const configError = (message: string): AiwolfError =>
  new AiwolfError({ code: 'llm_config_invalid', kind: 'config', message });
