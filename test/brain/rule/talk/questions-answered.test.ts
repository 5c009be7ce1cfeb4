import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import type { GameRole, GameState } from '../../../../src/game/state.ts';
import { understand } from '../../../../src/nl/index.ts';
import { createRoster, print } from '../../../../src/protocol/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES, namedState } from './named-state.ts';

const LANGS = ['ja', 'en'] as const;
const SEEDS = ['answered-0', 'answered-1', 'answered-2', 'answered-3'];

/** What every reader at the table takes from a text, printed. */
const readBack = (lang: 'ja' | 'en', state: GameState, text: string): string[] =>
  understand({ text, speaker: state.self, roster: createRoster(state.agents), lang }).map(print);

const lineOf = async (lang: 'ja' | 'en', state: GameState, seed: string): Promise<string> =>
  (await createRuleBrain({ seed, lang }).talk(context(state))).text;

const ASK_RESULT = { ja: '@ミナト 占い結果を教えてください。', en: '@Minato what was your divination result?' };
const NOT_SEER = { ja: /占い師(?:じゃ|では)/u, en: /not the seer/u };

/** Day 1: we are the seer claimer with a white on Yumi, Shizue counter-claims, Yumi asks whom we suspect. */
const COUNTER = {
  ja: [
    ['Agent[01]', '私は占い師です。占いの結果、ユミさんは人間でした。'],
    ['Agent[02]', '私が本物の占い師です。占いの結果、ミヅキさんは人間でした。'],
    ['Agent[05]', '@ミナト 誰が怪しいと思いますか？'],
  ],
  en: [
    ['Agent[01]', 'I am the seer. I divined Yumi as human.'],
    ['Agent[02]', 'I am the real seer. I divined Mizuki as human.'],
    ['Agent[05]', '@Minato who do you suspect?'],
  ],
} as const;

for (const lang of LANGS) {
  const [, shizue, , , yumi] = NAMES[lang];
  describe(`${lang}: a question put to us by name is answered to its asker`, () => {
    it('asked for a result with none to give, a villager or a hidden bodyguard says it is not the seer', async () => {
      for (const role of ['VILLAGER', 'BODYGUARD'] as const) {
        const state = namedState(lang, { role, day: 1, talks: [['Agent[05]', ASK_RESULT[lang]]] });
        for (const seed of SEEDS) {
          const line = await lineOf(lang, state, seed);
          expect(line.startsWith(`@${yumi} `), line).toBe(true);
          expect(line, line).toMatch(NOT_SEER[lang]);
          // It claims nothing: no role, no result.
          expect(
            readBack(lang, state, line).filter((said) => /^(?:COMINGOUT|DIVINED)/u.test(said)),
            line,
          ).toEqual([]);
        }
      }
    });

    it('asked its view of another claimer\'s result (read by the reader as a result question): no "I am not the seer"', async () => {
      const view = {
        ja: [
          ['Agent[02]', '私は占い師です。占いの結果、ミヅキさんは人間でした。'],
          ['Agent[05]', '@ミナト シズエさんの結果をどう思う？'],
        ],
        en: [
          ['Agent[02]', 'I am the seer. I divined Mizuki as human.'],
          ['Agent[05]', "@Minato what do you make of Shizue's claim?"],
        ],
      } as const;
      const state = namedState(lang, { role: 'VILLAGER', day: 1, talks: view[lang].map(([a, t]) => [a, t] as const) });
      for (const seed of SEEDS) expect(await lineOf(lang, state, seed)).not.toMatch(NOT_SEER[lang]);
    });

    it('asked for a result, the possessed keeps its options: never "I am not the seer"', async () => {
      const role: GameRole = 'POSSESSED';
      const state = namedState(lang, { role, day: 1, talks: [['Agent[05]', ASK_RESULT[lang]]] });
      for (const seed of SEEDS) expect(await lineOf(lang, state, seed)).not.toMatch(NOT_SEER[lang]);
    });

    it('asked whom it suspects while calling out a rival seer claimer: the call-out is the answer, to the asker', async () => {
      const state = namedState(lang, {
        role: 'SEER',
        day: 1,
        talks: COUNTER[lang].map(([agent, text]) => [agent, text] as const),
        divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[05]', result: 'HUMAN' }],
      });
      for (const seed of SEEDS) {
        const line = await lineOf(lang, state, seed);
        expect(line.startsWith(`@${yumi} `), line).toBe(true);
        expect(line, line).toContain(shizue);
      }
    });
  });
}
