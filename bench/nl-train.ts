// `npm run bench -- nl-train [--check]`: trains the learned reader (src/nl/learned/) on the training games of
// the labelled real-talk corpus (test/nl/real-talk/training-corpus.ts: every labelled sample and
// data/real-talk/, never the held-out jsai2026 folders, one game in five set aside as the test slice) and
// writes its weights to src/nl/learned/reader-weights.ts. Per language and head: one logistic regression per
// class over hashed features (talk-features.ts: word classes of lexicon.ts and where they stand from the
// candidate, what the rules read), AdaGrad, a fixed seed, so retraining gives the same file. Every label trains
// the general form; only the readings the rules leave open (neither read nor ruled out by them) are scored: each
// class's threshold is the lowest probability at which the readings it would add to the rules' reach the precision
// target out of fold (five folds by game) with at least MIN_RIGHT right; such a class is shipped only if the readings
// it adds on the frozen test slice (games never trained on) reach the target again with at least SLICE_MIN_RIGHT
// right; every other class is left off.
// `--check` trains and compares the weights with the shipped ones instead of writing them (exit 1 on a
// difference). After writing, `npm run format` puts the file in the repository's format.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Language, understand } from '../src/nl/index.ts';
import { featureHash } from '../src/nl/learned/feature-hash.ts';
import {
  isAdmissible,
  type LearnedInput,
  type LearnedReader,
  learnedInputs,
  printedReadings,
} from '../src/nl/learned/learned-readings.ts';
import { encodeHead, type ReaderHead } from '../src/nl/learned/reader-model.ts';
import { READER_WEIGHTS } from '../src/nl/learned/reader-weights.ts';
import { PAIR_CLASSES, sentenceText, UTTERANCE_CLASSES } from '../src/nl/learned/reading-classes.ts';
import { resolvedSentencesOf, tokenizedTalkOf } from '../src/nl/understand.ts';
import { createRoster, print } from '../src/protocol/index.ts';
import { createRandom } from '../src/random.ts';
import type { RealTalkExample } from '../test/nl/real-talk/hand-labelled.ts';
import { gameOf, loadCorpus } from '../test/nl/real-talk/training-corpus.ts';

const WEIGHTS_FILE = join(import.meta.dirname, '../src/nl/learned/reader-weights.ts');
const EPOCHS = 10;
const LEARNING_RATE = 0.3;
const L2 = 1e-3;
const MIN_COUNT = 3;
const FOLDS = 5;
/** Precision the readings a class adds must reach out of fold, and again on the frozen test slice. */
const PRECISION_TARGET = 0.95;
/**
 * Right readings a class must add beyond the rules out of fold to be a candidate. At a bar of 0.95 no class adds
 * more than a few out of fold (at 0.9 none reached 5 either): the test slice then decides (SLICE_MIN_RIGHT).
 */
const MIN_RIGHT = 2;
/** Right readings a candidate class must add on the test slice, at the precision target there, to be shipped. */
const SLICE_MIN_RIGHT = 1;
const LOWEST_THRESHOLD = 0.3;
const NEVER = 1.5;
/** A label the training skips: a class never read for the input (only questions where a negation is said). */
const SKIPPED = -1;
/** Labels of readings the rules decide: trained on (the general form) but not scored (the merge would not add them). */
const RULED_SAID = 2;
const RULED_NOT_SAID = 3;
const targetOf = (label: number): number => (label === RULED_SAID ? 1 : label === RULED_NOT_SAID ? 0 : label);

/** One input with a label per class: 1 said, 0 not said (the rules leave it open), RULED_* (the rules decide it), SKIPPED. */
type Example = { readonly features: readonly string[]; readonly labels: readonly number[] };
type Line = {
  readonly example: RealTalkExample;
  readonly pairs: readonly Example[];
  readonly utterance: Example | undefined;
};

const linesOf = (examples: readonly RealTalkExample[], lang: Language): Line[] =>
  examples.flatMap((example) => {
    const roster = createRoster(example.names);
    const options = { text: example.text, speaker: example.speaker, roster };
    const talk = tokenizedTalkOf(options, lang);
    if (Array.isArray(talk)) return [];
    const expected = new Set(example.expected);
    const ruled = understand({ ...options, lang, recentTalks: example.recentTalks, learned: false });
    const printed = printedReadings(ruled);
    // Every label teaches the general form (the rules' readings are most of the positives); only the readings the
    // rules leave open (labels 0 and 1) are scored for the thresholds, since only those can be added.
    const exampleOf = (input: LearnedInput, templates: readonly string[]): Example => ({
      features: input.features,
      labels: templates.map((template) => {
        const text = sentenceText(template, input.candidate, talk.speaker);
        if (input.questionsOnly && !template.startsWith('INQUIRE')) return SKIPPED;
        if (!isAdmissible(text, printed)) return expected.has(text) ? RULED_SAID : RULED_NOT_SAID;
        return expected.has(text) ? 1 : 0;
      }),
    });
    const inputs = learnedInputs({
      sentences: resolvedSentencesOf(talk),
      speaker: talk.speaker,
      lang,
      ruled: ruled.map(print),
      pairs: true,
      utterance: true,
    });
    return [
      {
        example,
        pairs: inputs.pairs.map((input) => exampleOf(input, PAIR_CLASSES)),
        utterance: inputs.utterance === undefined ? undefined : exampleOf(inputs.utterance, UTTERANCE_CLASSES),
      },
    ];
  });

type Trained = { readonly vocabulary: readonly string[]; readonly weights: readonly Float64Array[] };

/** One logistic regression per class (multi-label), AdaGrad over binary features, seeded order. */
const train = (examples: readonly Example[], width: number, seed: string): Trained => {
  const counts = new Map<string, number>();
  for (const { features } of examples)
    for (const feature of features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const vocabulary = [...counts]
    .filter(([, count]) => count >= MIN_COUNT)
    .map(([feature]) => feature)
    .sort();
  const index = new Map(vocabulary.map((feature, row) => [feature, row]));
  const encoded = examples.map(({ features, labels }) => ({
    rows: features.flatMap((feature) => {
      const row = index.get(feature);
      return row === undefined ? [] : [row];
    }),
    labels,
  }));
  const weights = vocabulary.map(() => new Float64Array(width));
  const squares = vocabulary.map(() => new Float64Array(width).fill(1e-8));
  const random = createRandom(seed);
  const order = encoded.map((_, position) => position);
  const gradient = new Float64Array(width);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const position of random.shuffle(order)) {
      const { rows, labels } = encoded[position]!;
      for (let column = 0; column < width; column++) {
        const label = labels[column]!;
        if (label === SKIPPED) {
          gradient[column] = 0;
          continue;
        }
        let sum = 0;
        for (const row of rows) sum += weights[row]![column]!;
        gradient[column] = 1 / (1 + Math.exp(-sum)) - targetOf(label);
      }
      for (const row of rows) {
        const rowWeights = weights[row]!;
        const rowSquares = squares[row]!;
        for (let column = 0; column < width; column++) {
          if (labels[column] === SKIPPED) continue;
          const step = gradient[column]! + L2 * rowWeights[column]!;
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
      return sums.map((sum) => 1 / (1 + Math.exp(-sum)));
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
    lines.flatMap((line) => (line.utterance === undefined ? [] : [line.utterance])),
    UTTERANCE_CLASSES.length,
    `${seed}/utterance`,
  );
  return {
    reader: { pair: headOf(pair, PAIR_CLASSES), utterance: headOf(utterance, UTTERANCE_CLASSES) },
    pair,
    utterance,
  };
};

/** A reading the learned reader could add (the rules leave room for it), with its probability out of fold. */
type Scored = { readonly template: string; readonly probability: number; readonly correct: boolean };

// Not the split's own hash (every training game has it ≠ 0 mod 5): a fold key of its own.
const foldOf = (line: Line): number => featureHash(`fold/${gameOf(line.example.source)}`) % FOLDS;

/** The out-of-fold readings of every training line that the rules leave room for, with whether each is right. */
const outOfFold = (lines: readonly Line[], lang: Language): Scored[] => {
  const scored: Scored[] = [];
  const score = (head: ReaderHead, example: Example): void => {
    const probabilities = head.probabilities(example.features);
    head.classes.forEach((template, column) => {
      const label = example.labels[column]!;
      if (label === 0 || label === 1)
        scored.push({ template, probability: probabilities[column]!, correct: label === 1 });
    });
  };
  for (let fold = 0; fold < FOLDS; fold++) {
    const { reader } = trainReader(
      lines.filter((line) => foldOf(line) !== fold),
      `${lang}/fold${fold}`,
    );
    for (const line of lines.filter((line) => foldOf(line) === fold)) {
      for (const pair of line.pairs) score(reader.pair, pair);
      if (line.utterance !== undefined) score(reader.utterance, line.utterance);
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

/** The readings a trained head adds beyond the rules on held-out lines at each class's threshold: right and wrong. */
const addedOn = (
  head: ReaderHead,
  examples: readonly Example[],
  thresholds: readonly number[],
): { right: number; wrong: number }[] => {
  const counts = head.classes.map(() => ({ right: 0, wrong: 0 }));
  for (const example of examples) {
    const probabilities = head.probabilities(example.features);
    head.classes.forEach((_, column) => {
      const label = example.labels[column]!;
      if ((label !== 0 && label !== 1) || probabilities[column]! < thresholds[column]!) return;
      if (label === 1) counts[column]!.right++;
      else counts[column]!.wrong++;
    });
  }
  return counts;
};

/** Whether a class's additions on the test slice reach the precision target with enough right. */
const holdsOnSlice = ({ right, wrong }: { right: number; wrong: number }): boolean =>
  right >= SLICE_MIN_RIGHT && right / (right + wrong) >= PRECISION_TARGET;

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
  const scored = outOfFold(lines, lang);
  const missed = scored.filter((item) => item.correct).length;
  for (const cut of [0.5, 0.7, 0.9]) {
    const kept = scored.filter((item) => item.probability >= cut);
    const right = kept.filter((item) => item.correct).length;
    console.log(
      `  ${lang} out of fold at ${cut}: beyond the rules ${right} right / ${kept.length - right} wrong (of ${missed} the rules miss)`,
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
  const outOfFoldPair = PAIR_CLASSES.map(thresholdFor);
  const outOfFoldUtterance = UTTERANCE_CLASSES.map(thresholdFor);
  const { pair, utterance, reader } = trainReader(lines, `${lang}/all`);
  // The frozen test slice decides which candidates ship: their additions there must reach the target again.
  const slice = linesOf(
    corpus.test.filter((example) => example.lang === lang),
    lang,
  );
  const gate = (head: ReaderHead, examples: readonly Example[], thresholds: readonly number[]): number[] => {
    const added = addedOn(head, examples, thresholds);
    return thresholds.map((threshold, column) => {
      if (threshold >= NEVER) return NEVER;
      const { right, wrong } = added[column]!;
      const holds = holdsOnSlice(added[column]!);
      console.log(
        `  ${lang} ${head.classes[column]!.padEnd(36)} on the test slice adds ${right} right / ${wrong} wrong: ${holds ? 'shipped' : 'left off'}`,
      );
      return holds ? threshold : NEVER;
    });
  };
  const pairThresholds = gate(
    reader.pair,
    slice.flatMap((line) => line.pairs),
    outOfFoldPair,
  );
  const utteranceThresholds = gate(
    reader.utterance,
    slice.flatMap((line) => (line.utterance === undefined ? [] : [line.utterance])),
    outOfFoldUtterance,
  );
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
