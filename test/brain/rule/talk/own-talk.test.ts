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

const FAKE_SEER = {
  ja: '私は占い師です。占いの結果、リュウジさんは人狼でした。',
  en: 'I am the seer. I divined Ryuji as a werewolf.',
};
/** Another player's black on Ryuji retold under our name: our reader takes it for the speaker's divination. */
const QUOTED_BLACK = {
  ja: '議論整理します。人外判定はシズエ→リュウジ黒です。',
  en: 'Divination result: Ryuji is a werewolf.',
};
const SHIZUE_BLACK = {
  ja: '私は占い師です。占いの結果、リュウジさんは人狼でした。',
  en: 'I am the seer. I divined Ryuji as a werewolf.',
};
const SAID_VOTE = { ja: '私はミヅキさんに投票します。', en: 'I will vote for Mizuki.' };
const SAID_SUSPICION = { ja: 'ミヅキさんが怪しいと思います。', en: 'I suspect Mizuki.' };

for (const lang of LANGS) {
  const [minato, , ryuji, mizuki, yumi] = NAMES[lang];
  describe(`${lang}: what was said under our name is what we stand by`, () => {
    it('a seer claim and result said in our place are kept: no second claim, the claim held when asked', async () => {
      const brain = createRuleBrain({ seed: 'own-fake-seer', lang });
      const first = namedState(lang, { role: 'POSSESSED', day: 1, talks: [] });
      const ours = await brain.talk(context(first));
      // The record shows another line under our name (another layer's, or a replayed seat's real agent).
      const said = withNamedTalks(first, [
        [minato, FAKE_SEER[lang]],
        [yumi, 'Over'],
      ]);
      const next = await brain.talk(context(said));
      expect(next.text).not.toBe(ours.text);
      expect(brain.memory.claimedRole).toBe('SEER');
      expect(brain.memory.published).toContainEqual({ day: 1, target: ryuji, species: 'WEREWOLF' });
      const read = readBack(lang, said, next.text);
      expect(
        read.filter((sentence) => sentence.startsWith('COMINGOUT Agent[01]') && !sentence.endsWith('SEER')),
      ).toEqual([]);
      // No new divination today: the result said in our place is today's (it may be restated).
      expect(read.filter((sentence) => sentence.startsWith('DIVINED'))).toEqual(
        read.filter((sentence) => sentence === 'DIVINED Agent[03] WEREWOLF'),
      );
    });

    it('a claim we answered but the record does not show is not ours: the seer claims again', async () => {
      const brain = createRuleBrain({ seed: 'own-phantom', lang });
      const state = namedState(lang, {
        role: 'SEER',
        day: 1,
        talks: [],
        divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[03]', result: 'WEREWOLF' }],
      });
      const first = await brain.talk(context(state));
      expect(readBack(lang, state, first.text)).toContain('COMINGOUT Agent[01] SEER');
      // Our seat said Over instead (as a replayed real agent did).
      const after = withNamedTalks(state, [[minato, 'Over']]);
      const again = await brain.talk(context(after));
      expect(readBack(lang, after, again.text)).toContain('COMINGOUT Agent[01] SEER');
    });

    it('the real seer keeps only its true results from a line said in its place (a misread black is not ours)', async () => {
      const brain = createRuleBrain({ seed: 'own-true-seer', lang });
      const first = namedState(lang, {
        role: 'SEER',
        day: 1,
        talks: [],
        divineResults: [{ day: 0, agent: 'Agent[01]', target: 'Agent[04]', result: 'HUMAN' }],
      });
      await brain.talk(context(first));
      // Read as our black on Ryuji (never divined): another layer's words, or a misreading of them.
      const said = withNamedTalks(first, [
        [minato, FAKE_SEER[lang]],
        [yumi, 'Over'],
      ]);
      await brain.talk(context(said));
      expect(brain.memory.published.filter((result) => result.target === ryuji)).toEqual([]);
    });

    it("another's result retold under our name is a quote: the medium never says 'my divination' of it", async () => {
      const brain = createRuleBrain({ seed: 'own-quoted-medium', lang });
      const first = namedState(lang, {
        role: 'MEDIUM',
        day: 1,
        talks: [['Agent[02]', SHIZUE_BLACK[lang]]],
      });
      await brain.talk(context(first));
      const said = withNamedTalks(first, [
        [minato, QUOTED_BLACK[lang]],
        [yumi, 'Over'],
      ]);
      const next = await brain.talk(context(said));
      expect(brain.memory.published).toEqual([]);
      expect(brain.memory.claimedRole).not.toBe('SEER');
      expect(next.text).not.toMatch(lang === 'ja' ? /私の占い|私が占って|占いの結果/u : /my divination|I divined/iu);
      expect(readBack(lang, said, next.text).filter((sentence) => sentence.startsWith('DIVINED'))).toEqual([]);
    });

    it("a villager's retelling of a seer's result is a quote, not a claim of ours", async () => {
      const brain = createRuleBrain({ seed: 'own-quoted-villager', lang });
      const first = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [['Agent[02]', SHIZUE_BLACK[lang]]],
      });
      await brain.talk(context(first));
      const said = withNamedTalks(first, [
        [minato, QUOTED_BLACK[lang]],
        [yumi, 'Over'],
      ]);
      const next = await brain.talk(context(said));
      expect(brain.memory.published).toEqual([]);
      expect(brain.memory.claimedRole).toBeUndefined();
      expect(next.text).not.toMatch(lang === 'ja' ? /私の占い|私が占って|占いの結果/u : /my divination|I divined/iu);
    });

    it('the real medium keeps its own result said in words that read as a divination', async () => {
      const brain = createRuleBrain({ seed: 'own-medium-words', lang });
      const first = namedState(lang, {
        role: 'MEDIUM',
        day: 2,
        talks: [],
        dead: [{ agent: 'Agent[03]', cause: 'executed', day: 1 }],
        mediumResults: [{ day: 1, agent: 'Agent[01]', target: 'Agent[03]', result: 'HUMAN' }],
      });
      await brain.talk(context(first));
      const said = withNamedTalks(first, [
        [minato, lang === 'ja' ? 'リュウジさんは人間判定でした。' : QUOTED_BLACK.en.replace('a werewolf', 'human')],
      ]);
      await brain.talk(context(said));
      expect(brain.memory.published).toContainEqual({ day: 1, target: ryuji, species: 'HUMAN' });
      expect(brain.memory.claimedRole).toBe('MEDIUM');
    });

    it('a result said under our name with no claim read: the result is our reason for the vote', async () => {
      const brain = createRuleBrain({ seed: 'own-bare-result', lang });
      const first = namedState(lang, { role: 'POSSESSED', day: 1, talks: [] });
      await brain.talk(context(first));
      const said = withNamedTalks(first, [
        [
          minato,
          lang === 'ja'
            ? '占いの結果、リュウジさんは人狼でした。'
            : 'I divined last night and discovered that Ryuji is a werewolf.',
        ],
        [yumi, 'Over'],
      ]);
      const next = await brain.talk(context(said));
      expect(readBack(lang, said, next.text).some((sentence) => sentence.includes('VOTE Agent[03]'))).toBe(true);
      expect(next.text).toMatch(lang === 'ja' ? /黒|人狼/u : /werewolf|black|wolf/iu);
    });

    it('a suspicion said earlier today under our name: a vote on another says it moved on', async () => {
      const brain = createRuleBrain({ seed: 'own-suspicion-change', lang });
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[01]', SAID_SUSPICION[lang]],
          ['Agent[02]', FAKE_SEER[lang]],
        ],
      });
      const answer = await brain.talk(context(state));
      // The vote, alone or with its reason (BECAUSE (…) (VOTE Agent[03])).
      expect(readBack(lang, state, answer.text).join(' ')).toContain('VOTE Agent[03]');
      expect(answer.text, answer.text).toContain(mizuki);
    });

    it('a vote named earlier today under our name: a new vote is said as a change from it', async () => {
      const brain = createRuleBrain({ seed: 'own-vote-change', lang });
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[01]', SAID_VOTE[lang]],
          ['Agent[02]', FAKE_SEER[lang]],
        ],
      });
      const answer = await brain.talk(context(state));
      expect(readBack(lang, state, answer.text)).toContain('VOTE Agent[03]');
      // Said as a change: from Mizuki by name, or (to keep the reason within Japanese's 50) 考え直して.
      expect(answer.text).toMatch(new RegExp(`${mizuki}|考え直して`, 'u'));
      expect(answer.text).toContain(ryuji);
    });
  });
}
