import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { ownStance } from '../../../../src/brain/rule/talk/own-stance.ts';
import { citeAbout } from '../../../../src/brain/rule/talk/cites.ts';
import { context } from '../../support/build-state.ts';
import { NAMES } from './named-state.ts';
import { talkScenario } from './talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;

const LINES = {
  ja: {
    suspectMizuki: 'ミヅキさんが怪しいと思います。',
    voteYumi: '私はユミさんに投票します。',
    mizukiVillager: 'ミヅキさんは村人だと思います。',
    aside: 'みんなの意見を聞きたいです。',
    ryujiSeer: '私が本物の占い師です。占いの結果、ユミさんは人間でした。',
    ryujiVotesMizuki: '私はミヅキさんに投票します。',
    ryujiAccusesMinato: 'ミナトさんは人狼だと思う。',
    mizukiAccusesMinato: '@ミナト 君は偽物だ。ミナトさんは人狼だと思う。',
  },
  en: {
    suspectMizuki: 'I suspect Mizuki.',
    voteYumi: 'I will vote for Yumi.',
    mizukiVillager: 'I think Mizuki is a villager.',
    aside: 'I want to hear what everyone thinks.',
    ryujiSeer: 'I am the real seer. I divined Yumi and Yumi is human.',
    ryujiVotesMizuki: 'I will vote for Mizuki.',
    ryujiAccusesMinato: 'I think Minato is a werewolf.',
    mizukiAccusesMinato: '@Minato you are a fake. I think Minato is a werewolf.',
  },
} as const;

for (const lang of LANGS) {
  const [minato, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  const lines = LINES[lang];
  describe(`${lang}: the stance our own lines took`, () => {
    it('is the last living player our lines went against, on any day', () => {
      const record = talkScenario(lang, { role: 'VILLAGER', day: 2 })
        .says(minato, lines.voteYumi, 1)
        .says(minato, lines.suspectMizuki, 1)
        .says(shizue, lines.aside, 1)
        .record();
      expect(ownStance(record)).toMatchObject({ target: mizuki, day: 1 });
    });

    it('is nobody once our lines vouched for that player, or that player is dead', () => {
      const vouched = talkScenario(lang, { role: 'VILLAGER', day: 2 })
        .says(minato, lines.suspectMizuki, 1)
        .says(minato, lines.mizukiVillager, 2);
      expect(ownStance(vouched.record())).toBeUndefined();
      const dead = talkScenario(lang, { role: 'VILLAGER', day: 2 })
        .executed(mizuki, 1)
        .says(minato, lines.suspectMizuki, 1);
      expect(ownStance(dead.record())).toBeUndefined();
    });

    it("another player's words are not our stance", () => {
      const record = talkScenario(lang, { role: 'VILLAGER', day: 2 })
        .says(shizue, lines.suspectMizuki, 1)
        .says(minato, lines.aside, 1)
        .record();
      expect(ownStance(record)).toBeUndefined();
    });

    it("another's push on the player we went after is no cite against them", () => {
      const ours = talkScenario(lang, { role: 'VILLAGER', day: 1 })
        .says(minato, lines.suspectMizuki)
        .says(ryuji, lines.ryujiVotesMizuki);
      expect(citeAbout(ours.record(), ryuji)?.kind).not.toBe('cite-accuses');
      const theirs = talkScenario(lang, { role: 'VILLAGER', day: 1 })
        .says(minato, lines.aside)
        .says(ryuji, lines.ryujiVotesMizuki);
      expect(citeAbout(theirs.record(), ryuji)).toMatchObject({ kind: 'cite-accuses', other: mizuki });
    });

    it('a vote that leaves the player we suspected yesterday says so, by name', async () => {
      const brain = createRuleBrain({ seed: 'stance-turn', lang });
      const day = talkScenario(lang, { role: 'VILLAGER', day: 2 })
        .executed(yumi, 1)
        .says(minato, lines.suspectMizuki, 1)
        .claims(shizue, 'SEER', { target: ryuji, werewolf: true });
      const answer = await brain.talk(context(day.state()));
      const read = day.readBack(answer.text).join(' ');
      // The news of today (Shizue's black on Ryuji) moves the vote; the line says it left Mizuki.
      expect(read, answer.text).toContain('VOTE Agent[03]');
      expect(answer.text).toContain(ryuji);
      // Japanese drops the old name only to keep the reason within its 50 characters (今日は…).
      expect(answer.text).toMatch(new RegExp(lang === 'ja' ? mizuki : mizuki, 'u'));
      expect([minato, shizue, yumi].some((name) => answer.text.includes(`${name}に投票`))).toBe(false);
    });

    it('a suspicion of another beside a doubt our lines voiced before says the old doubt still stands', async () => {
      const brain = createRuleBrain({ seed: 'stance-note', lang });
      const day = talkScenario(lang, { role: 'VILLAGER', day: 2 })
        .executed(yumi, 1)
        .says(minato, lines.suspectMizuki, 1)
        .claims(shizue, 'SEER', { target: ryuji, werewolf: true })
        .says(ryuji, lines.ryujiSeer);
      const answer = await brain.talk(context(day.state()));
      const read = day.readBack(answer.text);
      // The counter-claim is called out first (a seer claim called fake), and Mizuki is not dropped.
      expect(
        read.some((sentence) => /^ESTIMATE Agent\[0[23]\] (WEREWOLF|POSSESSED)$/u.test(sentence)),
        answer.text,
      ).toBe(true);
      // Japanese says the note only where it fits beside the reason within 50 characters.
      const note = `${mizuki}さんもまだ気になっています。`;
      if (lang === 'en' || answer.text.length + note.length <= 50) expect(answer.text).toContain(mizuki);
      expect(read.filter((sentence) => sentence.includes('Agent[04]'))).toEqual([]);
    });

    it('a change of the vote we named today names the old one, even with a rebuttal and a reason beside it', async () => {
      for (const seed of ['change-a', 'change-b', 'change-c']) {
        const brain = createRuleBrain({ seed, lang });
        const day = talkScenario(lang, { role: 'VILLAGER', day: 2 })
          .executed(mizuki, 1)
          .says(minato, lines.voteYumi)
          .claims(shizue, 'SEER', { target: ryuji, werewolf: true })
          .says(ryuji, lines.ryujiAccusesMinato);
        const answer = await brain.talk(context(day.state()));
        expect(day.readBack(answer.text), answer.text).toContain('VOTE Agent[03]');
        // Japanese's 50 characters once dropped the old name for 「考え直して」 (judges: a switch with no reason).
        expect(answer.text).toContain(yumi);
      }
    });

    it('a fake seer calling out its counter-claimer keeps the black result it gave, by name', async () => {
      for (const seed of ['black-a', 'black-b', 'black-c']) {
        const brain = createRuleBrain({ seed, lang });
        const day = talkScenario(lang, { role: 'POSSESSED', day: 1 })
          .claims(minato, 'SEER', { target: mizuki, werewolf: true })
          .claims(ryuji, 'SEER', { target: yumi, werewolf: false });
        expect(ownStance(day.record())).toMatchObject({ target: mizuki, black: true });
        const answer = await brain.talk(context(day.state()));
        const read = day.readBack(answer.text);
        expect(read, answer.text).toContain('ESTIMATE Agent[03] WEREWOLF');
        // "Ryuji's seer claim is fake" alone drops the werewolf we said we found (judges: a dropped black);
        // "Mizuki still bothers me too" turns the result into a hunch. The result is said to stand.
        expect(read, answer.text).toContain('DIVINED Agent[04] WEREWOLF');
      }
    });

    it('the black a fake seer gave stands even when that player is the one it answers', async () => {
      for (const seed of ['answer-a', 'answer-b', 'answer-c']) {
        const brain = createRuleBrain({ seed, lang });
        const day = talkScenario(lang, { role: 'POSSESSED', day: 1 })
          .claims(minato, 'SEER', { target: mizuki, werewolf: true })
          .claims(ryuji, 'SEER', { target: yumi, werewolf: false })
          .says(mizuki, lines.mizukiAccusesMinato);
        const answer = await brain.talk(context(day.state()));
        // Its name as the one answered ("@Mizuki You have me wrong.") says nothing of the result on it.
        const said = lang === 'ja' ? /(ミヅキさん|君|あなた)は人狼/u : /(Mizuki is|you are) a werewolf/u;
        expect(answer.text).toMatch(said);
      }
    });
  });
}
