import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import { type Reason, reasonsAgainst } from '../../../../src/brain/rule/talk/evidence.ts';
import { context } from '../../support/build-state.ts';
import { NAMES } from './named-state.ts';
import { talkScenario } from './talk-scenario.ts';

const LANGS = ['ja', 'en'] as const;

const kinds = (reasons: readonly Reason[]): string[] => reasons.map((reason) => reason.kind);

/** Talks of the thin first day, in each language: who said what. */
const LINES = {
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
  const firstDay = () => talkScenario(lang, { role: 'VILLAGER', day: 1 });
  /** Shizue claims the seer with a white on Mizuki. */
  const seerClaim = () => firstDay().claims(shizue, 'SEER', { target: mizuki, werewolf: false });
  describe(`${lang}: reasons a thin first day gives, each true of the record`, () => {
    it('votes-claimer: went after the only seer claimer (not when a rival claims the role too)', () => {
      const record = seerClaim().says(ryuji, LINES.bareVoteOnSeer[lang]).says(mizuki, LINES.voteYumi[lang]).record();
      expect(reasonsAgainst(record, ryuji)).toContainEqual({
        kind: 'votes-claimer',
        target: ryuji,
        claimer: shizue,
        role: 'SEER',
      });
      expect(kinds(reasonsAgainst(record, mizuki))).not.toContain('votes-claimer');
      // With a rival seer claimer, going after one of the two is what the table does.
      const rival = seerClaim()
        .says(yumi, lang === 'ja' ? '私が本物の占い師です。' : 'I am the real seer.')
        .says(ryuji, LINES.bareVoteOnSeer[lang]);
      expect(kinds(reasonsAgainst(rival.record(), ryuji))).not.toContain('votes-claimer');
    });

    it('bare-vote: named a vote in a bare line and never said why (not when a reason was given)', () => {
      const record = firstDay().says(ryuji, LINES.voteYumi[lang]).says(mizuki, LINES.reasonedVote[lang]).record();
      expect(reasonsAgainst(record, ryuji)).toContainEqual({ kind: 'bare-vote', target: ryuji, voted: yumi });
      expect(kinds(reasonsAgainst(record, mizuki))).not.toContain('bare-vote');
    });

    it('vote-switch: named one vote earlier today and another since', () => {
      const record = firstDay()
        .says(ryuji, LINES.voteYumi[lang])
        .says(mizuki, LINES.voteYumi[lang])
        .says(ryuji, LINES.voteMizuki[lang])
        .says(mizuki, LINES.voteYumi[lang])
        .record();
      const { state } = record;
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
      const spoken = firstDay()
        .says(shizue, LINES.greeting[lang], 0)
        .says(ryuji, 'Over', 0)
        .says(mizuki, LINES.greeting[lang], 0)
        .says(yumi, LINES.greeting[lang], 0)
        .record();
      expect(reasonsAgainst(spoken, ryuji)).toContainEqual({ kind: 'silence', target: ryuji, day: 0 });
      expect(kinds(reasonsAgainst(spoken, mizuki))).not.toContain('silence');
      const allQuiet = firstDay().says(shizue, 'Over', 0).says(ryuji, 'Over', 0).says(mizuki, 'Over', 0).record();
      expect(kinds(reasonsAgainst(allQuiet, ryuji))).not.toContain('silence');
    });

    it('no silence said of one who has talked since: "only said Over yesterday" beside its talk of today is false', () => {
      const spokenSince = firstDay()
        .says(shizue, LINES.greeting[lang], 0)
        .says(ryuji, 'Over', 0)
        .says(mizuki, LINES.greeting[lang], 0)
        .says(yumi, LINES.greeting[lang], 0)
        .says(ryuji, LINES.voteYumi[lang])
        .record();
      expect(kinds(reasonsAgainst(spokenSince, ryuji))).not.toContain('silence');
      // A pass today breaks no silence.
      const passedToday = firstDay()
        .says(shizue, LINES.greeting[lang], 0)
        .says(ryuji, 'Over', 0)
        .says(mizuki, LINES.greeting[lang], 0)
        .says(ryuji, 'Over')
        .record();
      expect(reasonsAgainst(passedToday, ryuji)).toContainEqual({ kind: 'silence', target: ryuji, day: 0 });
    });

    it('a villager voting the one who went after the only seer says so, naming both', async () => {
      const brain = createRuleBrain({ seed: 'thin-record-talk', lang });
      const state = seerClaim().says(ryuji, LINES.bareVoteOnSeer[lang]).state();
      expect((await brain.vote(context(state))).target).toBe(ryuji);
      const talk = await brain.talk(context(state));
      expect(talk.text).toContain(ryuji);
      expect(talk.text).toContain(shizue);
      expect(talk.text).not.toContain(minato);
    });
  });
}
