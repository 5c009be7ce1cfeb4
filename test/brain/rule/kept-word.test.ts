import { describe, expect, it } from 'vitest';
import { keptWord } from '../../../src/brain/rule/kept-word.ts';
import { reasonRank, speakableReasons } from '../../../src/brain/rule/talk/evidence.ts';
import { NAMES } from './talk/named-state.ts';
import { talkScenario } from './talk/talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;

const LINES = {
  ja: {
    voteYumi: '私はユミさんに投票します。',
    voteMizuki: '私はミヅキさんに投票します。',
    aside: 'みんなの意見を聞きたいです。',
  },
  en: {
    voteYumi: 'I will vote for Yumi.',
    voteMizuki: 'I will vote for Mizuki.',
    aside: 'I want to hear what everyone thinks.',
  },
} as const;

for (const lang of LANGS) {
  const [minato, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  const lines = LINES[lang];
  // Day 2: Mizuki said only Over all of day 1 (a thin reason: silence); our word is on Yumi.
  const day2 = () =>
    talkScenario(lang, { role: 'VILLAGER', day: 2 })
      .says(shizue, lines.aside, 1)
      .says(mizuki, 'Over', 1)
      .says(ryuji, lines.aside, 1)
      .says(yumi, lines.aside, 1)
      .says(minato, lines.aside, 1);

  describe(`${lang}: the vote we named stands against a new choice`, () => {
    it('our word of today stands against a choice with only a thin reason (a silence)', () => {
      const record = day2().says(minato, lines.voteYumi).record();
      const reasons = speakableReasons(record, mizuki);
      // Mizuki has reasons we could say, but none anyone can check against what was done.
      expect(reasons.length).toBeGreaterThan(0);
      expect(Math.min(...reasons.map(reasonRank))).toBeGreaterThanOrEqual(
        reasonRank({ kind: 'voted-me', target: '', day: 0 }),
      );
      expect(keptWord(record, undefined, mizuki)).toBe(yumi);
      // The same when the word is in our memory rather than the record (an answer of ours).
      expect(keptWord(day2().record(), yumi, mizuki)).toBe(yumi);
    });

    it('our word of today gives way to a checkable reason: a black result on the new choice', () => {
      const record = day2()
        .says(minato, lines.voteYumi)
        .claims(ryuji, 'SEER', { target: mizuki, werewolf: true })
        .record();
      expect(keptWord(record, undefined, mizuki)).toBe(mizuki);
    });

    it('our word of today gives way to the votes the table said today on the new choice', () => {
      // A village that kept its first word against the gathering vote split its votes (self-play, 9 players).
      const record = day2()
        .says(minato, lines.voteYumi)
        .says(shizue, lines.voteMizuki)
        .says(ryuji, lines.voteMizuki)
        .record();
      expect(keptWord(record, undefined, mizuki)).toBe(mizuki);
    });

    it('our word of today gives way once a result finds its player human', () => {
      const record = day2()
        .says(minato, lines.voteYumi)
        .claims(ryuji, 'SEER', { target: yumi, werewolf: false })
        .record();
      expect(keptWord(record, undefined, mizuki)).toBe(mizuki);
    });

    it('a word of an earlier day gives way to any reason: a new day brought votes and deaths', () => {
      const record = day2().says(minato, lines.voteYumi, 1).record();
      expect(keptWord(record, undefined, mizuki)).toBe(mizuki);
    });
  });
}
