import { AGENT, ANY_AGENT, MENTION_OPEN } from './agent-mention.ts';
import { DENIAL, type DenialScope } from './denial.ts';
import type { Language } from './language.ts';
import type { PhraseRule } from './phrase-rule.ts';
import { ENGLISH_RULES } from './en/rules.ts';
import { JAPANESE_RULES } from './ja/rules.ts';
import { VOCABULARY, type Vocabulary } from './vocabulary.ts';

/** A BECAUSE split: which side of the connective holds the reason. */
export type CausalPattern = {
  readonly pattern: RegExp;
  readonly reasonFirst: boolean;
};

/** Everything language-specific that understanding needs besides the phrase rules themselves. */
export type Grammar = {
  readonly japanese: boolean;
  readonly rules: readonly PhraseRule[];
  readonly vocabulary: Vocabulary;
  /** Sentence boundaries (the terminator stays with its sentence). */
  readonly sentenceEnd: RegExp;
  readonly question: RegExp;
  /** A conditional (`もし…なら`, `if`) states no fact: such sentences are skipped. */
  readonly conditional: RegExp;
  /** `…して、さもないと…`, `… or I'll vote you`: what comes before the threat is said plainly. */
  readonly otherwise: RegExp;
  /** `I'll vote Mio but if she's villager…`: a condition after `but` binds only what follows it. */
  readonly contrast?: RegExp;
  /** Where a statement may end before a question in the same sentence (`I trust Mio so can she…?`). */
  readonly clauseBreak?: RegExp;
  readonly causal: readonly CausalPattern[];
  /** A name opening the sentence as a vocative (`リョウ、…`, `Asuka, …`). */
  readonly vocative: RegExp;
  /**
   * Several players opening a sentence before a question or request (`May and Shion  name your suspect`):
   * each of them is asked (see address-group.ts).
   */
  readonly addressList?: RegExp;
  /** Words that turn the address back to everyone (`みんな`, `Others:`). */
  readonly everyone: RegExp;
  /** A sentence about a given day (`1日目は…`, `On day 1 …`): what follows is wrapped in DAY. */
  readonly dayPrefix: RegExp;
  /** Second-person words that mean the addressee (あなた); English `you` is too vague to replace. */
  readonly secondPerson?: RegExp;
  /** Third-person singular pronouns that may stand for the one agent the previous sentence named. */
  readonly pronoun?: RegExp;
  /**
   * A condition on the hearer's role (`if you're the seer`, `占い師なら`) does not make the request after
   * it conditional: it says whom the request is for. It is replaced by the role as a vocative
   * (`seer, tell us your result`) before conditionals are looked for.
   */
  readonly roleCondition?: RegExp;
  /** …only when what follows it asks or requests something (`…なら教えて`, `…tell us your result`). */
  readonly roleConditionThen?: RegExp;
  /**
   * A question put for the other branch of a role condition (`if not, who do you suspect?`): still asked of
   * the one addressed, so the `if not` is dropped before conditionals are looked for.
   */
  readonly otherBranchQuestion?: RegExp;
  /** Quoted words (someone else's, or a word held at a distance): not read as the speaker's. */
  readonly quotation?: RegExp;
  /** Denials around a phrase that forbid reading it positively (`I don't think X is a wolf`). */
  readonly denial?: DenialScope;
  /**
   * Spaces the server's `@Name` padding leaves between a name and the particle that binds it
   * (`私は  @Daisuke に投票した`): removed after names are tokenized, so the rules see `Xに投票`. Matches
   * the token's close (`\uE001`) and the spaces, which understand replaces by the close alone.
   */
  readonly spaceBeforeParticle?: RegExp;
};

export const GRAMMARS: Record<Language, Grammar> = {
  ja: {
    japanese: true,
    rules: JAPANESE_RULES,
    vocabulary: VOCABULARY.ja,
    denial: DENIAL.ja,
    roleConditionThen:
      /(?:て|で)(?:ください|下さい|ほしい|欲しい|くれ|ね)?(?:[。！!？?\s]|$)|[？?]|教えて|出てきて|名乗り出|CO(?:して|お願い)/u,
    // `Xが占い師なら` is about X, but `@X もしあなたが占い師なら` is said to X: after a name only `もし` may start it.
    roleCondition:
      /(?:もし(?:あなた|君|貴方)?|(?<!\uE001\s*)(?:あなた|君|貴方)?)(?:が|は)?(?:本当に)?(?:本物|真|(占い師|霊媒師|霊能者|狩人|騎士))(?:の(?:占い師|霊媒師))?(?:なら|だったら|であれば)[、,\s]*|^\s*もしそう(?:なら|だったら|であれば)[、,\s]*/u,
    // `Midoriの「私は人狼だ」は注目集めに見える`: a first person or a subject in quotation marks is someone's words
    // quoted (a first person is a mention token by now; a quoted verdict, `結果は「白」`, is the speaker's own and stays).
    quotation:
      /[「『][^「」『』\n]{0,60}?(?:私|僕|俺|わたし|ぼく|おれ|あたし|わし|ワシ|ボク|オレ|\uE000@?\d+\uE001\s*(?:は|が|こそ))[^「」『』\n]{0,60}[」』]/gu,
    // A dash between clauses (`Xを占った—彼は人間だ`) ends a sentence as in English; `Mr. Kenji` does not.
    sentenceEnd:
      /(?<=[。！？!?♪…])(?![。！？!?♪…ー〜~」』）)])|\n+|\s*[;；]\s*|(?<=[^\d])(?<!\b(?:Mr|Ms|Mrs|Miss|Dr|Mx))\.\s+|\s*[—―]+\s*/u,
    question:
      /[？?]|なんで|なぜ|どうして|(?:ですか|ますか|のか|でしょうか|だろうか|(?:くれ|もらえ)(?:ん|ない|ません)か)[。、\s]|(?:ですか|ますか|のか|でしょうか|だろうか)$|教えて|聞かせて|聞きたい/u,
    // `そうでないと信用できない`, `結果を出さないと疑う`: `…ないと` + a consequence is a condition; not
    // `ないと思う/言う/いけない/ダメ` (a thought, words, an obligation).
    conditional:
      /(?<!か)もし(?!(?:言わせて|よろしければ|よければ|良ければ|差し支えなければ))|さもないと|でなければ|(?<!しれ|かもしれ)ないと(?![思おも言い考見み感判断確結決はもだダ駄まわ分困]|[。！!？?、,]|$)|ならば|(?<!な|よう|なぜ)なら(?!ない|ず|ん)|(?<![あい]|占っ|調べ|見|占ってみ|調べてみ)たら(?!い)|(?<=[てで])いたら(?!い)|^\s*それとも[、,\s]*(?=[^。？?]*(?:投票|吊|処刑|追放))|(?<!よけ|良け|よろしけ|差し支えなけ|差支えなけ|言わせてもらえ|言わせていただけ)れば(?!かり|なら(?:ない|ん|ず|ぬ)|いけ(?:ない|ません))|としても|とすると|と仮定(?:すると|すれば)|(?:ない|ぬ|ん)(?:限り|かぎり)/u,
    // `そうでないなら、具体的な考察を出して`: the other branch of a role condition still asks (not a threat).
    otherBranchQuestion:
      /^\s*(?:そうでない|そうじゃない|違う|でない)(?:の)?(?:なら|ならば|場合は?)[、,\s]*(?=(?![^。]*(?:投票|吊|処刑|追放))[^。]*(?:[?？]|(?:出し|教え|挙げ|述べ|言っ|聞かせ)て))/u,
    otherwise:
      /[、,，;；]?\s*(?:さもないと|さもなければ|さもなくば|そうでなければ|そうでないなら|そうでないと|そうじゃないと|でなければ|でないと)/u,
    // `Mioに投票するけど、もし彼女が村人なら…`: the condition binds only what follows `けど`.
    contrast: /(?:けど|けれど|けれども|(?<=[いだたる])が)[、,]?\s*(?=もし)/u,
    causal: [
      {
        pattern: /^(.+?)(?:なので|ので|だから|から)[、,，\s](.+)$/u,
        reasonFirst: true,
      },
      { pattern: /^(.+?)(?:なので|ので)(.+)$/u, reasonFirst: true },
      {
        pattern: /^(.+?)(?:理由は|なぜなら)[、,，\s]?(.+)$/u,
        reasonFirst: false,
      },
    ],
    // `まずハナ、…`, `占い師のリョウさん、…`: an opening word or the agent's role before the name; a name
    // said alone (`Ms.Yumi。`) addresses what follows.
    vocative: new RegExp(
      `^[\\s「>＞]*(?:(?:まず|では|じゃあ|さて)\\s*|(?:占い師|霊媒師|霊能者|狩人)の\\s*)?${AGENT}(?:よ|や)?[、,，！!：:\\s](?!\\s*${ANY_AGENT}(?:さん|くん|君|ちゃん|氏)?\\s*の?(?:いずれか|どちらか|どっちか|両方|両名|二人|2人|ふたり))|[、,]\\s*${AGENT}(?:よ|や)?[。!?\\s]*$|^\\s*(?:(?:Mr|Ms|Mrs|Miss|Dr)\\.?\\s*)?${AGENT}\\s*[。！!]?\\s*$`,
      'u',
    ),
    // `他に誰か…？` asks anyone else; a role opening a sentence (`占い師、結果を教えて`) speaks to whoever has it.
    everyone:
      /みんな|皆さん|皆|全員|村の(?:みんな|皆)|みなさん|各位|他の(?:人|方|皆|みんな)(?:たち|達|々)?|(?:他|ほか)に誰か|誰か(?:他|ほか)に|^\s*(?:占い師|霊媒師|霊能者|狩人)(?:さん|の方|の人|様)?(?=[\s、,])/gu,
    secondPerson: /あなた|貴方|お前|おまえ|お主|おぬし|君(?!たち|達|ら)/gu,
    pronoun: /彼女(?!ら|たち|達)|彼(?![ら女等氏]|方)/gu,
    dayPrefix: /^\s*(\d{1,3})日目(?:の話だけど|のことだけど|のことですが|は|に|:|、)\s*/u,
    // A tag question (`Xの行動が怪しいよね？`) asks for agreement with the statement before it; a hedge with a
    // question mark (`Xの余裕が逆に怪しいかも？`) still says what it hedges.
    clauseBreak: /(?=(?:よね|だよね|ですよね|でしょ(?:う)?ね?|かも(?:ね|な|よ|です(?:ね)?)?)[？?]\s*$)/gu,
    // One particle after the name, not a word that starts with one (`@Asuka  もしあなたが…`).
    // The token's close first, not a lookbehind: a literal lets V8 skip to it instead of trying every position.
    spaceBeforeParticle: /\uE001[^\S\n]+(?=(?:に|へ|を|が|の|は|と|も|から|への)(?![\u3041-\u3096]))/gu,
  },
  en: {
    japanese: false,
    rules: ENGLISH_RULES,
    vocabulary: VOCABULARY.en,
    denial: DENIAL.en,
    roleConditionThen:
      /^\s*(?:then\s+)?(?:please\s+)?(?:tell|share|reveal|say|show|speak|come|claim|give|post|report|state|prove|CO)\b|\?\s*$/iu,
    otherBranchQuestion: /^\s*(?:and\s+|or\s+)?if\s+not[,\s]+(?=(?:who|whom|what|which)\b[^.!]*\?\s*$)/iu,
    roleCondition:
      /\bif\s+(?:you(?:'re|’re|\s+are)|someone(?:'s|’s|\s+is)|anyone(?:'s|’s|\s+is)|there(?:'s|’s|\s+is)\s+a)\s+(?:really\s+|truly\s+|actually\s+)?(?:the\s+|a\s+)?(?:real\s+|true\s+)?(seer|medium|bodyguard|knight)\b[,\s]*/iu,
    sentenceEnd: /(?<!\b(?:Mr|Ms|Mrs|Dr)\.)(?<=[.!?])\s+|\n+|(?<=[!?])|;\s*|\s*[—–]\s*|\s+-\s+/u,
    // `Hmm maybe George is kinda suspicious now?` says what it hedges: a `maybe` opening is no question,
    // nor is a statement with a tag (`George is acting shady huh?`, `…worrisome isn't that so?`, `…don't you think darlings?`).
    question:
      /^(?!\s*(?:(?:hmm+|well|so|oh)[\s,]+)?(?:maybe|perhaps)\b)(?:(?!.*\b(?:huh|right|eh|yeah|don't\s+you\s+think|isn't\s+(?:it|that)(?:\s+so)?|wouldn't\s+you\s+say)(?:\s+(?:darlings?|dears?|guys|folks|everyone|everybody|all|friends|buddy|buddies|y'all|people))?\s*\?\s*$).*\?\s*$|\s*(?:who|what|which|why|how|are you|do you|did you|will you|can you|could you)\b)/iu,
    // `tell us if you're the seer` asks for a claim: the one `if` that states no condition.
    conditional:
      /\b(?:unless|suppose|supposing|assuming|in case|otherwise|or else)\b|(?<!\b(?:tell\s+(?:us|me)|let\s+(?:us|me)\s+know|say|confirm)\s+)\b(?:if|whether)\b|\b(?:if|whether)\b(?!\s+you(?:'re|’re|\s+are)\s+(?:really\s+|the\s+|a\s+)*(?:seer|medium|bodyguard|knight|guard)\b)/iu,
    // `explain or you're my top suspect` threatens; `or you stay my top suspect` says what already is.
    otherwise:
      /[,;]?\s*\b(?:or\s+else|otherwise|or\s+I(?:'ll|’ll|\s+will)|or\s+you(?:'re|’re|\s+are|'ll|’ll|\s+will))\b/iu,
    contrast: /[,;]?\s+but\s+(?=if\b|unless\b)/iu,
    clauseBreak: /\s+(?:so|but|and)\s+(?=(?:can|could|will|would|do|does|did|what|who|why|how|is|are)\b)/giu,
    causal: [
      {
        pattern: /^(.+?)\s+(?:because|since|as|given that)\s+(.+)$/iu,
        reasonFirst: false,
      },
      {
        pattern: /^(?:because|since|given that)\s+(.+?)\s+(?:so\s+|then\s+)?((?:I|we|let's|let us|everyone)\b.+)$/iu,
        reasonFirst: true,
      },
      {
        pattern: /^(.+?)\s+(?:so|therefore|thus|hence|that's why|which is why)\s+(.+)$/iu,
        reasonFirst: true,
      },
    ],
    vocative: new RegExp(
      // Two spaces after a name opening a sentence are the comma the server's sanitising took out; a name
      // ending a question is said to, unless it is the object (`when did you divine Toshio?`).
      `^\\s*(?:(?:Mr|Ms|Mrs|Miss|Dr)\\.?\\s*)?${AGENT}(?:\\s*[,:!]|\\s*\\.\\s*$|\\s{2,}(?=[a-z])|\\s+(?=please|can you|could you|will you|would you|what|who|why|how|do you|are you|did you|you|state|tell|report|give|share|explain|I urge|I want you|your|if you|any\\s+(?:new\\s+)?(?:divination|results?|reads?|thoughts)|where))|(?:,\\s*|(?<!\\b(?:divined?|check(?:ed)?|inspect(?:ed)?|vote|voted|suspect(?:ed)?|trust(?:ed)?|guard(?:ed)?|protect(?:ed)?|and|or))\\s+)${AGENT}\\s*\\?\\s*$`,
      'iu',
    ),
    // One separator form per gap (`, `, ` and `, spaces): a failing lookahead then backtracks in linear time.
    addressList: new RegExp(
      `^\\s*(?:(?:(?:Mr|Ms|Mrs|Miss|Dr)\\.?\\s*)?${AGENT}(?:\\s*[,&]\\s*|\\s+(?:and|or)\\s+|\\s+|(?=${MENTION_OPEN}))){2,}(?:[,:]\\s*)?(?=(?:please|can\\s+you|could\\s+you|would\\s+you|will\\s+you|do\\s+you|did\\s+you|are\\s+you|have\\s+you|who|what|why|how|any|name|give|state|share|tell|explain|reveal|claim|your)\\b)`,
      'iu',
    ),
    quotation: /[“"][^“”"\n]{1,120}[”"]/gu,
    // A role named at the start (`Seer, could you…`) speaks to whoever has it: everyone.
    everyone:
      /\b(?:others|everyone|everybody|all of you|you all|y'all|all(?=\s*[:,]|\s+(?:please|should|must|need|vote|of\s+you)\b))\b|^\s*(?:seer|medium|bodyguard|knight)s?\b/giu,
    dayPrefix: /^\s*(?:on|for)\s+day\s+(\d{1,3})[,:]?\s+/iu,
    // `her` is also a possessive (`her claim`): only where it cannot be one.
    pronoun:
      /\b(?:he|she|him|they|them)\b|\bher\b(?=\s*(?:[.,!?;:—–-]|$|\s+(?:out|now|today|tonight|next|instead|first|too|as|a|an|the|is|was|my)\b))/giu,
  },
};
