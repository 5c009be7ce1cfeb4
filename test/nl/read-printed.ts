import { describe, expect, it } from 'vitest';
import { type UnderstandOptions, understand } from '../../src/nl/index.ts';
import { print, type Sentence } from '../../src/protocol/index.ts';

/** What the rules read, printed, with a top-level AND split into its clauses (as the form tests list them). */
export const readPrinted = (options: UnderstandOptions): string[] =>
  understand(options).flatMap((sentence: Sentence) =>
    sentence.type === 'AND' ? sentence.clauses.map(print) : [print(sentence)],
  );

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
