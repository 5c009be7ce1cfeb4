import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES } from './named-state.ts';
import { talkScenario } from './talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;
const SEEDS = ['retract-0', 'retract-1', 'retract-2', 'retract-3'];

/** Our words of day 2: both players still alive beside us called human. */
const VOUCH = {
  ja: (names: readonly string[]) => names.map((name) => `${name}さんは村人だと思う。`),
  en: (names: readonly string[]) => names.map((name) => `I think ${name} is a villager.`),
};
/** The words that take it back: we called it human, now we think it a werewolf. */
const RETRACT = {
  ja: /(白だと言った|信じていた)けど今は.*人狼/u,
  en: /(called \S+ human|trusted \S+) before but now .*werewolf/u,
};

for (const lang of LANGS) {
  const [minato, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  describe(`${lang}: a vote on one we called human says so in words`, () => {
    it('the possessed, with only players it vouched for left alive, takes its word back as it votes', async () => {
      for (const seed of SEEDS) {
        const brain = createRuleBrain({ seed, lang });
        const vouched = VOUCH[lang]([shizue, ryuji, mizuki]);
        const day = talkScenario(lang, { role: 'POSSESSED', day: 2 }).attacked(yumi, 2);
        for (const text of vouched) day.says(minato, text, 1);
        const state = day.state();
        const line = (await brain.talk(context(state))).text;
        expect(line, line).toMatch(RETRACT[lang]);
      }
    });
  });
}
