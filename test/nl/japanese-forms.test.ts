import { createRoster } from '../../src/protocol/index.ts';
import { describeForms, readPrinted } from './read-printed.ts';

/**
 * Japanese forms of real contest talk that the rules learned (written for
 * this test, apart from the samples), each with the near misses and negations it must not read.
 * Agents: エリザ 1, ハナ 2, リア 3, ハンク 4, リョウ 5 (the speaker), Daisuke 6.
 */
const NAMES = ['エリザ', 'ハナ', 'リア', 'ハンク', 'リョウ', 'Daisuke'];
const roster = createRoster(NAMES);

const CASES: Record<string, [string, string[]][]> = {
  'the server pads @Name with spaces before the particle': [
    ['私は  @ハナ に投票した 。', ['VOTED Agent[02]']],
    ['今日は  @リア に投票する。', ['VOTE Agent[03]']],
    ['@ハナ  もし君が占い師なら結果を教えて。', ['INQUIRE Agent[02] (DIVINED ANY ANY)']],
    [' @Daisuke  もしあなたが占い師なら  誰を占ったか今すぐ明かして。', ['INQUIRE Agent[06] (DIVINED ANY ANY)']],
    ['ハナが占い師なら、リアは白だ。', []],
  ],
  "a judgement of an agent's conduct or claim": [
    ['ハナの単独COは不自然だ。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['リアの様子がちょっとおかしい。', ['ESTIMATE Agent[03] WEREWOLF']],
    ['ハンクは発言が防御的で黒要素が増えてる。', ['ESTIMATE Agent[04] WEREWOLF']],
    ['今日はエリザを最黒で見ている。', ['ESTIMATE Agent[01] WEREWOLF']],
    ['ハナの沈黙って、少し疑念を呼ぶよね。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['リアの投票先は戦略的なものかもしれないと疑っている。', ['ESTIMATE Agent[03] WEREWOLF']],
    ['ハナの行動が怪しいよね？', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナの言う通り怪しい。', []],
    ['ハナの単独COは不自然じゃない。', []],
    ['リアの様子はおかしくない。', []],
    ['ハナの疑念はもっともだ。', []],
    ['ハンクは私が人狼かもしれないと疑っている。', []],
    ['リアのどの行動が疑いを抱かせたのか説明して。', []],
    ['ハナの行動が怪しいとは思わないよね？', []],
    ['ハナの吊りには不安を感じる。', []],
    ['@ハナ 君の考えや不安を話して。', []],
    ['エリザの死は不審だ。', []],
    ['昨夜のハナの占いはリアを人狼だと示していた。', []],
    ['リアに投票するよ、進行の動きが少し変だったから。', ['VOTE Agent[03]']],
    ['ハナは占い師だと名乗った。', []],
    ['ハナのリアへの投票は疑わしい。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナがリアに投票しているのはおかしい。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['@ハナ ずっと私に固執しているのは怪しい。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナがリアに襲撃されたのは不自然だ。', []],
    ['ハナがリアを疑うのはおかしくない。', []],
    ['ハナが前日判定したリアが怪しい人狼として疑われていた。', []],
    ['ハナが『Over』とだけ発言したのは少々違和感があります。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナが襲撃されたのは違和感がある。', []],
    ['ハナが人狼なのはおかしい。', []],
    ['ハナがリアを人狼だというのは怪しい。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナの疑問はもっともだ。', []],
    ['@ハナハナ、リアの霊媒結果は疑わしい。', ['ESTIMATE Agent[03] WEREWOLF']],
    ['わたしも最終的に狼はハナさん一択ね。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['人狼はリアだと思う。', ['ESTIMATE Agent[03] WEREWOLF']],
    ['人狼はリアとは限らない。', []],
    ['人狼はリアだと思わない。', []],
    ['ハナの人狼はリアだ。', []],
    ['あっ！今、ハナのことをちょっと疑ってる。', ['ESTIMATE Agent[02] WEREWOLF']],
  ],
  'the village side, confirmed white': [
    ['エリザが確白で、ハンクは黙っている。', ['ESTIMATE Agent[01] VILLAGER']],
    ['これでハナは村人側と判断していいと思う。', ['ESTIMATE Agent[02] VILLAGER']],
    ['リアが村側だとわかった以上、次はハンクだ。', ['ESTIMATE Agent[03] VILLAGER']],
    ['ハナは占って白だったよ！彼女は村人陣営だね！', ['DIVINED Agent[02] HUMAN', 'ESTIMATE Agent[02] VILLAGER']],
    ['>>ハナ 私もあなたの結果を信じます！', ['ESTIMATE Agent[02] VILLAGER']],
    ['ハナが村側かどうかはわからない。', []],
    ['ハナの確白否定は議論の妨げだ。', []],
    ['@ハナ @リア 確白組は堅い。', []],
  ],
  'claims and results': [
    ['私、村人なのに！', ['COMINGOUT Agent[05] VILLAGER']],
    ['僕はただの村人に過ぎない。', ['COMINGOUT Agent[05] VILLAGER']],
    ['占い師のリョウです。', ['COMINGOUT Agent[05] SEER']],
    ['ハナ、村人なのに！', []],
    ['ハナはただの村人に過ぎない。', []],
    ['占い師のハナです。', []],
    ['私はただの村人に過ぎないとは言わない。', []],
    [
      '私は占い師 — エリザ  ハナ と リア に白出しした。',
      ['COMINGOUT Agent[05] SEER', 'DIVINED Agent[01] HUMAN', 'DIVINED Agent[02] HUMAN', 'DIVINED Agent[03] HUMAN'],
    ],
    ['私はハンクに黒出しした。', ['DIVINED Agent[04] WEREWOLF']],
    ['ハナはリアに白出しした。', []],
    ['ハナ白出しね。', []],
    ['霊媒報告。ハンクは人狼でした。', ['IDENTIFIED Agent[04] WEREWOLF']],
    ['占い結果。エリザは白でした。', ['DIVINED Agent[01] HUMAN']],
    ['霊媒報告。ハンクは人狼ではなかった。', ['IDENTIFIED Agent[04] HUMAN']],
    ['占い師が2人名乗り出ている。ハナが本物寄りだと思う。', ['ESTIMATE Agent[02] SEER']],
  ],
  votes: [
    ['全員リア投票でお願いします。', ['REQUEST ANY (VOTE Agent[03])']],
    ['私はハナ票から外れるよ。', ['NOT (VOTE Agent[02])']],
    ['引っかかるから、俺はハナに投票することにする。', ['VOTE Agent[02]']],
    ['ハナに投票することは正しいのか。', []],
    ['今日はハナを占うのがいいと思う。', ['REQUEST ANY (DIVINATION Agent[02])']],
    ['今日はハナかリアを占うのがいいと思う。', []],
    ['今日はハンクに投票するのがいちばん理にかなってると思う。', ['VOTE Agent[04]']],
    ['ハンクに投票するのは早い。', []],
    ['ハナは私を吊りたいように見える。', []],
    ['@ハナ 昨日のリア投票について説明を。', []],
    ['私の票はハナに入れたままだ。', ['VOTE Agent[02]']],
    ['それなのに Ms. Hana と Mr. Daisuke は二人とも Mr. Daisuke に投票した。', []],
    ['それなのに Mr. Daisuke は Ms. ハナ に投票した。', []],
    ['私はハンクに投票する—私に賛同してくれ。', ['VOTE Agent[04]']],
  ],
  'requests and questions': [
    [
      '霊媒師COします。占い師の方もCOをお願いします。',
      ['COMINGOUT Agent[05] MEDIUM', 'REQUEST ANY (COMINGOUT ANY SEER)'],
    ],
    ['ほかに占い師COしたい人、いるか？', ['REQUEST ANY (COMINGOUT ANY SEER)']],
    // Anyone with a role asked to claim it: the labelling guideline's REQUEST ANY (COMINGOUT ANY ANY).
    ['早めの役職宣言はある？', ['REQUEST ANY (COMINGOUT ANY ANY)']],
    ['@ハナ 昨夜は誰かを占った？', ['INQUIRE Agent[02] (DIVINED ANY ANY)']],
    ['@ハナ 誰を最も疑っているのかはっきり言って。', ['INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)']],
    ['@ハナ、君の目に映る怪しい人物は？', ['INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)']],
    [
      '他の人は今すぐ容疑者を1行、安全視している人を1行で出して。',
      ['INQUIRE ANY (ESTIMATE ANY WEREWOLF)', 'INQUIRE ANY (ESTIMATE ANY VILLAGER)'],
    ],
    [
      '誰に投票したいかと、いちばん信頼できそうなのは誰かを言おう。',
      ['INQUIRE ANY (VOTE ANY)', 'INQUIRE ANY (ESTIMATE ANY VILLAGER)'],
    ],
    ['@ハナ 役職COはある？', ['INQUIRE Agent[02] (COMINGOUT Agent[02] ANY)']],
    ['@ハナ 静かだね。他に役職COはある？', ['REQUEST ANY (COMINGOUT ANY ANY)']],
    ['霊媒師の方、ハンクさんの結果は？', ['INQUIRE ANY (IDENTIFIED Agent[04] ANY)']],
    ['@ハナ リアの判定結果を聞かせて。', ['INQUIRE Agent[02] (DIVINED Agent[03] ANY)']],
    ['@ハナ 君の見立ては？', ['INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)']],
    [
      '@ハナ きみの考察か役職を教えて。',
      ['INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)', 'INQUIRE Agent[02] (COMINGOUT Agent[02] ANY)'],
    ],
    ['@ハナ、リアのどこが怪しいと感じているのか知りたい。', ['INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)']],
    ['@ハンク に投票した。誰か違う読みある？', ['VOTED Agent[04]', 'INQUIRE ANY (ESTIMATE ANY WEREWOLF)']],
  ],
};

describeForms('Japanese forms of real talk', CASES, (text) =>
  readPrinted({ text, speaker: 'リョウ', roster, lang: 'ja' }),
);
