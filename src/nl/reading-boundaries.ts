import type { Language } from './language.ts';

/**
 * The labelling guideline's boundaries (test/nl/real-talk/hand-labelled.ts, data/real-talk/README.md) as
 * the model readers state them: the one source of the one-talk extraction prompt (prompts/nl/extract.hbs,
 * whole) and of the in-game batch reading prompt (batch-reading.ts, each rule with its brief examples, as
 * its token budget allows).
 */
export type ReadingBoundary = {
  /** What both prompts say, with the words that matter in both languages. */
  readonly rule: string;
  /** The finer cases only the one-talk prompt spells out. */
  readonly more: string;
  /** Worked examples per language; `brief` ones go into the batch prompt too. */
  readonly examples: Readonly<Record<'ja' | 'en', readonly BoundaryExample[]>>;
};

/**
 * An utterance and the sentences it gives. Placeholders: `{A}`/`{B}` two other players' names, `{a}`/`{b}`
 * their agents, `{s}` the speaker's agent (never in a brief example: a batch has many speakers).
 */
export type BoundaryExample = { readonly text: string; readonly reading: readonly string[]; readonly brief?: true };

const example = (text: string, reading: readonly string[], brief?: 'brief'): BoundaryExample =>
  brief === undefined ? { text, reading } : { text, reading, brief: true };

export const READING_BOUNDARIES: readonly ReadingBoundary[] = [
  {
    rule: 'Suspicion: ESTIMATE X WEREWOLF only when the speaker doubts X (suspicious, fake, lying; 怪しい, 疑う, 偽, 違和感), hedged or not (X might be a wolf); never for mild attention (curious, 気になる, 注目, worth watching), oddness (odd, 変), conduct told with no doubt word (quiet, vague), or a doubt retold, asked or supposed (Y suspects X, is X a wolf?, if X is fake). Trust (I trust X, 信じる) is ESTIMATE X VILLAGER.',
    more: 'Also suspicion: fishy, doubt, wary, uneasy, shady, sketchy, lying, faking (不自然, 狼寄り, 狼っぽい, 黒っぽい, 偽寄り, 嘘をついている, 引っかかる, 気がかり, 不穏, 不審, 疑念, 不安, 懸念, 警戒, 心配 unless it is sympathy), "a bit suspicious maybe" (少し怪しいかも, 人狼かもしれない), a question that says the doubt ("isn\'t X suspicious?", 逆に怪しくない？), "leaning towards X" (Xに傾いている), "X is a wolf or the possessed" (狼か狂人), and distrust of a player or of their result or words said outright (I don\'t trust X\'s result, Xの占い結果は信憑性が低い, Xの発言は信用できない). Also nothing: peculiar, interesting, intriguing, puzzling, I am watching X, X stands out, X warrants scrutiny, strange, weird (注視, 注目したい, 目を光らせる, 妙, 奇妙, おかしい, 不可解, 疑問, 矛盾 alone, 信じきれない, まだ信用していない, 信じられない！ in surprise, unbelievable!); 気になる and curious stay nothing with a reason too (Xの発言が曖昧で気になる, X\'s silence makes me curious); what X did, told with no doubt word (X is quiet, X may be hiding something, Xは発言が少ない, 曖昧, 焦っている, 誘導している, 何か隠しているように感じる); a possibility only kept open, not leaned to (we can\'t rule out X, 可能性も捨てきれない, 排除できない, 可能性も考慮すべき, 偽もあり得る); doubt of an argument, not of its speaker (根拠が薄い, that reasoning is weak); another\'s suspicion (Y suspects X, Xは疑われている, みんなの疑いがXに向いている), a question (is X lying?, Xは狼だと思う？) and a supposition (if X is fake, Xが狼なら); "X or Y is the wolf" about two players. Leaning towards voting or hanging X (Xを吊る方に傾いている, I\'m leaning towards voting X) is VOTE X, not only ESTIMATE. Trust also: X seems honest, I believe X\'s result, X真で進めたい. ESTIMATE X SEER only when the line says X is the real (or confirmed) seer or that the speaker trusts X\'s seer claim.',
    examples: {
      ja: [
        example('{A}さんの発言が少し気になるな', []),
        example('{A}さんはちょっと怪しいかも', ['ESTIMATE {a} WEREWOLF'], 'brief'),
        example('{A}さんの曖昧さが気になる', [], 'brief'),
        example('{A}さんの発言に違和感がある', ['ESTIMATE {a} WEREWOLF']),
        example('{A}さんは嘘をついているかもしれない', ['ESTIMATE {a} WEREWOLF']),
        example('{A}さんが狼の可能性も捨てきれない', []),
        example('占い師COの{A}さんは偽寄りに見える', ['ESTIMATE {a} WEREWOLF']),
        example('{A}さんは狼か狂人だと思う', ['ESTIMATE {a} WEREWOLF']),
        example('{A}さんか{B}さんのどちらかが狼だ', []),
        example('{A}さんの様子が変だね', []),
        example('{A}さんは今日ずっと静かだね', []),
        example('{B}さんが{A}さんを疑っているね', []),
        example('{A}さんは人狼だと思う？', []),
        example('{B}さん真で進めたい', ['ESTIMATE {b} VILLAGER']),
        example('{A}さんの占い結果は信憑性が低いと思う', ['ESTIMATE {a} WEREWOLF']),
        example('今は{A}さんを吊る方に傾いている', ['VOTE {a}']),
      ],
      en: [
        example("{A}'s answer is a little curious to me.", [], 'brief'),
        example('{A} seems a bit suspicious to me.', ['ESTIMATE {a} WEREWOLF'], 'brief'),
        example("{A}'s silence makes me curious.", []),
        example("{A}'s votes warrant scrutiny.", []),
        example('{A} might be lying to us.', ['ESTIMATE {a} WEREWOLF']),
        example("We can't rule out {A} being a wolf.", []),
        example("{A}'s seer claim looks fake-leaning.", ['ESTIMATE {a} WEREWOLF']),
        example('{A} is either a wolf or the possessed.', ['ESTIMATE {a} WEREWOLF']),
        example('One of {A} and {B} is the wolf.', []),
        example('{A} is acting a bit odd.', []),
        example('{A} has been very quiet today.', []),
        example('{B} suspects {A}.', []),
        example('Is {A} lying to us?', []),
        example('I trust {B}.', ['ESTIMATE {b} VILLAGER']),
        example("I don't trust {A}'s result at all.", ['ESTIMATE {a} WEREWOLF']),
        example("I'm leaning towards voting {A} today.", ['VOTE {a}']),
      ],
    },
  },
  {
    rule: 'A request is not one\'s own vote: "I will vote X" (Xに投票する, X吊りで) is VOTE X; "let\'s vote X" (投票しよう, X吊り推奨) is REQUEST ANY (VOTE X) and not VOTE X.',
    more: '"My vote goes to X", "I\'m voting X" and "I\'m thinking of voting X" (投票しようと思う, Xに投票しようかな, 今はX吊りで行く) are VOTE X; "everyone vote X", "vote X today", "X should go today", "voting X makes sense" (投票すべき, X吊りでいこう, Xに投票するのがいい, X吊りにしよう, X吊りでどう？) and a question inviting others to join a vote ("who agrees to hang X?", X吊りに賛成の人は？) are the request; "vote X with me" is both VOTE X and the request; "let\'s vote wisely" (慎重に投票しよう) names nobody and gives nothing.',
    examples: {
      ja: [
        example('{A}吊りでいこう', ['REQUEST ANY (VOTE {a})'], 'brief'),
        example('{A}に投票しようと思う', ['VOTE {a}'], 'brief'),
        example('今日は{A}さんに投票しよう', ['REQUEST ANY (VOTE {a})']),
        example('{A}吊りを推奨します', ['REQUEST ANY (VOTE {a})']),
        example('{A}吊りに賛成の人はいる？', ['REQUEST ANY (VOTE {a})']),
        example('私は{A}さんに投票します', ['VOTE {a}']),
        example('みんな慎重に投票しよう', []),
        example('今夜は{B}さんを占ってほしい', ['REQUEST ANY (DIVINATION {b})']),
      ],
      en: [
        example("Let's vote {A} today.", ['REQUEST ANY (VOTE {a})'], 'brief'),
        example('Voting {A} makes the most sense.', ['REQUEST ANY (VOTE {a})']),
        example('I will vote for {A}.', ['VOTE {a}']),
        example("I'm voting {A}.", ['VOTE {a}']),
        example("Let's vote wisely today.", []),
        example('The seer should check {B} tonight.', ['REQUEST ANY (DIVINATION {b})']),
      ],
    },
  },
  {
    rule: 'Conditionals and threats ("if X is the seer Y is a wolf", "explain or I will vote you") give no vote, claim or request; a demand said before a threat stands.',
    more: '説明しないなら投票する, "if nobody claims I will vote X" and "unless someone else claims, shouldn\'t we vote X?" give nothing either. The demand stands as a request or question, and a judgement said now still counts ("unless you explain you are my top wolf candidate" is ESTIMATE X WEREWOLF). "If you are the seer, tell us your result" asks for the result: INQUIRE X (DIVINED ANY ANY).',
    examples: {
      ja: [
        example('@{A} 結果を教えて。出さないならあなたに投票する', ['INQUIRE {a} (DIVINED ANY ANY)'], 'brief'),
        example('もし{A}さんが本物なら{B}さんが狼だね', []),
        example('@{A} 占い師なら今すぐ結果を出して', ['INQUIRE {a} (DIVINED ANY ANY)']),
      ],
      en: [
        example('@{A} tell us your result or I will vote for you.', ['INQUIRE {a} (DIVINED ANY ANY)'], 'brief'),
        example('If {A} is the real seer then {B} is a wolf.', []),
        example('@{A} if you are the seer share your result now.', ['INQUIRE {a} (DIVINED ANY ANY)']),
      ],
    },
  },
  {
    rule: 'Retold claims and results ("X said Y is human") are nobody\'s; only the speaker\'s own result is DIVINED or IDENTIFIED (and no ESTIMATE from it).',
    more: 'Xさんの霊媒結果は白でしたね is retold too. "So X claims seer?" (Xさんが占い師COした) gives no COMINGOUT either, for the speaker or for X. "I divined Y: human" is DIVINED Y HUMAN. A bare result with no divination wording ("Y was a werewolf", Yは人狼でした) gives nothing; "I divined Y" with no result gives nothing. COMINGOUT SEER only when the speaker says they are the seer or promises a result of their own ("my divination will tell tomorrow"); a result reported alone ("my result: Y is human") is DIVINED only. A medium\'s own result, or one promised ("my medium result", 明日の私の霊能結果), is COMINGOUT MEDIUM. "I have no special role" (COはしません) and "I am not a wolf" (私は人狼じゃない) give nothing.',
    examples: {
      ja: [
        example('{A}さんの霊媒結果は{B}さん白でしたね', [], 'brief'),
        example('{B}さんを占った結果、人狼でした', ['DIVINED {b} WEREWOLF']),
        example('私は占い師です。{B}さんは白でした', ['COMINGOUT {s} SEER', 'DIVINED {b} HUMAN']),
        example('{B}さんは人狼でした', []),
        example('明日の私の霊能結果を見てほしい', ['COMINGOUT {s} MEDIUM']),
        example('私はただの村人です。人狼じゃないよ', ['COMINGOUT {s} VILLAGER']),
      ],
      en: [
        example('{A} said their medium result on {B} was human.', [], 'brief'),
        example('I divined {B} last night and they are a werewolf.', ['DIVINED {b} WEREWOLF']),
        example("I'm the seer. {B} came back human.", ['COMINGOUT {s} SEER', 'DIVINED {b} HUMAN']),
        example('{B} was a werewolf.', []),
        example('My medium result will tell us tomorrow.', ['COMINGOUT {s} MEDIUM']),
        example("I'm just a villager, not a wolf.", ['COMINGOUT {s} VILLAGER']),
      ],
    },
  },
  {
    rule: 'A question about others ("is X the seer?") states nothing; one asking for something is INQUIRE: "X, who do you suspect?" INQUIRE X (ESTIMATE ANY WEREWOLF), "X, your role?" INQUIRE X (COMINGOUT X ANY); "any more claims?" REQUEST ANY (COMINGOUT ANY ANY).',
    more: '誰が怪しい？ asks for reads, 他にCOは？ for more claims. A role question is never REQUEST. (ESTIMATE ANY WEREWOLF) only when the question asks whom they suspect: "what\'s your read?", "who stands out to you?", "name one person you suspect", 怪しいと思う人はいる？, 特に警戒している人は？; "who do you trust?" (誰を信じる？) is (ESTIMATE ANY VILLAGER); "do you also think Y is a wolf?" (Yが黒に見える？) is (ESTIMATE Y WEREWOLF). "Which seer do you trust?" is INQUIRE ANY (ESTIMATE ANY SEER); "seer, please tell us your result" is INQUIRE ANY (DIVINED ANY ANY). A question asking for an opinion, a reason or an explanation gives nothing: "what do you think?" of the speaker\'s own point or plan, "what do you think of Y / of Y\'s claim?", "explain your reasoning", "why did you vote Y?" (どう思う？, Yさんの主張についてどう思う？, Yさんのこと、どう思いますか？, 理由を教えて, なぜYに投票したの？); so do "What does everyone think?", "any thoughts?" (みんなの意見を聞きたい). Waiting for claims asks nobody to claim: "let\'s wait for role claims", "I want a role claim before we lynch" (役職COを待ちたい, 占い師の名乗り出は大事, COがなければXに投票) give nothing; asking for them now is the request: "any role claims?", "anyone with a role speak up" (REQUEST ANY (COMINGOUT ANY ANY)), "seer, come out now" (占い師の方は名乗り出てください, 占い師は早めに名乗り出るべき: REQUEST ANY (COMINGOUT ANY SEER)).',
    examples: {
      ja: [
        example('@{A} 霊媒結果を教えてください', ['INQUIRE {a} (IDENTIFIED ANY ANY)']),
        example('@{A} あなたの役職は？', ['INQUIRE {a} (COMINGOUT {a} ANY)']),
        example('みんなは誰が怪しいと思う？', ['INQUIRE ANY (ESTIMATE ANY WEREWOLF)'], 'brief'),
        example('他にCOする人はいますか？', ['REQUEST ANY (COMINGOUT ANY ANY)']),
        example('みんなの意見を聞きたいな', []),
        example('{A}さんの動きが変だと思う。どう思う？', []),
        example('@{A} {B}さんの占い結果についてどう思う？', []),
        example('@{A} なぜ{B}さんに投票したのか理由を教えて', []),
        example('@{A} 今一番怪しいと思う人は誰？', ['INQUIRE {a} (ESTIMATE ANY WEREWOLF)']),
        example('吊りを急ぐ前に役職COを待ちたい', []),
        example('占い師の方は名乗り出てください', ['REQUEST ANY (COMINGOUT ANY SEER)']),
      ],
      en: [
        example('@{A} what is your role?', ['INQUIRE {a} (COMINGOUT {a} ANY)']),
        example('@{A} any reads?', ['INQUIRE {a} (ESTIMATE ANY WEREWOLF)'], 'brief'),
        example('Which seer do you all trust?', ['INQUIRE ANY (ESTIMATE ANY SEER)']),
        example('Any other role claims?', ['REQUEST ANY (COMINGOUT ANY ANY)']),
        example('Any thoughts everyone?', []),
        example("{A}'s votes look odd to me. What do you think?", []),
        example("@{A} what do you think of {B}'s seer claim?", []),
        example('@{A} why did you vote {B}? Explain your reasoning.', []),
        example("@{A} what's your read so far?", ['INQUIRE {a} (ESTIMATE ANY WEREWOLF)']),
        example('I think we should wait for role claims before voting.', []),
        example('Seer please come out now.', ['REQUEST ANY (COMINGOUT ANY SEER)']),
      ],
    },
  },
  {
    rule: 'A pronoun (he, they, 彼, その人) counts only for a player named earlier in the same talk; never guess a player the talk does not name.',
    more: 'A slip that suspects or votes the speaker themself is left out.',
    examples: { ja: [], en: [] },
  },
];

/** The players an example is written about: two others of the roster, and the speaker. */
export type ExampleCast = {
  readonly first: { readonly agent: string; readonly name: string };
  readonly second: { readonly agent: string; readonly name: string };
  readonly speakerAgent: string;
};

/** One example as the prompts show it: `「…」 → ["…"]` in Japanese, `"…" → ["…"]` in English. */
export const renderBoundaryExample = (options: {
  readonly example: BoundaryExample;
  readonly lang: Language;
  readonly cast: ExampleCast;
}): string => {
  const { cast } = options;
  const values: Record<string, string> = {
    A: cast.first.name,
    B: cast.second.name,
    a: cast.first.agent,
    b: cast.second.agent,
    s: cast.speakerAgent,
  };
  const fill = (text: string) => text.replace(/\{([ABabs])\}/gu, (_, key: string) => values[key] ?? key);
  const text = fill(options.example.text);
  const quoted = options.lang === 'ja' ? `「${text}」` : `"${text}"`;
  return `${quoted} → [${options.example.reading.map((sentence) => JSON.stringify(fill(sentence))).join(', ')}]`;
};
