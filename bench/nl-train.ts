// `npm run bench -- nl-train [--check]`: trains the learned reader (src/nl/learned/) on the training games of
// the labelled real-talk corpus (test/nl/real-talk/training-corpus.ts: every labelled sample and
// data/real-talk/, never the held-out jsai2026 folders, one game in five set aside as the test slice) and
// writes its weights to src/nl/learned/reader-weights.ts. Per language and head: one logistic regression per
// class over hashed features (talk-features.ts), AdaGrad, a fixed seed, so retraining gives the same file.
// Each class's threshold is the lowest probability at which the readings it would add to the rules' reach
// the precision target out of fold (five folds by game) with at least MIN_RIGHT right; a class that never does is
// left off.
// `--check` trains and compares the weights with the shipped ones instead of writing them (exit 1 on a
// difference). After writing, `npm run format` puts the file in the repository's format.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Language, understand } from '../src/nl/index.ts';
import { featureHash } from '../src/nl/learned/feature-hash.ts';
import {
  admissible,
  type LearnedCandidate,
  type LearnedReader,
  learnedCandidates,
} from '../src/nl/learned/learned-readings.ts';
import { encodeHead, type ReaderHead } from '../src/nl/learned/reader-model.ts';
import { READER_WEIGHTS } from '../src/nl/learned/reader-weights.ts';
import { PAIR_CLASSES, sentenceText, UTTERANCE_CLASSES } from '../src/nl/learned/reading-classes.ts';
import { mentionedAgents, pairFeatures, utteranceFeatures, viewOf } from '../src/nl/learned/talk-features.ts';
import { resolvedSentencesOf, tokenizedTalkOf } from '../src/nl/understand.ts';
import type { ResolvedSentence } from '../src/nl/learned/talk-features.ts';
import { createRoster, type Sentence } from '../src/protocol/index.ts';
import { createRandom } from '../src/random.ts';
import type { RealTalkExample } from '../test/nl/real-talk/hand-labelled.ts';
import { gameOf, loadCorpus } from '../test/nl/real-talk/training-corpus.ts';

const WEIGHTS_FILE = join(import.meta.dirname, '../src/nl/learned/reader-weights.ts');
const EPOCHS = 8;
const LEARNING_RATE = 0.5;
const L2 = 1e-3;
const MIN_COUNT = 3;
const FOLDS = 5;
/** Precision the readings a class adds must reach out of fold. */
const PRECISION_TARGET = 0.9;
/**
 * Right readings a class must add beyond the rules out of fold to be shipped: fewer are not worth its weights
 * (a class carries every feature the training saw, about 100 KiB per class in Japanese).
 */
const MIN_RIGHT = 5;
const LOWEST_THRESHOLD = 0.5;
const NEVER = 1.5;

type Example = { readonly features: readonly string[]; readonly labels: readonly number[] };
type Line = {
  readonly example: RealTalkExample;
  readonly sentences: readonly ResolvedSentence[];
  readonly speaker: number;
  readonly ruled: readonly Sentence[];
  readonly pairs: readonly Example[];
  readonly utterance: Example;
};

const linesOf = (examples: readonly RealTalkExample[], lang: Language): Line[] =>
  examples.flatMap((example) => {
    const roster = createRoster(example.names);
    const options = { text: example.text, speaker: example.speaker, roster };
    const talk = tokenizedTalkOf(options, lang);
    if (Array.isArray(talk)) return [];
    const english = lang === 'en';
    const expected = new Set(example.expected);
    const labelsOf = (templates: readonly string[], candidate: number): number[] =>
      templates.map((template) => (expected.has(sentenceText(template, candidate, talk.speaker)) ? 1 : 0));
    const sentences = resolvedSentencesOf(talk);
    const pairs = mentionedAgents(sentences, talk.speaker).map((candidate) => ({
      features: pairFeatures(viewOf({ sentences, speaker: talk.speaker, candidate, english }), english),
      labels: labelsOf(PAIR_CLASSES, candidate),
    }));
    const utterance = {
      features: utteranceFeatures(viewOf({ sentences, speaker: talk.speaker, candidate: 0, english }), english),
      labels: labelsOf(UTTERANCE_CLASSES, 0),
    };
    const ruled = understand({ ...options, lang, recentTalks: example.recentTalks, learned: false });
    return [{ example, sentences, speaker: talk.speaker, ruled, pairs, utterance }];
  });

type Trained = { readonly vocabulary: readonly string[]; readonly weights: readonly Float64Array[] };

/** One logistic regression per class (multi-label), AdaGrad over feature counts, seeded order. */
const train = (examples: readonly Example[], width: number, seed: string): Trained => {
  const counts = new Map<string, number>();
  for (const { features } of examples)
    for (const feature of features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const vocabulary = [...counts]
    .filter(([, count]) => count >= MIN_COUNT)
    .map(([feature]) => feature)
    .sort();
  const index = new Map(vocabulary.map((feature, row) => [feature, row]));
  const encoded = examples.map(({ features, labels }) => {
    const rows = new Map<number, number>();
    for (const feature of features) {
      const row = index.get(feature);
      if (row !== undefined) rows.set(row, (rows.get(row) ?? 0) + 1);
    }
    const norm = 1 / Math.sqrt(Math.max(1, features.length));
    return { rows: [...rows].map(([row, count]): [number, number] => [row, count * norm]), labels };
  });
  const weights = vocabulary.map(() => new Float64Array(width));
  const squares = vocabulary.map(() => new Float64Array(width).fill(1e-8));
  const random = createRandom(seed);
  const order = encoded.map((_, position) => position);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const position of random.shuffle(order)) {
      const { rows, labels } = encoded[position]!;
      const gradient = new Float64Array(width);
      for (let column = 0; column < width; column++) {
        let sum = 0;
        for (const [row, count] of rows) sum += weights[row]![column]! * count;
        gradient[column] = 1 / (1 + Math.exp(-sum)) - labels[column]!;
      }
      for (const [row, count] of rows) {
        const rowWeights = weights[row]!;
        const rowSquares = squares[row]!;
        for (let column = 0; column < width; column++) {
          const step = gradient[column]! * count + L2 * rowWeights[column]!;
          rowSquares[column]! += step * step;
          rowWeights[column]! -= (LEARNING_RATE * step) / Math.sqrt(rowSquares[column]!);
        }
      }
    }
  }
  return { vocabulary, weights };
};

/** A trained head read in full precision (out-of-fold scoring). */
const headOf = (trained: Trained, classes: readonly string[]): ReaderHead => {
  const index = new Map(trained.vocabulary.map((feature, row) => [feature, row]));
  return {
    classes,
    thresholds: classes.map(() => 0),
    probabilities: (features) => {
      const sums = new Array<number>(classes.length).fill(0);
      for (const feature of features) {
        const row = index.get(feature);
        if (row === undefined) continue;
        for (let column = 0; column < classes.length; column++) sums[column]! += trained.weights[row]![column]!;
      }
      const norm = 1 / Math.sqrt(Math.max(1, features.length));
      return sums.map((sum) => 1 / (1 + Math.exp(-sum * norm)));
    },
  };
};

const trainReader = (
  lines: readonly Line[],
  seed: string,
): { reader: LearnedReader; pair: Trained; utterance: Trained } => {
  const pair = train(
    lines.flatMap((line) => line.pairs),
    PAIR_CLASSES.length,
    `${seed}/pair`,
  );
  const utterance = train(
    lines.map((line) => line.utterance),
    UTTERANCE_CLASSES.length,
    `${seed}/utterance`,
  );
  return {
    reader: { pair: headOf(pair, PAIR_CLASSES), utterance: headOf(utterance, UTTERANCE_CLASSES) },
    pair,
    utterance,
  };
};

type Scored = LearnedCandidate & { readonly correct: boolean; readonly admissible: boolean };

// Not the split's own hash (every training game has it ≠ 0 mod 5): a fold key of its own.
const foldOf = (line: Line): number => featureHash(`fold/${gameOf(line.example.source)}`) % FOLDS;

/** The out-of-fold admissible candidates of every training line, with whether each is right. */
const outOfFold = (lines: readonly Line[], lang: Language): Scored[] => {
  const scored: Scored[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const { reader } = trainReader(
      lines.filter((line) => foldOf(line) !== fold),
      `${lang}/fold${fold}`,
    );
    for (const line of lines.filter((line) => foldOf(line) === fold)) {
      const candidates = learnedCandidates({ sentences: line.sentences, speaker: line.speaker, lang, reader });
      const room = new Set(admissible(candidates, line.ruled));
      for (const candidate of candidates) {
        scored.push({
          ...candidate,
          correct: line.example.expected.includes(candidate.text),
          admissible: room.has(candidate),
        });
      }
    }
  }
  return scored;
};

/** The lowest threshold whose additions reach the precision target out of fold (NEVER when none does). */
const thresholdOf = (scored: readonly Scored[]): { threshold: number; right: number; wrong: number } => {
  const sorted = scored
    .filter((item) => item.probability >= LOWEST_THRESHOLD)
    .sort((a, b) => b.probability - a.probability);
  let best = { threshold: NEVER, right: 0, wrong: 0 };
  let right = 0;
  let wrong = 0;
  for (const [position, item] of sorted.entries()) {
    if (item.correct) right++;
    else wrong++;
    const next = sorted[position + 1];
    // A threshold sits between two probabilities, never inside a tie.
    if (next !== undefined && next.probability === item.probability) continue;
    if (right >= MIN_RIGHT && right / (right + wrong) >= PRECISION_TARGET)
      best = { threshold: item.probability, right, wrong };
  }
  return best;
};

/** The shipped head: the classes whose threshold was reached, their weights hashed and quantized. */
const hashed = (trained: Trained, classes: readonly string[], thresholds: readonly number[]) => {
  const kept = classes.flatMap((_, column) => (thresholds[column]! < NEVER ? [column] : []));
  const rows = new Map<number, number[]>();
  trained.vocabulary.forEach((feature, row) => {
    const hash = featureHash(feature);
    const sum = rows.get(hash) ?? kept.map(() => 0);
    kept.forEach((column, position) => {
      sum[position]! += trained.weights[row]![column]!;
    });
    rows.set(hash, sum);
  });
  return encodeHead({
    classes: kept.map((column) => classes[column]!),
    hashes: kept.length === 0 ? [] : [...rows.keys()],
    weights: kept.length === 0 ? [] : [...rows.values()],
    thresholds: kept.map((column) => thresholds[column]!),
  });
};

const corpus = loadCorpus();
const shipped: Record<string, unknown> = {};
for (const lang of ['ja', 'en'] as const) {
  const started = performance.now();
  const lines = linesOf(
    corpus.train.filter((example) => example.lang === lang),
    lang,
  );
  const everything = outOfFold(lines, lang);
  const scored = everything.filter((item) => item.admissible);
  for (const cut of [0.3, 0.5, 0.7, 0.9]) {
    const kept = everything.filter((item) => item.probability >= cut);
    const right = kept.filter((item) => item.correct).length;
    const tail = scored.filter((item) => item.probability >= cut);
    console.log(
      `  ${lang} out of fold at ${cut}: the model alone ${right} right / ${kept.length - right} wrong; beyond the rules ${tail.filter((item) => item.correct).length} right / ${tail.filter((item) => !item.correct).length} wrong (of ${scored.filter((item) => item.correct).length})`,
    );
  }
  const thresholdFor = (template: string): number => {
    const { threshold, right, wrong } = thresholdOf(scored.filter((item) => item.template === template));
    const positives = scored.filter((item) => item.template === template && item.correct).length;
    console.log(
      `  ${lang} ${template.padEnd(36)} threshold ${threshold === NEVER ? 'off ' : threshold.toFixed(2)} adds ${right} right / ${wrong} wrong of ${positives} missed by the rules (out of fold)`,
    );
    return threshold;
  };
  const pairThresholds = PAIR_CLASSES.map(thresholdFor);
  const utteranceThresholds = UTTERANCE_CLASSES.map(thresholdFor);
  const { pair, utterance } = trainReader(lines, `${lang}/all`);
  shipped[lang] = {
    pair: hashed(pair, PAIR_CLASSES, pairThresholds),
    utterance: hashed(utterance, UTTERANCE_CLASSES, utteranceThresholds),
  };
  console.log(
    `${lang}: ${lines.length} training lines, ${lines.reduce((sum, line) => sum + line.pairs.length, 0)} (line, agent) pairs, ${pair.vocabulary.length} + ${utterance.vocabulary.length} features, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
const text = `// Generated by \`npm run bench -- nl-train\` from the labelled corpus (data/real-talk/); do not edit by hand.
import type { EncodedHead } from './reader-model.ts';

export const READER_WEIGHTS: Partial<
  Record<'ja' | 'en', { readonly pair: EncodedHead; readonly utterance: EncodedHead }>
> = ${JSON.stringify(shipped)};
`;
if (process.argv.includes('--check')) {
  // The shipped file is formatted by biome: compare the weights, not the text.
  const same = JSON.stringify(READER_WEIGHTS) === JSON.stringify(shipped);
  console.log(
    same ? 'retrained weights are identical to the shipped ones' : 'retrained weights DIFFER from the shipped ones',
  );
  process.exit(same ? 0 : 1);
}
writeFileSync(WEIGHTS_FILE, text);
console.log(`weights written to ${WEIGHTS_FILE} (${(text.length / 1024).toFixed(0)} KiB)`);
