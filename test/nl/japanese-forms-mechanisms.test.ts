import { createRoster } from '../../src/protocol/index.ts';
import { describeForms, readPrinted } from './read-printed.ts';

/**
 * Japanese forms read as general mechanisms rather than phrases
 * (sentences written for this test, apart from the samples), each with the near misses and negations it
 * must not read. Agents: エリザ 1, ハナ 2, リア 3, ハンク 4, リョウ 5 (the speaker), Daisuke 6.
 */
const NAMES = ['エリザ', 'ハナ', 'リア', 'ハンク', 'リョウ', 'Daisuke'];
const roster = createRoster(NAMES);

const CASES: Record<string, [string, string[]][]> = {
  'a role or identity put in doubt reads nothing, neither the role nor a suspicion': [
    ['ハナが本物の霊媒か疑わしい。', []],
    ['ハナが真の占い師か怪しい。', []],
    ['ハナの占い師COが本当か疑わしい。', []],
    ['ハナは本当に霊媒師なのか疑わしい。', []],
    ['ハナが人狼かどうか疑問だ。', []],
    ['ハナが本物の占い師かどうか、まだわからない。', []],
    // Not in doubt: still read.
    ['ハナが本物の占い師だと思う。', ['ESTIMATE Agent[02] SEER']],
    ['ハナは何か怪しい。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナの発言はなんか怪しい。', ['ESTIMATE Agent[02] WEREWOLF']],
  ],
  'a second negation cancels a negated reading': [
    ['ハナが怪しくないとは言えない。', []],
    ['ハナは信用できないわけじゃない。', []],
    ['ハナに投票しないといけない。', []],
    ['ハナは人狼じゃないとは限らない。', []],
    ['ハナは信用できない。', ['NOT (ESTIMATE Agent[02] VILLAGER)']],
    ['ハナに投票しない。', ['NOT (VOTE Agent[02])']],
  ],
  'a consequence under `…ないと` (unless) is conditional': [
    ['根拠を示して。そうでないとハナを信用できない。', []],
    ['結果を出さないとハナを疑う。', []],
    ['ハナが何も言わないと怪しい。', []],
    ['ハナは人狼じゃないと思う。', ['NOT (ESTIMATE Agent[02] WEREWOLF)']],
    ['ハナは信用できないと判断した。', ['NOT (ESTIMATE Agent[02] VILLAGER)']],
  ],
  "someone else's wish or attempt to vote, retold, is not the speaker's vote": [
    ['みんな急にハナに投票したがってる。', []],
    ['みんなはハナを吊りたがってる。', []],
    ['ハンクがハナに投票しようとしてる。', []],
    ['ハナを吊ろうとしている人がいる。', []],
    ['ハナに投票した。', ['VOTED Agent[02]']],
    ['ハナに投票したい。', ['VOTE Agent[02]']],
  ],
  "`X吊りでいきたい`, `X吊りにしたい`: the speaker's own vote, `…でいきましょう` asks everyone": [
    ['今日はハナ吊りでいきたい。', ['VOTE Agent[02]']],
    ['ハナ吊りで行きます。', ['VOTE Agent[02]']],
    ['ハナ吊りにしたい。', ['VOTE Agent[02]']],
    ['ハナを吊ろうと思う。', ['VOTE Agent[02]']],
    ['ハナ吊りでいきましょう。', ['REQUEST ANY (VOTE Agent[02])']],
    ['ハナ吊りで行こう。', ['REQUEST ANY (VOTE Agent[02])']],
    ['ハナ吊りでいいのかな？', []],
    ['ハナを吊ろうと思わない。', []],
  ],
  "others' conclusions, claims and suspicions, told, are not the speaker's": [
    ['ハンクがリョウを占った結果、リョウが人狼だと結論付けたんだね。', []],
    ['ハナが占い師であることを宣言したのは心強いね。', []],
    ['@ハナ あなたが村人だと確認されたわけですが、情報はある？', []],
    ['皆ハナを怪しむけど、黙り込むほどの理由はない。', []],
    ['みんな、ハナが怪しい。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナは占い師だと思う。', ['ESTIMATE Agent[02] SEER']],
    ['私は占い師だ。', ['COMINGOUT Agent[05] SEER']],
  ],
  "the speaker's undecided vote is told, not asked; a bare `投票せん` is ambiguous": [
    ['まだ投票先は決めない。', []],
    ['@ハナ 投票先は決めた？', ['INQUIRE Agent[02] (VOTE ANY)']],
    ['ハナに投票せん。', []],
    ['ハナには投票せんよ。', ['NOT (VOTE Agent[02])']],
    ['ハナには投票せぬ。', ['NOT (VOTE Agent[02])']],
  ],
  'suspicion words and the attributive `狼のX`': [
    ['ハナの動きは胡散臭い。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナは大嘘つきだ！', ['ESTIMATE Agent[02] WEREWOLF']],
    [
      'ハナとリアが人狼陣営かもしれないと疑っています。',
      ['ESTIMATE Agent[02] WEREWOLF', 'ESTIMATE Agent[03] WEREWOLF'],
    ],
    ['狼のハナに投票しよう！', ['ESTIMATE Agent[02] WEREWOLF', 'REQUEST ANY (VOTE Agent[02])']],
    ['ハナは人狼陣営ではない。', []],
    ['ハナの動きは胡散臭くない。', []],
    ['真の狼のハナ', []],
  ],
  'claims: the role first (`人狼は私だよ`), or the role before the own name (`占い師のユキよ`)': [
    ['人狼は私だよ。', ['COMINGOUT Agent[05] WEREWOLF']],
    ['占い師は僕です！', ['COMINGOUT Agent[05] SEER']],
    ['占い師のリョウよ。', ['COMINGOUT Agent[05] SEER']],
    ['人狼は私じゃない。', []],
    ['占い師は私を占った。', []],
    ['人狼は私だと言う人がいる。', []],
    ['占い師のハナよ。', []],
  ],
  'requests aimed at a role, one-line reads asked of everyone, a choice in a vote': [
    ['霊能者は今COすべきだ。', ['REQUEST ANY (COMINGOUT ANY MEDIUM)']],
    ['占い師はCOしろ。', ['REQUEST ANY (COMINGOUT ANY SEER)']],
    ['霊能者はCOすべきではない。', []],
    ['一文の考察と、役職COは今。', ['INQUIRE ANY (ESTIMATE ANY WEREWOLF)', 'REQUEST ANY (COMINGOUT ANY ANY)']],
    ['一文の考察は書いた。', []],
    ['今日の投票、ハナを選ぶことにする。', ['VOTE Agent[02]']],
    ['ハナを選ぶことにする。', []],
    ['今日の投票、ハナを選ぶことにしない。', []],
  ],
  'an archaic volitional vote, a role asked to come out, a claim withdrawn': [
    ['我は、ハナに投票せん。', ['VOTE Agent[02]']],
    ['他の占い師も出るべきです。', ['REQUEST ANY (COMINGOUT ANY SEER)']],
    ['占い師は出るべきではない。', []],
    ['役職COは今。', ['REQUEST ANY (COMINGOUT ANY ANY)']],
    ['先ほどの占い師宣言は撤回します。', ['NOT (COMINGOUT Agent[05] SEER)']],
    ['ハナの占い師COは撤回された。', []],
  ],
  'the counter-claimant asked for, execution pushed, a vote called the way to win': [
    ['ハナが占いCOしたな。対抗はいるか？', ['INQUIRE ANY (COMINGOUT ANY SEER)']],
    ['対抗はいない。', []],
    ['俺はハナ吊り推すぜ！', ['REQUEST ANY (VOTE Agent[02])']],
    ['ハナ吊り推すのはおかしい。', []],
    ['ハナに投票するのが勝利への道だ。', ['VOTE Agent[02]']],
    ['ハナに投票するのが勝利への道だとは思わない。', []],
    ['ハナさんが静か。投票してみる。', ['VOTE Agent[02]']],
    ['ハナとリアが静か。投票してみる。', []],
  ],
};

describeForms('Japanese forms read as general mechanisms, with their near misses', CASES, (text) =>
  readPrinted({ text, speaker: 'リョウ', roster, lang: 'ja' }),
);
