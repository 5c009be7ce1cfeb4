import { createRoster } from '../../src/protocol/index.ts';
import { describeForms, readPrinted } from './read-printed.ts';

/**
 * How a seer's or a medium's claim and results are said (what the beliefs rest on), in Japanese and English,
 * each with the near misses it must not read. Sentences written for this test. Agents: エリザ/Eliza 1,
 * ハナ/Hana 2, リア/Ria 3, ハンク/Hank 4, リョウ/Ryo 5 (the speaker).
 */
const JAPANESE = createRoster(['エリザ', 'ハナ', 'リア', 'ハンク', 'リョウ']);
const ENGLISH = createRoster(['Eliza', 'Hana', 'Ria', 'Hank', 'Ryo']);

const JAPANESE_CASES: Record<string, [string, string[]][]> = {
  'a role named with words before it, or taken on now, is a claim': [
    ['私は70歳男性の占い師だ。', ['COMINGOUT Agent[05] SEER']],
    ['私がこの村の真の占い師である。', ['COMINGOUT Agent[05] SEER']],
    ['私こそが唯一の本物の霊媒師です。', ['COMINGOUT Agent[05] MEDIUM']],
    ['私はリョウ、占い師を名乗ります。', ['COMINGOUT Agent[05] SEER']],
    ['実は占い師なんだ。', ['COMINGOUT Agent[05] SEER']],
    // Someone else's role, a past naming, a condition: no claim.
    ['ハナは占い師を名乗った。', []],
    ['私はハナの占い師だ。', []],
    ['もし私が真の占い師であるなら、ハナは偽物だ。', []],
    ['ハナがこの村の真の占い師である。', []],
  ],
  "the speaker's own reading, a declaration, a plain villager: claims": [
    ['ボクの占い結果は正確なのだ。', ['COMINGOUT Agent[05] SEER']],
    ['俺の霊媒結果は曲げん。', ['COMINGOUT Agent[05] MEDIUM']],
    ['霊媒目線で、ハナの発言は怪しい。', ['COMINGOUT Agent[05] MEDIUM', 'ESTIMATE Agent[02] WEREWOLF']],
    ['私は占い師だと宣言します。', ['COMINGOUT Agent[05] SEER']],
    ['本当にただの村人です。', ['COMINGOUT Agent[05] VILLAGER']],
    ['村人のあたしから見ると、ハナが怪しい。', ['COMINGOUT Agent[05] VILLAGER', 'ESTIMATE Agent[02] WEREWOLF']],
    // A result told is the claim's reading (DIVINED); a plan, someone else's reading or a retraction is none.
    ['俺の占いの結果でハナは白だったよ。', ['DIVINED Agent[02] HUMAN']],
    ['私の占い先はハナ。', ['DIVINATION Agent[02]']],
    ['ハナの占い結果は正確だ。', []],
    ['私の占い師COは撤回します。', ['NOT (COMINGOUT Agent[05] SEER)']],
    ['ハナはただの村人だよ。', ['ESTIMATE Agent[02] VILLAGER']],
  ],
  'results put as an outcome, after a pause, as a verdict, or proven': [
    ['昨夜、ハナを占った。…人間だった。', ['DIVINED Agent[02] HUMAN']],
    ['昨夜ハナを占いました。人間判定です。', ['DIVINED Agent[02] HUMAN']],
    ['私は実際にハナを占った結果、彼女は人間だという結果が出ました。', ['DIVINED Agent[02] HUMAN']],
    ['ボクは占い師なのだ。そしてハナを人間と証明したのだ。', ['COMINGOUT Agent[05] SEER', 'DIVINED Agent[02] HUMAN']],
    ['ハナは人間だという話だ。', []],
  ],
  'a medium who names its role as the subject gives medium results after it': [
    [
      '私が霊媒師。エリザは村人、ハナは人狼だった',
      ['COMINGOUT Agent[05] MEDIUM', 'IDENTIFIED Agent[01] HUMAN', 'IDENTIFIED Agent[02] WEREWOLF'],
    ],
    ['ハンクが霊媒師。ハナは人狼だった', []],
  ],
  'a verdict quoted after the divination it belongs to': [
    ['昨夜はハナを占った。結果は「白」ってな。', ['DIVINED Agent[02] HUMAN']],
    ['昨夜はハナを占った。結果は『人狼』だ。', ['DIVINED Agent[02] WEREWOLF']],
  ],
  'human but the possessed is a guess, not a result': [
    ['僕は本物の占い師。ハナさんは人間ですが狂人として嘘を吐いています。', ['COMINGOUT Agent[05] SEER']],
  ],
  "another player's result word, or one asked for, makes no result of a bare verdict": [
    ['ハナさんは「人間」でした。リアさんの霊媒結果に疑念があります。', ['ESTIMATE Agent[03] WEREWOLF']],
    ['ハナはリア白か！あとハンク、占い結果を教えて！', ['INQUIRE ANY (DIVINED ANY ANY)']],
    ['ハナは白でした。あなたの占い結果は？', ['INQUIRE ANY (DIVINED ANY ANY)']],
    // The speaker's own result words still mark it.
    ['ハナは白でした。私の占い結果です。', ['DIVINED Agent[02] HUMAN']],
    [
      '占い師COします。ハナは黒でした。リアの霊媒結果も聞きたい。',
      ['COMINGOUT Agent[05] SEER', 'DIVINED Agent[02] WEREWOLF', 'INQUIRE Agent[03] (IDENTIFIED ANY ANY)'],
    ],
  ],
  "a verdict by the speaker's own reading named after the target; the speaker's own reading is its claim": [
    ['ハナは私の霊媒結果で人間だと確定した。', ['IDENTIFIED Agent[02] HUMAN']],
    ['ハナは昨夜の私の占いで人狼と確定しました。', ['DIVINED Agent[02] WEREWOLF']],
    ['ハナはリアの占いで人間と判明している。', []],
    [
      '今夜はハナに投票する。明日の私の霊能結果でどの占い師が真かが確定する。人狼を見つけよう。',
      ['VOTE Agent[02]', 'COMINGOUT Agent[05] MEDIUM'],
    ],
    ['私の占い結果を信じて。ハナは黒だ。', ['DIVINED Agent[02] WEREWOLF']],
  ],
  "the speaker as the role's only claimer, its standing as the role, its role told after a clause: claims": [
    ['霊媒師COは今のところ私だけですね。', ['COMINGOUT Agent[05] MEDIUM']],
    ['占い師は俺しかいないはずだから、ハナは偽だ。', ['COMINGOUT Agent[05] SEER']],
    ['占い師はハナだけだね。', []],
    ['霊媒師COは私だけ？', []],
    ['我が占い師としての務めを果たす。', ['COMINGOUT Agent[05] SEER']],
    ['ハナの占い師としての実力は？', []],
    ['あなたの懸念は理解しますが、私は本当にただの村人です。', ['COMINGOUT Agent[05] VILLAGER']],
    ['私の役職は村人だよ！', ['COMINGOUT Agent[05] VILLAGER']],
  ],
  "a bare verdict noun is the speaker's result only with the speaker or a reading named": [
    ['エリザ氏は人間判定。ハナ氏もリア氏に人間判定か。', []],
    ['私はハナさんが黒判定でした！', ['DIVINED Agent[02] WEREWOLF']],
    ['昨夜、ハナを観測。人間判定だ。', ['DIVINED Agent[02] HUMAN']],
    ['私は霊媒です — ハナは人間判定でした。', ['COMINGOUT Agent[05] MEDIUM', 'IDENTIFIED Agent[02] HUMAN']],
    ['ハナを黒判定した理由は発言だ。', ['DIVINED Agent[02] WEREWOLF']],
  ],
  'a result the speaker says was wrong is taken back': [
    ['ハナを人狼と占って外したが、リアの方が怪しい。', ['ESTIMATE Agent[03] WEREWOLF']],
    ['ハナを占った結果、人狼だった。', ['DIVINED Agent[02] WEREWOLF']],
  ],
  'results listed with the day in brackets, as the English copy reads them': [
    [
      '私は霊媒師です。 エリザ (1日目) = 人間  ハナ (2日目) = 人狼。',
      ['COMINGOUT Agent[05] MEDIUM', 'IDENTIFIED Agent[01] HUMAN', 'IDENTIFIED Agent[02] WEREWOLF'],
    ],
    ['エリザ（占い師）は人狼だと思う。', ['ESTIMATE Agent[01] WEREWOLF']],
  ],
  'a claim under a supposition is no claim; the speaker described as the claimer is one': [
    ['俺が本物の占い師だとすると、ハナが人狼だ。', []],
    ['占い師を名乗ってる俺が人狼とは矛盾してるんだ。', ['COMINGOUT Agent[05] SEER']],
    ['占い師を名乗ってるハナが怪しい。', ['ESTIMATE Agent[02] WEREWOLF']],
    ['ハナが本物の占い師だと仮定すると、リアが怪しい。', []],
  ],
};

const ENGLISH_CASES: Record<string, [string, string[]][]> = {
  "a medium's check is a medium result": [
    [
      "I'll CO as Medium—I checked Hana and she was Human. @Ria your Seer claim seems fake.",
      ['COMINGOUT Agent[05] MEDIUM', 'IDENTIFIED Agent[02] HUMAN'],
    ],
    ['As the seer, I checked Hana: she is human.', ['DIVINED Agent[02] HUMAN']],
    ['I am the seer. I checked Hana, and she is human.', ['COMINGOUT Agent[05] SEER', 'DIVINED Agent[02] HUMAN']],
  ],
  'speaking to the spirits marks medium results': [
    [
      'I speak to spirits. Hana was wolf. Ria was wolf.',
      ['IDENTIFIED Agent[02] WEREWOLF', 'IDENTIFIED Agent[03] WEREWOLF'],
    ],
    ['Hana was wolf, I think.', []],
  ],
  "another player's words about the speaker are not the speaker's claim": [
    ["Hana's claim that I am a werewolf is false.", []],
    ['Hana says I am a werewolf.', []],
    ['Hana claims that I am the seer, which is a lie.', []],
    ['I claim that I am the seer.', ['COMINGOUT Agent[05] SEER']],
    ['Hana, I am the seer.', ['COMINGOUT Agent[05] SEER']],
  ],
  "the speaker's own reading named with its role is its claim, unless a result is told": [
    [
      "I'll vote Hana tonight. My Medium result tomorrow settles which Seer is real.",
      ['VOTE Agent[02]', 'COMINGOUT Agent[05] MEDIUM'],
    ],
    ['We should trust my seer claim.', ['COMINGOUT Agent[05] SEER']],
    ['Hana is human per my Seer result.', ['DIVINED Agent[02] HUMAN']],
    ['Your seer claim is fake.', []],
    ['I retract my Seer claim.', ['NOT (COMINGOUT Agent[05] SEER)']],
  ],
  "the speaker's own results named anywhere in the talk mark a verdict; a role claimed with a pause or a time": [
    [
      'Ria and Hank are human. Eliza keeps pushing against my results so I vote Eliza.',
      ['DIVINED Agent[03] HUMAN', 'DIVINED Agent[04] HUMAN', 'VOTE Agent[01]'],
    ],
    ['Trust my divine—Hana is the werewolf.', ['DIVINED Agent[02] WEREWOLF']],
    [
      'Ria and Hank are human. Eliza keeps pushing against your results.',
      ['ESTIMATE Agent[03] VILLAGER', 'ESTIMATE Agent[04] VILLAGER'],
    ],
    ['As Seer on the first night I divined Hana as Human.', ['COMINGOUT Agent[05] SEER', 'DIVINED Agent[02] HUMAN']],
    ['I promise I am...the true Seer.', ['COMINGOUT Agent[05] SEER']],
  ],
  "the addressee's result by the speaker's own reading": [
    [
      "@Hana my divine result confirms you're human so the only possible wolf left is Ria.",
      ['DIVINED Agent[02] HUMAN'],
    ],
    ["@Hana your divine result confirms you're human?", []],
  ],
  'a result the speaker says was wrong is taken back': [
    [
      "I divined Hana as a Werewolf and was incorrect but Ria's actions seem more suspect.",
      ['ESTIMATE Agent[03] WEREWOLF'],
    ],
    ['I divined Hana as a Werewolf and I was right.', ['DIVINED Agent[02] WEREWOLF']],
  ],
  "a role word that is not the speaker's own reading marks no result": [
    ["Since Hana was human it's risky to just follow one Seer.", []],
    ['Hana is human per my Seer truth.', ['DIVINED Agent[02] HUMAN']],
    ['As the seer I can say Hana is human.', ['COMINGOUT Agent[05] SEER', 'DIVINED Agent[02] HUMAN']],
  ],
};

describeForms('how a seer or a medium claims and reports (ja)', JAPANESE_CASES, (text) =>
  readPrinted({ text, speaker: 'リョウ', roster: JAPANESE, lang: 'ja' }),
);
describeForms('how a seer or a medium claims and reports (en)', ENGLISH_CASES, (text) =>
  readPrinted({ text, speaker: 'Ryo', roster: ENGLISH, lang: 'en' }),
);
