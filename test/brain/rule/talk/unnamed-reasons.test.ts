import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { type Reason, reasonsAgainst } from '../../../../src/brain/rule/talk/evidence.ts';
import { context } from '../../support/build-state.ts';
import { NAMES } from './named-state.ts';
import { talkScenario } from './talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;

const kinds = (reasons: readonly Reason[]): string[] => reasons.map((reason) => reason.kind);

/** Lines of a first day in each language; `{x}` is a player's name. */
const LINES = {
  greeting: { ja: 'よろしくお願いします。', en: 'Hello everyone. Nice to meet you.' },
  calm: { ja: '今日は落ち着いて話し合いましょう。', en: 'Let us all stay calm today.' },
  ask: { ja: '@{x} 誰を疑っていますか？', en: '@{x} who do you suspect?' },
  suspect: { ja: '{x}が怪しいと思います。', en: 'I suspect {x}.' },
  remark: { ja: '@{x} その投票は筋が通らない。', en: '@{x} your vote makes no sense.' },
  tableAsk: {
    ja: 'みんな、誰を疑っているか教えて。何もなければ今日は@{x}に投票する。',
    en: 'Everyone give one suspect now. If nothing new I will vote @{x}.',
  },
} as const;

const line = (lang: 'ja' | 'en', key: keyof typeof LINES, name = ''): string => LINES[key][lang].replace('{x}', name);

for (const lang of LANGS) {
  const [minato, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  const day = (day: number) => talkScenario(lang, { role: 'VILLAGER', day });
  describe(`${lang}: reasons from players who name nobody, each true of the record`, () => {
    it('no-names-yet: talked since day 0 and never named another player (not one who named someone, nor one who only said Over)', () => {
      const record = day(1)
        .says(ryuji, line(lang, 'greeting'), 0)
        .says(mizuki, line(lang, 'greeting'), 0)
        .says(yumi, 'Over', 0)
        .says(ryuji, line(lang, 'calm'))
        .says(mizuki, line(lang, 'suspect', yumi))
        .record();
      expect(reasonsAgainst(record, ryuji)).toContainEqual({ kind: 'no-names-yet', target: ryuji });
      // It says more than "named nobody today": the two are never both given.
      expect(kinds(reasonsAgainst(record, ryuji))).not.toContain('no-names');
      expect(kinds(reasonsAgainst(record, mizuki))).not.toContain('no-names-yet');
      expect(kinds(reasonsAgainst(record, yumi))).not.toContain('no-names-yet');
      // Day 0 itself: nothing has gone by yet.
      const day0 = day(0).says(ryuji, line(lang, 'greeting'), 0);
      expect(kinds(reasonsAgainst(day0.record(), ryuji))).not.toContain('no-names-yet');
      // Day 1 before it spoke: greetings name nobody by their nature, so only day 0 said is no case.
      const unheard = day(1)
        .says(ryuji, line(lang, 'greeting'), 0)
        .says(mizuki, line(lang, 'suspect', yumi));
      expect(kinds(reasonsAgainst(unheard.record(), ryuji))).not.toContain('no-names-yet');
    });

    it('unanswered: asked by name, had a turn since and named nobody (not one who named a suspect, nor one with no turn yet)', () => {
      const record = day(1)
        .says(shizue, line(lang, 'ask', ryuji))
        .says(shizue, line(lang, 'ask', mizuki))
        .says(shizue, line(lang, 'ask', yumi))
        .says(ryuji, line(lang, 'calm'))
        .says(mizuki, line(lang, 'suspect', minato))
        .record();
      expect(reasonsAgainst(record, ryuji)).toContainEqual({
        kind: 'unanswered',
        target: ryuji,
        asker: shizue,
        day: 1,
      });
      expect(kinds(reasonsAgainst(record, mizuki))).not.toContain('unanswered');
      expect(kinds(reasonsAgainst(record, yumi))).not.toContain('unanswered');
      // Addressed with a remark that asks nothing: no question was put.
      const remarked = day(1)
        .says(shizue, line(lang, 'remark', ryuji))
        .says(ryuji, line(lang, 'calm'));
      expect(kinds(reasonsAgainst(remarked.record(), ryuji))).not.toContain('unanswered');
      // Named by `@` in a talk that asks the table, not it: the question it answered before is the one put.
      const tableAsked = day(1)
        .says(shizue, line(lang, 'ask', ryuji))
        .says(ryuji, line(lang, 'suspect', yumi))
        .says(shizue, line(lang, 'tableAsk', ryuji))
        .says(ryuji, line(lang, 'calm'));
      expect(kinds(reasonsAgainst(tableAsked.record(), ryuji))).not.toContain('unanswered');
      // Asked on day 0, only Over since: still unanswered the next day.
      const overnight = day(1)
        .says(shizue, line(lang, 'ask', ryuji), 0)
        .says(ryuji, 'Over', 0);
      expect(reasonsAgainst(overnight.record(), ryuji)).toContainEqual({
        kind: 'unanswered',
        target: ryuji,
        asker: shizue,
        day: 0,
      });
    });

    it('a villager voting a player who never named anyone says so, naming the player and the asker', async () => {
      const brain = createRuleBrain({ seed: 'unnamed-reasons-talk', lang });
      const state = day(1)
        .says(shizue, line(lang, 'greeting'), 0)
        .says(ryuji, line(lang, 'greeting'), 0)
        .says(mizuki, line(lang, 'greeting'), 0)
        .says(yumi, line(lang, 'greeting'), 0)
        .says(shizue, line(lang, 'ask', ryuji))
        .says(ryuji, line(lang, 'calm'))
        .says(mizuki, line(lang, 'suspect', shizue))
        .says(yumi, line(lang, 'suspect', shizue))
        .state();
      expect((await brain.vote(context(state))).target).toBe(ryuji);
      const talk = await brain.talk(context(state));
      expect(talk.text).toContain(ryuji);
      expect(talk.text).toContain(shizue);
      expect(talk.text).toMatch(lang === 'ja' ? /問われ|質問した/u : /asked|question/u);
    });
  });
}
