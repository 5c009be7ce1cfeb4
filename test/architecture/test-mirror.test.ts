import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * `test/` mirrors `src/` folder for folder (docs/development.md § Tests): a folder that holds tests is
 * the twin of a src/ folder, so the tests of `src/client/freeform/` are found in `test/client/freeform/`.
 * Folders of helpers or data (support/, __snapshots__/, samples) hold no `*.test.ts` and need no twin.
 */
const root = resolve(import.meta.dirname, '../..');
/** Tests that cut across areas, so no single src/ folder is theirs (each is explained in the docs). */
const CROSS_CUTTING = new Set(['architecture', 'invariants', 'fuzz', 'arena/seeded']);

const folders = (base: string, folder = base): string[] =>
  readdirSync(folder)
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isDirectory())
    .flatMap((path) => [relative(base, path), ...folders(base, path)]);

const holdsTests = (folder: string): boolean => readdirSync(folder).some((name) => name.endsWith('.test.ts'));

describe('test/ mirrors src/', () => {
  test('every test/ folder with tests has a src/ twin, or is one of the cross-cutting folders', () => {
    const sources = new Set(folders(join(root, 'src')));
    const orphans = folders(join(root, 'test')).filter(
      (folder) =>
        holdsTests(join(root, 'test', folder)) &&
        !sources.has(folder) &&
        ![...CROSS_CUTTING].some((area) => folder === area || folder.startsWith(`${area}/`)),
    );
    expect(orphans).toEqual([]);
  });
});
