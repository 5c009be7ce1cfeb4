import { createRoster } from '../../src/protocol/index.ts';
import { describeForms, readPrinted } from './read-printed.ts';

/**
 * Japanese families of issue 13's sixth round: classes of meaning read from the parts of a clause (what is
 * asked and of whom; what is judged and about whom) instead of one phrasing each. Sentences written for this
 * test, apart from the samples, each family with the near misses and negations it must not read.
 * Agents: エリザ 1, ハナ 2, リア 3, ハンク 4, リョウ 5 (the speaker), Daisuke 6.
 */
const NAMES = ['エリザ', 'ハナ', 'リア', 'ハンク', 'リョウ', 'Daisuke'];
const roster = createRoster(NAMES);

const ASKED: Record<string, [string, string[]][]> = {
  'what is asked is named by its noun, whatever the asking verb': [
    ['@ハナ 君の読みを説明してくれ。', ['INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)']],
    ['@ハナ 考察や見立てを共有してもらえますか？', ['INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)']],
    ['@ハナ 昨夜誰を調べたのか教えてください。', ['INQUIRE Agent[02] (DIVINED ANY ANY)']],
    ['@ハナ 観測結果を明かしてほしい。', ['INQUIRE Agent[02] (DIVINED ANY ANY)']],
    ['@リア 霊媒結果を発表して。', ['INQUIRE Agent[03] (IDENTIFIED ANY ANY)']],
    ['@ハンク 投票先を表明して。', ['INQUIRE Agent[04] (VOTE ANY)']],
    ['@ハンク 信頼している人を挙げて。', ['INQUIRE Agent[04] (ESTIMATE ANY VILLAGER)']],
    ['@ハンク 今夜の占い先を教えて。', ['INQUIRE Agent[04] (DIVINATION ANY)']],
  ],
  'a question about the noun itself asks it; nouns joined by や/と are each asked': [
    ['@ハナ 何か弁明や役職はある？', ['INQUIRE Agent[02] (COMINGOUT Agent[02] ANY)']],
    [
      '@ハナ 疑い先やCOはある？',
      ['INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)', 'INQUIRE Agent[02] (COMINGOUT Agent[02] ANY)'],
    ],
    ['@ハナ 見立てと投票先は？', ['INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)', 'INQUIRE Agent[02] (VOTE ANY)']],
    ['@ハナ 本当に狼だと疑っているのは誰？', ['INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)']],
  ],
  'asked of everyone, of whoever has it, of a role, of agents named together, of an owner': [
    ['全員、誰が怪しく見えるかを一文で述べて。', ['INQUIRE ANY (ESTIMATE ANY WEREWOLF)']],
    ['具体的な読みがある人は発言して。', ['INQUIRE ANY (ESTIMATE ANY WEREWOLF)']],
    ['他の人の疑い先を明確にしてください。', ['INQUIRE ANY (ESTIMATE ANY WEREWOLF)']],
    ['占い師は観測結果を共有せよ。', ['INQUIRE ANY (DIVINED ANY ANY)']],
    [
      'エリザとハナ  自分の容疑者を指名しろ。',
      ['INQUIRE Agent[01] (ESTIMATE ANY WEREWOLF)', 'INQUIRE Agent[02] (ESTIMATE ANY WEREWOLF)'],
    ],
    ['ハナの占い結果、共有してくれる？', ['INQUIRE Agent[02] (DIVINED ANY ANY)']],
    ['エリザ、ハナ、リア、各々の立場を明確に述べよ。', ['REQUEST ANY (COMINGOUT ANY ANY)']],
  ],
  'not asked: own information, reasons about it, retold, past, denied, someone else’s role, a verb with its own object':
    [
      ['他の皆様は私の占い結果をどう考えますか？', []],
      ['@ハナ どうやって占い先を決めたのか教えて。', []],
      ['@ハナ 投票先を選んだ理由を聞かせて。', []],
      ['ハナが結果を教えてと言った。', []],
      ['ハナは読みを教えてくれた。', []],
      ['@ハナ 考察は出してない。', []],
      ['@ハナ 読みはまだ言わないで。', []],
      ['@ハナ 他の人の役職について何か情報はある？', []],
      ['@ハナ 彼女を強く疑っているの？', []],
      ['占い結果は明日からだよね？', []],
      ['まだ占い結果はないけど、今夜の方針を教えて。', []],
      ['自分の役職か？', []],
      ['霊媒師はエリザの役職を共有してほしい。', []],
    ],
};

describeForms('Japanese families: questions and requests for information', ASKED, (text) =>
  readPrinted({ text, speaker: 'リョウ', roster, lang: 'ja' }),
);

const JUDGED: Record<string, [string, string[]][]> = {
  'a judgement from the lexicon, about the agent or the agent’s conduct, however far apart in the clause': [
    ['ハンクの説明のない投票と回答拒否は、彼を私にとって最有力の狼候補にする。', ['ESTIMATE Agent[04] WEREWOLF']],
    ['ハンクが自分の理由を明らかにするのを拒むのは私を不安にさせる。', ['ESTIMATE Agent[04] WEREWOLF']],
    ['ハンクの正直さに問題があると思う。', ['ESTIMATE Agent[04] WEREWOLF']],
    ['今日はハンクこそが真の脅威だと思う。', ['ESTIMATE Agent[04] WEREWOLF']],
    // Odd, strange, puzzling (変, 不可解, おかしい) are no suspicion by the labelling guideline.
    ['@ハナ あなたの占いが変だ。', []],
    ['ハナの沈黙は不可解だ。', []],
    ['ハナの言葉は典型的な人狼の手口に聞こえる。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナ、その沈黙は胡散臭い。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナを依然として怪しんでいる。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナは信頼できる人物だと思う。', ['ESTIMATE Agent[02] VILLAGER']],
    ['ハナの占い結果を信じている。', ['ESTIMATE Agent[02] VILLAGER']],
  ],
  'not a judgement of the agent: an event, the agent’s identity or words, someone else’s view, a noun described, another clause':
    [
      ['ハナの処刑が不安だ。', []],
      ['ハナの排除はかなり不可解だ。', []],
      ['ハナが人狼だというのは異常な話だ。', []],
      ['ハナの疑念が強いけど、まだ決めない。', []],
      ['ハンクはハナを疑っている。', []],
      ['皆がハナを怪しんでいる。', []],
      ['ハナがエリザを怪しんでいるみたい。', []],
      ['三人の中から一番怪しい人を決めよう。', []],
      ['ハナの白は有難いが、その後の急変は不自然だ。', []],
      ['ハナは脅威を炙り出せるかもしれない。', []],
      ['ハナの結果でエリザは安全だとされる。', []],
      ['ハナの判定がどれほど信頼できるか、聞きたい。', []],
      ['ハナもよく考えてくれると信じてる。', []],
      ['ハナの話は面白いね。', []],
      ['@ハナ 、お前の論理はおかしい。', []],
    ],
};

describeForms('Japanese families: judgements of an agent from a predicate lexicon', JUDGED, (text) =>
  readPrinted({ text, speaker: 'リョウ', roster, lang: 'ja' }),
);

const CARRIED: Record<string, [string, string[]][]> = {
  'a pronoun in a later clause is the one agent the sentence named before it': [
    ['ハナを占った結果、彼女は白だったよ。', ['DIVINED Agent[02] HUMAN']],
    ['今はハナが一番疑わしいと感じている、彼女に投票する。', ['ESTIMATE Agent[02] WEREWOLF', 'VOTE Agent[02]']],
    ['ハンクの説明のない投票は、彼を私にとって最有力の狼候補にする。', ['ESTIMATE Agent[04] WEREWOLF']],
  ],
  'not in the clause naming the agent, after a contrast or a reason, nor for an event told': [
    ['ハナは彼女を疑っている。', []],
    ['ハナも怪しいけど、今は彼女に投票したい。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナが怪しいから、彼女に投票する。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナが処刑されたことで、彼女が人狼ではなかったことが明らかになった。', []],
    ['ハナが人狼とされているが、彼女の証言は必要だ。', []],
  ],
  'a reading act in other words marks the results after it in the utterance': [
    [
      '私は霊と話す。ハナは人狼だった。リアは人間だった。',
      ['IDENTIFIED Agent[02] WEREWOLF', 'IDENTIFIED Agent[03] HUMAN'],
    ],
    ['昨夜の観測結果を告げる。ハナは人間だった。', ['DIVINED Agent[02] HUMAN']],
    // An act not done two sentences back marks nothing: the speaker infers.
    [
      'ハナを占っていないのはあなただけ—リアは人間だ。エリザが狼だ。',
      ['DIVINED Agent[03] HUMAN', 'ESTIMATE Agent[01] WEREWOLF'],
    ],
    ['ハナは人間だった。', []],
  ],
};

describeForms(
  'Japanese families: an agent carried within the sentence, a reading act in other words',
  CARRIED,
  (text) => readPrinted({ text, speaker: 'リョウ', roster, lang: 'ja' }),
);

const CARRIED_ACROSS: Record<string, [string, string[]][]> = {
  'a judgement closing a sentence that names no one takes the one agent the sentence before named': [
    [
      'ハナに投票する—繰り返し質問されても黙っているのは典型的な人狼の行動だ。',
      ['VOTE Agent[02]', 'ESTIMATE Agent[02] WEREWOLF'],
    ],
    ['ハナが私を詰め始めた。矛先を変えるのは人狼の常套手段。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['@リア ハナが私を詰め始めた。矛先を変えるのは人狼の常套手段だ。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナの言葉には食い違いが多い。そんな欺瞞を織りなすのは狡猾な狼だけだ！', ['ESTIMATE Agent[02] WEREWOLF']],
  ],
  'not after an event, a trust, two agents, or with a subject of its own': [
    ['ハナが処刑された。それは不可解だ。', []],
    ['ハナは真で見る。防御的な発言が黒く見える。', []],
    ['ハナとリアが話していた。不可解だ。', []],
    ['ハナに入れるよ。みんなが同じ方向だと逆に不安になっちゃう。', ['VOTE Agent[02]']],
    ['ハナはもういい。本当の脅威は糸を引いている者だ。', []],
    ['ハナが私を詰め始めた。私が疑われるのは不可解だ。', []],
    ['ハナが私を詰め始めた。それが人狼の常套手段とは思わない。', []],
  ],
};

describeForms('Japanese families: a judgement carried from the sentence before', CARRIED_ACROSS, (text) =>
  readPrinted({ text, speaker: 'リョウ', roster, lang: 'ja' }),
);

const FRESH_FALSE_CLASSES: Record<string, [string, string[]][]> = {
  'classes of false readings found on the round-six fresh sample (fixed after its first score)': [
    ['@ハナ 今日は、明確な狼候補を示さない限り、あなたに投票する。', []],
    ['@ハナ 占いCOしてるのに根拠が薄い！', []],
    ['リアの発言が人狼の証拠を示してる気がする。彼は自らの正体を明かしてるやろ。', []],
    ['@リア 真はハナ、エリザは狼だ。', ['ESTIMATE Agent[01] WEREWOLF']],
    // Still read: the request itself, a list, a vote not under a condition.
    ['@ハナ COしてください。', ['REQUEST Agent[02] (COMINGOUT Agent[02] ANY)']],
    // Asked of one agent, its role is asked for (the labelling guideline's INQUIRE).
    ['@ハナ 役職を明かして。', ['INQUIRE Agent[02] (COMINGOUT Agent[02] ANY)']],
    ['今はハナとエリザが怪しいと思う。', ['ESTIMATE Agent[02] WEREWOLF', 'ESTIMATE Agent[01] WEREWOLF']],
    ['理由がないので、ハナに投票する。', ['VOTE Agent[02]']],
  ],
};

describeForms('Japanese: false-reading classes of fresh talk', FRESH_FALSE_CLASSES, (text) =>
  readPrinted({ text, speaker: 'リョウ', roster, lang: 'ja' }),
);
