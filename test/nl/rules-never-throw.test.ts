import { describe, expect, it } from 'vitest';
import { understandDetailed } from '../../src/nl/understand.ts';
import { createRoster } from '../../src/protocol/index.ts';
import { loadCorpus } from './real-talk/training-corpus.ts';

/**
 * `understand` never throws: a rule that throws costs its readings of that sentence, and anything else that throws
 * empties the talk's reading — both reported by `understandDetailed`. So no rule may throw on real talk: every line
 * of the labelled corpus is read here and must report no error.
 */
describe('the rules on real talk', () => {
  const { train, test } = loadCorpus();
  for (const lang of ['ja', 'en'] as const) {
    it(`never throw on a line of the labelled corpus (${lang})`, () => {
      const failures: string[] = [];
      for (const example of [...train, ...test].filter((line) => line.lang === lang)) {
        const { errors } = understandDetailed({
          text: example.text,
          speaker: example.speaker,
          roster: createRoster(example.names),
          recentTalks: example.recentTalks,
          lang,
        });
        for (const error of errors) failures.push(`${example.source}: ${JSON.stringify(error)}`);
      }
      expect(failures).toEqual([]);
    });
  }
});
