import { describe, expect, it } from 'vitest';
import { precisionOf, recallOf } from './evaluation.ts';
import { readGameLogs } from './real-talk/game-log.ts';
import { evaluateRealTalk, REAL_TALK, REAL_TALK_HELD_OUT, REAL_TALK_HELD_OUT_2 } from './real-talk/hand-labelled.ts';
import { silverCounts } from './real-talk/silver-labels.ts';

/**
 * Floors a little under the figures reached (the README): a change that loses real-talk
 * precision or recall fails here, with the mistakes in the message. These samples were labelled before the
 * labelling guideline's clarifications (data/real-talk-held-out/GUIDELINE.md): they read `気がかり` and `偽寄り`
 * as no suspicion, `役職COはある？` as a question and `if not, who do you suspect?` (or `そうでないなら考察を出して`)
 * as nothing, where the guideline (and so the reader) reads suspicion, a request to come out and a question;
 * those precision floors leave room for that.
 */
const FLOORS = {
  tuned: { ja: { precision: 0.93, recall: 0.8 }, en: { precision: 0.97, recall: 0.93 } },
  'held-out': { ja: { precision: 0.9, recall: 0.5 }, en: { precision: 0.92, recall: 0.9 } },
  'held-out-2': { ja: { precision: 0.92, recall: 0.76 }, en: { precision: 0.93, recall: 0.92 } },
  'pre-registered': { ja: { precision: 0.88, recall: 0.64 }, en: { precision: 0.95, recall: 0.86 } },
  'post-tuning': { ja: { precision: 0.95, recall: 0.8 }, en: { precision: 0.95, recall: 0.9 } },
} as const;

/** Samples of one language only (issue 13's per-language rounds). */
const ONE_LANGUAGE_FLOORS = {
  'ja-sample-3-tuned': { lang: 'ja', precision: 0.92, recall: 0.82 },
  'ja-sample-3-fresh': { lang: 'ja', precision: 0.92, recall: 0.54 },
  'ja-sample-4-tuned': { lang: 'ja', precision: 0.95, recall: 0.8 },
  'ja-sample-4-fresh': { lang: 'ja', precision: 0.97, recall: 0.78 },
  'ja-sample-5-tuned': { lang: 'ja', precision: 0.97, recall: 0.82 },
  'ja-sample-5-fresh': { lang: 'ja', precision: 0.93, recall: 0.66 },
  'ja-sample-6-tuned': { lang: 'ja', precision: 0.97, recall: 0.75 },
  'ja-sample-6-fresh': { lang: 'ja', precision: 0.92, recall: 0.42 },
  'en-sample-3-tuned': { lang: 'en', precision: 0.95, recall: 0.87 },
  'en-sample-3-fresh': { lang: 'en', precision: 0.95, recall: 0.9 },
  'en-sample-4-tuned': { lang: 'en', precision: 0.95, recall: 0.92 },
  'en-sample-4-fresh': { lang: 'en', precision: 0.95, recall: 0.95 },
  'en-sample-5-tuned': { lang: 'en', precision: 0.97, recall: 0.95 },
  'en-sample-5-fresh': { lang: 'en', precision: 0.95, recall: 0.82 },
  'en-sample-6-tuned': { lang: 'en', precision: 0.92, recall: 0.62 },
  'en-sample-6-fresh': { lang: 'en', precision: 0.95, recall: 0.77 },
} as const;

describe('rule-based understanding on hand-labelled real contest talk', () => {
  it('has at least 150 labelled utterances in both languages together', () => {
    expect(REAL_TALK.length + REAL_TALK_HELD_OUT.length + REAL_TALK_HELD_OUT_2.length).toBeGreaterThanOrEqual(150);
  });

  for (const set of ['tuned', 'held-out', 'held-out-2', 'pre-registered', 'post-tuning'] as const) {
    for (const lang of ['ja', 'en'] as const) {
      it(`holds its floors on the ${set} sample (${lang})`, () => {
        const { overall, mistakes } = evaluateRealTalk(lang, set);
        const message = JSON.stringify(mistakes, null, 1);
        expect(precisionOf(overall), message).toBeGreaterThanOrEqual(FLOORS[set][lang].precision);
        expect(recallOf(overall), message).toBeGreaterThanOrEqual(FLOORS[set][lang].recall);
      });
    }
  }

  for (const [set, floor] of Object.entries(ONE_LANGUAGE_FLOORS)) {
    it(`holds its floors on the ${set} sample (${floor.lang})`, () => {
      const { overall, mistakes } = evaluateRealTalk(floor.lang, set as keyof typeof ONE_LANGUAGE_FLOORS);
      const message = JSON.stringify(mistakes, null, 1);
      expect(precisionOf(overall), message).toBeGreaterThanOrEqual(floor.precision);
      expect(recallOf(overall), message).toBeGreaterThanOrEqual(floor.recall);
    });
  }
});

const games = readGameLogs();

describe.runIf(games.length > 0)('silver labels from the logs (true roles, logged divinations)', () => {
  for (const lang of ['ja', 'en'] as const) {
    it(`reads the true seer's results as logged and finds most morning reports (${lang})`, () => {
      const counts = silverCounts(games.filter((game) => game.lang === lang));
      // A result read wrong would tell the brain the opposite of what the seer said.
      expect(counts.seerResultsRight / Math.max(1, counts.seerResults)).toBeGreaterThanOrEqual(0.98);
      expect(counts.reported / Math.max(1, counts.reportable)).toBeGreaterThanOrEqual(lang === 'ja' ? 0.75 : 0.85);
    });
  }
});
