import { createRoster } from '../../src/protocol/index.ts';
import { describeForms, readPrinted } from './read-printed.ts';

/**
 * Forms of the 2025 contest talk that name a vote, a guard, a suspicion or a question without the speaker
 * holding or asking it (the labelling guideline: a threat, a proposal to everyone, a purpose, someone's stance or a
 * fact told, a plan wondered about), each beside the near miss that is still read. Agents: エリザ 1, ハナ 2, リア 3,
 * ハンク 4, リョウ 5 (the speaker).
 */
const roster = createRoster(['エリザ', 'ハナ', 'リア', 'ハンク', 'リョウ']);
const read = (text: string): string[] => readPrinted({ text, speaker: 'リョウ', roster, lang: 'ja' });

describeForms(
  'Japanese readings that are not the speaker’s own',
  {
    'a vote threatened is no vote': [
      ['@ハナ 今日黙っていたらあなたに投票する。', []],
      ['@ハナ 今すぐ発言してくれる？ それともあなたに投票するよ！', []],
      ['今日はハナに投票する。', ['VOTE Agent[02]']],
    ],
    'a vote put to the table is a request': [
      ['ハナに投票せよ。', ['REQUEST ANY (VOTE Agent[02])']],
      ['今日はハナに投票するのがいいかもしれないね。', ['REQUEST ANY (VOTE Agent[02])']],
      ['今日はハナに投票する必要がある。', ['REQUEST ANY (VOTE Agent[02])']],
      ['ハンク、ハナのいずれかが人狼である可能性は高い。ハナに投票せよ。', ['REQUEST ANY (VOTE Agent[02])']],
      ['ハナに投票するのが一番安全だと思う。', ['VOTE Agent[02]']],
    ],
    'a guard as a purpose or a proposal': [
      ['ハナを守るために早く俺の言葉を信じてくれ。', []],
      ['ハナを守る人が必要だ。', []],
      ['ぼくもハナさんを護衛するのが良いと思いますよぅ！', ['REQUEST ANY (GUARD Agent[02])']],
      ['今夜はハナを護衛します。', ['GUARD Agent[02]']],
      ['ハナを守りたい。', []],
      ['ハナさんを守るつもりです。', ['GUARD Agent[02]']],
      ['今夜は  @ハナ  を守る — その人は占い師かもしれない。', ['GUARD Agent[02]']],
    ],
    'a divination plan talked about or wondered about is no question': [
      ['次は誰を占うべきか？', []],
      ['次は誰を占うのか動向が気になるな。', []],
      ['ハナの占い先が気になるのよ。彼女は誰を占うつもりかしら？', []],
      ['@ハナ 次は誰を占うのかな？', ['INQUIRE Agent[02] (DIVINATION ANY)']],
      ['@ハナ あなたは誰を占うの？', ['INQUIRE Agent[02] (DIVINATION ANY)']],
    ],
    'a suspicion described, passive, or of an act toward the agent': [
      ['リアの行動が気になるの。ハナを強く疑う姿勢、これは逆にカモフラージュだ。', []],
      ['あなたが怪しいとされている部分について、どう思いますか？', []],
      ['ハナが怪しいと思われている。', []],
      ['ハナへの注目はちょっと怪しいと感じる。', []],
      ['ハナへの疑いが強まった。', ['ESTIMATE Agent[02] WEREWOLF']],
      ['自分はハナを疑う方に傾いてる。', ['ESTIMATE Agent[02] WEREWOLF']],
      ['ハナを疑う理由は発言だ。', ['ESTIMATE Agent[02] WEREWOLF']],
    ],
    'a verdict that came out, debated or weighed is not the speaker’s': [
      ['リアの占い結果、ハナが人狼だと出たが、俺はリアを信じない。', ['NOT (ESTIMATE Agent[03] VILLAGER)']],
      ['ハナが人狼である可能性が高いという議論が進行しています。', []],
      ['ハナが人狼だってことは真実か再確認必要だね。', []],
      ['ハナを人狼と見抜いた理由を語れ。', []],
      ['ハナは人狼だと思う。', ['ESTIMATE Agent[02] WEREWOLF']],
    ],
    'trust of someone else’s, or in another clause': [
      ['ハナ君も占い師を信じているみたいだけど、どう考えてるのか聞きたいな。', []],
      ['ハナとリアが退場した今、信頼できる占い師は誰か考えよう。', []],
      ['ハナの結果を信じる。', ['ESTIMATE Agent[02] VILLAGER']],
    ],
    'a vote plan for the table, or an opinion of a result, asks nobody for a vote or a result': [
      ['次の投票先を決めるために意見を出し合いましょう。', []],
      ['誰に投票するか、みんなで話し合おう！', []],
      ['他の人: 誰に投票するかを一文で述べて', ['INQUIRE ANY (VOTE ANY)']],
      ['@ハナ 投票先を決めて。', ['INQUIRE Agent[02] (VOTE ANY)']],
      ['@ハナ 占いの結果をどう考えていますか？', []],
      ['ハナさん、占い結果の根拠を教えてください。', []],
      ['@リア ハナの結果をどう受け止めていますか？', []],
      ['@ハナ占いの結果や理由をもっと詳しく教えて欲しいです', ['INQUIRE Agent[02] (DIVINED ANY ANY)']],
      ['@ハナ 結果はどう？', ['INQUIRE Agent[02] (DIVINED ANY ANY)']],
    ],
    'a claim told or waited for is no request to come out': [
      ['@ハナ 彼女が占い師COしていて、しかも私に人間判定を出しているのに、なぜ？', []],
      ['占いCO待ちって感じかな。', []],
      ['まだ役職を明かすのを拒んでいる人に投票しよう。', []],
      ['彼は自らの正体を明かし、状況を混乱させようとしてるんや。', []],
      ['@ハナ COして。', ['REQUEST Agent[02] (COMINGOUT Agent[02] ANY)']],
      ['役職を明かして！', ['REQUEST ANY (COMINGOUT ANY ANY)']],
    ],
  },
  read,
);

describeForms(
  'Japanese everyday forms of the 2025 talk that say a vote or a suspicion',
  {
    'a vote said with its reason first, or named after the clause before': [
      ['ハナさんが静かで気になったので、投票してみる', ['VOTE Agent[02]']],
      ['ハナの黒出しは理由が薄い。不自然さを感じるので投票する', ['VOTE Agent[02]']],
      ['ハナは曖昧で流れに便乗しがち。投票予定。', ['VOTE Agent[02]']],
      ['リアは白だ。ハナが怪しいので投票する', ['BECAUSE (ESTIMATE Agent[02] WEREWOLF) (VOTE Agent[02])']],
      ['@ハナさん、リアに投票した理由は何ですか？', []],
    ],
    'a vote in other everyday words': [
      ['今回はハナでいく', ['VOTE Agent[02]']],
      ['判断基準は多角的でありたい。今日はハナを選ぶ', ['VOTE Agent[02]']],
      ['私の投票先はハナ氏とする。', ['VOTE Agent[02]']],
      ['最終票: ハナ。', ['VOTE Agent[02]']],
      ['今日はハナにいれるよ。', ['VOTE Agent[02]']],
      ['私は  @ハナにこのまま投票しておく', ['VOTE Agent[02]']],
      ['ハナの追放に投票します。', ['VOTE Agent[02]']],
      ['私はハナに投票しなければならない。', ['VOTE Agent[02]']],
    ],
    'a vote asked of everyone in other words': [
      ['全員がハナに投票しなければならない。', ['REQUEST ANY (VOTE Agent[02])']],
      ['我々は今日ハナを排除しなければならない。', ['REQUEST ANY (VOTE Agent[02])']],
      ['ハナの排除を提案する。', ['REQUEST ANY (VOTE Agent[02])']],
      ['ハナを本日投票対象に推します。', ['REQUEST ANY (VOTE Agent[02])']],
      ['今日はハナに票を合わせよう。', ['REQUEST ANY (VOTE Agent[02])']],
      ['ハナが人狼でなければならない理由はない。', []],
    ],
    'a suspicion in other everyday words': [
      ['ハナがずっと静かで心配してる。', ['ESTIMATE Agent[02] WEREWOLF']],
      ['ハナの霊媒結果を疑おう。', ['ESTIMATE Agent[02] WEREWOLF']],
      ['今回はハナを疑うべきかもしれません。', ['ESTIMATE Agent[02] WEREWOLF']],
      ['ハナの発言は人狼の臭いがする。', ['ESTIMATE Agent[02] WEREWOLF']],
      ['ハナは唯一の占い師だ。彼は狼の匂いを嗅いだ。', []],
      ['ハナの体調が心配だ。', []],
      ['リアはハナを疑うべきか迷う。', []],
      ['誰がハナの結果を疑っていて、なぜ？', []],
    ],
  },
  read,
);
