import { describe, expect, it } from 'vitest';
import { unsureKeys } from '../../../src/brain/llm/reading-certainty.ts';
import { sayableRecord } from '../../../src/brain/reading/sayable-record.ts';
import { isSureForm } from '../../../src/brain/reading/sure-reading.ts';
import { createRuleBrain } from '../../../src/brain/rule/index.ts';
import type { GameState } from '../../../src/game/state.ts';
import { understand } from '../../../src/nl/index.ts';
import { createRoster, print } from '../../../src/protocol/index.ts';
import { NAMES, namedState } from '../rule/talk/named-state.ts';

const LANGS = ['ja', 'en'] as const;

/** Shizue suspects Ryuji in a line naming only him, Yumi suspects Ryuji in a line naming others too. */
const LINES = {
  ja: {
    alone: 'リュウジが怪しいと思う。',
    amongOthers: 'ミヅキは占い師だと言うけど、リュウジが怪しいと思う。ミナトはどう？',
    ours: 'ミヅキは占い師だと言うけど、リュウジが怪しいと思う。ユミはどう？',
  },
  en: {
    alone: 'I think Ryuji is a werewolf.',
    amongOthers: 'Ryuji is suspicious. Mizuki, Minato, what do you think?',
    ours: 'Ryuji is suspicious. Mizuki, Yumi, what do you think?',
  },
} as const;

const recordOf = (lang: 'ja' | 'en', talks: (readonly [string, string])[]) => {
  const state: GameState = namedState(lang, { role: 'VILLAGER', day: 1, talks });
  const roster = createRoster(state.agents);
  const talkSentences = state.talks.map((talk) => understand({ text: talk.text, speaker: talk.agent, roster, lang }));
  const beliefs = createRuleBrain({ seed: 'sayable', lang }).beliefsOf(state);
  return {
    state,
    roster,
    beliefs,
    talkSentences,
    sayable: sayableRecord({ lang, state, roster, beliefs, talkSentences }),
  };
};

for (const lang of LANGS) {
  const [, , ryuji] = NAMES[lang];
  describe(`${lang}: the record our talk states facts from`, () => {
    it('keeps a suspicion read from a line naming only its target, drops one read among other names', () => {
      const { beliefs, talkSentences, sayable } = recordOf(lang, [
        ['Agent[02]', LINES[lang].alone],
        ['Agent[05]', LINES[lang].amongOthers],
      ]);
      // Both are read, and the decisions keep both.
      expect(talkSentences.map((sentences) => sentences.map(print))).toEqual([
        ['ESTIMATE Agent[03] WEREWOLF'],
        ['ESTIMATE Agent[03] WEREWOLF'],
      ]);
      const [shizue, , , yumi] = NAMES[lang].slice(1);
      expect(beliefs.suspicions.map((said) => said.agent)).toEqual([shizue, yumi]);
      // What we say rests on the first alone.
      expect(sayable.talkSentences.map((sentences) => sentences.map(print))).toEqual([
        ['ESTIMATE Agent[03] WEREWOLF'],
        [],
      ]);
      expect(sayable.beliefs.suspicions.map((said) => [said.agent, said.target])).toEqual([[shizue, ryuji]]);
    });

    it('leaves the lines said under our own name whole', () => {
      const { talkSentences, sayable } = recordOf(lang, [['Agent[01]', LINES[lang].ours]]);
      expect(sayable.talkSentences).toBe(talkSentences);
    });

    it('keeps a claim, and the same beliefs when every reading is sure', () => {
      const claim = lang === 'ja' ? '私は占い師です。' : 'I am the seer.';
      const { beliefs, sayable } = recordOf(lang, [['Agent[02]', claim]]);
      expect(sayable.beliefs).toBe(beliefs);
      expect(sayable.beliefs.claims.map((said) => [said.agent, said.role])).toEqual([[NAMES[lang][1], 'SEER']]);
    });
  });
}

describe('the LLM prompt marks a claim the rules read in a form not sure', () => {
  it('a claim is unsure exactly when its form is (whatever the current counts say)', () => {
    const roster = createRoster([...NAMES.ja]);
    const keysOf = (text: string) => {
      const rules = understand({ text, speaker: 'シズエ', roster, lang: 'ja', learned: false });
      return [...unsureKeys({ rules, merged: rules, roster, speaker: 'シズエ', text, lang: 'ja' })];
    };
    expect(isSureForm('ja', 'COMINGOUT SEER', 'fact')).toBe(true);
    expect(keysOf('私は占い師です。')).toEqual([]);
    expect(keysOf('私は村人です。')).toEqual(
      isSureForm('ja', 'COMINGOUT VILLAGER', 'fact') ? [] : ['COMINGOUT VILLAGER'],
    );
  });

  it('what the guessing readers add beyond the rules is unsure', () => {
    const roster = createRoster([...NAMES.ja]);
    const text = '占い師です。';
    const merged = understand({ text, speaker: 'シズエ', roster, lang: 'ja', learned: false });
    expect([...unsureKeys({ rules: [], merged, roster, speaker: 'シズエ', text, lang: 'ja' })]).toEqual([
      'COMINGOUT SEER',
    ]);
  });
});
