/**
 * The labelled real-talk corpus the learned reader is trained and tested on (data/real-talk/README.md):
 * every labelled sample under test/nl/real-talk/ and every batch under data/real-talk/, without any line
 * of the held-out `jsai2026_*` folders, one line per place in the logs, split by game.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RealTalkExample } from './hand-labelled.ts';

export const SAMPLES_DIR = import.meta.dirname;
export const CORPUS_DIR = join(import.meta.dirname, '../../../data/real-talk');

/** Folders never trained or tuned on (BRIEF: the held-out contest). */
export const isHeldOut = (source: string): boolean => source.startsWith('jsai2026_');

export const readLabelledFile = (file: string): RealTalkExample[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RealTalkExample);

const jsonlIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.jsonl'))
        .sort()
        .map((file) => join(dir, file))
    : [];

/** The game a line comes from (`folder/gameN.log`): the unit of the split. */
export const gameOf = (source: string): string => source.split('#')[0] ?? source;

/** FNV-1a of a string: a split that any tool can recompute. */
const fnv1a = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

/** One game in five (by the hash of its path) is the test slice; the rest is for training. */
export const isTestGame = (game: string): boolean => fnv1a(game) % 5 === 0;

export type Corpus = {
  readonly train: readonly RealTalkExample[];
  readonly test: readonly RealTalkExample[];
  /** Lines labelled twice (same place in the logs): the first label is kept, both are here for agreement. */
  readonly doubles: readonly { readonly first: RealTalkExample; readonly second: RealTalkExample }[];
};

/**
 * The corpus, split by game: a line is in `test` when its game is a test game and its text is not said word
 * for word in a training game (agents repeat lines across games). Held-out folders are left out entirely.
 */
export const loadCorpus = (options: { extraFiles?: readonly string[] } = {}): Corpus => {
  const files = [...jsonlIn(SAMPLES_DIR), ...jsonlIn(CORPUS_DIR), ...(options.extraFiles ?? [])];
  const bySource = new Map<string, RealTalkExample>();
  const doubles: { first: RealTalkExample; second: RealTalkExample }[] = [];
  for (const file of files) {
    for (const example of readLabelledFile(file)) {
      if (isHeldOut(example.source)) continue;
      const first = bySource.get(example.source);
      if (first === undefined) bySource.set(example.source, example);
      else doubles.push({ first, second: example });
    }
  }
  const all = [...bySource.values()];
  const train = all.filter((example) => !isTestGame(gameOf(example.source)));
  const trainTexts = new Set(train.map((example) => example.text.trim()));
  const test = all.filter((example) => isTestGame(gameOf(example.source)) && !trainTexts.has(example.text.trim()));
  return { train, test, doubles };
};
