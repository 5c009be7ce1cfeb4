import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { AiwolfError } from '../errors.ts';
import { type GameRecord, readGameLog } from '../game-log/index.ts';
import { err, ok, type Result } from '../result.ts';

/** One game log read from disk; `folder` is the directory it lies in (the contest/track of published logs). */
export type GameLogFile = { readonly path: string; readonly folder: string; readonly record: GameRecord };

/** Game logs under a folder, recursively, in a stable order: every `*.log`. */
const logsUnder = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return logsUnder(path);
      return entry.isFile() && entry.name.endsWith('.log') ? [path] : [];
    });

/**
 * Teams per seat from the JSON log beside a game log (`<name>.json`, as the server and our arena write
 * it): the organisers' tool prefers these to connection names. Unreadable JSON is ignored (the
 * connection names still give the teams).
 */
const teamsFromJsonLog = (logPath: string): Record<number, string> | undefined => {
  const jsonPath = join(dirname(logPath), `${basename(logPath, extname(logPath))}.json`);
  if (!existsSync(jsonPath)) return undefined;
  try {
    const data = JSON.parse(readFileSync(jsonPath, 'utf8')) as { agents?: { idx?: unknown; team?: unknown }[] };
    const teams: Record<number, string> = {};
    for (const agent of data.agents ?? []) {
      if (typeof agent.idx === 'number' && typeof agent.team === 'string' && agent.team !== '')
        teams[agent.idx] = agent.team;
    }
    return Object.keys(teams).length > 0 ? teams : undefined;
  } catch {
    // Not our log's JSON or a partial write: the connection names are enough.
    return undefined;
  }
};

/**
 * Reads every game log named by `paths`: a file is read whatever its name, a folder is searched
 * recursively for `*.log`. A missing path is an error naming it; nothing is read then.
 */
export const readGameLogFiles = (paths: readonly string[]): Result<GameLogFile[], AiwolfError> => {
  const files: string[] = [];
  for (const path of paths) {
    if (!existsSync(path)) {
      return err(
        new AiwolfError({ code: 'SCORE_PATH_NOT_FOUND', kind: 'config', message: `no such file or folder: ${path}` }),
      );
    }
    files.push(...(statSync(path).isDirectory() ? logsUnder(path) : [path]));
  }
  if (files.length === 0) {
    return err(
      new AiwolfError({
        code: 'SCORE_NO_LOGS',
        kind: 'config',
        message: `no *.log game logs under ${paths.join(', ')}`,
      }),
    );
  }
  const logs: GameLogFile[] = [];
  for (const path of files) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (cause) {
      return err(new AiwolfError({ code: 'SCORE_LOG_UNREADABLE', kind: 'io', message: `cannot read ${path}`, cause }));
    }
    const teams = teamsFromJsonLog(path);
    const id = basename(path, extname(path));
    logs.push({
      path,
      folder: basename(dirname(path)),
      record: readGameLog({ text, id, ...(teams ? { teams } : {}) }),
    });
  }
  return ok(logs);
};
