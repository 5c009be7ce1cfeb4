import { describe, expect, it } from 'vitest';
import { readEnglishAsAsuka } from './read-printed.ts';

/**
 * English mechanisms of real contest talk: each covers a class of misses or false readings found
 * across all labelled English samples (not one phrasing), and is written here in sentences of our own,
 * apart from the contest logs, with its negations and the near forms that must not be read.
 */
const read = readEnglishAsAsuka;

const askedWolf = (agent: number | 'ANY'): string =>
  `INQUIRE ${agent === 'ANY' ? 'ANY' : `Agent[0${agent}]`} (ESTIMATE ANY WEREWOLF)`;
const askedVote = (agent: number): string => `INQUIRE Agent[0${agent}] (VOTE ANY)`;
const askedRole = (agent: number): string => `INQUIRE Agent[0${agent}] (COMINGOUT Agent[0${agent}] ANY)`;
const askedResult = (agent: number | 'ANY'): string =>
  `INQUIRE ${agent === 'ANY' ? 'ANY' : `Agent[0${agent}]`} (DIVINED ANY ANY)`;

const CASES: [string, string[]][] = [
  // Several players addressed as one: each is asked.
  ['Midori and Shizue  name your top suspect.', [askedWolf(3), askedWolf(4)]],
  ['Midori  Shizue  Victoria  who do you suspect?', [askedWolf(3), askedWolf(4), askedWolf(5)]],
  ['@Midori @Victoria who will you vote for?', [askedVote(3), askedVote(5)]],
  ['Two players stay silent: @Shizue and @Servas. Who do you suspect?', [askedWolf(4), askedWolf(1)]],
  [
    '@Shizue @Servas are you the seer?',
    ['INQUIRE Agent[04] (COMINGOUT Agent[04] SEER)', 'INQUIRE Agent[01] (COMINGOUT Agent[01] SEER)'],
  ],
  ['Midori and Shizue both look suspicious.', ['ESTIMATE Agent[03] WEREWOLF', 'ESTIMATE Agent[04] WEREWOLF']],
  ['Midori and Shizue voted me. Who do you suspect?', [askedWolf('ANY')]],
  ['@Shizue @Servas who do you suspect? @Victoria who will you vote for?', [askedWolf(4), askedWolf(1), askedVote(5)]],
  ["Midori and Shizue  don't share your reads yet.", []],
  // Every askable noun of a question or request, coordinated ones included.
  ['@Shizue could you share any reads or your role?', [askedWolf(4), askedRole(4)]],
  ['Shizue  state your role and vote plan.', ['REQUEST Agent[04] (COMINGOUT Agent[04] ANY)', askedVote(4)]],
  ['@Midori any vote target or plan?', [askedVote(3)]],
  ['@Victoria share your result and your vote.', [askedResult(5), askedVote(5)]],
  ['Seer  please share results.', [askedResult('ANY')]],
  ["@Shizue don't share your reads or your role yet.", []],
  ["I'll share my reads and my role later.", []],
  ['@Victoria your refusal to name a role is telling.', []],
  ['I voted Midori. Any role claims or objections?', ['VOTED Agent[03]']],
  ['@Midori at least one seer lied. Explain how you chose your divination target.', []],
  // Speech retold by its source, or quoted, is not the speaker's.
  ["Midori's “I am the seer” sounds rehearsed.", []],
  ['Shizue\'s quick "Victoria is a wolf" feels forced.', []],
  ['Midori saying Shizue is human makes no sense.', []],
  ["Servas's claim that Victoria is a wolf feels rushed.", []],
  ['Victoria played seer and spotted Shizue as a wolf.', []],
  ['Midori-san flagged Shizue as suspicious.', []],
  ['I say Victoria is a wolf.', ['ESTIMATE Agent[05] WEREWOLF']],
  ['Shizue is suspicious, saying nothing all day.', ['ESTIMATE Agent[04] WEREWOLF']],
  // Trust in a player's plan, claim or result is no estimate of the player.
  ["I trust Shizue's divination so I'll vote Midori.", ['VOTE Agent[03]']],
  ["I believe Victoria's plan gets us the win.", []],
  ["I trust Mr. Servas's claim.", []],
  ['I trust Shizue.', ['ESTIMATE Agent[04] VILLAGER']],
  ["I trust Shizue's word on this.", ['ESTIMATE Agent[04] VILLAGER']],
  ["I don't trust Shizue.", ['NOT (ESTIMATE Agent[04] VILLAGER)']],
  // A broader suspicion lexicon: aspect and copula variants, owners (honorific suffix, gerund), experiencer
  // predicates and attitude adjectives; denials inside or around give nothing.
  ["Shizue's been quiet and suspicious.", ['ESTIMATE Agent[04] WEREWOLF']],
  ["Shizue's been quiet and not suspicious.", []],
  ['@Shizue you’re looking suspicious to me.', ['ESTIMATE Agent[04] WEREWOLF']],
  ["@Shizue you're not looking suspicious.", []],
  ["Midori-kun's silence feels suspicious.", ['ESTIMATE Agent[03] WEREWOLF']],
  ["Midori-kun's silence isn't suspicious.", []],
  ['Midori being quiet is fishy.', ['ESTIMATE Agent[03] WEREWOLF']],
  ['Midori being quiet is not fishy.', []],
  ["Victoria's silence weighs heavily on me.", ['ESTIMATE Agent[05] WEREWOLF']],
  ["Victoria's death weighs heavily on me.", []],
  ["Servas's vote raises red flags.", ['ESTIMATE Agent[01] WEREWOLF']],
  ["Servas's vote doesn't raise red flags.", []],
  ['Midori voting Shizue gives me pause.', ['ESTIMATE Agent[03] WEREWOLF']],
  ["I am skeptical of Ms. Victoria's silence.", ['ESTIMATE Agent[05] WEREWOLF']],
  ["I'm not skeptical of Victoria.", []],
  // A judgement whose subject is carried from the sentence before.
  ['Victoria keeps voting the same. Strange behavior.', ['ESTIMATE Agent[05] WEREWOLF']],
  ["Shizue's been very quiet. Suspect much?", ['ESTIMATE Agent[04] WEREWOLF']],
  ["Midori's reads shift every day. These flip-flops seem odd.", ['ESTIMATE Agent[03] WEREWOLF']],
  ["Servas changed his vote twice. Hmm. It's a bit odd right?", ['ESTIMATE Agent[01] WEREWOLF']],
  ["Shizue was attacked last night. That's odd.", []],
  ["Servas keeps voting the same. That's not strange.", []],
  ['No role claims yet. Strange behavior.', []],
  ['@Midori @Shizue you both voted Servas. Strange behavior.', []],
  ['Victoria said he lied. Strange behavior.', []],
];

describe('English classes of real contest talk', () => {
  for (const [text, expected] of CASES) {
    it(`reads "${text}"`, () => {
      expect(read(text).sort()).toEqual([...expected].sort());
    });
  }
});
