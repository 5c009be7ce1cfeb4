import type { BrainFactory } from '../brain/brain.ts';
import type { ChatModel } from '../brain/llm/chat-model.ts';
import type { BrainName } from '../brain/brain-name.ts';
import { createSharedReading, type SharedReading } from '../brain/rule/index.ts';
import { createRandomBrain } from '../brain/random-brain.ts';
import { llmIsConfigured } from '../config/index.ts';
import { llmBrainFactoryFor, NOT_CONFIGURED_MESSAGE } from './llm-brain-factory.ts';
import type { LlmSettings } from './llm-settings.ts';
import { llmSettingsFrom } from './llm-settings.ts';
import { ruleBrainFactory } from './rule-brain-factory.ts';

export type BuiltBrain = {
  readonly factory: BrainFactory;
  /** The brain actually used (differs from the request when `llm` fell back to `rule`). */
  readonly name: BrainName;
  /** Why the requested brain is not the one used, when it fell back. */
  readonly warning?: string;
};

/**
 * A brain by name: the one place names become brains. `llm` without an API key or base URL falls
 * back to the rule brain with a warning (the only fallback); broken settings or templates throw an
 * AiwolfError naming the fix, so a misconfigured agent stops at start instead of playing degraded.
 */
export const buildBrain = (options: {
  readonly name: BrainName;
  /** The `llm` / `prompts` settings (only `llm` reads them; default: defaults, .env and environment). */
  readonly settings?: LlmSettings;
  readonly cwd?: string;
  /** For `llm`: wraps the model the brain talks to (replay counts requests and tokens and caps them). */
  readonly wrapChatModel?: (model: ChatModel) => ChatModel;
  /** What the rule brains (also under `llm`) of one tournament or process share (default: one per factory). */
  readonly sharedReading?: SharedReading;
}): BuiltBrain => {
  switch (options.name) {
    case 'random':
      return { factory: createRandomBrain, name: 'random' };
    case 'rule':
      return { factory: ruleBrainFactory(options.sharedReading), name: 'rule' };
    case 'llm': {
      const settings = options.settings ?? llmSettingsFrom(options.cwd === undefined ? {} : { cwd: options.cwd });
      if (!llmIsConfigured(settings.llm)) {
        return { factory: ruleBrainFactory(options.sharedReading), name: 'rule', warning: NOT_CONFIGURED_MESSAGE };
      }
      // One reading shared by the rule brains underneath and the LLM brain's own reading of talk.
      const sharedReading = options.sharedReading ?? createSharedReading();
      return {
        factory: llmBrainFactoryFor({
          settings,
          fallback: ruleBrainFactory(sharedReading),
          sharedReading,
          ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
          ...(options.wrapChatModel === undefined ? {} : { wrapChatModel: options.wrapChatModel }),
        }),
        name: 'llm',
      };
    }
  }
};
