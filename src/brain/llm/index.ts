/** Public API of the LLM brain (core: it sees a model only through the ChatModel interface). */
export type { CallLogEntry, CallLogSink, CallOutcome } from './call-log.ts';
export * from './chat-model.ts';
export { MIN_MODEL_MS, modelBudgetEnd, POST_PROCESSING_RESERVE_MS } from './deadline-budget.ts';
export { buildLlmBrainFactory, type LlmBrainDependencies, type LlmBrainSettings } from './llm-brain.ts';
export { matchTarget, type TargetMatch } from './match-target.ts';
export type { MemoryLimits } from './prompt-context.ts';
export { TEMPLATE_NAMES, type TemplateName } from './prompt-context-schema.ts';
export { compilePromptTemplates, type PromptSources, type PromptTemplates } from './prompt-templates.ts';
export { REPLY_SCHEMAS } from './reply-schemas.ts';
export { createStructuredExtractor } from './model-extractor.ts';
export { createModelCall, type CallScope, type ModelCall } from './model-call.ts';
export { type ParsedReply, parseJsonReply } from './parse-reply.ts';
export { toReplySchema } from './reply-schemas.ts';
export { compileTemplateSet, type TemplateSet } from './template-set.ts';
export { createWithinDeadline, type DeadlineContext, type WithinDeadline } from './within-deadline.ts';
