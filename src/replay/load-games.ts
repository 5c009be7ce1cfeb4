import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { type GameRecord, readGameLog } from '../game-log/index.ts';

/** A game log found on disk, read by the score area's reader. */
export type LoadedGame = { readonly path: string; readonly folder: string; readonly record: GameRecord };

/** Every `*.log` under PATH (a file or a folder, searched recursively), in a stable order. */
export const findLogFiles = (path: string): string[] => {
  const stats = statSync(path);
  if (stats.isFile()) return [path];
  const found: string[] = [];
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) found.push(...findLogFiles(full));
    else if (entry.isFile() && entry.name.endsWith('.log')) found.push(full);
  }
  return found;
};

/** Reads the logs; the folder of a game is the name of the directory holding its file. */
export const loadGames = (paths: readonly string[]): LoadedGame[] => {
  const files = [...new Set(paths.flatMap(findLogFiles))];
  return files.map((path) => {
    const folder = basename(dirname(path));
    const id = `${folder}/${basename(path, '.log')}`;
    return {
      path: relative(process.cwd(), path) || path,
      folder,
      record: readGameLog({ text: readFileSync(path, 'utf8'), id }),
    };
  });
};
