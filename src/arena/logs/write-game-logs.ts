import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ArenaSeat } from '../rules/rules-types.ts';
import type { JsonLog } from './json-log.ts';

export type LogOptions = {
  /** Directory for `<name>.log` (game log) and `<name>.json` (JSON log); nothing is written when absent. */
  readonly directory?: string;
  /** The server's filename template: `{game_id}`, `{timestamp}` (Unix s at start), `{teams}` (sorted, `_`). */
  readonly filename?: string;
};

export const DEFAULT_LOG_FILENAME = '{timestamp}_{teams}_{game_id}';

export const logFileName = (options: {
  template: string;
  gameId: string;
  startedAtMs: number;
  seats: readonly ArenaSeat[];
}): string =>
  options.template
    .replaceAll('{game_id}', options.gameId)
    .replaceAll('{timestamp}', String(Math.floor(options.startedAtMs / 1000)))
    .replaceAll(
      '{teams}',
      options.seats
        .map((seat) => seat.team)
        .sort()
        .join('_'),
    );

/** Writes both logs; returns their paths. The game log has no trailing newline, like the server's. */
export const writeGameLogs = (options: {
  directory: string;
  name: string;
  gameLogLines: readonly string[];
  jsonLog: JsonLog;
}): { gameLog: string; jsonLog: string } => {
  mkdirSync(options.directory, { recursive: true });
  const gameLog = join(options.directory, `${options.name}.log`);
  const jsonLog = join(options.directory, `${options.name}.json`);
  writeFileSync(gameLog, options.gameLogLines.join('\n'));
  writeFileSync(jsonLog, JSON.stringify(options.jsonLog));
  return { gameLog, jsonLog };
};
