import { createRoster } from '../../src/protocol/index.ts';
import { describeForms, readPrinted } from './read-printed.ts';

/**
 * Facts the LLM brain's "Claims and results" must not be handed (the 2025 logs): others' claims retold
 * (`XとY、どちらも占い師COで…`) are no claim of the speaker's, and a species word drawn as a conclusion (`…ので、Xが人狼に
 * 違いない`, `X=狼を示唆する`) is the speaker's estimate, not a result. Agents: エリザ 1, ハナ 2, リア 3, ハンク 4,
 * リョウ 5 (the speaker).
 */
const roster = createRoster(['エリザ', 'ハナ', 'リア', 'ハンク', 'リョウ']);
const read = (text: string): string[] => readPrinted({ text, speaker: 'リョウ', roster, lang: 'ja' });

describeForms(
  'Japanese claims retold and results inferred',
  {
    'claims of others retold': [
      ['ハナさんとリアさん、どちらも占い師COですごく混乱するね。', []],
      ['ハナとリアが二人とも占い師COした。', []],
      ['占い師COです。', ['COMINGOUT Agent[05] SEER']],
    ],
    'a result inferred is an estimate': [
      [
        '@ハナ あなたを人間だと占ったので、リアが人狼に違いない。',
        ['BECAUSE (DIVINED Agent[02] HUMAN) (ESTIMATE Agent[03] WEREWOLF)'],
      ],
      [
        '占い師だ。偽COが2つはハンク=狼 リア=狂人を示唆する。',
        ['COMINGOUT Agent[05] SEER', 'ESTIMATE Agent[04] WEREWOLF'],
      ],
      ['占い師だ。偽COが2つはハンク=狼を示唆する。', ['COMINGOUT Agent[05] SEER']],
      ['占い師だ。ハンク=狼。', ['COMINGOUT Agent[05] SEER', 'DIVINED Agent[04] WEREWOLF']],
    ],
    'the speaker’s own result in the clause after a contrast with someone else’s account': [
      ['ハナが白って言われてるけど、実は僕が占った結果、ハナが人狼だったんだ。', ['DIVINED Agent[02] WEREWOLF']],
      ['ハナの占い結果、リアが人狼だと出たが、今夜、俺が占った結果はハナが黒だった。', ['DIVINED Agent[02] WEREWOLF']],
      // No own reading act after the contrast: the whole sentence is someone else's account.
      ['ハナの占い結果、リアが人狼だと出たが、ハンクが黒だった。', []],
      ['ハナが白って言われてるけど、ハナは人狼だと思う。', ['ESTIMATE Agent[02] WEREWOLF']],
    ],
    'a result on the speaker, told back to the one who gave it (the agent named is its giver)': [
      ['ハナ、占い結果が白だったってことは、私が村人ってことだね！', []],
      ['@ハナ おはよう！ハナ、占い結果が白だったってことは、僕は人間ってことだよね。', []],
      ['ハナが白だったということは、私は村側ってことだ。', []],
      // The result alone, or a conclusion about someone else: the speaker's own result stays.
      ['ハナ、占い結果が白だった。', ['DIVINED Agent[02] HUMAN']],
      [
        '占い結果、ハナが白だったってことは、ハンクが怪しい。',
        ['DIVINED Agent[02] HUMAN', 'ESTIMATE Agent[04] WEREWOLF'],
      ],
    ],
    'a finding put in the passive, in a talk that claims the reading role': [
      ['私は霊能者です — ハナは人間と確認されました。', ['COMINGOUT Agent[05] MEDIUM', 'IDENTIFIED Agent[02] HUMAN']],
      ['私は霊媒師です。ハナは人狼と判定されました。', ['COMINGOUT Agent[05] MEDIUM', 'IDENTIFIED Agent[02] WEREWOLF']],
      ['ハナは人間と確認されました。', []],
      ['私は霊媒師です。ハナは人間と確認されたらしい。', ['COMINGOUT Agent[05] MEDIUM']],
    ],
    'a verdict that came out of the speaker’s divination, or its result told after a comma': [
      ['ワイはハンクを占ったところ、黒判定が出ました。', ['DIVINED Agent[04] WEREWOLF']],
      ['ハンクを占ったら白が出た。', ['DIVINED Agent[04] HUMAN']],
      ['私は昨日の夜にハンクを占い、その結果は「人狼」でした。', ['DIVINED Agent[04] WEREWOLF']],
      ['ハナがハンクを占ったところ、黒判定が出ました。', []],
      ['ハンクを占い、人狼なら吊ろう。', []],
      ['ハンクを占い、結果を明日伝えます。', []],
    ],
  },
  read,
);
