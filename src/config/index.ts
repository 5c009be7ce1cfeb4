/** Public API of the settings: schema, key table, loader (defaults → YAML → .env → env → flags). */
export { BRAIN_NAMES, type BrainName } from '../brain/brain-name.ts';
export { CONFIG_ERROR_CODES, type ConfigError, type ConfigErrorCode } from './config-error.ts';
export { CONFIG_KEYS, type ConfigKey, keyName } from './config-keys.ts';
export {
  type AgentConfig,
  type AgentConfigInput,
  agentSectionSchema,
  configSchema,
  logSectionSchema,
  serverSectionSchema,
} from './config-schema.ts';
export {
  type FreeformSettings,
  type FreeformSettingsInput,
  freeformSettingsSchema,
} from './freeform-section-schema.ts';
export {
  type LlmSection,
  llmIsConfigured,
  llmSectionSchema,
  PROMPT_LOG_MODES,
  type PromptsSection,
  promptsSectionSchema,
  STRUCTURED_OUTPUT_MODES,
  TOKEN_LIMIT_PARAMETERS,
  type TokenLimitParameter,
} from './llm-section-schema.ts';
export { DEFAULT_CONFIG_PATH, type LoadConfigOptions, type LoadedConfig, loadConfig } from './load-config.ts';
