/**
 * Every setting that can be overridden outside the YAML file: its path in config.yml, its
 * environment variable and its CLI flag. One table, so the loader, `--help` and the docs agree.
 */
export type ConfigValueType = 'string' | 'integer' | 'boolean';

export type ConfigKey = {
  readonly path: readonly [section: 'server' | 'agent' | 'log' | 'llm' | 'prompts', key: string];
  readonly env: string;
  /** The long flag of the commands that take it (`connect`; `--model` also `play`, `arena`, `rpc`…). */
  readonly flag?: string;
  readonly type: ConfigValueType;
};

export const CONFIG_KEYS: readonly ConfigKey[] = [
  { path: ['server', 'url'], env: 'AIWOLF_SERVER_URL', flag: '--url', type: 'string' },
  { path: ['server', 'token'], env: 'AIWOLF_TOKEN', flag: '--token', type: 'string' },
  { path: ['server', 'team'], env: 'AIWOLF_TEAM', flag: '--team', type: 'string' },
  { path: ['server', 'agents'], env: 'AIWOLF_AGENTS', flag: '--agents', type: 'integer' },
  { path: ['server', 'autoReconnect'], env: 'AIWOLF_AUTO_RECONNECT', flag: '--auto-reconnect', type: 'boolean' },
  { path: ['server', 'maxGames'], env: 'AIWOLF_MAX_GAMES', flag: '--max-games', type: 'integer' },
  { path: ['server', 'reconnectInitialDelayMs'], env: 'AIWOLF_RECONNECT_INITIAL_DELAY_MS', type: 'integer' },
  { path: ['server', 'reconnectMaxDelayMs'], env: 'AIWOLF_RECONNECT_MAX_DELAY_MS', type: 'integer' },
  { path: ['server', 'handshakeTimeoutMs'], env: 'AIWOLF_HANDSHAKE_TIMEOUT_MS', type: 'integer' },
  { path: ['agent', 'brain'], env: 'AIWOLF_BRAIN', flag: '--brain', type: 'string' },
  { path: ['agent', 'lang'], env: 'AIWOLF_LANG', flag: '--lang', type: 'string' },
  { path: ['agent', 'safetyMarginMs'], env: 'AIWOLF_SAFETY_MARGIN_MS', flag: '--safety-margin-ms', type: 'integer' },
  { path: ['agent', 'seed'], env: 'AIWOLF_SEED', flag: '--seed', type: 'string' },
  { path: ['log', 'dir'], env: 'AIWOLF_LOG_DIR', flag: '--log-dir', type: 'string' },
  { path: ['log', 'enabled'], env: 'AIWOLF_LOG_ENABLED', flag: '--log', type: 'boolean' },
  // The openai SDK's standard names, so a shell already set up for OpenAI works unchanged.
  { path: ['llm', 'apiKey'], env: 'OPENAI_API_KEY', type: 'string' },
  { path: ['llm', 'baseURL'], env: 'OPENAI_BASE_URL', type: 'string' },
  { path: ['llm', 'model'], env: 'AIWOLF_LLM_MODEL', flag: '--model', type: 'string' },
  { path: ['prompts', 'dir'], env: 'AIWOLF_PROMPTS_DIR', flag: '--prompts-dir', type: 'string' },
];

export const keyName = (key: ConfigKey): string => key.path.join('.');

/**
 * Turns an environment or flag string into the YAML type. A value that does not convert stays a
 * string, so the schema reports it with the name of the variable that carried it.
 */
export const convertValue = (value: string, type: ConfigValueType): unknown => {
  if (type === 'integer') return /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  if (type === 'boolean') {
    const normalised = value.trim().toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(normalised)) return true;
    if (['false', '0', 'no', 'off'].includes(normalised)) return false;
    return value;
  }
  return value;
};
