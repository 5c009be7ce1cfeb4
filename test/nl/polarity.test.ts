import { describe, expect, it } from 'vitest';
import { type Language, understand } from '../../src/nl/index.ts';
import { createRoster, print, type Sentence } from '../../src/protocol/index.ts';
import {
  ENGLISH_POLARITY,
  ENGLISH_POLARITY_NAMES,
  ENGLISH_POLARITY_SPEAKER,
  JAPANESE_POLARITY,
  JAPANESE_POLARITY_NAMES,
  JAPANESE_POLARITY_SPEAKER,
  type PolarityCase,
} from './polarity-cases.ts';

/** Every sub-sentence that is asserted, i.e. not under a NOT (inside AND, BECAUSE, DAY, REQUEST, INQUIRE). */
const asserted = (sentence: Sentence): string[] => {
  switch (sentence.type) {
    case 'NOT':
      return [];
    case 'AND':
    case 'OR':
    case 'XOR':
    case 'BECAUSE':
      return sentence.clauses.flatMap(asserted);
    case 'DAY':
      return asserted(sentence.clause);
    case 'REQUEST':
    case 'INQUIRE': {
      // A request of a NOT (`REQUEST ANY (NOT (VOTE …))`) asserts nothing positive about its clause.
      return sentence.clause.type === 'NOT' ? [] : [print(sentence)];
    }
    default:
      return [print(sentence)];
  }
};

const SETS: Record<Language, { cases: readonly PolarityCase[]; names: readonly string[]; speaker: string }> = {
  en: { cases: ENGLISH_POLARITY, names: ENGLISH_POLARITY_NAMES, speaker: ENGLISH_POLARITY_SPEAKER },
  ja: { cases: JAPANESE_POLARITY, names: JAPANESE_POLARITY_NAMES, speaker: JAPANESE_POLARITY_SPEAKER },
};

describe('no polarity errors: a denied reading is never read as asserted', () => {
  for (const lang of ['ja', 'en'] as const) {
    const { cases, names, speaker } = SETS[lang];
    const roster = createRoster(names);
    it(`has at least 40 cases (${lang})`, () => {
      expect(cases.length).toBeGreaterThanOrEqual(40);
    });
    for (const { text, denied } of cases) {
      it(`${lang}: ${text}`, () => {
        const read = understand({ text, speaker, roster, lang });
        const flipped = read.flatMap(asserted).filter((printed) => denied.includes(printed));
        expect(flipped, `read as ${JSON.stringify(read.map(print))}`).toEqual([]);
      });
    }
  }
});

describe('a prohibition cancels only the question it governs', () => {
  // The prohibition family above drops these readings; the same asks without it are still read.
  const cases: readonly [Language, string, string][] = [
    ['en', 'Share your reads.', 'INQUIRE ANY (ESTIMATE ANY WEREWOLF)'],
    ['en', "Why don't you share your reads?", 'INQUIRE ANY (ESTIMATE ANY WEREWOLF)'],
    ['en', '@Midori tell us who you suspect.', 'INQUIRE Agent[03] (ESTIMATE ANY WEREWOLF)'],
    ['ja', '誰が怪しいか言ってくれないかな。', 'INQUIRE ANY (ESTIMATE ANY WEREWOLF)'],
    ['ja', '占い結果を共有して。', 'INQUIRE ANY (DIVINED ANY ANY)'],
  ];
  for (const [lang, text, expected] of cases) {
    it(`${lang}: ${text}`, () => {
      const { names, speaker } = SETS[lang];
      const read = understand({ text, speaker, roster: createRoster(names), lang }).map(print);
      expect(read).toContain(expected);
    });
  }
});
