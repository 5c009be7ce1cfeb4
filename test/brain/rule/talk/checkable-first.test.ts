import { describe, expect, it } from 'vitest';
import { type Reason, reasonsAgainst } from '../../../../src/brain/rule/talk/evidence.ts';
import { talkScenario } from './talk-scenario.ts';
import { NAMES } from './named-state.ts';

const LANGS = ['ja', 'en'] as const;

const kinds = (reasons: readonly Reason[]): string[] => reasons.map((reason) => reason.kind);

/** A line that names nobody, in each language. */
const CHAT = {
  ja: 'よろしくお願いします。皆さんの意見を聞きたいです。',
  en: 'Hello all, I want to hear what everyone thinks.',
} as const;

for (const lang of LANGS) {
  const [, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  describe(`${lang}: a rival claim on the record is said before a player's manner`, () => {
    it('late-claim before "named nobody today": the claim order is what the table can check', () => {
      const record = talkScenario(lang, { role: 'VILLAGER', day: 1 })
        .claims(shizue, 'SEER', { target: mizuki, werewolf: false })
        .claims(ryuji, 'SEER')
        .says(ryuji, CHAT[lang])
        .record();
      const against = kinds(reasonsAgainst(record, ryuji));
      // Both are true of the record; the checkable one leads.
      expect(against).toContain('no-names');
      expect(against[0]).toBe('late-claim');
    });

    it('counter-claim before "asked by name and named nobody since"', () => {
      const asks = lang === 'ja' ? `@${ryuji} 誰が怪しいと思いますか？` : `@${ryuji} who do you suspect?`;
      const record = talkScenario(lang, { role: 'VILLAGER', day: 1 })
        .claims(ryuji, 'SEER', undefined, 0)
        .claims(shizue, 'SEER', { target: mizuki, werewolf: false })
        .says(yumi, asks)
        .says(ryuji, CHAT[lang])
        .record();
      const against = kinds(reasonsAgainst(record, ryuji));
      expect(against).toContain('unanswered');
      expect(against[0]).toBe('counter-claim');
    });
  });
}
