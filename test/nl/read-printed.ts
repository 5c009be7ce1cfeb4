import { describe, expect, it } from 'vitest';
import { type UnderstandOptions, understand } from '../../src/nl/index.ts';
import { createRoster, print, type Sentence } from '../../src/protocol/index.ts';

/** What the rules read, printed, with a top-level AND split into its clauses (as the form tests list them). */
export const readPrinted = (options: UnderstandOptions): string[] =>
  understand(options).flatMap((sentence: Sentence) =>
    sentence.type === 'AND' ? sentence.clauses.map(print) : [print(sentence)],
  );

/**
 * The readings a sentence asserts: every sub-sentence not under a NOT (inside AND, OR, XOR, BECAUSE, DAY),
 * and a REQUEST or INQUIRE unless what it asks is a NOT. A polarity error is a denied reading found here.
 */
export const assertedReadings = (sentence: Sentence): string[] => {
  switch (sentence.type) {
    case 'NOT':
      return [];
    case 'AND':
    case 'OR':
    case 'XOR':
    case 'BECAUSE':
      return sentence.clauses.flatMap(assertedReadings);
    case 'DAY':
      return assertedReadings(sentence.clause);
    case 'REQUEST':
    case 'INQUIRE':
      return sentence.clause.type === 'NOT' ? [] : [print(sentence)];
    default:
      return [print(sentence)];
  }
};

const ENGLISH_TEST_ROSTER = createRoster(['Servas', 'Asuka', 'Midori', 'Shizue', 'Victoria']);
/**
 * How the English form tests read a sentence: said by Asuka (Agent[02]) to Servas, Midori, Shizue and
 * Victoria, with Servas's talk 7 of day 2 just before (for a bare `Agreed`).
 */
export const readEnglishAsAsuka = (text: string): string[] =>
  readPrinted({
    text,
    speaker: 'Asuka',
    roster: ENGLISH_TEST_ROSTER,
    lang: 'en',
    recentTalks: [{ day: 2, idx: 7, speaker: 'Servas' }],
  });

/** One `describe` per form, one test per sentence: it must read exactly the listed sentences, in order. */
export const describeForms = (
  title: string,
  forms: Readonly<Record<string, readonly (readonly [string, readonly string[]])[]>>,
  read: (text: string) => string[],
): void => {
  describe(title, () => {
    for (const [form, cases] of Object.entries(forms)) {
      describe(form, () => {
        for (const [text, expected] of cases) {
          it(text, () => {
            expect(read(text)).toEqual(expected);
          });
        }
      });
    }
  });
};
