import { chatModelFromSettings } from '../chat-model.ts';
import type { LlmSettings } from '../llm-settings.ts';
import { createLlmSpeaker, type LlmSpeaker } from '../../function-call/agent/speaker/llm-speaker.ts';
import { readSpeakerPromptSources } from '../../function-call/agent/speaker/read-speaker-prompts.ts';
import { compileSpeakerPrompts } from '../../function-call/agent/speaker/speaker-prompts.ts';

/**
 * The LLM speaker for `--brain llm`: the same `llm` settings as the LLM brain (config.yml, `.env`,
 * OPENAI_* / AIWOLF_LLM_MODEL, `--model`) and the templates of prompts/rpc/. Not configured →
 * undefined plus a warning: the rule speech is used.
 */
export const createSpeakerFromSettings = (settings: LlmSettings): { speaker?: LlmSpeaker; warning?: string } => {
  const model = chatModelFromSettings(settings);
  if ('warning' in model) return { warning: model.warning };
  const prompts = compileSpeakerPrompts(readSpeakerPromptSources());
  if (!prompts.ok) return { warning: prompts.error.message };
  return {
    speaker: createLlmSpeaker({
      chatModel: model.chatModel,
      prompts: prompts.value,
    }),
  };
};
