import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES } from './named-state.ts';
import { talkScenario } from './talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;

for (const lang of LANGS) {
  const [minato, shizue, , , yumi] = NAMES[lang];
  describe(`${lang}: a dead player is never talked of as a live choice`, () => {
    it('our suspicion of the executed said today is no "X bothers me too but I vote Y"', async () => {
      // Day 2, Yumi executed on day 1; our own line today called Yumi a werewolf (a word about the past).
      const state = talkScenario(lang, { role: 'VILLAGER', day: 2 })
        .executed(yumi, 1)
        .says(minato, 'ESTIMATE Agent[05] WEREWOLF')
        .says(shizue, 'Over')
        .state();
      for (const seed of ['dead-0', 'dead-1', 'dead-2']) {
        const said = await createRuleBrain({ seed, lang }).talk(context(state));
        expect(said.text, said.text).not.toContain(yumi);
      }
    });
  });
}
