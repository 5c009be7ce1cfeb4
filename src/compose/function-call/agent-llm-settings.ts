import { loadConfig } from '../../config/index.ts';
import type { LlmSettings } from '../llm-settings.ts';

/**
 * The `llm` / `prompts` settings of the RPC agent: the same loader as `connect` (config file, `.env`,
 * environment, `--model`). A bad value is an error naming the key.
 */
export const agentLlmSettings = (flags: {
  readonly config?: string | undefined;
  readonly model?: string | undefined;
}): { readonly settings: LlmSettings } | { readonly error: string } => {
  const loaded = loadConfig({ configPath: flags.config, flags: { 'llm.model': flags.model } });
  if (!loaded.ok) return { error: `${loaded.error.code}: ${loaded.error.message}` };
  return { settings: { llm: loaded.value.config.llm, prompts: loaded.value.config.prompts } };
};
