// Parse + print throughput of the protocol library over the real-utterance corpus (lines per second).
// Several timed passes after a warm-up; the median is the figure to compare between machines/commits.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parse, print } from '../src/protocol/index.ts';

const PASSES = 15;
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

for (let warmUp = 0; warmUp < 5; warmUp += 1) pass();
const rates: number[] = [];
let checksum = 0;
for (let index = 0; index < PASSES; index += 1) {
  const started = process.hrtime.bigint();
  checksum += pass();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  rates.push(lines.length / seconds);
}

const format = (rate: number): string => Math.round(rate).toLocaleString('en-US');
console.log(`cpu: ${cpus()[0]?.model ?? 'unknown'} (${cpus().length} cores)`);
console.log(`corpus: ${lines.length} utterances, ${PASSES} passes after warm-up (checksum ${checksum})`);
console.log(`parse+print: median ${format(median(rates))} lines/s (min ${format(Math.min(...rates))}, max ${format(Math.max(...rates))})`);
