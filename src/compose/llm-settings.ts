import type { AgentConfig, AgentConfigInput } from '../config/index.ts';
import { loadConfig } from '../config/index.ts';
import { AiwolfError } from '../errors.ts';

export type LlmSettings = Pick<AgentConfig, 'llm' | 'prompts'>;

/**
 * The `llm` / `prompts` settings for programs that hold them in memory (tests, embedding code): the
 * same loader as config.yml, so `.env`, the environment table and validation are the same. Throws an
 * AiwolfError naming the key when a value is invalid.
 */
export const llmSettingsFrom = (input: {
  readonly llm?: AgentConfigInput['llm'];
  readonly prompts?: AgentConfigInput['prompts'];
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly cwd?: string;
}): LlmSettings => {
  const loaded = loadConfig({
    contents: { llm: input.llm ?? {}, prompts: input.prompts ?? {} },
    ...(input.env === undefined ? {} : { env: input.env }),
    ...(input.cwd === undefined ? {} : { cwd: input.cwd }),
  });
  if (!loaded.ok) {
    throw new AiwolfError({
      code: loaded.error.code,
      kind: 'config',
      message: loaded.error.message,
      ...(loaded.error.key === undefined ? {} : { context: { key: loaded.error.key } }),
    });
  }
  return { llm: loaded.value.config.llm, prompts: loaded.value.config.prompts };
};
