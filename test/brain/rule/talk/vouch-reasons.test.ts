import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { NAMES, ourTalkTurns } from './named-state.ts';
import { talkScenario } from './talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;

/**
 * Day 2 of 5: on day 1 we (Minato), Shizue and Mizuki voted Ryuji, who was executed; Shizue was attacked.
 * Today Mizuki calls Ryuji a villager (`vouch`), or says nothing of him.
 */
const VOUCH = { ja: 'リュウジさんは村人だったと思います。', en: 'I think Ryuji is a villager.' } as const;

const talkTurns = async (lang: 'ja' | 'en', vouch: boolean): Promise<string[]> => {
  const [minato, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  const day = talkScenario(lang, { role: 'VILLAGER', day: 2 })
    .executed(ryuji, 1)
    .attacked(shizue, 2)
    .votes(1, { [minato]: ryuji, [shizue]: ryuji, [ryuji]: shizue, [mizuki]: ryuji, [yumi]: mizuki });
  if (vouch) day.says(mizuki, VOUCH[lang]);
  const brain = createRuleBrain({ seed: 'vouch', lang });
  return (await ourTalkTurns(brain, day.state(), 3)).lines;
};

for (const lang of LANGS) {
  const [, , ryuji, mizuki] = NAMES[lang];
  const vouchWords =
    lang === 'ja'
      ? /(?:疑う|疑っていた).+かばって|(?:怪しむ|怪しんでいた).+肩を持って/u
      : /(vouched|stood up) for .+ whom I (?:had )?doubt/u;
  // Ryuji is dead (executed on day 1): our doubt of him is said in the past.
  const pastDoubt = lang === 'ja' ? /疑っていた|怪しんでいた/u : /whom I had doubted/u;
  describe(`${lang}: vouching for a player we doubt, said as the reason for the vote`, () => {
    // Said only from a sure reading (src/brain/reading): a Japanese villager estimate of the one player a line names
    // is one; an English one is not (2025 labelled talk: 28 of 30 English villager estimates right as a vouch).
    if (lang === 'ja')
      it('a line names the voucher and the doubted one it vouched for', async () => {
        const lines = await talkTurns(lang, true);
        const said = lines.find((line) => vouchWords.test(line));
        expect(said, lines.join(' / ')).toBeDefined();
        expect(said).toContain(mizuki);
        expect(said).toContain(ryuji);
        expect(said).toMatch(pastDoubt);
      });
    else
      it('not from an English villager estimate, which is no sure reading', async () => {
        const lines = await talkTurns(lang, true);
        for (const line of lines) expect(line).not.toMatch(vouchWords);
      });

    it('not when nobody vouched', async () => {
      const lines = await talkTurns(lang, false);
      for (const line of lines) expect(line).not.toMatch(vouchWords);
    });
  });
}
