import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import type { GameState } from '../../../../src/game/state.ts';
import { context } from '../../support/build-state.ts';
import { NAMES, namedState } from './named-state.ts';

const LANGS = ['ja', 'en'] as const;

/** The state with room for a long line (a 13-player table's limit), so a full list is never cut for length. */
const roomy = (state: GameState): GameState => {
  const talk = state.settings!.talk;
  const maxLength = { ...talk.maxLength, baseLength: 125, mentionLength: 125 };
  return { ...state, settings: { ...state.settings!, talk: { ...talk, maxLength } } };
};

for (const lang of LANGS) {
  const [, shizue, ryuji, mizuki] = NAMES[lang];
  describe(`${lang}: a list of claimers is the whole list`, () => {
    it('asked about one of three seer claimers: all three named, never "the two"', async () => {
      const state = roomy(
        namedState(lang, {
          role: 'VILLAGER',
          day: 1,
          talks: [
            ['Agent[02]', 'COMINGOUT Agent[02] SEER'],
            ['Agent[03]', 'COMINGOUT Agent[03] SEER'],
            ['Agent[04]', 'COMINGOUT Agent[04] SEER'],
            [
              'Agent[05]',
              lang === 'ja' ? '@ミナト シズエさんのことはどう思う？' : '@Minato what do you think of Shizue?',
            ],
          ],
        }),
      );
      let listed = 0;
      for (const seed of ['list-a', 'list-b', 'list-c', 'list-d']) {
        const said = (await createRuleBrain({ seed, lang }).talk(context(state))).text;
        expect(said, said).not.toMatch(lang === 'ja' ? /二人/u : /\b(?:both|two)\b/iu);
        if (said.includes(ryuji) || said.includes(mizuki)) {
          listed++;
          for (const claimer of [shizue, ryuji, mizuki]) expect(said, said).toContain(claimer);
        }
      }
      expect(listed).toBeGreaterThan(0);
    });
  });
}
