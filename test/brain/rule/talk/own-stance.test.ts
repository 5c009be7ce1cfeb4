import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import type { GameRecord } from '../../../../src/brain/rule/talk/evidence.ts';
import { ownStance } from '../../../../src/brain/rule/talk/own-stance.ts';
import { citeAbout } from '../../../../src/brain/rule/talk/cites.ts';
import type { GameState } from '../../../../src/game/state.ts';
import { understand } from '../../../../src/nl/index.ts';
import { createRoster, print } from '../../../../src/protocol/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES, namedState } from './named-state.ts';

const LANGS = ['ja', 'en'] as const;

/** The record as the composer reads it: each talk read by the table's reader. */
const recordOf = (lang: 'ja' | 'en', state: GameState): GameRecord => {
  const roster = createRoster(state.agents);
  return {
    state,
    beliefs: createRuleBrain({ seed: 'stance', lang }).beliefsOf(state),
    roster,
    talkSentences: state.talks.map((talk) => understand({ text: talk.text, speaker: talk.agent, roster, lang })),
  };
};

const readBack = (lang: 'ja' | 'en', state: GameState, text: string): string[] =>
  understand({ text, speaker: state.self, roster: createRoster(state.agents), lang }).map(print);

const LINES = {
  ja: {
    suspectMizuki: 'ミヅキさんが怪しいと思います。',
    voteYumi: '私はユミさんに投票します。',
    mizukiVillager: 'ミヅキさんは村人だと思います。',
    shizueBlack: '私は占い師です。占いの結果、リュウジさんは人狼でした。',
    aside: 'みんなの意見を聞きたいです。',
    ryujiSeer: '私が本物の占い師です。占いの結果、ユミさんは人間でした。',
    ryujiVotesMizuki: '私はミヅキさんに投票します。',
  },
  en: {
    suspectMizuki: 'I suspect Mizuki.',
    voteYumi: 'I will vote for Yumi.',
    mizukiVillager: 'I think Mizuki is a villager.',
    shizueBlack: 'I am the seer. I divined Ryuji as a werewolf.',
    aside: 'I want to hear what everyone thinks.',
    ryujiSeer: 'I am the real seer. I divined Yumi and Yumi is human.',
    ryujiVotesMizuki: 'I will vote for Mizuki.',
  },
} as const;

for (const lang of LANGS) {
  const [minato, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  const lines = LINES[lang];
  describe(`${lang}: the stance our own lines took`, () => {
    it('is the last living player our lines went against, on any day', () => {
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 2,
        talks: [
          ['Agent[01]', lines.voteYumi, 1],
          ['Agent[01]', lines.suspectMizuki, 1],
          ['Agent[02]', lines.aside, 1],
        ],
      });
      expect(ownStance(recordOf(lang, state))).toMatchObject({ target: mizuki, day: 1 });
    });

    it('is nobody once our lines vouched for that player, or that player is dead', () => {
      const vouched = namedState(lang, {
        role: 'VILLAGER',
        day: 2,
        talks: [
          ['Agent[01]', lines.suspectMizuki, 1],
          ['Agent[01]', lines.mizukiVillager, 2],
        ],
      });
      expect(ownStance(recordOf(lang, vouched))).toBeUndefined();
      const dead = namedState(lang, {
        role: 'VILLAGER',
        day: 2,
        dead: [{ agent: 'Agent[04]', cause: 'executed', day: 1 }],
        talks: [['Agent[01]', lines.suspectMizuki, 1]],
      });
      expect(ownStance(recordOf(lang, dead))).toBeUndefined();
    });

    it("another player's words are not our stance", () => {
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 2,
        talks: [
          ['Agent[02]', lines.suspectMizuki, 1],
          ['Agent[01]', lines.aside, 1],
        ],
      });
      expect(ownStance(recordOf(lang, state))).toBeUndefined();
    });

    it("another's push on the player we went after is no cite against them", () => {
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[01]', lines.suspectMizuki],
          ['Agent[03]', lines.ryujiVotesMizuki],
        ],
      });
      expect(citeAbout(recordOf(lang, state), ryuji)?.kind).not.toBe('cite-accuses');
      const theirs = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[01]', lines.aside],
          ['Agent[03]', lines.ryujiVotesMizuki],
        ],
      });
      expect(citeAbout(recordOf(lang, theirs), ryuji)).toMatchObject({ kind: 'cite-accuses', other: mizuki });
    });

    it('a vote that leaves the player we suspected yesterday says so, by name', async () => {
      const brain = createRuleBrain({ seed: 'stance-turn', lang });
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 2,
        dead: [{ agent: 'Agent[05]', cause: 'executed', day: 1 }],
        talks: [
          ['Agent[01]', lines.suspectMizuki, 1],
          ['Agent[02]', lines.shizueBlack, 2],
        ],
      });
      const answer = await brain.talk(context(state));
      const read = readBack(lang, state, answer.text).join(' ');
      // The news of today (Shizue's black on Ryuji) moves the vote; the line says it left Mizuki.
      expect(read, answer.text).toContain('VOTE Agent[03]');
      expect(answer.text).toContain(ryuji);
      // Japanese drops the old name only to keep the reason within its 50 characters (今日は…).
      expect(answer.text).toMatch(new RegExp(lang === 'ja' ? mizuki : mizuki, 'u'));
      expect([minato, shizue, yumi].some((name) => answer.text.includes(`${name}に投票`))).toBe(false);
    });

    it('a suspicion of another beside a doubt our lines voiced before says the old doubt still stands', async () => {
      const brain = createRuleBrain({ seed: 'stance-note', lang });
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 2,
        dead: [{ agent: 'Agent[05]', cause: 'executed', day: 1 }],
        talks: [
          ['Agent[01]', lines.suspectMizuki, 1],
          ['Agent[02]', lines.shizueBlack, 2],
          ['Agent[03]', lines.ryujiSeer, 2],
        ],
      });
      const answer = await brain.talk(context(state));
      const read = readBack(lang, state, answer.text);
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
  });
}
