import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { type GameRecord, type Reason, reasonsAgainst } from '../../../../src/brain/rule/talk/evidence.ts';
import type { GameState } from '../../../../src/game/state.ts';
import { understand } from '../../../../src/nl/index.ts';
import { createRoster } from '../../../../src/protocol/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES, namedState } from './named-state.ts';

const LANGS = ['ja', 'en'] as const;

/** The record a reason reads, with every talk read from its words as the table reads it. */
const recordOf = (lang: 'ja' | 'en', state: GameState): GameRecord => {
  const roster = createRoster(state.agents);
  return {
    state,
    beliefs: createRuleBrain({ seed: 'unnamed-reasons', lang }).beliefsOf(state),
    roster,
    talkSentences: state.talks.map((talk) => understand({ text: talk.text, speaker: talk.agent, roster, lang })),
  };
};

const kinds = (reasons: readonly Reason[]): string[] => reasons.map((reason) => reason.kind);

/** Lines of a first day in each language; `{x}` is a player's name. */
const LINES = {
  greeting: { ja: 'よろしくお願いします。', en: 'Hello everyone. Nice to meet you.' },
  calm: { ja: '今日は落ち着いて話し合いましょう。', en: 'Let us all stay calm today.' },
  ask: { ja: '@{x} 誰を疑っていますか？', en: '@{x} who do you suspect?' },
  suspect: { ja: '{x}が怪しいと思います。', en: 'I suspect {x}.' },
  remark: { ja: '@{x} その投票は筋が通らない。', en: '@{x} your vote makes no sense.' },
} as const;

const line = (lang: 'ja' | 'en', key: keyof typeof LINES, name = ''): string => LINES[key][lang].replace('{x}', name);

for (const lang of LANGS) {
  const [minato, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  describe(`${lang}: reasons from players who name nobody, each true of the record`, () => {
    it('no-names-yet: talked since day 0 and never named another player (not one who named someone, nor one who only said Over)', () => {
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[03]', line(lang, 'greeting'), 0],
          ['Agent[04]', line(lang, 'greeting'), 0],
          ['Agent[05]', 'Over', 0],
          ['Agent[03]', line(lang, 'calm')],
          ['Agent[04]', line(lang, 'suspect', yumi)],
        ],
      });
      const record = recordOf(lang, state);
      expect(reasonsAgainst(record, ryuji)).toContainEqual({ kind: 'no-names-yet', target: ryuji });
      // It says more than "named nobody today": the two are never both given.
      expect(kinds(reasonsAgainst(record, ryuji))).not.toContain('no-names');
      expect(kinds(reasonsAgainst(record, mizuki))).not.toContain('no-names-yet');
      expect(kinds(reasonsAgainst(record, yumi))).not.toContain('no-names-yet');
      // Day 0 itself: nothing has gone by yet.
      const day0 = namedState(lang, { role: 'VILLAGER', day: 0, talks: [['Agent[03]', line(lang, 'greeting'), 0]] });
      expect(kinds(reasonsAgainst(recordOf(lang, day0), ryuji))).not.toContain('no-names-yet');
      // Day 1 before it spoke: greetings name nobody by their nature, so only day 0 said is no case.
      const unheard = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[03]', line(lang, 'greeting'), 0],
          ['Agent[04]', line(lang, 'suspect', yumi)],
        ],
      });
      expect(kinds(reasonsAgainst(recordOf(lang, unheard), ryuji))).not.toContain('no-names-yet');
    });

    it('unanswered: asked by name, had a turn since and named nobody (not one who named a suspect, nor one with no turn yet)', () => {
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', line(lang, 'ask', ryuji)],
          ['Agent[02]', line(lang, 'ask', mizuki)],
          ['Agent[02]', line(lang, 'ask', yumi)],
          ['Agent[03]', line(lang, 'calm')],
          ['Agent[04]', line(lang, 'suspect', minato)],
        ],
      });
      const record = recordOf(lang, state);
      expect(reasonsAgainst(record, ryuji)).toContainEqual({
        kind: 'unanswered',
        target: ryuji,
        asker: shizue,
        day: 1,
      });
      expect(kinds(reasonsAgainst(record, mizuki))).not.toContain('unanswered');
      expect(kinds(reasonsAgainst(record, yumi))).not.toContain('unanswered');
      // Addressed with a remark that asks nothing: no question was put.
      const remarked = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', line(lang, 'remark', ryuji)],
          ['Agent[03]', line(lang, 'calm')],
        ],
      });
      expect(kinds(reasonsAgainst(recordOf(lang, remarked), ryuji))).not.toContain('unanswered');
      // Asked on day 0, only Over since: still unanswered the next day.
      const overnight = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', line(lang, 'ask', ryuji), 0],
          ['Agent[03]', 'Over', 0],
        ],
      });
      expect(reasonsAgainst(recordOf(lang, overnight), ryuji)).toContainEqual({
        kind: 'unanswered',
        target: ryuji,
        asker: shizue,
        day: 0,
      });
    });

    it('a villager voting a player who never named anyone says so, naming the player and the asker', async () => {
      const brain = createRuleBrain({ seed: 'unnamed-reasons-talk', lang });
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', line(lang, 'greeting'), 0],
          ['Agent[03]', line(lang, 'greeting'), 0],
          ['Agent[04]', line(lang, 'greeting'), 0],
          ['Agent[05]', line(lang, 'greeting'), 0],
          ['Agent[02]', line(lang, 'ask', ryuji)],
          ['Agent[03]', line(lang, 'calm')],
          ['Agent[04]', line(lang, 'suspect', shizue)],
          ['Agent[05]', line(lang, 'suspect', shizue)],
        ],
      });
      expect((await brain.vote(context(state))).target).toBe(ryuji);
      const talk = await brain.talk(context(state));
      expect(talk.text).toContain(ryuji);
      expect(talk.text).toContain(shizue);
      expect(talk.text).toMatch(lang === 'ja' ? /問われ|質問した/u : /asked|question/u);
    });
  });
}
