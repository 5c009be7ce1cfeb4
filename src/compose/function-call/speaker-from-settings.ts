import { resolve } from 'node:path';
import type { AiwolfError } from '../../errors.ts';
import { createLlmSpeaker, type LlmSpeaker } from '../../function-call/agent/speaker/llm-speaker.ts';
import { compileSpeakerPrompts, type SpeakerPrompts } from '../../function-call/agent/speaker/speaker-prompts.ts';
import { createCallLogFile, FUNCTION_CALL_PROMPTS_DIR, readPromptSources } from '../../llm/index.ts';
import { err, type Result } from '../../result.ts';
import { chatModelFromSettings } from '../chat-model-from-settings.ts';
import type { LlmSettings } from '../llm-settings.ts';

/** The speaker's templates read with the one prompt loader (zh, en, ja) and compiled. */
export const loadSpeakerPrompts = (dir: string = FUNCTION_CALL_PROMPTS_DIR): Result<SpeakerPrompts, AiwolfError> => {
  const zh = readPromptSources({ dir, lang: 'zh' });
  if (!zh.ok) return err(zh.error);
  const en = readPromptSources({ dir, lang: 'en' });
  if (!en.ok) return err(en.error);
  const ja = readPromptSources({ dir, lang: 'ja' });
  if (!ja.ok) return err(ja.error);
  return compileSpeakerPrompts({ zh: zh.value, en: en.value, ja: ja.value });
};

/**
 * The LLM speaker for `--brain llm`: the same `llm` settings as the LLM brain (config.yml, `.env`,
 * OPENAI_* / AIWOLF_LLM_MODEL, `--model`), the templates of prompts/function-call/, and the LLM brain's
 * call log (`llm.log.dir`). Not configured → undefined plus a warning: the rule speech is used.
 */
export const createSpeakerFromSettings = (
  settings: LlmSettings,
  cwd: string = process.cwd(),
): { speaker?: LlmSpeaker; warning?: string } => {
  const model = chatModelFromSettings(settings);
  if ('warning' in model) return { warning: model.warning };
  const prompts = loadSpeakerPrompts();
  if (!prompts.ok) return { warning: prompts.error.message };
  const { llm } = settings;
  return {
    speaker: createLlmSpeaker({
      chatModel: model.chatModel,
      prompts: prompts.value,
      warn: (message) => process.stderr.write(`warning: ${message}\n`),
      ...(llm.log.dir === ''
        ? {}
        : {
            log: createCallLogFile({
              dir: resolve(cwd, llm.log.dir),
              prompt: llm.log.prompt,
              ...(llm.apiKey === undefined ? {} : { secret: llm.apiKey }),
            }),
          }),
    }),
  };
};
