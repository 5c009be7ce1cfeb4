import { describe, expect, it } from 'vitest';
import { type Language, understand } from '../../src/nl/index.ts';
import { type LearnedReader, learnedCandidates, mergeLearned } from '../../src/nl/learned/learned-readings.ts';
import { featureHash } from '../../src/nl/learned/feature-hash.ts';
import { decodeHead, encodeHead, type ReaderHead } from '../../src/nl/learned/reader-model.ts';
import { PAIR_CLASSES, UTTERANCE_CLASSES } from '../../src/nl/learned/reading-classes.ts';
import { resolvedSentencesOf, tokenizedTalkOf } from '../../src/nl/understand.ts';
import { createRoster, parse, print, type Sentence } from '../../src/protocol/index.ts';
import { precisionOf, recallOf } from './evaluation.ts';
import { scoreLines } from './real-talk/score.ts';
import { loadCorpus } from './real-talk/training-corpus.ts';

/**
 * Floors a little under what the shipped reader reaches on the corpus's test slice (games never trained on;
 * data/real-talk/README.md): retraining or a rule change that loses precision or recall fails here.
 */
const FLOORS = {
  ja: { precision: 0.83, recall: 0.56 },
  en: { precision: 0.95, recall: 0.69 },
} as const;

const { test: slice } = loadCorpus();

describe('the reader on the test slice of the labelled corpus', () => {
  for (const lang of ['ja', 'en'] as const) {
    it(`holds its floors with the learned reader (${lang})`, () => {
      const counts = scoreLines(
        slice.filter((example) => example.lang === lang),
        true,
      );
      expect(precisionOf(counts)).toBeGreaterThanOrEqual(FLOORS[lang].precision);
      expect(recallOf(counts)).toBeGreaterThanOrEqual(FLOORS[lang].recall);
    });
  }
});

/** A reader sure of every class: what the guards alone let through. */
const sureHead = (classes: readonly string[]): ReaderHead => ({
  classes,
  thresholds: classes.map(() => 0.5),
  probabilities: () => classes.map(() => 1),
});
const SURE: LearnedReader = { pair: sureHead(PAIR_CLASSES), utterance: sureHead(UTTERANCE_CLASSES) };

const candidatesOf = (text: string, lang: Language, names: readonly string[], speaker: string) => {
  const talk = tokenizedTalkOf({ text, speaker, roster: createRoster(names) }, lang);
  if (Array.isArray(talk)) throw new Error('protocol text');
  return learnedCandidates({
    sentences: resolvedSentencesOf(talk),
    speaker: talk.speaker,
    lang,
    ruled: [],
    reader: SURE,
  });
};

describe('the learned reader beside the rules', () => {
  it.each([
    ['en', "I don't think Mio is a werewolf."],
    ['en', 'If Mio is the seer, I will vote Mio.'],
    ['ja', 'ミオが人狼だとは思わない。'],
    ['ja', 'もしミオが占い師ならミオに投票する。'],
  ] as const)('reads nothing but questions where a denial or a condition is (%s: %s)', (lang, text) => {
    const names = lang === 'ja' ? ['アキ', 'ミオ'] : ['Aki', 'Mio'];
    const found = candidatesOf(text.replace('Mio', names[1]!).replace('ミオ', names[1]!), lang, names, names[0]!);
    expect(found.filter((candidate) => !candidate.template.startsWith('INQUIRE'))).toEqual([]);
  });

  it('reads the candidate a pronoun or `あなた` stands for', () => {
    const found = candidatesOf('@ミオ 昨日からずっと静かだね。あなたは怪しい。', 'ja', ['アキ', 'ミオ'], 'アキ');
    expect(found.map((candidate) => candidate.text)).toContain('ESTIMATE Agent[02] WEREWOLF');
  });

  const sentence = (text: string): Sentence => {
    const parsed = parse(text);
    if (!parsed.ok) throw new Error(text);
    return parsed.value;
  };
  const candidate = (text: string, probability: number) => ({ template: '', text, probability, threshold: 0.8 });

  it('adds a sure reading the rules missed, and nothing under its threshold', () => {
    const merged = mergeLearned(
      [sentence('VOTE Agent[02]')],
      [candidate('ESTIMATE Agent[02] WEREWOLF', 0.9), candidate('ESTIMATE Agent[03] WEREWOLF', 0.7)],
    );
    expect(merged.map(print)).toEqual(['VOTE Agent[02]', 'ESTIMATE Agent[02] WEREWOLF']);
  });

  it('leaves no reading when it disagrees with the rules on polarity', () => {
    const merged = mergeLearned(
      [sentence('NOT (ESTIMATE Agent[02] WEREWOLF)'), sentence('VOTE Agent[03]')],
      [candidate('ESTIMATE Agent[02] WEREWOLF', 0.99)],
    );
    expect(merged.map(print)).toEqual(['VOTE Agent[03]']);
  });

  it('keeps the rules where they are sure of a rival reading', () => {
    const ruled = [
      sentence('ESTIMATE Agent[02] VILLAGER'),
      sentence('DIVINED Agent[03] HUMAN'),
      sentence('VOTE Agent[04]'),
    ];
    const merged = mergeLearned(ruled, [
      candidate('ESTIMATE Agent[02] WEREWOLF', 0.99),
      candidate('DIVINED Agent[03] WEREWOLF', 0.99),
      candidate('VOTE Agent[05]', 0.99),
      candidate('REQUEST ANY (VOTE Agent[04])', 0.99),
    ]);
    expect(merged.map(print)).toEqual(ruled.map(print));
  });

  it('gives the rules alone with learned: false', () => {
    const options = {
      text: 'Mio is suspicious.',
      speaker: 'Aki',
      roster: createRoster(['Aki', 'Mio']),
      lang: 'en' as const,
    };
    expect(understand({ ...options, learned: false }).map(print)).toEqual(['ESTIMATE Agent[02] WEREWOLF']);
  });
});

describe('the shipped weights format', () => {
  it('decodes what it encodes: probabilities within the quantization step', () => {
    const weights = [
      [1.5, -2],
      [0.25, 0],
      [-3, 4],
    ];
    const head = decodeHead(
      encodeHead({
        classes: ['A', 'B'],
        hashes: ['x', 'y', 'z'].map(featureHash),
        weights,
        thresholds: [0.9, 1.5],
      }),
    );
    const logistic = (sum: number): number => 1 / (1 + Math.exp(-sum));
    expect(head.classes).toEqual(['A', 'B']);
    expect(head.thresholds).toEqual([0.9, 1.5]);
    // No known feature: the logistic of 0.
    expect(head.probabilities(['never seen'])).toEqual([0.5, 0.5]);
    // Each feature present adds its weight once.
    const [a, b] = head.probabilities(['z']);
    expect(a).toBeCloseTo(logistic(-3), 2);
    expect(b).toBeCloseTo(logistic(4), 2);
    const [both] = head.probabilities(['x', 'y']);
    expect(both).toBeCloseTo(logistic(1.5 + 0.25), 2);
  });
});
