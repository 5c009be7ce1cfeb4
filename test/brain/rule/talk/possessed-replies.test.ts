import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import type { GameState } from '../../../../src/game/state.ts';
import { understand } from '../../../../src/nl/index.ts';
import { createRoster, print } from '../../../../src/protocol/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES, namedState, withNamedTalks } from './named-state.ts';

const LANGS = ['ja', 'en'] as const;

const readBack = (lang: 'ja' | 'en', state: GameState, text: string): string[] =>
  understand({ text, speaker: state.self, roster: createRoster(state.agents), lang }).map(print);

const SEER_CLAIM = { ja: 'こんにちは。私の役職は占い師です。', en: 'Hello. I am the seer.' };
const JOKE_WOLF = { ja: '私は人狼です。よろしく。', en: 'I am a werewolf. Nice to meet you.' };
const ASK_RESULT = {
  ja: (name: string) => `@${name} 占い結果を教えてください。`,
  en: (name: string) => `@${name} what was your divination result?`,
};
const OUT_POSSESSED = { ja: '私は狂人です。', en: 'I am the possessed.' };

for (const lang of LANGS) {
  const [minato, , ryuji, , yumi] = NAMES[lang];
  describe(`${lang}: the possessed asked for its result`, () => {
    it('out as the seer (said under its name on day 0): answers the asker with a result, never comes out as possessed', async () => {
      const brain = createRuleBrain({ seed: 'possessed-asked-result', lang });
      await brain.talk(context(namedState(lang, { role: 'POSSESSED', day: 0 })));
      // Day 0 under our name: a seer claim (another layer's or a replayed seat's line), and a player who
      // jokes that it is a werewolf at a full table (no decisive day: nothing to follow).
      const state = namedState(lang, {
        role: 'POSSESSED',
        day: 1,
        talks: [
          ['Agent[01]', SEER_CLAIM[lang], 0],
          ['Agent[03]', JOKE_WOLF[lang], 0],
          ['Agent[05]', ASK_RESULT[lang](minato)],
        ],
      });
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi}`), answer.text).toBe(true);
      const read = readBack(lang, state, answer.text);
      expect(read.filter((sentence) => sentence.startsWith('DIVINED ')).length, answer.text).toBe(1);
      expect(read).not.toContain('COMINGOUT Agent[01] POSSESSED');
      expect(brain.memory.claimedRole).toBe('SEER');
      expect(brain.memory.published).toHaveLength(1);
    });

    it('out as the possessed: answers the asker with who it is, restates no result', async () => {
      const brain = createRuleBrain({ seed: 'possessed-out-asked', lang });
      const before = namedState(lang, {
        role: 'POSSESSED',
        self: 3,
        day: 2,
        dead: [
          { agent: 'Agent[01]', cause: 'executed', day: 1 },
          { agent: 'Agent[02]', cause: 'attacked', day: 1 },
        ],
        talks: [],
      });
      const out = await brain.talk(context(before));
      expect(readBack(lang, { ...before, self: ryuji }, out.text)).toContain('COMINGOUT Agent[03] POSSESSED');
      const asked = withNamedTalks(before, [
        [ryuji, out.text],
        [yumi, ASK_RESULT[lang](ryuji)],
      ]);
      const answer = await brain.talk(context(asked));
      expect(answer.text.startsWith(`@${yumi}`), answer.text).toBe(true);
      const read = readBack(lang, { ...asked, self: ryuji }, answer.text);
      expect(read.filter((sentence) => sentence.startsWith('DIVINED '))).toEqual([]);
      // Who it is, said again: the possessed, never a seer.
      expect(read.filter((sentence) => sentence.startsWith('COMINGOUT Agent[03]'))).toEqual([
        'COMINGOUT Agent[03] POSSESSED',
      ]);
    });

    it('its own earlier claim as the possessed is kept when said under its name', async () => {
      const brain = createRuleBrain({ seed: 'possessed-out-said', lang });
      const before = namedState(lang, {
        role: 'POSSESSED',
        self: 3,
        day: 2,
        dead: [
          { agent: 'Agent[01]', cause: 'executed', day: 1 },
          { agent: 'Agent[02]', cause: 'attacked', day: 1 },
        ],
        talks: [],
      });
      await brain.talk(context(before));
      const asked = withNamedTalks(before, [
        [ryuji, OUT_POSSESSED[lang]],
        [yumi, ASK_RESULT[lang](ryuji)],
      ]);
      const answer = await brain.talk(context(asked));
      const read = readBack(lang, { ...asked, self: ryuji }, answer.text);
      expect(read.filter((sentence) => sentence.startsWith('DIVINED '))).toEqual([]);
      expect(
        read.filter((sentence) => sentence.startsWith('COMINGOUT Agent[03]') && !sentence.endsWith('POSSESSED')),
      ).toEqual([]);
    });
  });
}
