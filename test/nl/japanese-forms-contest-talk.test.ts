import { createRoster } from '../../src/protocol/index.ts';
import { describeForms, readPrinted } from './read-printed.ts';

/**
 * Japanese forms of real contest talk that the rules read, as general
 * mechanisms rather than phrases (sentences written for this test, apart from the samples), each with the
 * near misses and negations it must not read. Agents: エリザ 1, ハナ 2, リア 3, ハンク 4, リョウ 5 (the
 * speaker), Daisuke 6.
 */
const NAMES = ['エリザ', 'ハナ', 'リア', 'ハンク', 'リョウ', 'Daisuke'];
const roster = createRoster(NAMES);

const CASES: Record<string, [string, string[]][]> = {
  'a predicate with no target takes the one agent the sentence before named': [
    ['ハナは理由を語らない姿勢が重い。処刑で考えるよ。', ['VOTE Agent[02]']],
    ['リアの沈黙で飛躍疑い濃い。投票するがハナ便乗も見る！', ['ESTIMATE Agent[03] WEREWOLF', 'VOTE Agent[03]']],
    ['ハナの発言が気になる。ここ疑う。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハンクの主張は私の後だった。かなり...怪しい。', ['ESTIMATE Agent[04] WEREWOLF']],
    ['余裕のあるリアが気になる。今日はそこに投票するよ', ['VOTE Agent[03]']],
    ['エリザは受け答えが防御的だ。投票する！', ['VOTE Agent[01]']],
    ['ハナの言葉、最初からちょっと固い。今日も投票しちゃうよ！', ['VOTE Agent[02]']],
    ['ハナが気になる。この発言は怪しい感じがする。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['@ハナ なんで私を偽物呼ばわりしたの？それ超狼っぽい', ['ESTIMATE Agent[02] WEREWOLF']],
    ['リアは静かすぎる。吊ろう。', ['REQUEST ANY (VOTE Agent[03])']],
    ['ハナを…追放しよう。', ['REQUEST ANY (VOTE Agent[02])']],
    ['ハナの占い先と投票先が一致していない—私には怪しすぎる。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['リアに投票する。一日中無言は怪しいし、狼はよく潜む。', ['VOTE Agent[03]', 'ESTIMATE Agent[03] WEREWOLF']],
    ['ハナがこれまで意見を出してなかったから、ちょっと怪しいかもしれない。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナがリアを疑ってたから、怪しい。', []],
    ['ハナは白だから、怪しくない。', []],
    ['ハナの発言は良い。静かな人が怪しい。', []],
    // Two agents named before: whom the predicate is about is unclear.
    ['ハナとリアが話してる。怪しい。', []],
    // An unresolved pronoun is another agent: `彼` is not ハンク here.
    ['彼はハンクを吊るように推した—怪しすぎる。', []],
    ['ハナがリアに投票した。投票する。', []],
    // Denied, put off, or a noun: nothing.
    ['ハナは静かだ。怪しくない。', []],
    ['ハナは静かだ。怪しいとは思わない。', []],
    ['ハナは静かだ。投票しないよ。', []],
    ['ハナは白だ。投票する前に考えよう。', []],
    ['ハナの発言を見た。疑う理由はない。', []],
    ['ハナの発言を見た。疑う。', []],
    // The object said after the verb (the server's `@Name` padding) is the target, not the one before.
    [
      'ハナを占ったら人間だった。吊ろう  @リア — 彼は怪しく見える。',
      ['DIVINED Agent[02] HUMAN', 'ESTIMATE Agent[03] WEREWOLF'],
    ],
  ],
  'votes and executions in free form': [
    ['ハナ吊り一択。慌てないで、黒よ。', ['VOTE Agent[02]']],
    ['今日はハナ吊りでいいな', ['VOTE Agent[02]']],
    ['今はリア吊りで行く', ['VOTE Agent[03]']],
    ['今のところハナに投票するのが一番安全だと思う。', ['VOTE Agent[02]']],
    ['ハナに票を一本化することを提案する。', ['REQUEST ANY (VOTE Agent[02])']],
    ['ハナにとうひょうすることにさんせいだよ。', ['VOTE Agent[02]']],
    ['今日はハナを追放するのが最善だと思う。', ['VOTE Agent[02]']],
    ['ハナ処刑です。', ['VOTE Agent[02]']],
    ['大半が決めてるからハナに投票するけど、もし彼女が村人なら明日は見直す', ['VOTE Agent[02]']],
    ['ハナは占い理由の説明が薄いな、今日はハナだよ', ['VOTE Agent[02]']],
    ['今日はハナの番だ。', []],
    ['ハナ吊りでいいのかな？', []],
    ['ハナを追放するのは危険だ。', []],
    ['もしハナが村人なら、リアに投票する。', []],
    ['ハナ吊りでいいとは思わない。', []],
    ['ハナ吊り一択ではない。', []],
  ],
  'reads in free form: 黒めに見る, 真で見る, and what is no read of X': [
    ['ハナを黒めに見る。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['リアを白めに見ている。', ['ESTIMATE Agent[03] VILLAGER']],
    ['占い師は二人。ハナ真で見る。', ['ESTIMATE Agent[02] SEER']],
    ['ハナを黒めに見るのは早い。', []],
    // X is the object of someone else's act: `セルヴァス叩きが不自然` judges the one who bashes.
    ['ハナの沈黙はかなり不穏だ。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナに対する疑念が高まっています。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナを私の最有力の人狼候補にしている。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['リアは様子見だ。ハナの占い師だという主張は本当かもしれない。', ['ESTIMATE Agent[02] SEER']],
    ['占い師が二人。ハナの主張は本物だと思う。', ['ESTIMATE Agent[02] SEER']],
    ['ハナは人狼候補ではない。', []],
    ['ハナの疑念はもっともだ。', []],
    ['ハナの占い師COは本当かな？', []],
    ['ハナの主張は真占い師と矛盾している。', []],
    ['ハナを占うべきだ。彼女の主張が本物か確認するためよ。', ['REQUEST ANY (DIVINATION Agent[02])']],
    ['ハナさんは理由伏せたまま慎重アピ多く、情報抑制気味で黒寄りに見てます。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナはずっと黙っていて、かなり怪しい。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナは昨日襲撃されたのが不自然だ。', []],
    ['ハナは私が怪しいと言っている。', []],
    ['ハナは白だったので、怪しくない。', []],
    ['ハナは発言が多くて、リアの意見に乗っているのが怪しい。', []],
    ['ハナはリアの主張を疑いすぎているが、逆にその強気が怪しい。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナはリアが怪しいと言っているが、その根拠が怪しい。', []],
    [
      '今日はハナに投票しよう。標的を変えたという彼女の手のひら返しは一貫性がなく怪しい。',
      ['REQUEST ANY (VOTE Agent[02])', 'ESTIMATE Agent[02] WEREWOLF'],
    ],
    ['ハナの発言の揺れは一貫性がなく怪しい。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナのリアとエリザの両名に関する二転三転する発言は、少々怪しすぎる。', []],
    ['ハナの死は不自然だ。', []],
    ['ハナの襲撃のされ方は少し不自然だ。', []],
    ['ハナのリア叩きが不自然。', []],
    ['リア投票は不可解だ。', []],
    // A past fact told is no guess: `Xが人狼だった` is a result (retold or not yet claimed).
    ['エリザが人狼だった。', []],
    ['エリザが人狼だったと思う。', ['ESTIMATE Agent[01] WEREWOLF']],
    ['エリザは狂人だった。だからハナは人狼だ。', ['ESTIMATE Agent[02] WEREWOLF']],
    // A suspicion named only to be dismissed, after a vocative.
    ['リア、エリザが怪しいと思うのは早計じゃ。', []],
  ],
  'claims and results in other words': [
    [
      '私が占い師を担当しています。昨晩、ハナの占いを行ったところ、その結果は人狼であるということが判明しました。',
      ['COMINGOUT Agent[05] SEER', 'DIVINED Agent[02] WEREWOLF'],
    ],
    ['僕、占い師として参加しています。', ['COMINGOUT Agent[05] SEER']],
    ['私はハナさんが黒判定でした！信じてね', ['DIVINED Agent[02] WEREWOLF']],
    ['私の役職は占い師です。良いゲームを。', ['COMINGOUT Agent[05] SEER']],
    ['私も真実を占う者。占い師だ。', ['COMINGOUT Agent[05] SEER']],
    [
      '本物の占い師として昨夜ハナを占って人狼であることを確認した。',
      ['COMINGOUT Agent[05] SEER', 'DIVINED Agent[02] WEREWOLF'],
    ],
    ['私の昨夜の占い結果を共有する。ハナは「人間」と判定した。', ['DIVINED Agent[02] HUMAN']],
    ['ハナの役職は占い師です。', []],
    ['@ハナ 占い師としてのあなたの見解は？', []],
    ['ハナはリアを人狼と判定した。', []],
    ['ハナが占い師を担当している。', []],
    ['ハナが黒判定を出した。', []],
    ['ハナの占いではリアは人狼でした。', []],
  ],
  'questions and requests to the one addressed or to everyone': [
    ['@ハナ 現時点での主な容疑者は誰で、なぜ？', ['INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)']],
    ['@ハナ 疑い先は誰？', ['INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)']],
    ['@ハナ 今すぐ最も怪しい候補を挙げてください。', ['INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)']],
    ['@ハナ 昨夜から新しい疑念はある？', ['INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)']],
    ['@リア、他に怪しい人いないかな', ['INQUIRE Agent[03] (ESTIMATE ANY WEREWOLF)']],
    ['@ハナ 君は怪しいって思ってるプレイヤーいる？', ['INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)']],
    ['全員からの一言の簡単な考察をお願いします。', ['INQUIRE ANY (ESTIMATE ANY WEREWOLF)']],
    [
      '簡単に確認: 役職COや強い疑いはある？',
      ['INQUIRE ANY (COMINGOUT ANY ANY)', 'INQUIRE ANY (ESTIMATE ANY WEREWOLF)'],
    ],
    ['占い師は結果を共有していただけますか？', ['INQUIRE ANY (DIVINED ANY ANY)']],
    ['私たちの占い師は私たちを導くために結果を共有すべきだ。', ['INQUIRE ANY (DIVINED ANY ANY)']],
    ['@ハナ 今すぐ占い結果を開示するか、主張を撤回してくれ', ['INQUIRE Agent[02] (DIVINED ANY ANY)']],
    ['@ハナ 霊媒結果をもう一度詳しく教えてほしい。', ['INQUIRE Agent[02] (IDENTIFIED ANY ANY)']],
    ['@ハナ 占い結果は出ましたか？', ['INQUIRE Agent[02] (DIVINED ANY ANY)']],
    ['リアはその占い結果を絶対に共有すべきだ!', ['INQUIRE Agent[03] (DIVINED ANY ANY)']],
    ['@ハナ ずっと静かだね。占い結果を持っている人は今すぐ明かしてくれ', ['INQUIRE ANY (DIVINED ANY ANY)']],
    ['占い師COです。対抗COある？', ['COMINGOUT Agent[05] SEER', 'INQUIRE ANY (COMINGOUT ANY SEER)']],
    ['@ハナ どの役職を主張していて、なぜ？教えてください。', ['INQUIRE Agent[02] (COMINGOUT Agent[02] ANY)']],
    [
      '@リア 占い師？ もしそうなら今すぐ占い結果を開示して。',
      ['INQUIRE Agent[03] (COMINGOUT Agent[03] SEER)', 'INQUIRE Agent[03] (DIVINED ANY ANY)'],
    ],
    ['占い師？', []],
    // Facts, denials and retold questions: nothing asked.
    ['容疑者は誰かわからない。', []],
    ['占い結果を何も出していない。', []],
    ['結果を共有すべきではない。', []],
    ['@ハナ 結果は出せない。', []],
    ['怪しい人はいない。', []],
    ['ハナは結果を出した。', []],
  ],
  'the boundaries of the labelling guideline: worry and fake-leaning are suspicion, a lynch named is a vote': [
    ['ハナが気がかりです。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['リアの発言に懸念がある。', ['ESTIMATE Agent[03] WEREWOLF']],
    ['ハンクは偽寄りだね。', ['ESTIMATE Agent[04] WEREWOLF']],
    ['エリザの占い結果は信憑性が低いと思う。', ['ESTIMATE Agent[01] WEREWOLF']],
    ['まだハナを警戒している。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['@ハナ、その余裕が逆に怪しいかも？何考えてる？', ['ESTIMATE Agent[02] WEREWOLF']],
    ['今日はリア吊りで。', ['VOTE Agent[03]']],
    ['リア吊りかな。', ['VOTE Agent[03]']],
    ['ハナに投票したほうがいいと思う。', ['REQUEST ANY (VOTE Agent[02])']],
    ['占い師のCOも聞いてみたいよ。', ['REQUEST ANY (COMINGOUT ANY SEER)']],
    ['占い師様、そろそろお名乗りを。', ['REQUEST ANY (COMINGOUT ANY SEER)']],
    ['占い師はまだ出てませんの？', ['REQUEST ANY (COMINGOUT ANY SEER)']],
    // Worry for someone, a state told, a vote told, someone's own claim: nothing of the kind.
    ['ハナが襲われないか心配。', []],
    ['ハナの判定が本当に正しいか心配。', []],
    ['占い師が出ていない。', []],
    ['リア吊りでいいのかな？', []],
    ['ハナに投票した。', ['VOTED Agent[02]']],
    ['ハナの占い師COが聞きたい。', []],
    // Trust of a dead agent told, shaken, warned against or someone else's: no trust of the speaker's.
    ['ハナは村人だった。', []],
    ['ハナの信頼が揺らいでいます。', []],
    ['リアを信用しすぎるのは危ない。', []],
    ['@ハンク、リアをすぐ信じた理由は？', []],
    ['リアを信じる。', ['ESTIMATE Agent[03] VILLAGER']],
    // Doubt of a claim or a report, a lean, a lie: suspicion; a lean with one's vote is the vote.
    ['ハナの占いCOに疑念を持ってる。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['リアの行動に疑念が生まれてきた。', ['ESTIMATE Agent[03] WEREWOLF']],
    ['ハンクの報告は虚偽だ。', ['ESTIMATE Agent[04] WEREWOLF']],
    ['静かだからハナに傾いている。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['私の投票はハナに傾いている。', ['VOTE Agent[02]']],
    ['私はハナが霊媒師を名乗るのはかえって怪しいと思う。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナの意見に傾いている。', []],
    ['ハナの疑念はもっともだ。', []],
  ],
  'reads asked for, and the other branch of a role condition': [
    ['気になる人はいる？', ['INQUIRE ANY (ESTIMATE ANY WEREWOLF)']],
    ['誰が気になる？', ['INQUIRE ANY (ESTIMATE ANY WEREWOLF)']],
    ['他のみんな  何か直感はある？', ['INQUIRE ANY (ESTIMATE ANY WEREWOLF)']],
    [
      '@ハナ もしあなたが占い師なら今すぐ占い結果を共有して。そうでないなら、具体的な考察を出して。',
      ['INQUIRE Agent[02] (DIVINED ANY ANY)', 'INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)'],
    ],
    // A threat in the other branch asks nothing; a thing of interest said is no question.
    ['@ハナ 占い結果を共有して。そうでないなら投票する。', ['INQUIRE Agent[02] (DIVINED ANY ANY)']],
    ['気になる人がいる。', []],
  ],
  'whom a question or request is put to': [
    ['ハナさん、今日はリアを占うべきだよ！', ['REQUEST Agent[02] (DIVINATION Agent[03])']],
    ['占い師のハナさん、次はリアを占ってみては？', ['REQUEST Agent[02] (DIVINATION Agent[03])']],
    ['まずハナ、占い結果を共有してほしい。', ['INQUIRE Agent[02] (DIVINED ANY ANY)']],
    [
      // Addressed in an earlier sentence: the proposal is the village's.
      'ハンク、あなたの考えを聞かせて！リアを占うべきかも。',
      ['REQUEST ANY (DIVINATION Agent[03])'],
    ],
    [
      '@ハナ 占い結果は？ 他に誰か疑いはある？',
      ['INQUIRE Agent[02] (DIVINED ANY ANY)', 'INQUIRE ANY (ESTIMATE ANY WEREWOLF)'],
    ],
    ['@ハナ もしあなたが占い師なら今すぐ占い結果を公開して。', ['INQUIRE Agent[02] (DIVINED ANY ANY)']],
    ['@ハナ 投票先は？ 占い師  結果を教えて。', ['INQUIRE Agent[02] (VOTE ANY)', 'INQUIRE ANY (DIVINED ANY ANY)']],
  ],
};

describeForms('Japanese forms of real contest talk with their near misses', CASES, (text) =>
  readPrinted({ text, speaker: 'リョウ', roster, lang: 'ja' }),
);
