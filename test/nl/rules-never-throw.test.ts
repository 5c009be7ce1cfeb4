import { describe, expect, it } from 'vitest';
import { understandUnsafe } from '../../src/nl/understand.ts';
import { createRoster } from '../../src/protocol/index.ts';
import { loadCorpus } from './real-talk/training-corpus.ts';

/**
 * `understand` never throws: a rule that throws on a talk empties that talk's whole reading, silently. So no rule
 * may throw on real talk: every line of the labelled corpus is read here without the safety net.
 */
describe('the rules on real talk', () => {
  const { train, test } = loadCorpus();
  for (const lang of ['ja', 'en'] as const) {
    it(`never throw on a line of the labelled corpus (${lang})`, () => {
      const failures: string[] = [];
      for (const example of [...train, ...test].filter((line) => line.lang === lang)) {
        try {
          understandUnsafe(
            {
              text: example.text,
              speaker: example.speaker,
              roster: createRoster(example.names),
              recentTalks: example.recentTalks,
            },
            lang,
          );
        } catch (error) {
          failures.push(`${example.source}: ${String(error)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
