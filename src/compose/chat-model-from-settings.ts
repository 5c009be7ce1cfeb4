import type { ChatModel } from '../brain/llm/chat-model.ts';
import { llmIsConfigured } from '../config/index.ts';
import { chatModelFor, llmRuntimeFor, type ModelCaller } from '../llm/index.ts';
import { NOT_CONFIGURED_MESSAGE } from './llm-brain-factory.ts';
import type { LlmSettings } from './llm-settings.ts';

/**
 * The model for other callers (the function-call agent's speech, the judge): the same settings as the
 * LLM brain. Not configured → a warning instead. `caller` (default `agent`) is what the operator's
 * circuit-breaker line names as happening while the endpoint is down.
 */
export const chatModelFromSettings = (
  settings: LlmSettings,
  caller: ModelCaller = 'agent',
): { readonly chatModel: ChatModel } | { readonly warning: string } =>
  llmIsConfigured(settings.llm)
    ? { chatModel: chatModelFor(settings.llm, llmRuntimeFor(settings.llm, undefined, caller)) }
    : { warning: NOT_CONFIGURED_MESSAGE };
