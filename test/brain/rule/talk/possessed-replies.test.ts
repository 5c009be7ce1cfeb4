import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES } from './named-state.ts';
import { talkScenario } from './talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;

const SEER_CLAIM = { ja: 'こんにちは。私の役職は占い師です。', en: 'Hello. I am the seer.' };
const JOKE_WOLF = { ja: '私は人狼です。よろしく。', en: 'I am a werewolf. Nice to meet you.' };
const ASK_RESULT = {
  ja: (name: string) => `@${name} 占い結果を教えてください。`,
  en: (name: string) => `@${name} what was your divination result?`,
};
const OUT_POSSESSED = { ja: '私は狂人です。', en: 'I am the possessed.' };

for (const lang of LANGS) {
  const [minato, shizue, ryuji, , yumi] = NAMES[lang];
  /** Day 2 with us (Ryuji) the possessed: Minato executed on day 1, Shizue attacked that night. */
  const dayTwo = () =>
    talkScenario(lang, { role: 'POSSESSED', day: 2, self: ryuji }).executed(minato, 1).attacked(shizue, 1);
  describe(`${lang}: the possessed asked for its result`, () => {
    it('out as the seer (said under its name on day 0): answers the asker with a result, never comes out as possessed', async () => {
      const brain = createRuleBrain({ seed: 'possessed-asked-result', lang });
      await brain.talk(context(talkScenario(lang, { role: 'POSSESSED', day: 0 }).state()));
      // Day 0 under our name: a seer claim (another layer's or a replayed seat's line), and a player who
      // jokes that it is a werewolf at a full table (no decisive day: nothing to follow).
      const day = talkScenario(lang, { role: 'POSSESSED', day: 1 })
        .says(minato, SEER_CLAIM[lang], 0)
        .says(ryuji, JOKE_WOLF[lang], 0)
        .says(yumi, ASK_RESULT[lang](minato));
      const answer = await brain.talk(context(day.state()));
      expect(answer.text.startsWith(`@${yumi}`), answer.text).toBe(true);
      const read = day.readBack(answer.text);
      expect(read.filter((sentence) => sentence.startsWith('DIVINED ')).length, answer.text).toBe(1);
      expect(read).not.toContain('COMINGOUT Agent[01] POSSESSED');
      expect(brain.memory.claimedRole).toBe('SEER');
      expect(brain.memory.published).toHaveLength(1);
    });

    it('out as the possessed: answers the asker with who it is, restates no result', async () => {
      const brain = createRuleBrain({ seed: 'possessed-out-asked', lang });
      const day = dayTwo();
      const out = await brain.talk(context(day.state()));
      expect(day.readBack(out.text)).toContain('COMINGOUT Agent[03] POSSESSED');
      const asked = day.says(ryuji, out.text).says(yumi, ASK_RESULT[lang](ryuji)).state();
      const answer = await brain.talk(context(asked));
      expect(answer.text.startsWith(`@${yumi}`), answer.text).toBe(true);
      const read = day.readBack(answer.text);
      expect(read.filter((sentence) => sentence.startsWith('DIVINED '))).toEqual([]);
      // Who it is, said again: the possessed, never a seer.
      expect(read.filter((sentence) => sentence.startsWith('COMINGOUT Agent[03]'))).toEqual([
        'COMINGOUT Agent[03] POSSESSED',
      ]);
    });

    it('its own earlier claim as the possessed is kept when said under its name', async () => {
      const brain = createRuleBrain({ seed: 'possessed-out-said', lang });
      const day = dayTwo();
      await brain.talk(context(day.state()));
      const asked = day.says(ryuji, OUT_POSSESSED[lang]).says(yumi, ASK_RESULT[lang](ryuji)).state();
      const answer = await brain.talk(context(asked));
      const read = day.readBack(answer.text);
      expect(read.filter((sentence) => sentence.startsWith('DIVINED '))).toEqual([]);
      expect(
        read.filter((sentence) => sentence.startsWith('COMINGOUT Agent[03]') && !sentence.endsWith('POSSESSED')),
      ).toEqual([]);
    });
  });
}
