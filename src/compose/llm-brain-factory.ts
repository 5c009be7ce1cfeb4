import { resolve } from 'node:path';
import type { BrainFactory } from '../brain/brain.ts';
import type { ChatModel } from '../brain/llm/chat-model.ts';
import { buildLlmBrainFactory } from '../brain/llm/llm-brain.ts';
import { createStructuredExtractor } from '../brain/llm/model-extractor.ts';
import { llmIsConfigured } from '../config/index.ts';
import {
  chatModelFor,
  createCallLogFile,
  createGameTotalsFile,
  type LlmRuntime,
  llmRuntimeFor,
  loadPromptTemplates,
  withGameAccounting,
} from '../llm/index.ts';
import type { StructuredExtractor } from '../nl/index.ts';
import { type LlmSettings, llmSettingsFrom } from './llm-settings.ts';
import { ruleBrainFactory } from './rule-brain-factory.ts';
import { createNlBridge, createSharedReading, type SharedReading } from '../brain/rule/index.ts';

export const NOT_CONFIGURED_MESSAGE =
  'the LLM brain is not configured: set OPENAI_API_KEY (in the environment or .env) for a hosted API, ' +
  'or OPENAI_BASE_URL / llm.baseURL in config/config.yml for a local OpenAI-compatible server; ' +
  'playing with the rule brain instead';

/**
 * The `--brain llm` factory from validated settings: the openai adapter, the prompt templates and
 * the call log wired into the pure LLM brain, with the rule brain underneath. With neither an API key
 * nor a base URL it says so and returns the fallback (the rule brain), so the agent still plays.
 * Broken prompt templates throw an AiwolfError naming the fix.
 */
export const llmBrainFactoryFor = (options: {
  readonly settings: LlmSettings;
  /** Where relative paths (prompts.dir, llm.log.dir) are resolved (default process.cwd()). */
  readonly cwd?: string;
  /** The brain underneath (default: the rule brain). */
  readonly fallback?: BrainFactory;
  /**
   * The readings the rule brains underneath share (see `SharedReading`): the LLM brain reads talk through
   * the same memo, so each talk is read once per process rather than once more per seat and prompt.
   */
  readonly sharedReading?: SharedReading;
  /** Where the "not configured" notice and the brain's own warnings go (default: stderr). */
  readonly warn?: (message: string) => void;
  /**
   * The process's breakers, concurrency limits and cost ledger. Default: a new one for this factory,
   * which every agent the factory makes shares (a process builds one LLM brain factory).
   */
  readonly runtime?: LlmRuntime;
  /** Wraps the model the brain talks to (replay counts requests and tokens and caps them this way). */
  readonly wrapChatModel?: (model: ChatModel) => ChatModel;
}): BrainFactory => {
  const cwd = options.cwd ?? process.cwd();
  const { llm, prompts } = options.settings;
  // Without a fallback given, the default rule brain and the LLM brain share one reading.
  const reading = options.sharedReading ?? (options.fallback === undefined ? createSharedReading() : undefined);
  const fallback = options.fallback ?? ruleBrainFactory(reading);
  const warn = options.warn ?? ((message: string) => process.stderr.write(`warning: ${message}\n`));
  if (!llmIsConfigured(llm)) {
    warn(NOT_CONFIGURED_MESSAGE);
    return fallback;
  }
  const templates = loadPromptTemplates({ cwd, ...(prompts.dir === undefined ? {} : { dir: prompts.dir }) });
  if (!templates.ok) throw templates.error;
  const runtime = options.runtime ?? llmRuntimeFor(llm, options.warn);
  const baseModel = chatModelFor(llm, runtime);
  const chatModel = options.wrapChatModel === undefined ? baseModel : options.wrapChatModel(baseModel);
  const brains = buildLlmBrainFactory({
    chatModel,
    ...(reading === undefined
      ? {}
      : { readTalk: createNlBridge({ understanding: reading.understanding, readings: reading.readings }).understand }),
    // The model reads the others' talk too, one batch per round, merged with the rules (issue 13).
    reader: {
      extractor: createStructuredExtractor({ chatModel, timeoutMs: llm.requestTimeoutMs }),
      timeoutMs: llm.requestTimeoutMs,
    },
    templates: templates.value,
    fallback,
    warn,
    settings: {
      memory: llm.memory,
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
  // The end-of-game line (calls, tokens, cost, breaker changes) and its JSONL record next to the call logs.
  return withGameAccounting(brains, {
    runtime,
    ...(llm.log.dir === '' ? {} : { record: createGameTotalsFile({ dir: resolve(cwd, llm.log.dir) }) }),
  });
};

/** llmBrainFactoryFor from settings held in memory (tests, embedding programs); see llmSettingsFrom. */
export const createLlmBrainFactory = async (
  setup: Parameters<typeof llmSettingsFrom>[0] & {
    readonly fallback?: BrainFactory;
    readonly warn?: (message: string) => void;
    readonly runtime?: LlmRuntime;
  } = {},
): Promise<BrainFactory> =>
  llmBrainFactoryFor({
    settings: llmSettingsFrom(setup),
    ...(setup.cwd === undefined ? {} : { cwd: setup.cwd }),
    ...(setup.runtime === undefined ? {} : { runtime: setup.runtime }),
    ...(setup.fallback === undefined ? {} : { fallback: setup.fallback }),
    ...(setup.warn === undefined ? {} : { warn: setup.warn }),
  });

/**
 * The NL bridge's model extractor from the same settings, or undefined when no model is configured
 * (understanding then uses the rules only).
 */
export const llmExtractorFor = (settings: LlmSettings): StructuredExtractor | undefined => {
  if (!llmIsConfigured(settings.llm)) return undefined;
  return createStructuredExtractor({ chatModel: chatModelFor(settings.llm), timeoutMs: settings.llm.requestTimeoutMs });
};

/** llmExtractorFor from settings held in memory; see llmSettingsFrom. */
export const createLlmExtractor = (
  setup: Parameters<typeof llmSettingsFrom>[0] = {},
): StructuredExtractor | undefined => llmExtractorFor(llmSettingsFrom(setup));
