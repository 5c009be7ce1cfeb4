/** Public API of the settings: schema, key table, loader (defaults → YAML → .env → env → flags). */
export { CONFIG_ERROR_CODES, type ConfigError, type ConfigErrorCode } from './config-error.ts';
export { CONFIG_KEYS, type ConfigKey, keyName } from './config-keys.ts';
export {
  type AgentConfig,
  type AgentConfigInput,
  agentSectionSchema,
  BRAIN_NAMES,
  type BrainName,
  configSchema,
  logSectionSchema,
  serverSectionSchema,
} from './config-schema.ts';
export { DEFAULT_CONFIG_PATH, type LoadConfigOptions, type LoadedConfig, loadConfig } from './load-config.ts';
