import { describe, expect, it } from 'vitest';
import { parse } from '../../src/protocol/index.ts';
import { CORPUS_DIR, gameOf, isHeldOut, loadCorpus, readLabelledFile } from './real-talk/training-corpus.ts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const corpus = loadCorpus();

describe('the labelled real-talk corpus', () => {
  it('holds no line of the held-out folders, in training or test', () => {
    expect([...corpus.train, ...corpus.test].filter((example) => isHeldOut(example.source))).toEqual([]);
  });

  it('splits by game: no game gives lines to both sides', () => {
    const trainGames = new Set(corpus.train.map((example) => gameOf(example.source)));
    expect(corpus.test.filter((example) => trainGames.has(gameOf(example.source)))).toEqual([]);
  });

  it('keeps out of the test slice any text said word for word in a training game', () => {
    const trainTexts = new Set(corpus.train.map((example) => example.text.trim()));
    expect(corpus.test.filter((example) => trainTexts.has(example.text.trim()))).toEqual([]);
  });

  it('has a test slice of both languages', () => {
    for (const lang of ['ja', 'en']) {
      expect(corpus.test.filter((example) => example.lang === lang).length).toBeGreaterThanOrEqual(100);
    }
  });

  const batches = readdirSync(CORPUS_DIR).filter((file) => file.endsWith('.jsonl'));
  it.each(batches)('%s: every label is protocol text naming agents of its roster', (file) => {
    const wrong = readLabelledFile(join(CORPUS_DIR, file)).flatMap((example) =>
      example.expected.filter((sentence) => {
        const parsed = parse(sentence);
        const agents = [...sentence.matchAll(/Agent\[(\d+)\]/gu)].map((match) => Number(match[1]));
        return !parsed.ok || agents.some((agent) => agent < 1 || agent > example.names.length);
      }),
    );
    expect(wrong).toEqual([]);
  });
});
