import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { AiwolfError } from '../../errors.ts';
import { packagePath } from '../../package-root.ts';
import type { Language } from '../../vocabulary/index.ts';
import { err, ok, type Result } from '../../result.ts';
import { type ArenaConfig, arenaConfigSchema } from './arena-config-schema.ts';

export type ArenaPlayers = 5 | 9 | 13;

const CONFIG_DIRECTORY = packagePath('config', 'arena');

/** The shipped config for a table size and language, named like the server's (`default_en_13.yml`). */
export const shippedConfigPath = (options: { players: ArenaPlayers; lang: Language; freeform?: boolean }): string => {
  const language = options.lang === 'en' ? 'en_' : '';
  const kind = options.freeform === true ? 'freeform' : 'default';
  return join(CONFIG_DIRECTORY, `${kind}_${language}${options.players}.yml`);
};

/** Validates already-parsed YAML/JSON data; the one place config data enters the arena. */
export const parseArenaConfig = (data: unknown, source = 'arena config'): Result<ArenaConfig, AiwolfError> => {
  const parsed = arenaConfigSchema.safeParse(data);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  return err(
    new AiwolfError({
      code: 'ARENA_CONFIG_INVALID',
      kind: 'config',
      message: `${source}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'} (compare with config/arena/default_5.yml)`,
      context: { issues: parsed.error.issues },
    }),
  );
};

export const loadArenaConfig = (path: string): Result<ArenaConfig, AiwolfError> => {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (cause) {
    return err(
      new AiwolfError({
        code: 'ARENA_CONFIG_UNREADABLE',
        kind: 'config',
        message: `cannot read ${path}`,
        cause,
      }),
    );
  }
  try {
    return parseArenaConfig(parse(text), path);
  } catch (cause) {
    return err(
      new AiwolfError({
        code: 'ARENA_CONFIG_INVALID',
        kind: 'config',
        message: `${path} is not YAML`,
        cause,
      }),
    );
  }
};

/** Shipped config, throwing on failure: shipped files are part of the program. */
export const shippedConfig = (options: { players: ArenaPlayers; lang: Language; freeform?: boolean }): ArenaConfig => {
  const loaded = loadArenaConfig(shippedConfigPath(options));
  if (!loaded.ok) throw loaded.error;
  return loaded.value;
};
