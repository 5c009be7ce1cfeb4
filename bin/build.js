// `npm run build`: bundles the command line (src/cli/main.ts and every module it imports, dependencies
// included) into the one file dist/aiwolf-agent.js. Every import in src/ is static, so without a bundle
// node would read and link hundreds of files before `--help` could print; the bundle starts from one read.
// Type checking is separate (`npm run typecheck`); esbuild only strips the types.
import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { BUILT_ENTRY, ROOT } from './fresh-build.js';

/**
 * Dependencies that are CommonJS (commander, ws, yaml, handlebars…) call `require` for node's built-ins;
 * an ESM bundle has no `require` of its own, so the banner gives it one.
 */
const REQUIRE_BANNER = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * Writes the bundle to `outfile` (default dist/aiwolf-agent.js) and its source map beside it. Both are
 * built in a private temporary folder and renamed into place, so several processes may build at once
 * (the bin builds on first start) and none ever runs a half-written file. The bundle's time is set to
 * when the build started: a source edited during the build leaves it stale, so the next start rebuilds.
 */
export const buildBundle = async ({ outfile = BUILT_ENTRY } = {}) => {
  const started = new Date();
  mkdirSync(dirname(outfile), { recursive: true });
  const scratch = mkdtempSync(join(dirname(outfile), '.building-'));
  try {
    const scratchFile = join(scratch, basename(outfile));
    await build({
      entryPoints: [join(ROOT, 'src', 'cli', 'main.ts')],
      outfile: scratchFile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      minify: true,
      sourcemap: 'linked',
      banner: { js: REQUIRE_BANNER },
      // ws loads these native speed-ups only when installed; we never install them.
      external: ['bufferutil', 'utf-8-validate'],
      logLevel: 'warning',
    });
    utimesSync(scratchFile, started, started);
    // The map first: a bundle in place always has its map.
    renameSync(`${scratchFile}.map`, `${outfile}.map`);
    renameSync(scratchFile, outfile);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return outfile;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildBundle();
