// Start-up time of the command line against `node -e 0`: `aiwolf-agent --help` and
// `echo Over | aiwolf-agent protocol normalize`, as the bin runs them (the bundle dist/aiwolf-agent.js when
// fresh, else tsx) and through tsx forced. Rounds alternate the commands so a busy machine slows them alike; medians compare.
// `npm run bench -- startup [rounds]` (default 15).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildBundle } from '../bin/build.js';
import { isBuildFresh, ROOT } from '../bin/fresh-build.js';

const rounds = Number(process.argv[3] ?? 15);
const bin = join(ROOT, 'bin', 'aiwolf-agent.js');
const sourceEntry = join(ROOT, 'src', 'cli', 'main.ts');

if (!isBuildFresh()) {
  console.log('dist/aiwolf-agent.js missing or older than src/: building it (npm run build)…');
  await buildBundle();
}

type Case = { readonly label: string; readonly args: readonly string[]; readonly input?: string };
const cases: readonly Case[] = [
  { label: 'node -e 0', args: ['-e', '0'] },
  { label: 'aiwolf-agent --help', args: [bin, '--help'] },
  { label: 'echo Over | aiwolf-agent protocol normalize', args: [bin, 'protocol', 'normalize'], input: 'Over\n' },
  { label: '  same, sources through tsx: --help', args: ['--import', 'tsx', sourceEntry, '--help'] },
  {
    label: '  same, sources through tsx: protocol normalize',
    args: ['--import', 'tsx', sourceEntry, 'protocol', 'normalize'],
    input: 'Over\n',
  },
];

/** Wall time of one run in milliseconds; a failing command stops the benchmark. */
const timeOnce = (run: Case): number => {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, run.args, { input: run.input ?? '', encoding: 'utf8' });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`${run.label} exited with ${result.status}: ${result.stderr}`);
  return elapsed;
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

for (const run of cases) timeOnce(run); // warm the file cache and tsx's transform cache
const times = cases.map(() => [] as number[]);
for (let round = 0; round < rounds; round++) {
  cases.forEach((run, index) => {
    times[index]?.push(timeOnce(run));
  });
}
const baseline = median(times[0] ?? []);
console.log(
  `node ${process.version}, ${rounds} rounds; the bin runs ${isBuildFresh() ? 'the bundle dist/aiwolf-agent.js' : 'the sources through tsx'}`,
);
cases.forEach((run, index) => {
  const values = times[index] ?? [];
  const ratio = median(values) / baseline;
  console.log(
    `${run.label.padEnd(48)} median ${median(values).toFixed(0).padStart(5)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})${index === 0 ? '' : ` = ${ratio.toFixed(1)}× node -e 0`}`,
  );
});
