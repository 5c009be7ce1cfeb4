import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { NAMES, ourTalkTurns } from './named-state.ts';
import { talkScenario } from './talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;

/**
 * Day 2 of 5: on day 1 we (Minato), Shizue and Yumi voted Ryuji, who was executed; Ryuji and Mizuki
 * voted Shizue, attacked that night. Mizuki voted with Ryuji, whom our vote went against (dead now).
 */
const dayTwo = (lang: 'ja' | 'en', ourVote: string) => {
  const [minato, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  return talkScenario(lang, { role: 'VILLAGER', day: 2 })
    .executed(ryuji, 1)
    .attacked(shizue, 2)
    .votes(1, { [minato]: ourVote, [shizue]: ryuji, [ryuji]: shizue, [mizuki]: shizue, [yumi]: ryuji })
    .state();
};

const talkTurns = async (lang: 'ja' | 'en', ourVote: string): Promise<string[]> => {
  const state = dayTwo(lang, ourVote);
  const brain = createRuleBrain({ seed: 'vote-block', lang });
  return (await ourTalkTurns(brain, state, 3)).lines;
};

for (const lang of LANGS) {
  const [, shizue, ryuji, , yumi] = NAMES[lang];
  const doubtWord = lang === 'ja' ? /疑う|怪しむ|疑っていた|疑った|怪しんでいた/u : /whom I (?:had )?doubt/u;
  // Ryuji is dead (executed on day 1): our doubt of him is said in the past, never as of a living suspect.
  const pastDoubt = lang === 'ja' ? /疑っていた|疑った|怪しんでいた/u : /whom I had doubted/u;
  const presentDoubt = lang === 'ja' ? /疑う|怪しむ/u : /whom I doubt\b/u;
  describe(`${lang}: a vote block with a player we doubt, said as the reason for the vote`, () => {
    it('the vote line names the day, the shared vote and the doubted partner (no soft "name a suspect")', async () => {
      const lines = await talkTurns(lang, ryuji);
      const first = lines[0]!;
      expect(first, lines.join(' / ')).toMatch(doubtWord);
      expect(first, lines.join(' / ')).toMatch(pastDoubt);
      expect(first, lines.join(' / ')).not.toMatch(presentDoubt);
      expect(first).toContain(ryuji);
      expect(first).toContain(shizue);
      expect(first).toContain(lang === 'ja' ? '昨日' : 'yesterday');
      expect(first).not.toMatch(lang === 'ja' ? /知りたい|教えて/u : /name a suspect|your read/u);
    });

    it('not when our words and votes went against none of their vote partners', async () => {
      const lines = await talkTurns(lang, yumi);
      for (const line of lines) expect(line).not.toMatch(doubtWord);
    });
  });
}
