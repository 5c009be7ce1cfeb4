/** Why the settings could not be loaded, as data; every message says what to change. */
export const CONFIG_ERROR_CODES = [
  'config-file-not-found',
  'config-file-unreadable',
  'config-yaml-invalid',
  'config-invalid-value',
  'config-unknown-key',
] as const;

export type ConfigErrorCode = (typeof CONFIG_ERROR_CODES)[number];

export type ConfigError = {
  readonly code: ConfigErrorCode;
  /** Complete sentence(s) naming the offending key, where it came from, and the fix. */
  readonly message: string;
  /** Dotted key, e.g. `server.agents`, when one key is at fault. */
  readonly key?: string;
};
