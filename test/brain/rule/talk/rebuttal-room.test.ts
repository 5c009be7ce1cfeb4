import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { countLength, type GameState } from '../../../../src/game/index.ts';
import { understand } from '../../../../src/nl/index.ts';
import { createRoster } from '../../../../src/protocol/index.ts';
import { buildState, context, withNamesAndLimit } from '../../support/build-state.ts';

const LANGS = ['ja', 'en'] as const;
const SEEDS = Array.from({ length: 12 }, (_, index) => `room-${index}`);

/**
 * The talk limits of the table: Japanese's shipped 50; for English a tighter one than the shipped 125,
 * so that the same three pieces (rebuttal, vote, reason) do not fit with the accuser named in full.
 */
const LIMITS = {
  ja: { countInWord: false, countSpaces: false, baseLength: 50, mentionLength: 50 },
  en: { countInWord: false, countSpaces: false, baseLength: 80, mentionLength: 80 },
} as const;

/** Us, the seer claimer, its black, our accuser, one more: long names leave little room in a line. */
const LONG = {
  ja: ['ミナト', 'クリスティーナ', 'リュウノスケ', 'アレクサンドル', 'ユミ'],
  en: ['Minato', 'Christina', 'Ryunosuke', 'Alexander', 'Yumi'],
} as const;
/** The same table with short names: the accuser named in full fits beside the vote and its reason. */
const SHORT = {
  ja: ['ミナト', 'シズエ', 'リュウジ', 'ミヅキ', 'ユミ'],
  en: ['Minato', 'Shizue', 'Ryuji', 'Mizuki', 'Yumi'],
} as const;

const REBUTTAL = {
  ja: /筋違い|疑われたけど|疑っているけど|人狼じゃない|人狼ではない/u,
  en: /suspects me|has it wrong|pointing at me|not a werewolf|have me wrong|is wrong|mistaken/u,
};
/** The vote's reason: the seer claimer's black result on the one we vote. */
const BLACK_REASON = { ja: /占い.*黒|黒と判定/u, en: /as a werewolf|black|divined .* werewolf/u };

/**
 * Day 1 of a 5-player game (we are the first name, a villager): the second claims the seer with a black
 * result on the third, then the fourth says it suspects us.
 */
const accused = (lang: 'ja' | 'en', names: readonly string[]): GameState => {
  const [self, , black] = names;
  const talks: [string, string][] =
    lang === 'ja'
      ? [
          ['Agent[02]', `私は占い師です。占いの結果、${black}は人狼でした。`],
          ['Agent[04]', `${self}が怪しいと思います。`],
        ]
      : [
          ['Agent[02]', `I am the seer. I divined ${black} and ${black} is a werewolf.`],
          ['Agent[04]', `I think ${self} is a werewolf.`],
        ];
  const base = buildState({ count: 5, self: 'Agent[01]', role: 'VILLAGER', day: 1, talks });
  return withNamesAndLimit(base, names, LIMITS[lang]);
};

/** The length the server counts: an opening `@Name ` is not counted. */
const counted = (lang: 'ja' | 'en', text: string): number => countLength(text.replace(/^@\S+\s+/u, ''), LIMITS[lang]);

const lineOf = async (lang: 'ja' | 'en', state: GameState, seed: string): Promise<string> =>
  (await createRuleBrain({ seed, lang }).talk(context(state))).text;

for (const lang of LANGS) {
  describe(`${lang}: a rebuttal beside a vote leaves room for the vote's reason`, () => {
    it('accused while voting a black result, with long names: rebuttal, vote and reason within the limit', async () => {
      const state = accused(lang, LONG[lang]);
      const roster = createRoster(state.agents);
      for (const seed of SEEDS) {
        const line = await lineOf(lang, state, seed);
        expect(counted(lang, line), line).toBeLessThanOrEqual(LIMITS[lang].baseLength);
        expect(line, line).toMatch(REBUTTAL[lang]);
        expect(line, line).toMatch(BLACK_REASON[lang]);
        // The vote still reads as one (on the black), whatever form the rebuttal takes.
        expect(understand({ text: line, speaker: state.self, roster, lang }), line).toContainEqual({
          type: 'VOTE',
          target: 3,
        });
      }
    });

    it('with short names the accuser is named in the rebuttal: the address opens a line only to make room', async () => {
      const state = accused(lang, SHORT[lang]);
      const accuser = SHORT[lang][3];
      for (const seed of SEEDS) {
        const line = await lineOf(lang, state, seed);
        expect(line.startsWith('@'), line).toBe(false);
        expect(line, line).toContain(accuser);
        expect(line, line).toMatch(BLACK_REASON[lang]);
      }
    });
  });
}
