import { chatModelFromSettings, type LlmSettings } from '../../compose/index.ts';
import { createLlmSpeaker, type LlmSpeaker } from '../llm/llm-speaker.ts';
import { readRpcPromptSources } from '../llm/read-rpc-prompts.ts';
import { compileRpcPrompts } from '../llm/rpc-prompts.ts';

/**
 * The LLM speaker for `--brain llm`: the same `llm` settings as the LLM brain (config.yml, `.env`,
 * OPENAI_* / AIWOLF_LLM_MODEL, `--model`) and the templates of prompts/rpc/. Not configured →
 * undefined plus a warning: the rule speech is used.
 */
export const createSpeakerFromSettings = (settings: LlmSettings): { speaker?: LlmSpeaker; warning?: string } => {
  const model = chatModelFromSettings(settings);
  if ('warning' in model) return { warning: model.warning };
  const prompts = compileRpcPrompts(readRpcPromptSources());
  if (!prompts.ok) return { warning: prompts.error.message };
  return {
    speaker: createLlmSpeaker({
      chatModel: model.chatModel,
      prompts: prompts.value,
    }),
  };
};
