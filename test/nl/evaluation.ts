import { type Language, understand } from '../../src/nl/index.ts';
import { createRoster, parse, print, type Sentence } from '../../src/protocol/index.ts';
import { ENGLISH_EXAMPLES, ENGLISH_NAMES } from './labelled-en.ts';
import { type LabelledExample, recentTalksOf } from './labelled-example.ts';
import { JAPANESE_EXAMPLES, JAPANESE_NAMES } from './labelled-ja.ts';
import { ENGLISH_HELD_OUT } from './held-out-en.ts';
import { JAPANESE_HELD_OUT } from './held-out-ja.ts';
import { ENGLISH_SECOND_SET } from './labelled-en-second-set.ts';
import { JAPANESE_SECOND_SET } from './labelled-ja-second-set.ts';

export const LABELLED: Record<Language, { names: readonly string[]; examples: readonly LabelledExample[] }> = {
  ja: { names: JAPANESE_NAMES, examples: [...JAPANESE_EXAMPLES, ...JAPANESE_SECOND_SET] },
  en: { names: ENGLISH_NAMES, examples: [...ENGLISH_EXAMPLES, ...ENGLISH_SECOND_SET] },
};

/**
 * What the real-talk scorers count: an AND says the same as its clauses one after the other, and a BECAUSE
 * states both its reason and its conclusion, so each is counted as its parts (nested ones opened too) on both
 * the labels' side and the reader's: a reading given as `BECAUSE (A) (B)` where the label lists A and B (or
 * the other way round) is right on both.
 */
export const countedParts = (sentences: readonly Sentence[]): string[] =>
  sentences.flatMap((sentence) =>
    sentence.type === 'AND' || sentence.type === 'BECAUSE' ? countedParts(sentence.clauses) : [print(sentence)],
  );

/** The labels' printed sentences as counted parts (a label that does not parse is counted as it is). */
export const countedLabelParts = (printed: readonly string[]): string[] =>
  printed.flatMap((text) => {
    const parsed = parse(text);
    return parsed.ok ? countedParts([parsed.value]) : [text];
  });

/** A top-level AND says the same as its clauses one after the other. */
export const flattenPrinted = (sentences: readonly Sentence[]): string[] =>
  sentences.flatMap((sentence) => (sentence.type === 'AND' ? sentence.clauses.map(print) : [print(sentence)]));

/** The kind a sentence is counted under: its verb, with the inner verb for REQUEST/INQUIRE/NOT/BECAUSE. */
export const kindOf = (printed: string): string => {
  const match = /^(?:Agent\[\d+\] )?(Over|Skip|[A-Z]+)(?: (?:ANY|Agent\[\d+\]))? ?\(?([A-Z]+)?/u.exec(printed);
  const verb = match?.[1] ?? printed;
  return ['REQUEST', 'INQUIRE', 'NOT'].includes(verb) && match?.[2] !== undefined ? `${verb} ${match[2]}` : verb;
};

export type Counts = { truePositives: number; predicted: number; expected: number };
export type Mistake = { speaker: string; text: string; missing: string[]; extra: string[] };
export type Evaluation = { overall: Counts; byKind: Map<string, Counts>; mistakes: Mistake[]; seconds: number };

const add = (table: Map<string, Counts>, kind: string, field: keyof Counts): void => {
  const counts = table.get(kind) ?? { truePositives: 0, predicted: 0, expected: 0 };
  counts[field] += 1;
  table.set(kind, counts);
};

/** Runs understand over a labelled set: micro precision and recall over sentences, overall and per kind. */
export const evaluate = (lang: Language, set: 'labelled' | 'held-out' = 'labelled'): Evaluation => {
  const { names } = LABELLED[lang];
  const examples = set === 'labelled' ? LABELLED[lang].examples : HELD_OUT[lang];
  const roster = createRoster(names);
  const recentTalks = recentTalksOf(names);
  const overall: Counts = { truePositives: 0, predicted: 0, expected: 0 };
  const byKind = new Map<string, Counts>();
  const mistakes: Mistake[] = [];
  const started = performance.now();
  for (const [speaker, text, expected] of examples) {
    const predicted = flattenPrinted(understand({ text, speaker, roster, lang, recentTalks }));
    const remaining = [...expected];
    const extra: string[] = [];
    for (const sentence of predicted) {
      overall.predicted += 1;
      add(byKind, kindOf(sentence), 'predicted');
      const index = remaining.indexOf(sentence);
      if (index === -1) {
        extra.push(sentence);
        continue;
      }
      remaining.splice(index, 1);
      overall.truePositives += 1;
      add(byKind, kindOf(sentence), 'truePositives');
    }
    for (const sentence of expected) {
      overall.expected += 1;
      add(byKind, kindOf(sentence), 'expected');
    }
    if (remaining.length > 0 || extra.length > 0) mistakes.push({ speaker, text, missing: remaining, extra });
  }
  return { overall, byKind, mistakes, seconds: (performance.now() - started) / 1000 };
};

export const precisionOf = (counts: Counts): number =>
  counts.predicted === 0 ? 1 : counts.truePositives / counts.predicted;
export const recallOf = (counts: Counts): number =>
  counts.expected === 0 ? 1 : counts.truePositives / counts.expected;

/** Utterances written after tuning and never tuned on: an estimate of performance on unseen talk. */
export const HELD_OUT: Record<Language, readonly LabelledExample[]> = {
  ja: JAPANESE_HELD_OUT,
  en: ENGLISH_HELD_OUT,
};
