import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseDotenv } from 'dotenv';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { err, ok, type Result } from '../result.ts';
import type { ConfigError } from './config-error.ts';
import { CONFIG_KEYS, type ConfigKey, convertValue, keyName } from './config-keys.ts';
import { type AgentConfig, type AgentConfigInput, configSchema } from './config-schema.ts';

export const DEFAULT_CONFIG_PATH = 'config/config.yml';

export type LoadConfigOptions = {
  /** The YAML file; when absent, config/config.yml is used if it exists. */
  configPath?: string | undefined;
  /**
   * The file's contents given in memory instead (tests, embedding programs): no file is read, and
   * `.env`, the environment and flags are layered on top exactly as over a file.
   */
  contents?: AgentConfigInput;
  /** Working directory for relative paths and `.env` (default process.cwd()). */
  cwd?: string;
  /** The environment (default process.env); `.env` values sit underneath it. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Read `.env` from the working directory (default true). */
  dotenv?: boolean;
  /** CLI values by dotted key (`server.url`), highest priority; undefined = not given. */
  flags?: Readonly<Record<string, string | number | boolean | undefined>>;
};

export type LoadedConfig = {
  readonly config: AgentConfig;
  /** The YAML file actually read, if any. */
  readonly file?: string;
  /** Where each overridden key came from (`AIWOLF_TEAM`, `--agents`, the file), for logs and errors. */
  readonly sources: Readonly<Record<string, string>>;
};

/**
 * Settings in the documented order: schema defaults → YAML file → `.env` → environment → flags.
 * Never throws; a bad value is reported with the layer that set it and how to fix it.
 */
export const loadConfig = (options: LoadConfigOptions = {}): Result<LoadedConfig, ConfigError> => {
  const cwd = options.cwd ?? process.cwd();
  const fileResult =
    options.contents === undefined
      ? readConfigFile({ configPath: options.configPath, cwd })
      : ok<{ data: Record<string, unknown>; file?: string }>({
          data: structuredClone(options.contents) as Record<string, unknown>,
        });
  if (!fileResult.ok) return fileResult;
  const raw = fileResult.value.data;
  const fileLabel = fileResult.value.file ?? DEFAULT_CONFIG_PATH;
  const sources: Record<string, string> = {};
  for (const key of CONFIG_KEYS) {
    if (readPath(raw, key) !== undefined) sources[keyName(key)] = fileLabel;
  }

  const dotenv = options.dotenv === false ? ok<Record<string, string>>({}) : readDotenv(cwd);
  if (!dotenv.ok) return dotenv;
  const environment = { ...dotenv.value, ...(options.env ?? process.env) };
  for (const key of CONFIG_KEYS) {
    const value = environment[key.env];
    if (value === undefined || value === '') continue;
    writePath(raw, key, convertValue(value, key.type));
    sources[keyName(key)] = key.env;
  }
  for (const key of CONFIG_KEYS) {
    const value = options.flags?.[keyName(key)];
    if (value === undefined) continue;
    writePath(raw, key, typeof value === 'string' ? convertValue(value, key.type) : value);
    sources[keyName(key)] = key.flag ?? keyName(key);
  }

  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) return err(describeIssue({ issue: parsed.error.issues[0], sources, fileLabel }));
  return ok({
    config: parsed.data,
    sources,
    ...(fileResult.value.file === undefined ? {} : { file: fileResult.value.file }),
  });
};

const readConfigFile = (options: {
  configPath: string | undefined;
  cwd: string;
}): Result<{ data: Record<string, unknown>; file?: string }, ConfigError> => {
  const explicit = options.configPath !== undefined;
  const file = resolve(options.cwd, options.configPath ?? DEFAULT_CONFIG_PATH);
  if (!existsSync(file)) {
    return explicit
      ? err({
          code: 'config-file-not-found',
          message: `config file ${options.configPath} not found: copy config/config.example.yml to it, or drop -c to use config/config.yml`,
        })
      : ok({ data: {} });
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return err({ code: 'config-file-unreadable', message: `cannot read ${file}: ${(error as Error).message}` });
  }
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    return err({ code: 'config-yaml-invalid', message: `${file} is not valid YAML: ${(error as Error).message}` });
  }
  if (data === null || data === undefined) return ok({ data: {}, file });
  if (typeof data !== 'object' || Array.isArray(data)) {
    return err({ code: 'config-yaml-invalid', message: `${file} must be a mapping with sections server, agent, log` });
  }
  // `llm:` with every key commented out parses as null: an empty section, i.e. its defaults.
  const sections = Object.entries(structuredClone(data) as Record<string, unknown>).filter(
    ([, value]) => value !== null,
  );
  return ok({ data: Object.fromEntries(sections), file });
};

/** `.env` of the working directory, read once here for every setting (no file = nothing). */
const readDotenv = (cwd: string): Result<Record<string, string>, ConfigError> => {
  const file = join(cwd, '.env');
  if (!existsSync(file)) return ok({});
  try {
    return ok(parseDotenv(readFileSync(file, 'utf8')));
  } catch (error) {
    return err({ code: 'config-file-unreadable', message: `cannot read ${file}: ${(error as Error).message}` });
  }
};

const readPath = (raw: Record<string, unknown>, key: ConfigKey): unknown => {
  const section = raw[key.path[0]];
  return typeof section === 'object' && section !== null
    ? (section as Record<string, unknown>)[key.path[1]]
    : undefined;
};

const writePath = (raw: Record<string, unknown>, key: ConfigKey, value: unknown): void => {
  const [sectionName, name] = key.path;
  const section = raw[sectionName];
  // A section that is not a mapping is left alone: the schema will report it against the file.
  if (section === undefined || section === null) raw[sectionName] = { [name]: value };
  else if (typeof section === 'object' && !Array.isArray(section)) (section as Record<string, unknown>)[name] = value;
};

/** Keys that were removed, with what replaces them, so an old config file fails with the fix. */
const REMOVED_KEYS: Readonly<Record<string, string>> = {
  'llm.safetyMarginMs':
    'there is one answer margin, agent.safetyMarginMs (--safety-margin-ms, AIWOLF_SAFETY_MARGIN_MS), and the model gets the time left; delete the key',
};

const describeIssue = (options: {
  issue: z.core.$ZodIssue | undefined;
  sources: Readonly<Record<string, string>>;
  fileLabel: string;
}): ConfigError => {
  const { issue, sources, fileLabel } = options;
  if (issue === undefined) return { code: 'config-invalid-value', message: 'invalid configuration' };
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((name) => (path === '' ? name : `${path}.${name}`)).join(', ');
    const removed = REMOVED_KEYS[keys];
    if (removed !== undefined) {
      return {
        code: 'config-unknown-key',
        key: keys,
        message: `${keys} in ${fileLabel} is no longer read: ${removed}`,
      };
    }
    return {
      code: 'config-unknown-key',
      key: keys,
      message: `unknown key ${keys} in ${fileLabel}: check the spelling (keys are camelCase; see the README)`,
    };
  }
  const known = CONFIG_KEYS.find((key) => keyName(key) === path);
  const source = sources[path];
  const ways = [
    `${path} in ${fileLabel}`,
    ...(known === undefined ? [] : [known.env, ...(known.flag === undefined ? [] : [known.flag])]),
  ].join(', ');
  const origin = source === undefined ? '' : ` (value from ${source})`;
  return {
    code: 'config-invalid-value',
    key: path,
    message: `${path}: ${issue.message}${origin}; fix it via ${ways}`,
  };
};
