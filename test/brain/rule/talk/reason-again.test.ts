import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES, ourTalkTurns, withNamedTalks } from './named-state.ts';
import { talkScenario } from './talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;
const SEEDS = ['again-0', 'again-1', 'again-2', 'again-3'];

/** Our line saying that reason (in any of its words). */
const SAYS_BLACK = { ja: /黒/u, en: /black|as a werewolf|divined/u };
/** Our line pointing back to a reason given earlier today. */
const AS_SAID = {
  ja: /さっき言った通り|前に話した通り|根拠は変わって|さっき挙げた通り/u,
  en: /the one I gave|what I said before|since I said why|still stands/u,
};
/** Asked why we suspect Ryuji (the Japanese reader has no reading of a why-question: the protocol says it). */
const WHY = {
  ja: (_minato: string, _ryuji: string) => 'INQUIRE Agent[01] (ESTIMATE Agent[03] WEREWOLF)',
  en: (minato: string, ryuji: string) => `@${minato} why do you suspect ${ryuji}?`,
};

for (const lang of LANGS) {
  const [minato, shizue, ryuji, mizuki] = NAMES[lang];
  // Shizue's black result on Ryuji: the one reason on the record for our vote.
  const day1 = () =>
    talkScenario(lang, { role: 'VILLAGER', day: 1 }).claims(shizue, 'SEER', { target: ryuji, werewolf: true }).state();

  describe(`${lang}: a reason said today is not said again next turn in other words`, () => {
    it('the vote gives the reason once; the next lines point back to it ("as I said") or go without it', async () => {
      for (const seed of SEEDS) {
        const { lines } = await ourTalkTurns(createRuleBrain({ seed, lang }), day1(), 4);
        const all = lines.join(' | ');
        expect(lines[0], all).toContain(ryuji);
        expect(lines[0], all).toMatch(SAYS_BLACK[lang]);
        // The black result is said in one line of the day, not again in other words.
        expect(lines.filter((line) => SAYS_BLACK[lang].test(line)).length, all).toBe(1);
        // And the pointer back is said once a day at most, beside a move on Ryuji.
        const pointers = lines.filter((line) => AS_SAID[lang].test(line));
        expect(pointers.length, all).toBe(1);
        expect(pointers[0], all).toContain(ryuji);
      }
    });

    it('asked why after saying it, the answer is the reason itself', async () => {
      for (const seed of SEEDS) {
        const brain = createRuleBrain({ seed, lang });
        const { state } = await ourTalkTurns(brain, day1(), 1);
        const asked = withNamedTalks(state, [[mizuki, WHY[lang](minato, ryuji)]]);
        const answer = (await brain.talk(context(asked))).text;
        expect(answer, answer).toMatch(SAYS_BLACK[lang]);
        expect(answer, answer).toContain(shizue);
        expect(answer, answer).not.toMatch(AS_SAID[lang]);
      }
    });
  });
}
