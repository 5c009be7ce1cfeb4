import { describe, expect, it } from 'vitest';
import { type Language, understand } from '../../src/nl/index.ts';
import { createRoster, print, type Roster } from '../../src/protocol/index.ts';
import { adversarialCorpus } from './worst-case/adversarial-talk.ts';

/**
 * The worst case of reading talk. `understand` runs synchronously on the event loop for every talk of
 * every player: a rule that backtracks catastrophically is a hang in a real game (every seat of the
 * process waits). Each input below once took seconds or never finished. Times are the process's CPU
 * time, not wall time: a loaded machine that takes the core away from us does not count, backtracking
 * does. The slowest input takes about 55 ms of CPU; the bound is far below what a backtracking bug
 * costs (seconds to hours).
 */
const BOUND_MS = 200;

/** CPU milliseconds (user + system) that `work` cost this process. */
const cpuMsOf = (work: () => void): number => {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};

const JAPANESE = createRoster(['ミナト', 'サクラ', 'リョウ', 'エリザ', 'ハナ']);
const ENGLISH = createRoster(['Servas', 'Asuka', 'Midori', 'Shizue', 'Victoria']);

const timed = (options: { text: string; lang: Language; roster: ReturnType<typeof createRoster>; speaker: string }) => {
  let sentences: string[] = [];
  const ms = cpuMsOf(() => {
    sentences = understand(options).map(print);
  });
  return { sentences, ms };
};

describe('reading hostile talk takes bounded time', () => {
  // Warm up: the first reading compiles every rule's regex.
  understand({ text: 'サクラに投票する。', speaker: 'ミナト', roster: JAPANESE, lang: 'ja' });
  understand({ text: 'I vote for Servas.', speaker: 'Asuka', roster: ENGLISH, lang: 'en' });

  it('reads a name before a long run of dots (ja request-execute: dot runs split every way)', () => {
    // `(?:\.{2,}|・{2,}|\s)*` split a run of 3n dots (NFKC of n `…`) in exponentially many ways.
    const { sentences, ms } = timed({
      text: `サクラ${'…'.repeat(40)}`,
      speaker: 'ミナト',
      roster: JAPANESE,
      lang: 'ja',
    });
    expect(sentences).toEqual([]);
    expect(ms).toBeLessThan(BOUND_MS);
    expect(timed({ text: 'サクラを……吊ろう。', speaker: 'ミナト', roster: JAPANESE, lang: 'ja' }).sentences).toEqual([
      'REQUEST ANY (VOTE Agent[02])',
    ]);
  });

  it('reads a long run of names before a suspicion (ja coordinatedBefore: each double space split two ways)', () => {
    // 22 names took 2.6 s, each further name doubled it; a 4,000-character line never finished.
    const text = `${'サクラ  '.repeat(200)}: リョウが人狼だ`;
    const { sentences, ms } = timed({ text, speaker: 'ミナト', roster: JAPANESE, lang: 'ja' });
    expect(sentences).toEqual(['ESTIMATE Agent[03] WEREWOLF']);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('reads a long run of spaces before a bare suspicion (ja estimate-werewolf-bare: three ways to split it)', () => {
    const text = `${' '.repeat(1400)}怪しい`;
    const { ms } = timed({ text, speaker: 'ミナト', roster: JAPANESE, lang: 'ja' });
    expect(ms).toBeLessThan(BOUND_MS);
    expect(timed({ text: '@サクラ — 怪しい。', speaker: 'ミナト', roster: JAPANESE, lang: 'ja' }).sentences).toEqual([
      'ESTIMATE Agent[02] WEREWOLF',
    ]);
  });

  it('reads a name before a long run of spaces (en species-report: spaces and link words split every way)', () => {
    // `Servas` and 700 spaces took 1.4 s.
    const { sentences, ms } = timed({
      text: `Servas ${' '.repeat(700)} x`,
      speaker: 'Asuka',
      roster: ENGLISH,
      lang: 'en',
    });
    expect(sentences).toEqual([]);
    expect(ms).toBeLessThan(BOUND_MS);
    const read = (text: string) => timed({ text, speaker: 'Asuka', roster: ENGLISH, lang: 'en' }).sentences;
    expect(read('My divination result: Midori came back as human.')).toEqual(['DIVINED Agent[03] HUMAN']);
    expect(read('I am the seer. Midori turned out to be a werewolf.')).toEqual([
      'COMINGOUT Agent[02] SEER',
      'DIVINED Agent[03] WEREWOLF',
    ]);
  });
});

describe('a seeded fuzz of adversarial talk reads every utterance in bounded time', () => {
  // 400 utterances of both languages, 5 and 13 players (test/nl/worst-case/adversarial-talk.ts), cut to
  // 2,000 characters to keep the test short: every blow-up found so far showed at a few hundred. Before the
  // fixes above, this corpus had an utterance at 0.66 s and one that never finished; now the slowest takes
  // about 45 ms of CPU (the whole run about 1 s).
  const corpus = adversarialCorpus({ seed: 20261124, count: 400 }).map((talk) => ({
    ...talk,
    text: talk.text.slice(0, 2000),
  }));
  const rosters = new Map<readonly string[], Roster>();
  const rosterOf = (names: readonly string[]): Roster =>
    rosters.get(names) ?? rosters.set(names, createRoster(names)).get(names)!;
  const millisecondsOf = (talk: (typeof corpus)[number]): number =>
    cpuMsOf(() =>
      understand({ text: talk.text, speaker: talk.speaker, roster: rosterOf(talk.names), lang: talk.lang }),
    );

  it('stays under the bound on every utterance (a slow one is read again: a collection pause does not repeat, backtracking does)', () => {
    for (const talk of corpus.slice(0, 8)) millisecondsOf(talk);
    const slow = corpus
      .map((talk) => ({ talk, ms: millisecondsOf(talk) }))
      .filter(({ ms }) => ms > BOUND_MS)
      .map(({ talk }) => ({ talk, ms: Math.min(millisecondsOf(talk), millisecondsOf(talk)) }))
      .filter(({ ms }) => ms > BOUND_MS)
      .map(({ talk, ms }) => `${ms.toFixed(0)} ms ${talk.lang}: ${JSON.stringify(talk.text.slice(0, 120))}`);
    expect(slow).toEqual([]);
  });
});
