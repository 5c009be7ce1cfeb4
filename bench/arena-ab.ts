// `npm run bench -- arena-ab [games] [--against COMMIT] [--commit COMMIT] [--runs N] [--players 5|9|13]
// [--lang ja|en]`: CPU per in-process rule-brain game of this checkout (or of `--commit`) against another
// commit's code (`--against`, default cb9e224: the code before composed talk, the reference of the speed
// goal), in fresh processes that take turns (N runs of each, default 5, each `games` timed games after the
// arena bench's warm-up, default 200; 5 players, Japanese). Each side runs the same timing code
// (bench/arena-ab/timed-games.ts) bundled as shipped over its own tree: a commit is `git archive`d once into
// `.baseline/tree-COMMIT/` (ignored by git; packages from this repository's node_modules). Prints every run,
// the medians, their ratio, and the machine's load before and after. Taking turns matters: the machine is
// shared, and the CPU a game costs moves with the load (see docs/development.md#benchmarks).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { PACKAGE_ROOT } from '../src/package-root.ts';
import { AS_SHIPPED } from './support/as-shipped.ts';

/** The parent of the commit that brought composed talk (60f0ed0): what the speed goal compares with. */
const BEFORE_COMPOSED_TALK = 'cb9e224';

const args = process.argv.slice(3);
const flag = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const games = Number(args.find((arg, index) => /^\d+$/.test(arg) && !args[index - 1]?.startsWith('--')) ?? 200);
const runs = Number(flag('--runs') ?? 5);
const players = Number(flag('--players') ?? 5);
const lang = flag('--lang') ?? 'ja';
const against = flag('--against') ?? BEFORE_COMPOSED_TALK;
const commit = flag('--commit');

/** The commit's whole tree (its package.json, prompts and config too), extracted once. */
const treeOf = (name: string): string => {
  const target = join(PACKAGE_ROOT, '.baseline', `tree-${name}`);
  if (existsSync(join(target, 'package.json'))) return target;
  const partial = `${target}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const archive = execFileSync('git', ['-C', PACKAGE_ROOT, 'archive', name], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', partial], { input: archive });
  rmSync(target, { recursive: true, force: true });
  renameSync(partial, target);
  return target;
};

/** The timing code bundled over `tree`'s sources, beside its bench/ so that it finds its package root. */
const bundleIn = async (tree: string): Promise<string> => {
  const folder = join(tree, 'bench', 'arena-ab');
  if (tree !== PACKAGE_ROOT) {
    cpSync(join(PACKAGE_ROOT, 'bench', 'arena-ab'), folder, { recursive: true });
    // Before the composition root took over the in-process tournament, it was the arena's own.
    const composeIndex = join(tree, 'src', 'compose', 'index.ts');
    if (!existsSync(composeIndex) || !readFileSync(composeIndex, 'utf8').includes('runTournament'))
      writeFileSync(join(folder, 'tournament.ts'), "export { runTournament } from '../../src/arena/index.ts';\n");
  }
  const bundle = join(tree, 'bench', '.arena-ab-timed-games.as-shipped.mjs');
  await build({
    entryPoints: [join(folder, 'timed-games.ts')],
    outfile: bundle,
    ...AS_SHIPPED,
  });
  return bundle;
};

type Run = { readonly cpuMs: number; readonly mainMs?: number; readonly otherMs?: number };

const runOnce = (bundle: string): Run => {
  const run = spawnSync(process.execPath, [bundle, String(games), String(players), lang], { encoding: 'utf8' });
  const last = run.stdout.trim().split('\n').at(-1) ?? '';
  if (run.status !== 0 || !last.startsWith('{')) throw new Error(`${bundle} failed: ${run.stderr || run.stdout}`);
  return JSON.parse(last) as Run;
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const ms = (value: number | undefined): string => (value === undefined ? '–' : value.toFixed(1));
const load = (): string => loadavg()[0]!.toFixed(1);

const thisName = commit ?? 'this checkout';
const sides = [
  { name: against, bundle: await bundleIn(treeOf(against)), runs: [] as Run[] },
  { name: thisName, bundle: await bundleIn(commit === undefined ? PACKAGE_ROOT : treeOf(commit)), runs: [] as Run[] },
];
console.log(
  `${players} players ${lang}, ${games} timed games a run, ${runs} runs each, taking turns; load ${load()} at the start`,
);
console.log('run  side                CPU ms/game  main thread  compiler+GC threads');
try {
  for (let run = 1; run <= runs; run++) {
    for (const side of sides) {
      const result = runOnce(side.bundle);
      side.runs.push(result);
      console.log(
        `${String(run).padEnd(4)} ${side.name.padEnd(19)} ${ms(result.cpuMs).padStart(11)}  ${ms(result.mainMs).padStart(11)}  ${ms(result.otherMs).padStart(19)}`,
      );
    }
  }
} finally {
  for (const side of sides) rmSync(side.bundle, { force: true });
}
const medians = sides.map((side) => ({
  cpu: median(side.runs.map((run) => run.cpuMs)),
  main: side.runs.every((run) => run.mainMs !== undefined) ? median(side.runs.map((run) => run.mainMs!)) : undefined,
  range: `${ms(Math.min(...side.runs.map((run) => run.cpuMs)))}–${ms(Math.max(...side.runs.map((run) => run.cpuMs)))}`,
}));
for (const [index, side] of sides.entries()) {
  const figures = medians[index]!;
  console.log(
    `median ${side.name}: ${ms(figures.cpu)} ms CPU per game (range ${figures.range}), main thread ${ms(figures.main)}`,
  );
}
const [before, after] = medians as [(typeof medians)[number], (typeof medians)[number]];
const mainRatio =
  before.main === undefined || after.main === undefined
    ? ''
    : `, main thread ${(after.main / before.main).toFixed(2)}×`;
console.log(`${thisName} / ${against}: ${(after.cpu / before.cpu).toFixed(2)}×${mainRatio}; load ${load()} at the end`);
