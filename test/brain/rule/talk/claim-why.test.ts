import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { print } from '../../../../src/protocol/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES } from './named-state.ts';
import { talkScenario } from './talk-scenario.ts';

const VOTE_ME = {
  ja: (voter: string) => `${voter}です。ミナトさんに投票します。`,
  en: (voter: string) => `This is ${voter}. I will vote for Minato.`,
} as const;

for (const lang of ['ja', 'en'] as const) {
  describe(`${lang}: a bodyguard or medium out with no result says why now`, () => {
    it('names the living who said they vote it (a fact any player can check), and the claim still reads back', async () => {
      for (const role of ['BODYGUARD', 'MEDIUM'] as const) {
        const [, shizue, ryuji] = NAMES[lang];
        const day = talkScenario(lang, { role, day: 1 })
          .says(shizue, VOTE_ME[lang](shizue))
          .says(ryuji, VOTE_ME[lang](ryuji));
        const brain = createRuleBrain({ seed: `claim-why/${role}`, lang });
        const said = await brain.talk(context(day.state()));
        expect(said.intents.map(print), said.text).toContain(`COMINGOUT Agent[01] ${role}`);
        expect(said.text, said.text).toContain(shizue);
        expect(said.text, said.text).toContain(ryuji);
        expect(day.readBack(said.text), said.text).toContain(`COMINGOUT Agent[01] ${role}`);
      }
    });
  });
}
