// Decides whether the compiled `dist/` (from `npm run build`) can run instead of the TypeScript sources:
// only when it exists and no file under src/ is newer than it, so an edited checkout never runs stale code.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BUILT_ENTRY = join(ROOT, 'dist', 'cli', 'main.js');

/** The newest modification time (ms) under `directory`: of its files, and of its folders (a deletion). */
const newestFileTime = (directory) => {
  let newest = statSync(directory).mtimeMs;
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    const time = statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
};

/** True when dist/ was built after the last change to src/ (tsc rewrites every output on each build). */
export const isBuildFresh = () => {
  if (!existsSync(BUILT_ENTRY)) return false;
  return statSync(BUILT_ENTRY).mtimeMs >= newestFileTime(join(ROOT, 'src'));
};
