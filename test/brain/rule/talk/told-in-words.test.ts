import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES, withNamedTalks } from './named-state.ts';
import { talkScenario } from './talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;

/** Our seat's own telling of last night's white on Mizuki, in words the reader leaves unread. */
const TOLD_WHITE = {
  ja: (mizuki: string) => `昨日の夜、${mizuki}さんをドッカン！って占ったらね、人間さんだったよ！えへっ！`,
  en: (mizuki: string) => `Last night my crystal-ball divination showed ${mizuki}'s soul glowing human, yay!`,
};

for (const lang of LANGS) {
  const [minato, , , mizuki, yumi] = NAMES[lang];
  describe(`${lang}: a result our seat told in its own words is not announced again`, () => {
    it('the seer told its white in words the reader leaves unread: no second coming-out, no white again', async () => {
      const brain = createRuleBrain({ seed: 'told-in-words', lang });
      const day = talkScenario(lang, { role: 'SEER', day: 1 }).divined(mizuki, false, 0);
      const said = withNamedTalks(day.state(), [
        [minato, TOLD_WHITE[lang](mizuki)],
        [yumi, 'Over'],
      ]);
      // The reader takes neither the claim nor the result from the line (else this test proves nothing).
      expect(day.readBack(TOLD_WHITE[lang](mizuki)).filter((sentence) => /COMINGOUT|DIVINED/u.test(sentence))).toEqual(
        [],
      );
      const next = await brain.talk(context(said));
      const read = day.readBack(next.text);
      expect(read.filter((sentence) => sentence.startsWith('COMINGOUT Agent[01] SEER'))).toEqual([]);
      expect(read.filter((sentence) => sentence.startsWith('DIVINED Agent[04]'))).toEqual([]);
    });

    it('without that line the seer comes out with its result (the report is not lost)', async () => {
      const brain = createRuleBrain({ seed: 'told-in-words', lang });
      const day = talkScenario(lang, { role: 'SEER', day: 1 }).divined(mizuki, false, 0);
      const said = withNamedTalks(day.state(), [
        [minato, lang === 'ja' ? `${mizuki}さんとは仲良くしたいな！` : `I'd like to get along with ${mizuki}!`],
        [yumi, 'Over'],
      ]);
      const read = day.readBack((await brain.talk(context(said))).text);
      expect(read).toContain('COMINGOUT Agent[01] SEER');
      expect(read).toContain('DIVINED Agent[04] HUMAN');
    });
  });
}
