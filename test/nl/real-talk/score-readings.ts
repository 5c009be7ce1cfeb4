/**
 * Scores readings made elsewhere (the model reader through `aiwolf-agent translate --llm`, one output line
 * per labelled line, in the same order) against a labelled file of real talk:
 *
 *   npx tsx test/nl/real-talk/score-readings.ts <labelled.jsonl> <readings.jsonl>
 *
 * prints micro precision and recall (the same counting as score.ts: an AND or a BECAUSE counted as its parts), and how many lines the model read
 * (`source: "model"`) rather than the rules after a failure: a figure for the model needs every line read by it.
 */
import { readFileSync } from 'node:fs';
import { type Counts, countedLabelParts, kindOf, precisionOf, recallOf } from '../evaluation.ts';
import type { RealTalkExample } from './hand-labelled.ts';
import { readLabelledFile } from './training-corpus.ts';

/** One line of `translate` output. */
export type Reading = { readonly text: string; readonly sentences: readonly string[]; readonly source?: string };

/** The printed sentences of a reading as counted parts (an AND or a BECAUSE split into its clauses). */
const printedOf = (reading: Reading): string[] => countedLabelParts(reading.sentences);

/**
 * Micro counts of readings against labels, line by line (and per sentence kind into `byKind` when given);
 * throws when the two files are not aligned.
 */
export const scoreReadings = (
  examples: readonly RealTalkExample[],
  readings: readonly Reading[],
  byKind?: Map<string, Counts>,
): Counts => {
  if (examples.length !== readings.length)
    throw new Error(`${examples.length} labelled lines but ${readings.length} readings`);
  const counts: Counts = { truePositives: 0, predicted: 0, expected: 0 };
  const tally = (sentence: string, field: keyof Counts): void => {
    if (byKind === undefined) return;
    const kind = kindOf(sentence);
    const entry = byKind.get(kind) ?? { truePositives: 0, predicted: 0, expected: 0 };
    entry[field] += 1;
    byKind.set(kind, entry);
  };
  examples.forEach((example, index) => {
    const reading = readings[index]!;
    if (reading.text.trim() !== example.text.replace(/\n/gu, ' ').trim())
      throw new Error(`line ${index + 1}: the reading is of another text`);
    const expected = countedLabelParts(example.expected);
    const remaining = [...expected];
    const predicted = printedOf(reading);
    for (const sentence of expected) tally(sentence, 'expected');
    for (const sentence of predicted) {
      tally(sentence, 'predicted');
      const at = remaining.indexOf(sentence);
      if (at !== -1) {
        remaining.splice(at, 1);
        counts.truePositives += 1;
        tally(sentence, 'truePositives');
      }
    }
    counts.predicted += predicted.length;
    counts.expected += expected.length;
  });
  return counts;
};

if (process.argv[1]?.endsWith('score-readings.ts')) {
  const [labelled, readingsFile] = process.argv.slice(2);
  if (labelled === undefined || readingsFile === undefined) {
    console.error('usage: npx tsx test/nl/real-talk/score-readings.ts <labelled.jsonl> <readings.jsonl>');
    process.exit(2);
  }
  const examples = readLabelledFile(labelled);
  const readings = readFileSync(readingsFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Reading);
  const byKind = new Map<string, Counts>();
  const counts = scoreReadings(examples, readings, byKind);
  const byModel = readings.filter((reading) => reading.source === 'model').length;
  console.log(
    `lines ${examples.length} (read by the model ${byModel})  expected ${counts.expected}  predicted ${counts.predicted}  right ${counts.truePositives}  P ${precisionOf(counts).toFixed(3)}  R ${recallOf(counts).toFixed(3)}`,
  );
  for (const [kind, kindCounts] of [...byKind].sort((left, right) => right[1].expected - left[1].expected))
    console.log(
      `  ${kind.padEnd(24)} expected ${String(kindCounts.expected).padStart(3)}  predicted ${String(kindCounts.predicted).padStart(3)}  right ${String(kindCounts.truePositives).padStart(3)}`,
    );
}
