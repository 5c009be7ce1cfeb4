import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES, namedState } from './named-state.ts';

const LANGS = ['ja', 'en'] as const;
const SEEDS = ['newest-asker-0', 'newest-asker-1', 'newest-asker-2', 'newest-asker-3'];

/** Day 1: Shizue asks us whom we suspect, then Yumi asks us for a result; we have said nothing yet. */
const TWO_ASKS = {
  ja: [
    ['Agent[02]', '@ミナト 誰が怪しいと思いますか？'],
    ['Agent[03]', 'Over'],
    ['Agent[05]', '@ミナト 占い結果を教えてください。'],
  ],
  en: [
    ['Agent[02]', '@Minato who do you suspect?'],
    ['Agent[03]', 'Over'],
    ['Agent[05]', '@Minato what was your divination result?'],
  ],
} as const;

for (const lang of LANGS) {
  const [, , , , yumi] = NAMES[lang];
  describe(`${lang}: of two questions put to us, the newest is answered first`, () => {
    it('the one who just asked is the one our line answers', async () => {
      const state = namedState(lang, { role: 'VILLAGER', day: 1, talks: [...TWO_ASKS[lang]] });
      for (const seed of SEEDS) {
        const line = (await createRuleBrain({ seed, lang }).talk(context(state))).text;
        expect(line.startsWith(`@${yumi} `), line).toBe(true);
      }
    });
  });
}
