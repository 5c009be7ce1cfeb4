// Parse + print throughput of the protocol library over the real-utterance corpus (lines per second).
// Timed passes after a warm-up of at least 30 passes (so the JIT has settled); the median is the figure to
// compare between machines/commits. Two clocks: wall time, and this process's CPU time, which a machine
// shared with other jobs inflates far less. `npm run bench -- protocol [passes]` (default 30).
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parse, print } from '../src/protocol/index.ts';

const PASSES = Math.max(5, Number(process.argv[3] ?? 30));
const WARM_UP_PASSES = 30;
const corpusPath = fileURLToPath(new URL('../../shared/protocol-corpus/real-utterances.txt', import.meta.url));
const lines = readFileSync(corpusPath, 'utf8').split('\n');
if (lines.at(-1) === '') lines.pop();

/** One pass; the checksum keeps the work observable so it cannot be optimised away. */
const pass = (): number => {
  let checksum = 0;
  for (const line of lines) {
    const parsed = parse(line);
    checksum += parsed.ok ? print(parsed.value).length : parsed.error.offset;
  }
  return checksum;
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

for (let warmUp = 0; warmUp < WARM_UP_PASSES; warmUp += 1) pass();
const wallRates: number[] = [];
const cpuRates: number[] = [];
let checksum = 0;
for (let index = 0; index < PASSES; index += 1) {
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  checksum += pass();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuBefore);
  wallRates.push(lines.length / seconds);
  cpuRates.push(lines.length / ((cpu.user + cpu.system) / 1e6));
}

const format = (rate: number): string => Math.round(rate).toLocaleString('en-US');
const line = (label: string, rates: readonly number[]): string =>
  `${label}median ${format(median(rates))} lines/s (min ${format(Math.min(...rates))}, max ${format(Math.max(...rates))})`;
console.log(`cpu: ${cpus()[0]?.model ?? 'unknown'} (${cpus().length} cores)`);
console.log(
  `corpus: ${lines.length} utterances, ${PASSES} passes after ${WARM_UP_PASSES} warm-up passes (checksum ${checksum})`,
);
console.log(line('parse+print: ', wallRates));
console.log(line('  per CPU second: ', cpuRates));
