import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES, withNamedTalks } from './named-state.ts';
import { talkScenario } from './talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;
const SEEDS = ['trust-0', 'trust-1', 'trust-2', 'trust-3'];

const BLACK = {
  ja: (target: string) => `私が本物の占い師です。占いの結果、${target}さんは人狼でした。`,
  en: (target: string) => `I am the real seer. I divined ${target} as a werewolf.`,
};
const ACCUSE = {
  ja: (target: string) => `${target}さんが人狼だと思う。`,
  en: (target: string) => `I think ${target} is a werewolf.`,
};
/** Asked why we trust Mizuki (Agent[04]), in the protocol (the Japanese reader has no reading of a why-question). */
const WHY_TRUST = 'INQUIRE Agent[01] (ESTIMATE Agent[04] VILLAGER)';
/** A line citing a white result on Mizuki / a black one. */
const WHITE_ON = { ja: /白/u, en: /white|as human/u };
const BLACK_ON = { ja: /黒/u, en: /black|as a werewolf/u };
/** A line citing a white result on `target` ("no firm read on Mizuki" 「白とも黒とも言えない」 is no citation). */
const CITES_WHITE = {
  ja: (target: string) => new RegExp(`${target}さん(は|を)白|${target}さんに白`, 'u'),
  en: (target: string) => new RegExp(`white result on ${target}|${target} as human`, 'u'),
};
/** A line calling Shizue's seer claim fake. */
const FAKE = { ja: /偽物/u, en: /fake/u };

for (const lang of LANGS) {
  const [minato, shizue, ryuji, mizuki, yumi] = NAMES[lang];

  describe(`${lang}: asked why we trust a player`, () => {
    it('answers with what speaks for it (a white result), not what speaks against it (a black one)', async () => {
      for (const seed of SEEDS) {
        const brain = createRuleBrain({ seed, lang });
        const state = talkScenario(lang, { role: 'VILLAGER', day: 1 })
          .claims(shizue, 'SEER', { target: mizuki, werewolf: false })
          .says(yumi, BLACK[lang](mizuki))
          .says(mizuki, ACCUSE[lang](minato))
          .state();
        await brain.talk(context(state));
        const answer = (await brain.talk(context(withNamedTalks(state, [[ryuji, WHY_TRUST]])))).text;
        expect(answer, answer).toContain(mizuki);
        expect(answer, answer).toContain(shizue);
        expect(answer, answer).toMatch(WHITE_ON[lang]);
        expect(answer, answer).not.toMatch(BLACK_ON[lang]);
        expect(answer, answer).not.toContain(yumi);
      }
    });

    it('never cites the white of a claimer the same line calls fake', async () => {
      // We are the possessed, out as the seer against Shizue, who found Mizuki human.
      for (const seed of SEEDS) {
        const brain = createRuleBrain({ seed, lang });
        let state = talkScenario(lang, { role: 'POSSESSED', day: 1 })
          .says(shizue, ACCUSE[lang](minato))
          .claims(shizue, 'SEER', { target: mizuki, werewolf: false })
          .state();
        const first = (await brain.talk(context(state))).text;
        state = withNamedTalks(state, [[minato, first]]);
        const answer = (await brain.talk(context(withNamedTalks(state, [[ryuji, WHY_TRUST]])))).text;
        expect(answer, answer).toMatch(FAKE[lang]);
        expect(answer, answer).not.toMatch(CITES_WHITE[lang](mizuki));
      }
    });
  });
}
