import type { ChatModel } from '../brain/llm/chat-model.ts';
import { llmIsConfigured } from '../config/index.ts';
import { chatModelFor } from '../llm/index.ts';
import { NOT_CONFIGURED_MESSAGE } from './llm-brain-factory.ts';
import type { LlmSettings } from './llm-settings.ts';

/**
 * The model for other speakers (the function-call agent's speech): the same settings as the LLM
 * brain. Not configured → a warning instead, and the caller speaks with its rules.
 */
export const chatModelFromSettings = (
  settings: LlmSettings,
): { readonly chatModel: ChatModel } | { readonly warning: string } =>
  llmIsConfigured(settings.llm) ? { chatModel: chatModelFor(settings.llm) } : { warning: NOT_CONFIGURED_MESSAGE };
