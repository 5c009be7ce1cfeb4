import type { Sentence } from '../../src/protocol/index.ts';

/** Rosters of the round-trip tests: character names as in the contests. */
export const ROUND_TRIP_NAMES = {
  ja: ['ミナト', 'サクラ', 'ジョナサン', 'ダイスケ', 'ミヅキ'],
  en: ['Servas', 'Asuka', 'Midori', 'Shizue', 'Victoria'],
} as const;

/** The speaker of the round-trip tests (agent 1). */
export const SELF = 1;

/** One sentence of every kind the rule brain says (subjects omitted: the speaker says them). */
export const ROUND_TRIP_SENTENCES: readonly Sentence[] = [
  { type: 'COMINGOUT', target: SELF, role: 'SEER' },
  { type: 'COMINGOUT', target: SELF, role: 'MEDIUM' },
  { type: 'COMINGOUT', target: SELF, role: 'BODYGUARD' },
  { type: 'COMINGOUT', target: SELF, role: 'VILLAGER' },
  { type: 'COMINGOUT', target: SELF, role: 'POSSESSED' },
  { type: 'COMINGOUT', target: SELF, role: 'WEREWOLF' },
  { type: 'DIVINED', target: 3, species: 'HUMAN' },
  { type: 'DIVINED', target: 4, species: 'WEREWOLF' },
  { type: 'IDENTIFIED', target: 2, species: 'HUMAN' },
  { type: 'IDENTIFIED', target: 5, species: 'WEREWOLF' },
  { type: 'GUARDED', target: 3 },
  { type: 'ESTIMATE', target: 4, role: 'WEREWOLF' },
  { type: 'ESTIMATE', target: 2, role: 'VILLAGER' },
  { type: 'ESTIMATE', target: 5, role: 'POSSESSED' },
  { type: 'ESTIMATE', target: 3, role: 'SEER' },
  { type: 'VOTE', target: 4 },
  { type: 'VOTED', target: 2 },
  { type: 'DIVINATION', target: 5 },
  { type: 'GUARD', target: 2 },
  { type: 'REQUEST', target: 0, clause: { type: 'VOTE', target: 4 } },
  { type: 'REQUEST', target: 3, clause: { type: 'VOTE', target: 4 } },
  { type: 'REQUEST', target: 0, clause: { type: 'DIVINATION', target: 5 } },
  { type: 'REQUEST', target: 2, clause: { type: 'DIVINATION', target: 5 } },
  { type: 'REQUEST', target: 0, clause: { type: 'GUARD', target: 3 } },
  { type: 'REQUEST', target: 0, clause: { type: 'COMINGOUT', target: 0, role: 'SEER' } },
  { type: 'REQUEST', target: 0, clause: { type: 'COMINGOUT', target: 0, role: 'MEDIUM' } },
  { type: 'REQUEST', target: 4, clause: { type: 'COMINGOUT', target: 4, role: 'ANY' } },
  { type: 'INQUIRE', target: 0, clause: { type: 'VOTE', target: 0 } },
  { type: 'INQUIRE', target: 3, clause: { type: 'VOTE', target: 0 } },
  { type: 'INQUIRE', target: 2, clause: { type: 'DIVINATION', target: 0 } },
  { type: 'INQUIRE', target: 5, clause: { type: 'ESTIMATE', target: 0, role: 'WEREWOLF' } },
  { type: 'INQUIRE', target: 4, clause: { type: 'COMINGOUT', target: 4, role: 'ANY' } },
  { type: 'INQUIRE', target: 2, clause: { type: 'DIVINED', target: 0, species: 'ANY' } },
  { type: 'AGREE', talkType: 'TALK', talkDay: 1, talkId: 7 },
  { type: 'DISAGREE', talkType: 'TALK', talkDay: 1, talkId: 8 },
  {
    type: 'BECAUSE',
    clauses: [
      { type: 'ESTIMATE', target: 4, role: 'WEREWOLF' },
      { type: 'VOTE', target: 4 },
    ],
  },
  {
    type: 'BECAUSE',
    clauses: [
      { type: 'DIVINED', target: 5, species: 'WEREWOLF' },
      { type: 'REQUEST', target: 0, clause: { type: 'VOTE', target: 5 } },
    ],
  },
  { type: 'NOT', clause: { type: 'ESTIMATE', target: 3, role: 'WEREWOLF' } },
  { type: 'NOT', clause: { type: 'ESTIMATE', target: 4, role: 'VILLAGER' } },
  { type: 'NOT', clause: { type: 'COMINGOUT', target: SELF, role: 'WEREWOLF' } },
  { type: 'DAY', day: 1, clause: { type: 'DIVINED', target: 3, species: 'HUMAN' } },
  { type: 'DAY', day: 2, clause: { type: 'VOTED', target: 2 } },
];

/** Talk that AGREE/DISAGREE above refer to: talk 7 by agent 3 and talk 8 by agent 4 on day 1. */
export const recentTalksFor = (names: readonly string[]) => [
  { day: 1, idx: 7, speaker: names[2] ?? '' },
  { day: 1, idx: 8, speaker: names[3] ?? '' },
];
