import { describe, expect, it } from 'vitest';
import { type Language, understand } from '../../src/nl/index.ts';
import { createRoster, print } from '../../src/protocol/index.ts';
import {
  ENGLISH_POLARITY,
  ENGLISH_POLARITY_NAMES,
  ENGLISH_POLARITY_SPEAKER,
  JAPANESE_POLARITY,
  JAPANESE_POLARITY_NAMES,
  JAPANESE_POLARITY_SPEAKER,
  type PolarityCase,
} from './polarity-cases.ts';
import { assertedReadings } from './read-printed.ts';

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
        const flipped = read.flatMap(assertedReadings).filter((printed) => denied.includes(printed));
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

describe('agents named together: the denial guard leaves their plain readings alone', () => {
  const roster = createRoster(ENGLISH_POLARITY_NAMES);
  const cases: readonly [string, readonly string[]][] = [
    ['Midori and Shizue are suspicious.', ['ESTIMATE Agent[03] WEREWOLF', 'ESTIMATE Agent[04] WEREWOLF']],
    ['Midori and Shizue are both suspicious.', ['ESTIMATE Agent[03] WEREWOLF', 'ESTIMATE Agent[04] WEREWOLF']],
    ['I suspect Midori and Shizue.', ['ESTIMATE Agent[03] WEREWOLF', 'ESTIMATE Agent[04] WEREWOLF']],
    ['Midori and Shizue are both human.', ['ESTIMATE Agent[03] VILLAGER', 'ESTIMATE Agent[04] VILLAGER']],
    [
      "Servas isn't the seer, and Midori and Shizue are suspicious.",
      ['ESTIMATE Agent[03] WEREWOLF', 'ESTIMATE Agent[04] WEREWOLF'],
    ],
    ['I believe Midori.', ['ESTIMATE Agent[03] VILLAGER']],
    ['I believe Midori is human.', ['ESTIMATE Agent[03] VILLAGER']],
    ["I don't believe Midori.", ['NOT (ESTIMATE Agent[03] VILLAGER)']],
  ];
  for (const [text, expected] of cases) {
    it(text, () => {
      const read = understand({ text, speaker: ENGLISH_POLARITY_SPEAKER, roster, lang: 'en' }).map(print);
      for (const reading of expected) expect(read).toContain(reading);
    });
  }
});

describe('disbelieving a clause about an agent is no distrust of the agent', () => {
  const roster = createRoster(ENGLISH_POLARITY_NAMES);
  // `I can't believe Midori would lie` trusts Midori; `I don't believe Midori is a wolf` clears her.
  for (const text of [
    "I can't believe Midori would lie.",
    "I don't believe Midori is a wolf.",
    "I don't believe Midori and Shizue are wolves.",
  ]) {
    it(text, () => {
      const read = understand({ text, speaker: ENGLISH_POLARITY_SPEAKER, roster, lang: 'en' }).map(print);
      expect(read).not.toContain('NOT (ESTIMATE Agent[03] VILLAGER)');
    });
  }
});
