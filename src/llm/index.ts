/**
 * The LLM shell: the openai adapter behind the ChatModel interface, prompt files and call logs. It
 * decides nothing about which brain plays; the composition root (src/compose) wires it into the brain.
 */
import { resolve } from 'node:path';
import { LANGUAGES, type Language } from '../vocabulary/index.ts';
import { compilePromptTemplates, type PromptTemplates } from '../brain/llm/prompt-templates.ts';
import type { LlmSection } from '../config/llm-section-schema.ts';
import type { AiwolfError } from '../errors.ts';
import { ok, type Result } from '../result.ts';
import { createLlmRuntime, type LlmRuntime, type ModelCaller } from './llm-runtime.ts';
import { createOpenAiChatModel } from './openai-chat-model.ts';
import { readPromptSources } from './prompt-files.ts';

export { createCallLogFile, createGameTotalsFile, formatCallLogLine, promptHash } from './call-log-file.ts';
export { withGameAccounting } from './game-accounting.ts';
export {
  createLlmRuntime,
  formatGameReport,
  type GameReport,
  type LlmRuntime,
  type ModelCaller,
} from './llm-runtime.ts';
export { createOpenAiChatModel, type OpenAiChatModelOptions } from './openai-chat-model.ts';
export { BUILTIN_PROMPTS_DIR, FUNCTION_CALL_PROMPTS_DIR, readPromptSources } from './prompt-files.ts';

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

/**
 * The process's breakers, concurrency limits and cost ledger from the `llm` settings. The composition
 * root makes one per process and gives it to every model it builds.
 */
export const llmRuntimeFor = (
  llm: LlmSection,
  notify?: (message: string) => void,
  caller: ModelCaller = 'agent',
): LlmRuntime =>
  createLlmRuntime({
    caller,
    settings: {
      breaker: {
        failureThreshold: llm.breaker.failures,
        coolDownMs: llm.breaker.coolDownMs,
        maxCoolDownMs: Math.max(llm.breaker.coolDownMs, llm.breaker.maxCoolDownMs),
      },
      maxConcurrency: llm.maxConcurrency,
      pricing: llm.pricing,
      caps: {
        ...(llm.maxCostPerGame === undefined ? {} : { maxCostPerGame: llm.maxCostPerGame }),
        ...(llm.maxTokensPerGame === undefined ? {} : { maxTokensPerGame: llm.maxTokensPerGame }),
      },
    },
    ...(notify === undefined ? {} : { notify }),
  });

/** The openai adapter for the `llm` settings, behind the process's runtime (a private one if none given). */
export const chatModelFor = (llm: LlmSection, runtime: LlmRuntime = llmRuntimeFor(llm)) =>
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
    ...(llm.fallback === undefined ? {} : { fallback: llm.fallback }),
    runtime,
  });
