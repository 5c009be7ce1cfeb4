/**
 * Scores the reader on a labelled file of real talk (the format of test/nl/real-talk/*.jsonl):
 *
 *   npx tsx test/nl/real-talk/score.ts <labelled.jsonl> [more.jsonl…]
 *
 * prints micro precision and recall per language (an AND or a BECAUSE counted as its parts, evaluation.ts), the rules alone and the rules with the learned reader.
 */
import { type Language, understand } from '../../../src/nl/index.ts';
import { createRoster } from '../../../src/protocol/index.ts';
import { type Counts, countedLabelParts, countedParts, precisionOf, recallOf } from '../evaluation.ts';
import type { RealTalkExample } from './hand-labelled.ts';
import { readLabelledFile } from './training-corpus.ts';

/** Micro counts of one reader over labelled lines. */
export const scoreLines = (examples: readonly RealTalkExample[], learned: boolean): Counts => {
  const counts: Counts = { truePositives: 0, predicted: 0, expected: 0 };
  for (const example of examples) {
    const predicted = countedParts(
      understand({
        text: example.text,
        speaker: example.speaker,
        roster: createRoster(example.names),
        lang: example.lang,
        recentTalks: example.recentTalks,
        learned,
      }),
    );
    const expected = countedLabelParts(example.expected);
    const remaining = [...expected];
    for (const sentence of predicted) {
      const index = remaining.indexOf(sentence);
      if (index !== -1) {
        remaining.splice(index, 1);
        counts.truePositives += 1;
      }
    }
    counts.predicted += predicted.length;
    counts.expected += expected.length;
  }
  return counts;
};

const line = (lang: Language, reader: string, lines: number, counts: Counts): string =>
  `${lang} ${reader.padEnd(15)} lines ${String(lines).padStart(4)}  expected ${String(counts.expected).padStart(4)}  predicted ${String(counts.predicted).padStart(4)}  P ${precisionOf(counts).toFixed(3)}  R ${recallOf(counts).toFixed(3)}`;

if (process.argv[1]?.endsWith('score.ts')) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('usage: npx tsx test/nl/real-talk/score.ts <labelled.jsonl> [more.jsonl…]');
    process.exit(2);
  }
  const examples = files.flatMap(readLabelledFile);
  for (const lang of ['ja', 'en'] as const) {
    const ofLang = examples.filter((example) => example.lang === lang);
    if (ofLang.length === 0) continue;
    console.log(line(lang, 'rules', ofLang.length, scoreLines(ofLang, false)));
    console.log(line(lang, 'rules + learned', ofLang.length, scoreLines(ofLang, true)));
  }
}
