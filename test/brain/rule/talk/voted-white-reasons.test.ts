import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import {
  type GameRecord,
  type Reason,
  reasonsAgainst,
  speakableReasons,
} from '../../../../src/brain/rule/talk/evidence.ts';
import type { GameState } from '../../../../src/game/state.ts';
import { understand } from '../../../../src/nl/index.ts';
import { createRoster } from '../../../../src/protocol/index.ts';
import { NAMES, namedState } from './named-state.ts';

const LANGS = ['ja', 'en'] as const;

const recordOf = (lang: 'ja' | 'en', state: GameState): GameRecord => {
  const roster = createRoster(state.agents);
  return {
    state,
    beliefs: createRuleBrain({ seed: 'voted-white', lang }).beliefsOf(state),
    roster,
    talkSentences: state.talks.map((talk) => understand({ text: talk.text, speaker: talk.agent, roster, lang })),
  };
};

const kinds = (reasons: readonly Reason[]): string[] => reasons.map((reason) => reason.kind);

const SEER_CLAIM = {
  ja: '私は占い師です。占いの結果、ミヅキさんは人間でした。',
  en: 'I am the seer. I divined Mizuki as human.',
};

/**
 * Day 2 of 5: on day 1 Shizue claimed the seer and found Mizuki human; Ryuji and Yumi voted Mizuki, the
 * rest (us: `ourVote`) voted Yumi, executed.
 */
const dayTwo = (lang: 'ja' | 'en', ourVote: string): GameState =>
  namedState(lang, {
    role: 'VILLAGER',
    day: 2,
    dead: [{ agent: 'Agent[05]', cause: 'executed', day: 1 }],
    talks: [['Agent[02]', SEER_CLAIM[lang], 1]],
    votes: [
      { day: 1, agent: 'Agent[01]', target: ourVote },
      { day: 1, agent: 'Agent[02]', target: 'Agent[05]' },
      { day: 1, agent: 'Agent[03]', target: 'Agent[04]' },
      { day: 1, agent: 'Agent[04]', target: 'Agent[05]' },
      { day: 1, agent: 'Agent[05]', target: 'Agent[04]' },
    ],
  });

for (const lang of LANGS) {
  const [, shizue, ryuji, mizuki] = NAMES[lang];
  describe(`${lang}: a past vote on a player a seer claimer found human`, () => {
    it('voted-white: names the day, the voted player and the reporter (not of one who voted otherwise)', () => {
      const record = recordOf(lang, dayTwo(lang, 'Agent[05]'));
      expect(speakableReasons(record, ryuji)).toContainEqual({
        kind: 'voted-white',
        target: ryuji,
        day: 1,
        victim: mizuki,
        reporter: shizue,
      });
      expect(kinds(reasonsAgainst(record, mizuki))).not.toContain('voted-white');
      expect(kinds(reasonsAgainst(record, shizue))).not.toContain('voted-white');
    });

    it('never held against another when we cast the same vote ourselves', () => {
      const record = recordOf(lang, dayTwo(lang, 'Agent[04]'));
      expect(kinds(speakableReasons(record, ryuji))).not.toContain('voted-white');
    });
  });
}
