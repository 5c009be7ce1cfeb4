import { describe, expect, it } from 'vitest';
import { NAMES } from './named-state.ts';
import { talkScenario } from './talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;

// The builder behind the talk tests: its claim words must read as the claim and result they stand for, and
// the day it builds must put each fact on the seat named, or every test built on it checks something else.
for (const lang of LANGS) {
  const [minato, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  describe(`${lang}: the talk-test scenario builder`, () => {
    it('says a claim with its result in words the table reads as that claim and result', () => {
      const record = talkScenario(lang, { role: 'VILLAGER', day: 1 })
        .claims(shizue, 'SEER', { target: ryuji, werewolf: true })
        .claims(mizuki, 'MEDIUM', { target: yumi, werewolf: false })
        .record();
      const read = record.talkSentences.map((sentences) => sentences.map((sentence) => sentence.type));
      expect(read[0]).toEqual(expect.arrayContaining(['COMINGOUT', 'DIVINED']));
      expect(read[1]).toEqual(expect.arrayContaining(['COMINGOUT', 'IDENTIFIED']));
      expect(record.beliefs.claims).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ agent: shizue, role: 'SEER' }),
          expect.objectContaining({ agent: mizuki, role: 'MEDIUM' }),
        ]),
      );
    });

    it('puts the dead, the votes, the lines and our own results on the seats named', () => {
      const state = talkScenario(lang, { role: 'SEER', day: 2, self: ryuji })
        .executed(yumi, 1)
        .attacked(shizue, 2)
        .votes(1, { [minato]: yumi, [ryuji]: yumi, [yumi]: minato })
        .says(mizuki, 'Over', 1)
        .says(minato, 'Over')
        .divined(mizuki, false, 0)
        .identified(yumi, true, 1)
        .state();
      expect(state.self).toBe(ryuji);
      expect(state.knownRoles[ryuji]).toBe('SEER');
      expect(state.status[yumi]).toBe('DEAD');
      expect(state.status[shizue]).toBe('DEAD');
      expect(state.status[mizuki]).toBe('ALIVE');
      expect(state.executed).toEqual([{ agent: yumi, day: 1 }]);
      expect(state.attacked).toEqual([{ agent: shizue, day: 2 }]);
      expect(state.votes).toContainEqual({ day: 1, agent: yumi, target: minato });
      expect(state.talks.map((talk) => [talk.agent, talk.day])).toEqual([
        [mizuki, 1],
        [minato, 2],
      ]);
      expect(state.divineResults).toEqual([{ day: 0, agent: ryuji, target: mizuki, result: 'HUMAN' }]);
      expect(state.mediumResults).toEqual([{ day: 1, agent: ryuji, target: yumi, result: 'WEREWOLF' }]);
    });

    it('knows our werewolf teammates', () => {
      const state = talkScenario(lang, { role: 'WEREWOLF', day: 1 }).teammates(yumi).state();
      expect(state.teammates).toEqual([yumi]);
      expect(state.knownRoles).toEqual({ [minato]: 'WEREWOLF', [yumi]: 'WEREWOLF' });
    });

    it('refuses a name that is not at the table', () => {
      expect(() => talkScenario(lang, { role: 'VILLAGER', day: 1 }).says('Nobody', 'Over')).toThrow(/Nobody/u);
    });
  });
}
