/**
 * The LLM shell: config (file, .env, env, flags), the openai adapter, prompt files and call logs,
 * wired into the pure LLM brain. `createLlmBrainFactory` is what `--brain llm` ends up calling.
 */
import { resolve } from 'node:path';
import type { BrainFactory, Language } from '../brain/brain.ts';
import { buildLlmBrainFactory } from '../brain/llm/llm-brain.ts';
import { createStructuredExtractor } from '../brain/llm/structured-extractor.ts';
import type { StructuredExtractor } from '../nl/index.ts';
import { compilePromptTemplates, type PromptTemplates } from '../brain/llm/prompt-templates.ts';
import { createRuleBrainFactory } from '../brain/rule/index.ts';
import { shippedRenderers } from '../nl-io/index.ts';
import type { AiwolfError } from '../errors.ts';
import { ok, type Result } from '../result.ts';
import { createCallLogFile } from './call-log-file.ts';
import { readEnvironment } from './dotenv-file.ts';
import {
  type LlmConfigInput,
  type LlmSection,
  llmIsConfigured,
  NOT_CONFIGURED_MESSAGE,
  resolveLlmConfig,
} from './llm-config.ts';
import { createOpenAiChatModel } from './openai-chat-model.ts';
import { readPromptSources } from './prompt-files.ts';

export { createCallLogFile, formatCallLogLine, promptHash } from './call-log-file.ts';
export { readEnvironment } from './dotenv-file.ts';
export * from './llm-config.ts';
export { createOpenAiChatModel, type OpenAiChatModelOptions } from './openai-chat-model.ts';
export { BUILTIN_PROMPTS_DIR, readPromptSources } from './prompt-files.ts';

export type LlmSetup = {
  /** Raw `llm` / `prompts` sections of config/config.yml. */
  readonly llm?: unknown;
  readonly prompts?: unknown;
  /** Where `.env` and relative paths (prompts.dir, llm.log.dir) are looked up. */
  readonly cwd?: string;
  /** Defaults to process.env (over `.env`). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly overrides?: LlmConfigInput['overrides'];
  /** The brain underneath (default: the rule brain, or the random brain if that cannot load). */
  readonly fallback?: BrainFactory;
  /** Where the "not configured" notice goes (default: stderr). */
  readonly warn?: (message: string) => void;
};

const LANGUAGES: readonly Language[] = ['ja', 'en'];

/** Reads and compiles the templates of both languages (fails on the first broken one). */
export const loadPromptTemplates = (options: {
  readonly dir?: string;
  readonly cwd?: string;
}): Result<Record<Language, PromptTemplates>, AiwolfError> => {
  const loaded: Partial<Record<Language, PromptTemplates>> = {};
  for (const lang of LANGUAGES) {
    const sources = readPromptSources({
      lang,
      ...(options.dir === undefined ? {} : { dir: resolve(options.cwd ?? '.', options.dir) }),
    });
    if (!sources.ok) return sources;
    const compiled = compilePromptTemplates(sources.value, lang);
    if (!compiled.ok) return compiled;
    loaded[lang] = compiled.value;
  }
  return ok(loaded as Record<Language, PromptTemplates>);
};

/** Settings from the config sections, .env and the environment, in one place for every entry point. */
const resolveSetup = (setup: Omit<LlmSetup, 'fallback' | 'warn'>) => {
  const cwd = setup.cwd ?? process.cwd();
  const env = readEnvironment({ cwd, ...(setup.env === undefined ? {} : { env: setup.env }) });
  const config = resolveLlmConfig({
    llm: setup.llm,
    prompts: setup.prompts,
    env,
    ...(setup.overrides === undefined ? {} : { overrides: setup.overrides }),
  });
  if (!config.ok) throw config.error;
  return { cwd, config: config.value };
};

/**
 * The `--brain llm` factory. Invalid settings or prompts throw an AiwolfError naming the fix; with
 * neither an API key nor a base URL it says so and returns the rule brain, so the agent still plays.
 */
export const createLlmBrainFactory = async (setup: LlmSetup = {}): Promise<BrainFactory> => {
  const { cwd, config } = resolveSetup(setup);
  const fallback = setup.fallback ?? createRuleBrainFactory({ renderers: shippedRenderers() });
  const { llm, prompts } = config;
  if (!llmIsConfigured(llm)) {
    (setup.warn ?? ((message) => process.stderr.write(`warning: ${message}\n`)))(NOT_CONFIGURED_MESSAGE);
    return fallback;
  }
  const templates = loadPromptTemplates({ cwd, ...(prompts.dir === undefined ? {} : { dir: prompts.dir }) });
  if (!templates.ok) throw templates.error;
  return buildLlmBrainFactory({
    chatModel: chatModelFor(llm),
    templates: templates.value,
    fallback,
    settings: {
      memory: llm.memory,
      safetyMarginMs: llm.safetyMarginMs,
      notes: { plan: llm.dayPlan, summary: llm.daySummary },
      voteFollowsTalk: llm.voteFollowsTalk,
      noteTimeoutMs: llm.requestTimeoutMs,
    },
    ...(llm.log.dir === ''
      ? {}
      : {
          log: createCallLogFile({
            dir: resolve(cwd, llm.log.dir),
            prompt: llm.log.prompt,
            ...(llm.apiKey === undefined ? {} : { secret: llm.apiKey }),
          }),
        }),
  });
};

/**
 * The NL bridge's model extractor from the same settings, or undefined when no model is configured
 * (understanding then uses the rules only). Throws on invalid settings.
 */
export const createLlmExtractor = (
  setup: Omit<LlmSetup, 'fallback' | 'warn'> = {},
): StructuredExtractor | undefined => {
  const { llm } = resolveSetup(setup).config;
  if (!llmIsConfigured(llm)) return undefined;
  return createStructuredExtractor({ chatModel: chatModelFor(llm), timeoutMs: llm.requestTimeoutMs });
};

export const chatModelFor = (llm: LlmSection) =>
  createOpenAiChatModel({
    ...(llm.apiKey === undefined ? {} : { apiKey: llm.apiKey }),
    ...(llm.baseURL === undefined ? {} : { baseURL: llm.baseURL }),
    model: llm.model,
    models: llm.models,
    temperature: llm.temperature,
    maxTokens: llm.maxTokens,
    tokenLimitParameter: llm.tokenLimitParameter,
    requestTimeoutMs: llm.requestTimeoutMs,
    maxRetries: llm.maxRetries,
    retryBackoffMs: llm.retryBackoffMs,
    structuredOutput: llm.structuredOutput,
  });
