// `npm run bench -- NAME [args…]` runs bench/NAME.ts, which prints its own figures, as shipped: from an
// esbuild bundle of it, the way `npm run build` ships the command line, so the figures are what a user's
// `aiwolf-agent` gets (`--as-shipped` says the same explicitly). `npm run bench -- NAME --tsx [args…]`
// runs the TypeScript under tsx instead (no build; tsx keeps every function's name, which costs an
// Object.defineProperty each time a named closure is made, so it reads slower where closures are made).
// Test helpers a bench imports (../test/) find their fixtures from their own file's location: in the
// bundle each keeps the location of its source file.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { AS_SHIPPED } from './support/as-shipped.ts';

const here = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.startsWith('.'))
  .map((file) => file.slice(0, -3))
  .sort();
const name = process.argv[2];

if (name === undefined || !available.includes(name)) {
  console.error(
    `usage: npm run bench -- NAME [--tsx | --as-shipped] [args…]\navailable benchmarks: ${available.join(', ') || '(none yet)'}`,
  );
  process.exit(name === undefined ? 0 : 2);
}
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  // Every bench says what it does and takes in the comment it opens with.
  const opening = readFileSync(join(here, `${name}.ts`), 'utf8').split('\n');
  const end = opening.findIndex((line) => !line.startsWith('//'));
  console.log(
    opening
      .slice(0, end)
      .map((line) => line.replace(/^\/\/ ?/, ''))
      .join('\n'),
  );
  process.exit(0);
}
const asShipped = !process.argv.includes('--tsx');
console.log(
  `bench ${name} — node ${process.version} on ${process.platform}/${process.arch} — ${asShipped ? 'as shipped (esbuild bundle, no kept names)' : 'under tsx (--tsx)'}`,
);
/**
 * A test helper's `import.meta` names its source file, not the bundle: `new URL('../../../shared/…',
 * import.meta.url)` and `join(import.meta.dirname, …)` find the same fixtures as under tsx. Only test/
 * files: the sources under src/ are bundled as `npm run build` bundles them.
 */
const testFilesKeepTheirLocation: Plugin = {
  name: 'test-files-keep-their-location',
  setup(plugin) {
    const testDir = join(here, '..', 'test') + sep;
    plugin.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!args.path.startsWith(testDir)) return undefined;
      const contents = readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: 'ts' };
    });
  },
};

if (!asShipped) {
  process.argv = process.argv.filter((arg) => arg !== '--tsx');
  await import(join(here, `${name}.ts`));
} else {
  // Built beside the bench, so the paths it finds from import.meta.url stay the same; the packages are
  // left to node, as in `npm run build` they are the same code either way.
  const bundle = join(here, `.${name}.as-shipped.mjs`);
  try {
    await build({
      entryPoints: [join(here, `${name}.ts`)],
      outfile: bundle,
      ...AS_SHIPPED,
      plugins: [testFilesKeepTheirLocation],
    });
    const args = process.argv.slice(2).filter((arg) => arg !== '--as-shipped' && arg !== '--tsx');
    // The bench reads its arguments from argv[3] on, as under this runner: argv[2] is its name.
    const run = spawnSync(process.execPath, [bundle, ...args], { stdio: 'inherit' });
    process.exitCode = run.status ?? 1;
  } finally {
    rmSync(bundle, { force: true });
  }
}
