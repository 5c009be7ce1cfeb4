import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'aiwolf-agent';

const isOurPackage = (folder: string): boolean => {
  const manifest = join(folder, 'package.json');
  if (!existsSync(manifest)) return false;
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === PACKAGE_NAME;
  } catch {
    // An unreadable or broken package.json on the way up is someone else's; keep looking above it.
    return false;
  }
};

/**
 * The folder of aiwolf-agent's package.json, found by walking up from this module. The same answer
 * whether this code runs as `src/package-root.ts` (tsx, vitest) or inside the one-file bundle
 * `dist/aiwolf-agent.js`, so the shipped `prompts/` and `config/` are found from either.
 */
const findPackageRoot = (start: string): string => {
  for (let folder = start; ; folder = dirname(folder)) {
    if (isOurPackage(folder)) return folder;
    if (dirname(folder) === folder) throw new Error(`no ${PACKAGE_NAME} package.json above ${start}`);
  }
};

export const PACKAGE_ROOT = findPackageRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the package: `packagePath('prompts', 'phrases')`. */
export const packagePath = (...parts: readonly string[]): string => join(PACKAGE_ROOT, ...parts);
