import { describe, expect, it } from 'vitest';
import { fitTalk } from '../../src/game/index.ts';
import { createRenderer, understand } from '../../src/nl/index.ts';
import { loadPhrases } from '../../src/nl-io/index.ts';
import { createRoster, print, type Sentence } from '../../src/protocol/index.ts';
import { createRandom } from '../../src/random.ts';
import { ROUND_TRIP_NAMES, ROUND_TRIP_SENTENCES, recentTalksFor, SELF } from './round-trip-cases.ts';

// The length limits of the shipped server configs (server.md §11): JA 50 + 50, EN 125 + 125.
const LIMITS = {
  ja: { countInWord: false, countSpaces: false, baseLength: 50, mentionLength: 50 },
  en: { countInWord: false, countSpaces: false, baseLength: 125, mentionLength: 125 },
} as const;

/** A top-level AND says the same as its clauses one after the other. */
const flatten = (sentences: readonly Sentence[]): string[] =>
  sentences.flatMap((sentence) => (sentence.type === 'AND' ? sentence.clauses.map(print) : [print(sentence)]));

describe.each(['ja', 'en'] as const)('render then understand (%s)', (lang) => {
  const loaded = loadPhrases({ lang });
  if (!loaded.ok) throw loaded.error;
  const renderer = createRenderer({ templates: loaded.value, lang });
  const names = ROUND_TRIP_NAMES[lang];
  const roster = createRoster(names);
  const speaker = names[SELF - 1] ?? '';
  const recentTalks = recentTalksFor(names);

  it('has no template problems', () => {
    expect(renderer.problems).toEqual([]);
  });

  it.each(ROUND_TRIP_SENTENCES.map((sentence) => [print(sentence), sentence] as const))('%s', (_, sentence) => {
    // Enough seeds to say every variant of the kind at least once.
    for (let seed = 0; seed < 12; seed++) {
      const text = renderer.render({
        sentences: [sentence],
        roster,
        random: createRandom(`${seed}`),
        self: SELF,
        recentTalks,
      });
      const back = understand({ text, speaker, roster, lang, recentTalks });
      expect({ text, sentences: flatten(back) }).toEqual({ text, sentences: [print(sentence)] });
      const fitted = fitTalk({ text, limits: LIMITS[lang], speaker, agentNames: names });
      expect({ text, fitted: fitted.text }).toEqual({ text, fitted: text });
    }
  });

  it('says several sentences in one utterance and reads them all back', () => {
    const sentences = ROUND_TRIP_SENTENCES.filter((_, index) => index % 9 === 0).slice(0, 3);
    const text = renderer.render({ sentences, roster, random: createRandom('several'), self: SELF, recentTalks });
    expect(flatten(understand({ text, speaker, roster, lang, recentTalks }))).toEqual(sentences.map(print));
  });

  it('says Over and Skip as the server expects', () => {
    expect(renderer.render({ sentences: [{ type: 'OVER' }], roster, random: createRandom('x') })).toBe('Over');
    expect(renderer.render({ sentences: [{ type: 'SKIP' }], roster, random: createRandom('x') })).toBe('Skip');
    expect(renderer.render({ sentences: [], roster, random: createRandom('x') })).toBe('Over');
  });

  it('greets in the persona and the greeting claims nothing', () => {
    const text = renderer.greet({ roster, random: createRandom('greet'), self: SELF, persona: { name: speaker } });
    expect(text).toContain(speaker);
    expect(understand({ text, speaker, roster, lang })).toEqual([]);
  });
});
