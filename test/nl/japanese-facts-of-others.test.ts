import { createRoster } from '../../src/protocol/index.ts';
import { describeForms, readPrinted } from './read-printed.ts';

/**
 * Claims, results, votes and guards that are someone else's, talked about (the 2025 logs): no fact of the speaker's,
 * while the speaker's own forms next to them still read. Agents: エリザ 1, ハナ 2, リア 3, ハンク 4, リョウ 5 (the
 * speaker).
 */
const roster = createRoster(['エリザ', 'ハナ', 'リア', 'ハンク', 'リョウ']);
const read = (text: string): string[] => readPrinted({ text, speaker: 'リョウ', roster, lang: 'ja' });

describeForms(
  'Japanese facts of others, talked about',
  {
    'a result someone else gave': [
      ['ハナさんの白判定！これで俺は安心だ！', []],
      ['ハナの白結果を無条件に信じるのは危ない。', []],
      ['リアが黒だったという結果は重いね。', []],
      ['リアは人間と占われている。それは安心だよね？', []],
      ['@ハナ あなたは占い師だと名乗り、リアを狼と名指しした。', []],
      ['ハナは占い師を名乗り、リア=人狼と占った。', []],
      ['ハナの霊媒リアは人間と出た。', []],
      ['ハナの占い結果には疑問が残る。リアを黒だとする理由も薄い。', []],
      ['ハナ 占い結果を共有してくれてありがとう！ リアは人間—知れて嬉しい！', []],
    ],
    'a fact talked about as a noun clause, or denied': [
      ['エリザとハナが人狼じゃないことが確認されてるんだ。', []],
      ['ハナは既に人狼ではないって確認されているからね。', []],
      ['ハナが人狼ではなかったことは、我が言葉の正しさを証明している。', []],
      ['ハンクは人狼であることを素早く否定した。', []],
    ],
    'the speaker’s own results still read': [
      ['占い師COします。ハナは人間だという結果が出ました。', ['COMINGOUT Agent[05] SEER', 'DIVINED Agent[02] HUMAN']],
      [
        '私は占い師です。昨晩ハナを占い、その結果、彼女は人間であることが確認された。',
        ['COMINGOUT Agent[05] SEER', 'DIVINED Agent[02] HUMAN'],
      ],
      [
        '私は霊媒です。リアは人間だったという霊媒の結果を得ました。',
        ['COMINGOUT Agent[05] MEDIUM', 'IDENTIFIED Agent[03] HUMAN'],
      ],
      [
        '私は占い師だ。私の結果ではハナは人狼であることが判明しました。',
        ['COMINGOUT Agent[05] SEER', 'DIVINED Agent[02] WEREWOLF'],
      ],
      [
        '占い師です。リアが白だったという結果を皆さんにお伝えします。',
        ['COMINGOUT Agent[05] SEER', 'DIVINED Agent[03] HUMAN'],
      ],
    ],
    'claims quoted, described or concluded about the speaker': [
      ['ハナの「私は人狼だ」は注目集めに見える。', []],
      ['ハナがリョウを占った結果、リョウが人狼だったってことだね。', []],
      ['それでリアが最有力の容疑者になる（即座の村人CO あいまいな回答）。', ['ESTIMATE Agent[03] WEREWOLF']],
      ['私は村人CO。', ['COMINGOUT Agent[05] VILLAGER']],
    ],
    'suspicion and trust told, supposed, criticised or asked': [
      ['リョウさん、ハンクさんが人狼だと占い結果が出たみたいだけど、根拠は？', []],
      ['ハンクが人狼だって占い結果が出てるし、今はハンクに投票するのが無難かな。', ['VOTE Agent[04]']],
      ['@ハナ リア があなたを人狼だと告発したのに、あなたは黙っている。', []],
      ['エリザが占い師で、ハンクを人狼だと見抜いた！', []],
      ['ハナの報告を信じるとして、リアが人狼だとすると、次は誰？', []],
      ['ハナによると、怪しいのはリアだ。', []],
      ['怪しいのはリアだ。', ['ESTIMATE Agent[03] WEREWOLF']],
      // One of two: the alternative, not one of them alone.
      [
        'だから、リアかハンクが人狼の可能性が高いんじゃないかな。',
        ['XOR (ESTIMATE Agent[03] WEREWOLF) (ESTIMATE Agent[04] WEREWOLF)'],
      ],
      ['リアかハンクを疑っている。', []],
      ['@ハンクさん怪しい声多いね！', []],
      ['@ハナ リアをすぐ信用するね。', []],
      ['@ハナ リアとハンクのどちらをより信頼している？', []],
      ['@ハナ 君のリードを信用する前に、理由を示してくれ。', []],
      ['ハナの占い結果を信じるには慎重さが必要です。', []],
      ['@ハナ 信頼を得るには根拠が必要だと思うんだ。', []],
      ['ハナ、あなたは信じたいことを信じていいよ。', []],
      ['ハナ、信じてくれ—リアは人狼だ。', ['ESTIMATE Agent[03] WEREWOLF']],
      ['@ハナ 俺の結果を信じてほしい。', []],
      ['リアの言う通り、今は信頼を確かにするのが大切ね。', []],
      ['@ハナ、さっきリアさんを即信頼した理由が知りたいな。', []],
      ['@ハナ どのようにしてリアさんが村人だとわかったのか、詳しく説明してほしいな。', []],
      ['だから今日は、ハナが占い師だと仮定して、グレーに投票しよう。', []],
      ['ハナ真占い師仮定で進むのは危険だ。', []],
      ['逆にハナが本物の占い師だった場合、重要な情報を持っているかもね。', []],
      ['@リア 君が占い師だってことだね！', []],
      ['ハナが本物の占い師だと思う。', ['ESTIMATE Agent[02] SEER']],
      ['リアは信頼できる。', ['ESTIMATE Agent[03] VILLAGER']],
      ['リアが人狼の可能性が高いと思う。', ['ESTIMATE Agent[03] WEREWOLF']],
      ['ハンクは怪しい。リアは信用できる。', ['ESTIMATE Agent[04] WEREWOLF', 'ESTIMATE Agent[03] VILLAGER']],
    ],
    'a divination asked: who was divined is a result, whom to divine a plan': [
      ['@ハナ 誰を占って、結果は何だった？', ['INQUIRE Agent[02] (DIVINED ANY ANY)']],
      ['@ハナ 次は誰を占う？', ['INQUIRE Agent[02] (DIVINATION ANY)']],
    ],
    'results summarised, reasons asked, reactions': [
      ['議論整理します。エリザさんは白、人外判定はハナ→リア黒、ハンク白です。', []],
      ['ハナさんの占い結果、根拠を聞きたいです。リアさんを黒とした理由を教えて。', []],
      ['ハナさんの霊媒結果、信じていいのかな？ハンクさんが人間とは嬉しいけど。', []],
      ['占い師です。占い結果：リア→白', ['COMINGOUT Agent[05] SEER', 'DIVINED Agent[03] HUMAN']],
      ['ハナは人外だと思う。', ['ESTIMATE Agent[02] WEREWOLF']],
    ],
    'oddness is no suspicion (the labelling guideline)': [
      ['リアの行動が変だ。', []],
      ['ハナの投票は不可解だ。', []],
      ['ハナの行動が怪しい。', ['ESTIMATE Agent[02] WEREWOLF']],
    ],
    'a vote talked about or asked of others': [
      ['今ハンクに投票する根拠はハナの主張だけだ。', []],
      ['みんな、まだハンクに投票する意見が多いね。', []],
      ['@ハナ ハンクに票を投じなさい。', ['REQUEST Agent[02] (VOTE Agent[04])']],
      ['ハナ リアに投票するよう強く求める。', ['REQUEST Agent[02] (VOTE Agent[03])']],
      ['まだハンクに投票する方向に傾いている。', ['VOTE Agent[04]']],
    ],
    'a divination proposed to the seer, or someone else’s plan': [
      ['今日はリアを占おうよ！', ['REQUEST ANY (DIVINATION Agent[03])']],
      ['今日の占い先はハンクさんがいいと思うよ！', ['REQUEST ANY (DIVINATION Agent[04])']],
      ['占い師COします。今日はリアを占おう。', ['COMINGOUT Agent[05] SEER', 'DIVINATION Agent[03]']],
      ['ハナが占い師COで、占い先はリア。', []],
      ['みんながリアを占おうとしてるけど、彼女の視点も聞きたい。', []],
      ['今夜はリアを占う。', ['DIVINATION Agent[03]']],
    ],
    'votes and guards of others': [
      ['@ハナ @リア あなたたち二人は理由もなくハンクに投票した。', []],
      ['昨日はハンクに投票した。', ['VOTED Agent[04]']],
      ['投票でハンクを守った方の意図、気になります。', []],
      ['昨夜はハンクを守った。', ['GUARDED Agent[04]']],
    ],
  },
  read,
);
