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

const TEXT = {
  blackOnRyuji: {
    ja: '私は占い師です。占いの結果、リュウジさんは人狼でした。',
    en: 'I am the seer. I divined Ryuji as a werewolf.',
  },
  askTable: { ja: 'みんな、誰が怪しいと思う？', en: 'Who do you all suspect?' },
  suspectMizuki: { ja: 'ミヅキさんが人狼だと思う。', en: 'I think Mizuki is a werewolf.' },
} as const;

for (const lang of LANGS) {
  const [minato, shizue, , mizuki, yumi] = NAMES[lang];
  describe(`${lang}: the rule brain answers the live thread of the table`, () => {
    it('a question to everybody is answered to its asker, with the vote and its reason', async () => {
      const brain = createRuleBrain({ seed: 'table-question', lang });
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', TEXT.blackOnRyuji[lang]],
          ['Agent[05]', TEXT.askTable[lang]],
        ],
      });
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi} `), answer.text).toBe(true);
      const read = readBack(lang, state, answer.text);
      expect(read.some((sentence) => sentence === 'VOTE Agent[03]' || sentence === 'ESTIMATE Agent[03] WEREWOLF')).toBe(
        true,
      );
      // The reason is Shizue's black result.
      expect(answer.text).toContain(shizue);
    });

    it('a question to everybody asked before our last talk is no longer the live one', async () => {
      const brain = createRuleBrain({ seed: 'table-question-old', lang });
      let state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', TEXT.blackOnRyuji[lang]],
          ['Agent[05]', TEXT.askTable[lang]],
        ],
      });
      const first = await brain.talk(context(state));
      state = withNamedTalks(state, [
        [minato, first.text],
        [shizue, lang === 'ja' ? '今日はリュウジさんに投票します。' : 'I will vote for Ryuji today.'],
      ]);
      const second = await brain.talk(context(state));
      expect(second.text.startsWith(`@${yumi}`), second.text).toBe(false);
    });

    it('a question about another player ("I want to know whom Mizuki suspects") is not one to the table', async () => {
      const brain = createRuleBrain({ seed: 'table-question-about', lang });
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', TEXT.blackOnRyuji[lang]],
          [
            'Agent[05]',
            lang === 'ja' ? 'ミヅキさんが誰を怪しんでいるのか知りたい。' : 'Mizuki has been quiet. Who do you suspect?',
          ],
        ],
      });
      const answer = await brain.talk(context(state));
      expect(answer.text.startsWith(`@${yumi}`), answer.text).toBe(false);
    });

    it('a result just published is taken in before a move on someone else, and never said as ours', async () => {
      const brain = createRuleBrain({ seed: 'news', lang });
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          [
            'Agent[02]',
            lang === 'ja'
              ? '私は占い師です。占いの結果、ミヅキさんは人間でした。'
              : 'I am the seer. I divined Mizuki as human.',
          ],
        ],
      });
      const said = await brain.talk(context(state));
      const read = readBack(lang, state, said.text);
      expect(
        read.filter((sentence) => sentence.startsWith('DIVINED')),
        said.text,
      ).toEqual([]);
      const onOther = !read.some((sentence) => /Agent\[0[24]\]/u.test(sentence));
      if (onOther) {
        expect(said.text, said.text).toContain(shizue);
        expect(said.text).toContain(mizuki);
      }
      expect(onOther || read.length > 0).toBe(true);
    });

    it('a seer stands by its white when someone suspects that player, naming the accuser', async () => {
      const brain = createRuleBrain({ seed: 'defend-white', lang });
      let state = namedState(lang, {
        role: 'SEER',
        day: 1,
        divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[04]', result: 'HUMAN' }],
      });
      const claim = await brain.talk(context(state));
      expect(claim.intents.map(print)).toContain('DIVINED Agent[04] HUMAN');
      state = withNamedTalks(state, [
        [minato, claim.text],
        [yumi, TEXT.suspectMizuki[lang]],
      ]);
      const answer = await brain.talk(context(state));
      expect(answer.text).toContain(yumi);
      expect(answer.text).toContain(mizuki);
      const read = readBack(lang, state, answer.text);
      // Never a word against its own white, never another result on it.
      expect(read).not.toContain('ESTIMATE Agent[04] WEREWOLF');
      expect(read).not.toContain('VOTE Agent[04]');
      expect(read).not.toContain('DIVINED Agent[04] WEREWOLF');
      // Said once a day: the result is not restated on the next talk.
      state = withNamedTalks(state, [[minato, answer.text]]);
      const next = await brain.talk(context(state));
      expect(readBack(lang, state, next.text), next.text).not.toContain('DIVINED Agent[04] HUMAN');
    });
  });
}
