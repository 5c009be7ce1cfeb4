import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import type { GameState } from '../../../../src/game/state.ts';
import { understand } from '../../../../src/nl/index.ts';
import { createRoster, print } from '../../../../src/protocol/index.ts';
import { context } from '../../support/build-state.ts';
import { namedState } from './named-state.ts';

const LANGS = ['ja', 'en'] as const;
const SEEDS = ['accuser-0', 'accuser-1', 'accuser-2', 'accuser-3'];

/** Day 1: nothing on the record but Ryuji calling us a werewolf and saying it votes us. */
const ACCUSED = {
  ja: [
    ['Agent[02]', 'よろしくお願いします。'],
    ['Agent[03]', 'ミナトさんが人狼だと思います。ミナトさんに投票します。'],
  ],
  en: [
    ['Agent[02]', 'Hello everyone.'],
    ['Agent[03]', 'I think Minato is a werewolf. I will vote for Minato.'],
  ],
} as const;
const REBUTTAL = {
  ja: /筋違い|疑われたけど|疑っているけど|人狼じゃない|人狼ではない/u,
  en: /wrong|not a werewolf|pointing at me/u,
};
/** The reason in our own terms: we are human, so the push on us is a push on a human. */
const OWN_TERMS = { ja: /人間(?:なので|の.+吊ろうとする)/u, en: /I know I am human/u };

const readBack = (lang: 'ja' | 'en', state: GameState, text: string): string[] =>
  understand({ text, speaker: state.self, roster: createRoster(state.agents), lang }).map(print);

for (const lang of LANGS) {
  describe(`${lang}: a vote on our accuser with nothing else on the record`, () => {
    it('rebuts it and gives the reason in our own terms, never the bare vote', async () => {
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: ACCUSED[lang].map(([a, t]) => [a, t] as const),
      });
      for (const seed of SEEDS) {
        const { text } = await createRuleBrain({ seed, lang }).talk(context(state));
        expect(readBack(lang, state, text), text).toContain('VOTE Agent[03]');
        expect(text, text).toMatch(REBUTTAL[lang]);
        expect(text, text).toMatch(OWN_TERMS[lang]);
      }
    });
  });
}
