import { describe, expect, it } from 'vitest';
import { type Language, understand } from '../../src/nl/index.ts';
import { createRoster, print, type Sentence } from '../../src/protocol/index.ts';

/**
 * The shapes issue 13 names as missed (written for it, apart from the rules): a role and a result in one
 * utterance, requests aimed at a role or at anyone (also not to vote), coordinated subjects and objects,
 * disjunction, reasons and questions to a named player. Each line must be read exactly.
 */
const CASES: Record<Language, { names: string[]; speaker: string; cases: [string, string[]][] }> = {
  en: {
    names: ['Servas', 'Asuka', 'Midori', 'Shizue', 'Victoria'],
    speaker: 'Asuka',
    cases: [
      ["As the seer I'll say it: Midori was black.", ['COMINGOUT Agent[02] SEER', 'DIVINED Agent[03] WEREWOLF']],
      [
        "Medium here; yesterday's executed Shizue was human.",
        ['COMINGOUT Agent[02] MEDIUM', 'IDENTIFIED Agent[04] HUMAN'],
      ],
      ['I checked Midori last night and she came out human.', ['DIVINED Agent[03] HUMAN']],
      ['Result on Midori: white.', ['DIVINED Agent[03] HUMAN']],
      ["If you're the seer please come out.", ['REQUEST ANY (COMINGOUT ANY SEER)']],
      ["@Midori if you're the seer, tell us who you checked.", ['INQUIRE Agent[03] (DIVINED ANY ANY)']],
      ['Bodyguard, protect Shizue tonight.', ['REQUEST ANY (GUARD Agent[04])']],
      ['Could someone divine Midori?', ['REQUEST ANY (DIVINATION Agent[03])']],
      ["Let's not vote Midori.", ['REQUEST ANY (NOT (VOTE Agent[03]))']],
      ["Please don't vote for Shizue today.", ['REQUEST ANY (NOT (VOTE Agent[04]))']],
      ['Midori and Shizue are both human.', ['ESTIMATE Agent[03] VILLAGER', 'ESTIMATE Agent[04] VILLAGER']],
      ['I suspect Midori and Shizue.', ['ESTIMATE Agent[03] WEREWOLF', 'ESTIMATE Agent[04] WEREWOLF']],
      ['Either Midori or Shizue is a wolf.', ['XOR (ESTIMATE Agent[03] WEREWOLF) (ESTIMATE Agent[04] WEREWOLF)']],
      ['Midori or Shizue must be a wolf.', ['OR (ESTIMATE Agent[03] WEREWOLF) (ESTIMATE Agent[04] WEREWOLF)']],
      [
        'I will vote for Midori because I divined Midori as a werewolf.',
        ['BECAUSE (DIVINED Agent[03] WEREWOLF) (VOTE Agent[03])'],
      ],
      ['@Midori who did you vote for yesterday?', ['INQUIRE Agent[03] (VOTE ANY)']],
      ['@Midori do you suspect Shizue?', ['INQUIRE Agent[03] (ESTIMATE Agent[04] WEREWOLF)']],
      ['@Midori what was your result?', ['INQUIRE Agent[03] (DIVINED ANY ANY)']],
      ['@Shizue who are you leaning toward?', ['INQUIRE Agent[04] (VOTE ANY)']],
      ["George's erratic voting looks wolfish to me.", []],
      ["Victoria's votes have always been suspicious.", ['ESTIMATE Agent[05] WEREWOLF']],
    ],
  },
  ja: {
    names: ['エリザ', 'ハナ', 'リア', 'ハンク', 'リョウ'],
    speaker: 'リョウ',
    cases: [
      ['占い師として言うけど、リアは黒だった。', ['COMINGOUT Agent[05] SEER', 'DIVINED Agent[03] WEREWOLF']],
      ['霊媒師です。昨日処刑されたハンクは人間でした。', ['COMINGOUT Agent[05] MEDIUM', 'IDENTIFIED Agent[04] HUMAN']],
      ['リアを占ったら人間だった。', ['DIVINED Agent[03] HUMAN']],
      ['結果：リアは白。', ['DIVINED Agent[03] HUMAN']],
      ['占い師なら出てきてください。', ['REQUEST ANY (COMINGOUT ANY SEER)']],
      ['狩人はハンクを守って。', ['REQUEST ANY (GUARD Agent[04])']],
      ['誰かリアを占ってくれないか。', ['REQUEST ANY (DIVINATION Agent[03])']],
      ['リアには投票しないようにしよう。', ['REQUEST ANY (NOT (VOTE Agent[03]))']],
      ['みんな、ハンクに投票しないで。', ['REQUEST ANY (NOT (VOTE Agent[04]))']],
      ['リアとハンクは二人とも人間だと思う。', ['ESTIMATE Agent[03] VILLAGER', 'ESTIMATE Agent[04] VILLAGER']],
      ['リアとハンクを疑っている。', ['ESTIMATE Agent[03] WEREWOLF', 'ESTIMATE Agent[04] WEREWOLF']],
      ['リアかハンクのどちらかが人狼だ。', ['XOR (ESTIMATE Agent[03] WEREWOLF) (ESTIMATE Agent[04] WEREWOLF)']],
      ['リアが怪しいから、リアに投票する。', ['BECAUSE (ESTIMATE Agent[03] WEREWOLF) (VOTE Agent[03])']],
      ['@リア 昨日誰に投票した？', ['INQUIRE Agent[03] (VOTED ANY)']],
      ['@リア ハンクを疑ってる？', ['INQUIRE Agent[03] (ESTIMATE Agent[04] WEREWOLF)']],
      ['@リア 占い結果は？', ['INQUIRE Agent[03] (DIVINED ANY ANY)']],
      ['アルトさん、霊媒師のCOは？', []],
      ['ハナさん、霊媒師のCOは？', ['INQUIRE Agent[02] (COMINGOUT Agent[02] MEDIUM)']],
      ['@ハナ どっちをより怪しむ？', ['INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)']],
    ],
  },
};

const flat = (sentences: readonly Sentence[]): string[] =>
  sentences.flatMap((sentence) => (sentence.type === 'AND' ? sentence.clauses.map(print) : [print(sentence)]));

describe('recall on the shapes real agents use', () => {
  for (const lang of ['en', 'ja'] as const) {
    const { names, speaker, cases } = CASES[lang];
    const roster = createRoster(names);
    for (const [text, expected] of cases) {
      it(`${lang}: ${text}`, () => {
        expect(flat(understand({ text, speaker, roster, lang }))).toEqual(expected);
      });
    }
  }
});
