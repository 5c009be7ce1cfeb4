/** Public API of the LLM brain (core: it sees a model only through the ChatModel interface). */
import type { BrainFactory } from '../brain.ts';

export type { CallLogEntry, CallLogSink, CallOutcome } from './call-log.ts';
export * from './chat-model.ts';
export { buildLlmBrainFactory, type LlmBrainDependencies, type LlmBrainSettings } from './llm-brain.ts';
export { matchTarget, type TargetMatch } from './match-target.ts';
export type { MemoryLimits } from './prompt-context.ts';
export { TEMPLATE_NAMES, type TemplateName } from './prompt-context-schema.ts';
export { compilePromptTemplates, type PromptSources, type PromptTemplates } from './prompt-templates.ts';
export { REPLY_SCHEMAS } from './reply-schemas.ts';
export { createStructuredExtractor } from './structured-extractor.ts';

/**
 * Entry point for the client's brain registry (which imports this module lazily): builds the brain
 * from the `llm` / `prompts` config sections. The wiring (openai adapter, prompt files, logs) lives
 * in the shell, src/llm/, loaded only here so the core itself never imports it.
 */
export const createLlmBrainFactory = async (setup: {
  readonly llm?: unknown;
  readonly prompts?: unknown;
  readonly cwd?: string;
}): Promise<BrainFactory> => {
  const shell = (await import(new URL('../../llm/index.ts', import.meta.url).href)) as {
    createLlmBrainFactory: (options: typeof setup) => Promise<BrainFactory>;
  };
  return shell.createLlmBrainFactory(setup);
};
