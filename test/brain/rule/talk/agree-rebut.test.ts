import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES } from './named-state.ts';
import { talkScenario } from './talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;

const VOTE_RYUJI = {
  ja: 'シズエさんの黒判定を信じてリュウジさんに投票します。',
  en: 'I will vote for Ryuji because Shizue found him black.',
};
const ACCUSES_US = { ja: 'ミナトさんは人狼だと思います。', en: 'I think Minato is a werewolf.' };
const REBUTTAL = {
  ja: /筋違い|疑われたけど|疑っているけど|人狼じゃない|人狼ではない|人狼扱い/u,
  en: /suspects me|has it wrong|pointing at me|not a werewolf|calling me a wolf|is wrong/u,
};
const SIDING = {
  ja: /ミヅキさん(?:の言う通り|と同じ|の意見)/u,
  en: /Mizuki (?:is right|is correct|has a point|named)|with Mizuki|view of Mizuki/u,
};

for (const lang of LANGS) {
  const [minato, shizue, ryuji, mizuki] = NAMES[lang];
  describe(`${lang}: one line never both sides with and rebuts the same player`, () => {
    it('agreeing with Mizuki on Ryuji, it does not rebut her suspicion of us in the same line', async () => {
      for (const seed of ['coherence-0', 'coherence-1', 'coherence-2', 'coherence-3']) {
        const brain = createRuleBrain({ seed, lang });
        const day = talkScenario(lang, { role: 'VILLAGER', day: 1 })
          .claims(shizue, 'SEER', { target: ryuji, werewolf: true })
          .says(mizuki, VOTE_RYUJI[lang]);
        const lines: string[] = [];
        for (let turn = 0; turn < 4; turn++) {
          // Mizuki turns on us after our first line, while still voting the one we vote.
          if (turn === 1) day.says(mizuki, ACCUSES_US[lang]);
          const line = (await brain.talk(context(day.state()))).text;
          lines.push(line);
          day.says(minato, line);
        }
        for (const line of lines) {
          const both = SIDING[lang].test(line) && REBUTTAL[lang].test(line);
          expect(both, `${line}\n(all: ${lines.join(' | ')})`).toBe(false);
        }
        // The rebuttal is still said, on a line of its own, and so is the agreement.
        expect(
          lines.some((line) => REBUTTAL[lang].test(line)),
          lines.join(' | '),
        ).toBe(true);
        expect(
          lines.some((line) => line.includes(mizuki) && SIDING[lang].test(line)),
          lines.join(' | '),
        ).toBe(true);
      }
    });
  });
}
