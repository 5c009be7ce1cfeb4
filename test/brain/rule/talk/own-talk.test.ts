import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES, withNamedTalks } from './named-state.ts';
import { claimLine, talkScenario } from './talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;

/** Another player's black on Ryuji retold under our name: our reader takes it for the speaker's divination. */
const QUOTED_BLACK = {
  ja: '議論整理します。人外判定はシズエ→リュウジ黒です。',
  en: 'Divination result: Ryuji is a werewolf.',
};
const SAID_VOTE = { ja: '私はミヅキさんに投票します。', en: 'I will vote for Mizuki.' };
const SAID_SUSPICION = { ja: 'ミヅキさんが怪しいと思います。', en: 'I suspect Mizuki.' };

for (const lang of LANGS) {
  const [minato, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  /** A seer claim with a black on Ryuji: Shizue's, or one said under our name. */
  const blackOnRyuji = claimLine(lang, 'SEER', { target: ryuji, werewolf: true });
  const ourDay = (role: 'SEER' | 'MEDIUM' | 'VILLAGER' | 'POSSESSED', day = 1) => talkScenario(lang, { role, day });
  describe(`${lang}: what was said under our name is what we stand by`, () => {
    it('a seer claim and result said in our place are kept: no second claim, the claim held when asked', async () => {
      const brain = createRuleBrain({ seed: 'own-fake-seer', lang });
      const day = ourDay('POSSESSED');
      const first = day.state();
      const ours = await brain.talk(context(first));
      // The record shows another line under our name (another layer's, or a replayed seat's real agent).
      const said = withNamedTalks(first, [
        [minato, blackOnRyuji],
        [yumi, 'Over'],
      ]);
      const next = await brain.talk(context(said));
      expect(next.text).not.toBe(ours.text);
      expect(brain.memory.claimedRole).toBe('SEER');
      expect(brain.memory.published).toContainEqual({ day: 1, target: ryuji, species: 'WEREWOLF' });
      const read = day.readBack(next.text);
      expect(
        read.filter((sentence) => sentence.startsWith('COMINGOUT Agent[01]') && !sentence.endsWith('SEER')),
      ).toEqual([]);
      // No new divination today: the result said in our place is today's (it may be restated).
      expect(read.filter((sentence) => sentence.startsWith('DIVINED'))).toEqual(
        read.filter((sentence) => sentence === 'DIVINED Agent[03] WEREWOLF'),
      );
    });

    it('a seer claim taken back under our name stays taken back: no claim again, no result continued', async () => {
      const brain = createRuleBrain({ seed: 'own-retracted', lang });
      const day = ourDay('POSSESSED');
      const first = day.state();
      await brain.talk(context(first));
      const said = withNamedTalks(first, [
        [minato, blackOnRyuji],
        [yumi, 'Over'],
      ]);
      await brain.talk(context(said));
      const retracted = withNamedTalks(said, [
        [minato, lang === 'ja' ? '占い師COは撤回します。' : 'I retract my seer claim.'],
        [yumi, 'Over'],
      ]);
      const next = await brain.talk(context(retracted));
      expect(brain.memory.claimedRole).toBe('VILLAGER');
      expect(brain.memory.published).toEqual([]);
      const read = day.readBack(next.text);
      expect(read.filter((sentence) => sentence.startsWith('COMINGOUT Agent[01] SEER'))).toEqual([]);
      expect(read.filter((sentence) => sentence.startsWith('DIVINED'))).toEqual([]);
    });

    it('a claim we answered but the record does not show is not ours: the seer claims again', async () => {
      const brain = createRuleBrain({ seed: 'own-phantom', lang });
      const day = ourDay('SEER').divined(ryuji, true, 0);
      const state = day.state();
      const first = await brain.talk(context(state));
      expect(day.readBack(first.text)).toContain('COMINGOUT Agent[01] SEER');
      // Our seat said Over instead (as a replayed real agent did).
      const after = withNamedTalks(state, [[minato, 'Over']]);
      const again = await brain.talk(context(after));
      expect(day.readBack(again.text)).toContain('COMINGOUT Agent[01] SEER');
    });

    it('a result the real seer does not have, said in its place, binds it: no second, different result for that night', async () => {
      const brain = createRuleBrain({ seed: 'own-true-seer', lang });
      const day = ourDay('SEER').divined(mizuki, false, 0);
      const first = day.state();
      await brain.talk(context(first));
      // Our seat's black on Ryuji (never divined): the model's words before a fallback, or a replayed seat's lie.
      const said = withNamedTalks(first, [
        [minato, blackOnRyuji],
        [yumi, 'Over'],
      ]);
      const next = await brain.talk(context(said));
      expect(brain.memory.published).toContainEqual({ day: 1, target: ryuji, species: 'WEREWOLF' });
      // The table heard our one result of night 0: Mizuki's white would be a second one.
      expect(day.readBack(next.text).filter((sentence) => sentence.startsWith('DIVINED Agent[04]'))).toEqual([]);
      expect(next.text).not.toMatch(new RegExp(`${mizuki}.{0,12}(白|人間)|${mizuki}.{0,20}human`, 'u'));
    });

    it("the real seer's quote of another's earlier result is not its own (a misreading of a retelling)", async () => {
      const brain = createRuleBrain({ seed: 'own-true-seer-quote', lang });
      const first = ourDay('SEER').divined(mizuki, false, 0).says(shizue, blackOnRyuji).state();
      await brain.talk(context(first));
      const said = withNamedTalks(first, [
        [minato, QUOTED_BLACK[lang]],
        [yumi, 'Over'],
      ]);
      await brain.talk(context(said));
      expect(brain.memory.published.filter((result) => result.target === ryuji)).toEqual([]);
    });

    it("another's result retold under our name is a quote: the medium never says 'my divination' of it", async () => {
      const brain = createRuleBrain({ seed: 'own-quoted-medium', lang });
      const day = ourDay('MEDIUM').says(shizue, blackOnRyuji);
      const first = day.state();
      await brain.talk(context(first));
      const said = withNamedTalks(first, [
        [minato, QUOTED_BLACK[lang]],
        [yumi, 'Over'],
      ]);
      const next = await brain.talk(context(said));
      expect(brain.memory.published).toEqual([]);
      expect(brain.memory.claimedRole).not.toBe('SEER');
      expect(next.text).not.toMatch(lang === 'ja' ? /私の占い|私が占って|占いの結果/u : /my divination|I divined/iu);
      expect(day.readBack(next.text).filter((sentence) => sentence.startsWith('DIVINED'))).toEqual([]);
    });

    it("a villager's retelling of a seer's result is a quote, not a claim of ours", async () => {
      const brain = createRuleBrain({ seed: 'own-quoted-villager', lang });
      const first = ourDay('VILLAGER').says(shizue, blackOnRyuji).state();
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
      const first = ourDay('MEDIUM', 2).executed(ryuji, 1).identified(ryuji, false, 1).state();
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
      const day = ourDay('POSSESSED');
      const first = day.state();
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
      expect(day.readBack(next.text).some((sentence) => sentence.includes('VOTE Agent[03]'))).toBe(true);
      expect(next.text).toMatch(lang === 'ja' ? /黒|人狼/u : /werewolf|black|wolf/iu);
    });

    it('a suspicion said earlier today under our name: a vote on another says it moved on', async () => {
      const brain = createRuleBrain({ seed: 'own-suspicion-change', lang });
      const day = ourDay('VILLAGER').says(minato, SAID_SUSPICION[lang]).says(shizue, blackOnRyuji);
      const answer = await brain.talk(context(day.state()));
      // The vote, alone or with its reason (BECAUSE (…) (VOTE Agent[03])).
      expect(day.readBack(answer.text).join(' ')).toContain('VOTE Agent[03]');
      expect(answer.text, answer.text).toContain(mizuki);
    });

    it('a vote named earlier today under our name: a new vote is said as a change from it', async () => {
      const brain = createRuleBrain({ seed: 'own-vote-change', lang });
      const day = ourDay('VILLAGER').says(minato, SAID_VOTE[lang]).says(shizue, blackOnRyuji);
      const answer = await brain.talk(context(day.state()));
      expect(day.readBack(answer.text)).toContain('VOTE Agent[03]');
      // Said as a change: from Mizuki by name, or (to keep the reason within Japanese's 50) 考え直して.
      expect(answer.text).toMatch(new RegExp(`${mizuki}|考え直して`, 'u'));
      expect(answer.text).toContain(ryuji);
    });
  });
}
