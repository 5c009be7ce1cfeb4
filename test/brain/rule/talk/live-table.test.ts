import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES, namedState } from './named-state.ts';

const LANGS = ['ja', 'en'] as const;

const BLACK_ON_RYUJI = {
  ja: '私は占い師です。占いの結果、リュウジさんは人狼でした。',
  en: 'I am the seer. I divined Ryuji as a werewolf.',
};
const VOTE_RYUJI = { ja: 'リュウジさんに投票します。', en: 'I will vote for Ryuji.' };
const PRESS_MIZUKI = { ja: '@ミヅキ どうしてリュウジさんに投票するの？', en: '@Mizuki why do you vote for Ryuji?' };
const REBUTTAL = {
  ja: /筋違い|疑われたけど|疑っているけど|人狼じゃない|人狼ではない|人狼扱い/u,
  en: /suspects me|has it wrong|pointing at me|not a werewolf|calling me a wolf/u,
};

for (const lang of LANGS) {
  const [, shizue, , mizuki] = NAMES[lang];
  describe(`${lang}: the talk takes up the living table and its own words`, () => {
    it('never sides with a player it pressed with a question today', async () => {
      const talks = (pressed: boolean) =>
        namedState(lang, {
          role: 'VILLAGER',
          day: 1,
          talks: [
            ['Agent[02]', BLACK_ON_RYUJI[lang]],
            ...(pressed ? [['Agent[01]', PRESS_MIZUKI[lang]] as [string, string]] : []),
            ['Agent[04]', VOTE_RYUJI[lang]],
          ],
        });
      // Unpressed, Mizuki's vote is named beside ours (an agreement or "Mizuki is on Ryuji too")…
      const free = await createRuleBrain({ seed: 'side-with', lang }).talk(context(talks(false)));
      expect(free.text, free.text).toContain(mizuki);
      // …pressed with our own question, it is not: agreeing would be a turn with no reason.
      const pressed = await createRuleBrain({ seed: 'side-with', lang }).talk(context(talks(true)));
      expect(pressed.text, pressed.text).not.toContain(mizuki);
    });

    it('answers no dead player: an old black result from a player since executed is not rebutted', async () => {
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 3,
        dead: [
          { agent: 'Agent[02]', cause: 'executed', day: 1 },
          { agent: 'Agent[05]', cause: 'attacked', day: 1 },
        ],
        talks: [
          [
            'Agent[02]',
            lang === 'ja'
              ? '私は占い師です。占いの結果、ミナトさんは人狼でした。'
              : 'I am the seer. I divined Minato as a werewolf.',
            1,
          ],
        ],
      });
      const brain = createRuleBrain({ seed: 'dead-accuser', lang });
      const line = await brain.talk(context(state));
      expect(line.text, line.text).not.toMatch(REBUTTAL[lang]);
      expect(line.text, line.text).not.toContain(shizue);
    });
  });
}
