import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { type GameRecord, type Reason, reasonsAgainst } from '../../../../src/brain/rule/talk/evidence.ts';
import type { GameState } from '../../../../src/game/state.ts';
import { understand } from '../../../../src/nl/index.ts';
import { createRoster } from '../../../../src/protocol/index.ts';
import { context } from '../../support/build-state.ts';
import { NAMES, namedState } from './named-state.ts';

const LANGS = ['ja', 'en'] as const;

/** The record a reason reads, with every talk read from its words as the table reads it. */
const recordOf = (lang: 'ja' | 'en', state: GameState): GameRecord => {
  const roster = createRoster(state.agents);
  return {
    state,
    beliefs: createRuleBrain({ seed: 'thin-record', lang }).beliefsOf(state),
    roster,
    talkSentences: state.talks.map((talk) => understand({ text: talk.text, speaker: talk.agent, roster, lang })),
  };
};

const kinds = (reasons: readonly Reason[]): string[] => reasons.map((reason) => reason.kind);

/** Talks of the thin first day, in each language: who said what. */
const LINES = {
  seerClaim: {
    ja: '私は占い師です。占いの結果、ミヅキさんは人間でした。',
    en: 'I am the seer. I divined Mizuki as human.',
  },
  bareVoteOnSeer: { ja: '私はシズエに投票します。', en: 'I will vote Shizue.' },
  reasonedVote: {
    ja: 'ユミさんは質問に答えていないので怪しいです。ユミさんに投票します。',
    en: 'Yumi dodged every question so she looks suspicious to me. I will vote Yumi.',
  },
  voteYumi: { ja: '私はユミに投票します。', en: 'I will vote Yumi.' },
  voteMizuki: { ja: '私はミヅキに投票します。', en: 'I will vote Mizuki.' },
  greeting: { ja: 'よろしくお願いします。', en: 'Hello everyone, nice to meet you.' },
} as const;

for (const lang of LANGS) {
  const [minato, shizue, ryuji, mizuki, yumi] = NAMES[lang];
  describe(`${lang}: reasons a thin first day gives, each true of the record`, () => {
    it('votes-claimer: went after the only seer claimer (not when a rival claims the role too)', () => {
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', LINES.seerClaim[lang]],
          ['Agent[03]', LINES.bareVoteOnSeer[lang]],
          ['Agent[04]', LINES.voteYumi[lang]],
        ],
      });
      const record = recordOf(lang, state);
      expect(reasonsAgainst(record, ryuji)).toContainEqual({
        kind: 'votes-claimer',
        target: ryuji,
        claimer: shizue,
        role: 'SEER',
      });
      expect(kinds(reasonsAgainst(record, mizuki))).not.toContain('votes-claimer');
      // With a rival seer claimer, going after one of the two is what the table does.
      const rival = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', LINES.seerClaim[lang]],
          ['Agent[05]', lang === 'ja' ? '私が本物の占い師です。' : 'I am the real seer.'],
          ['Agent[03]', LINES.bareVoteOnSeer[lang]],
        ],
      });
      expect(kinds(reasonsAgainst(recordOf(lang, rival), ryuji))).not.toContain('votes-claimer');
    });

    it('bare-vote: named a vote in a bare line and never said why (not when a reason was given)', () => {
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[03]', LINES.voteYumi[lang]],
          ['Agent[04]', LINES.reasonedVote[lang]],
        ],
      });
      const record = recordOf(lang, state);
      expect(reasonsAgainst(record, ryuji)).toContainEqual({ kind: 'bare-vote', target: ryuji, voted: yumi });
      expect(kinds(reasonsAgainst(record, mizuki))).not.toContain('bare-vote');
    });

    it('vote-switch: named one vote earlier today and another since', () => {
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[03]', LINES.voteYumi[lang]],
          ['Agent[04]', LINES.voteYumi[lang]],
          ['Agent[03]', LINES.voteMizuki[lang]],
          ['Agent[04]', LINES.voteYumi[lang]],
        ],
      });
      const record = recordOf(lang, state);
      expect(reasonsAgainst(record, ryuji)).toContainEqual({
        kind: 'vote-switch',
        target: ryuji,
        said: yumi,
        voted: mizuki,
      });
      expect(kinds(reasonsAgainst(record, mizuki))).not.toContain('vote-switch');
      // The same readings, but the second vote read from words that never name Mizuki (a pronoun, a guess):
      // no switch is said of it.
      const unnamed = lang === 'ja' ? 'やっぱりあの人に投票します。' : 'I will vote for that one after all.';
      const guessed = {
        ...record,
        state: { ...state, talks: state.talks.map((talk, index) => (index === 2 ? { ...talk, text: unnamed } : talk)) },
      };
      expect(kinds(reasonsAgainst(guessed, ryuji))).not.toContain('vote-switch');
    });

    it('silence on day 0: said only Over while the others spoke (not when everybody only said Over)', () => {
      const day0 = (talks: [string, string, number][]) => namedState(lang, { role: 'VILLAGER', day: 1, talks });
      const spoken = recordOf(
        lang,
        day0([
          ['Agent[02]', LINES.greeting[lang], 0],
          ['Agent[03]', 'Over', 0],
          ['Agent[04]', LINES.greeting[lang], 0],
          ['Agent[05]', LINES.greeting[lang], 0],
        ]),
      );
      expect(reasonsAgainst(spoken, ryuji)).toContainEqual({ kind: 'silence', target: ryuji, day: 0 });
      expect(kinds(reasonsAgainst(spoken, mizuki))).not.toContain('silence');
      const allQuiet = recordOf(
        lang,
        day0([
          ['Agent[02]', 'Over', 0],
          ['Agent[03]', 'Over', 0],
          ['Agent[04]', 'Over', 0],
        ]),
      );
      expect(kinds(reasonsAgainst(allQuiet, ryuji))).not.toContain('silence');
    });

    it('a villager voting the one who went after the only seer says so, naming both', async () => {
      const brain = createRuleBrain({ seed: 'thin-record-talk', lang });
      const state = namedState(lang, {
        role: 'VILLAGER',
        day: 1,
        talks: [
          ['Agent[02]', LINES.seerClaim[lang]],
          ['Agent[03]', LINES.bareVoteOnSeer[lang]],
        ],
      });
      expect((await brain.vote(context(state))).target).toBe(ryuji);
      const talk = await brain.talk(context(state));
      expect(talk.text).toContain(ryuji);
      expect(talk.text).toContain(shizue);
      expect(talk.text).not.toContain(minato);
    });
  });
}
