// Decides whether the bundle dist/aiwolf-agent.js (from `npm run build`) can run instead of the TypeScript
// sources: only when it exists and nothing under src/ (nor the lockfile: dependencies are bundled too) is
// newer than it, so an edited checkout never runs stale code.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BUILT_ENTRY = join(ROOT, 'dist', 'aiwolf-agent.js');

/** The newest modification time (ms) under `directory`: of its files, and of its folders (a deletion). */
const newestFileTime = (directory) => {
  let newest = statSync(directory).mtimeMs;
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    const time = statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
};

/** The lockfile's time, or 0 when the checkout has none. */
const lockfileTime = () => {
  const lockfile = join(ROOT, 'package-lock.json');
  return existsSync(lockfile) ? statSync(lockfile).mtimeMs : 0;
};

/** True when the bundle was built after the last change to src/ and to the installed dependencies. */
export const isBuildFresh = () => {
  if (!existsSync(BUILT_ENTRY)) return false;
  const built = statSync(BUILT_ENTRY).mtimeMs;
  return built >= newestFileTime(join(ROOT, 'src')) && built >= lockfileTime();
};
