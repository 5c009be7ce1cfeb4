import { describe, expect, it } from 'vitest';
import { type Reason, reasonsAgainst, speakableReasons } from '../../../../src/brain/rule/talk/evidence.ts';
import { NAMES } from './named-state.ts';
import { talkScenario } from './talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;

const kinds = (reasons: readonly Reason[]): string[] => reasons.map((reason) => reason.kind);

/**
 * Day 2 of 5: on day 1 Shizue claimed the seer and found Mizuki human; Ryuji and Yumi voted Mizuki, the
 * rest (us: `ourVote`) voted Yumi, executed.
 */
const dayTwo = (lang: 'ja' | 'en', ourVote: string) => {
  const [minato, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  return talkScenario(lang, { role: 'VILLAGER', day: 2 })
    .executed(yumi, 1)
    .claims(shizue, 'SEER', { target: mizuki, werewolf: false }, 1)
    .votes(1, { [minato]: ourVote, [shizue]: yumi, [ryuji]: mizuki, [mizuki]: yumi, [yumi]: mizuki });
};

for (const lang of LANGS) {
  const [, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  describe(`${lang}: a past vote on a player a seer claimer found human`, () => {
    it('voted-white: names the day, the voted player and the reporter (not of one who voted otherwise)', () => {
      const record = dayTwo(lang, yumi).record();
      expect(speakableReasons(record, ryuji)).toContainEqual({
        kind: 'voted-white',
        target: ryuji,
        day: 1,
        victim: mizuki,
        reporter: shizue,
      });
      expect(kinds(reasonsAgainst(record, mizuki))).not.toContain('voted-white');
      expect(kinds(reasonsAgainst(record, shizue))).not.toContain('voted-white');
    });

    it('never held against another when we cast the same vote ourselves', () => {
      const record = dayTwo(lang, mizuki).record();
      expect(kinds(speakableReasons(record, ryuji))).not.toContain('voted-white');
    });
  });
}
