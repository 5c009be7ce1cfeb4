import { chatModelFor, llmIsConfigured, NOT_CONFIGURED_MESSAGE, readEnvironment, resolveLlmConfig } from '../../llm/index.ts';
import { createLlmSpeaker, type LlmSpeaker } from '../llm/llm-speaker.ts';
import { readRpcPromptSources } from '../llm/read-rpc-prompts.ts';
import { compileRpcPrompts } from '../llm/rpc-prompts.ts';

/**
 * The LLM speaker for `--brain llm`: the same settings as the LLM brain (OPENAI_API_KEY,
 * OPENAI_BASE_URL, the model env var, `.env`) and the templates of prompts/rpc/. Not configured →
 * undefined plus a warning: the rule speech is used.
 */
export const createSpeakerFromEnvironment = (cwd: string = process.cwd()): { speaker?: LlmSpeaker; warning?: string } => {
  const config = resolveLlmConfig({ env: readEnvironment({ cwd }) });
  if (!config.ok) return { warning: config.error.message };
  if (!llmIsConfigured(config.value.llm)) return { warning: NOT_CONFIGURED_MESSAGE };
  const prompts = compileRpcPrompts(readRpcPromptSources());
  if (!prompts.ok) return { warning: prompts.error.message };
  return {
    speaker: createLlmSpeaker({ chatModel: chatModelFor(config.value.llm), prompts: prompts.value, safetyMarginMs: config.value.llm.safetyMarginMs }),
  };
};
