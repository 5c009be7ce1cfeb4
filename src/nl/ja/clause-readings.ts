import type { Sentence } from '../../protocol/index.ts';
import { AGENT, ANY_AGENT, MENTION_OPEN } from '../agent-mention.ts';
import { otherSubjectBefore } from '../context-checks.ts';
import { IDENTITY_DOUBTED } from '../japanese-doubt.ts';
import { phraseRule, type PhraseRule, type RuleContext } from '../phrase-rule.ts';
import { ANY, action, comingOut, divined, estimate, identified, inquire, request } from '../sentence-builders.ts';

/**
 * Whole classes of meaning read at the level of a clause rather than one phrasing each.
 * They run after every other Japanese rule, so they read only spans that no phrasing
 * above has read, and each builds from the parts of its clause (what is asked, of whom; what is judged,
 * about whom) instead of listing sentences. The denial scope of `denial.ts` applies to them as to every rule.
 */

/** What the one asked is to tell, by the noun that names it. */
type Asked = 'suspect' | 'trust' | 'result' | 'claim' | 'vote' | 'divination';

/** `読み`, `容疑者`, `誰が怪しく見えるか`, `狼だと疑っているの`: a suspicion asked for. */
const SUSPECT_NOUN =
  '(?:読み|考察|推理|直感|見立て|リーディング|疑い先|容疑者|気になる(?:人|相手|プレイヤー)|疑いの先|怪しいと思う(?:人|相手|プレイヤー)|疑っている(?:人物|人|相手|の)|疑ってる(?:人物|人|相手|の)|疑わしい(?:1|１|一)人|誰を(?:一番|最も)?(?:疑って(?:いる|る)|怪しんで(?:いる|る))(?:か|の)|(?:人狼|狼)だと(?:思う|疑っている|疑ってる|見ている|見てる)(?:人|相手|の)|誰が(?:一番|最も)?(?:怪しく?(?:見える|感じる|思う)?|疑わしい)か|疑い(?:1|１|一)人)';
/** `信頼1人`, `安全だと思う人`: whom the one asked trusts. */
const TRUST_NOUN =
  '(?:信頼(?:1|１|一)人|安全な(?:1|１|一)人|(?:信頼|信用)(?:している|してる|できる|する)(?:人物|人|相手)|安全(?:だと思う|そうな|な|視している)(?:人物|人|相手)|信じている(?:人|相手))';
/** `占い結果`, `観測結果`, `誰をチェックしたか`: a seer's or medium's result. */
const RESULT_NOUN =
  '(?:(占い|霊媒|霊能|観測|判定|調査)(?:の)?結果|誰を(?:占|調べ|チェックし|観測し|確認し)た(?:か|の)?)';
/** `役職`, `自称役職`, `弁明や主張`: what the one asked claims to be. */
const CLAIM_NOUN =
  '(?:自称役職|役職(?:CO)?|(?<=や|と|、|\\s|^)(?:CO|ＣＯ)|正体|(?<=(?:各々|各自|それぞれ|あなた|君|お前)の)立場)';
const VOTE_NOUN = '(?:投票先|誰に投票する(?:か|の))';
const DIVINATION_NOUN = '(?:占い先|誰を占う(?:か|の)|占う(?:相手|人|先))';

/**
 * Asking verbs and endings: imperative, request, wish (`教えて`, `述べよ`, `挙げてください`, `お願い`,
 * `共有してもらえますか`); not their past or progressive (`教えてくれた`, `共有している`).
 */
const ASK_VERB =
  '(?:教え|聞かせ|見せ|述べ|挙げ|出し|明かし|明確にし|表明し|説明し|発言し|言っ|示し|指名し|提示し|報告し|公開し|開示し|発表し|共有し|シェアし)(?:て(?:ください|下さい|ほしい|欲しい|くれ(?:る|ない|ます|ません)?(?!た|て)|もらえ|いただけ|ね|よ|な(?!い|く))?(?![いおたるなく]|しま)|ろ|なさい|よ(?=[。!！\\s]|$))|(?:共有|表明|説明|発言|提示|報告|公開|開示|発表|指名|シェア)(?:せよ|しろ)|(?:を)?(?:お願い(?!され)|ください|下さい|頼む|頼みます)|聞きたい|知りたい|(?:出し|挙げ|述べ|共有し|示し|教え合い)ましょう|(?:挙げよ|共有しよ)う(?![かが])';
/**
 * In a question, the noun (or nouns joined by `や`/`と`/`、`) asked about directly: `何か弁明や主張はある？`,
 * `投票先は？`, `狼だと疑っているのは誰？`; not `役職潜伏？`, `占い結果は明日からだよね？`.
 */
const ASK_QUESTION = `(?:(?:や|と|、|または)(?:(?!な[いく]|ません)[^。？?!！\\n${MENTION_OPEN}]){0,10}?)?(?:(?:は|って|が)(?:ある|あります|いる|います)?|(?:は|って|が)?(?:ある|あります|いる|います))(?:か|の|かな)?\\s*[?？]|(?:は|って)(?:誰|どなた)`;
/** How far an asking verb may stand after the noun: its own clause, other nouns joined to it between. */
const ASK_SPAN = `[^${MENTION_OPEN}。？?!！\\n]{0,24}?`;
/** Between the noun and the verb, a question about it rather than for it: `占い先をどう選ぶか教えて`, `理由を聞かせて`. */
const ABOUT_IT =
  /ように|ため|ので|から|けど|けれど|なら|(?<!あ)れば|たら|ずに|ないで|前に|後に|まで|どう|なぜ|何故|理由|根拠|について|に関して|基準|意図|情報|考え|思う|感想|経緯|背景|仕方|方法/u;

type NounFamily = {
  readonly kind: Asked;
  readonly noun: string;
  /** How far the asking verb may stand (`立場` is asked of only right before its verb). */
  readonly span: string;
  readonly inQuestion: boolean;
};

const NOUNS: readonly NounFamily[] = [
  { kind: 'suspect', noun: SUSPECT_NOUN, span: ASK_SPAN, inQuestion: true },
  { kind: 'trust', noun: TRUST_NOUN, span: ASK_SPAN, inQuestion: true },
  { kind: 'result', noun: RESULT_NOUN, span: ASK_SPAN, inQuestion: true },
  { kind: 'claim', noun: CLAIM_NOUN, span: `[^${MENTION_OPEN}。？?!！\\n、]{0,8}?`, inQuestion: true },
  { kind: 'vote', noun: VOTE_NOUN, span: ASK_SPAN, inQuestion: true },
  { kind: 'divination', noun: DIVINATION_NOUN, span: ASK_SPAN, inQuestion: true },
];

/** The speaker's own (`私の占い結果をどう考えますか`): offered, not asked for. */
const OWN_BEFORE = /(?:私|僕|俺|わたし|ぼく|おれ|あたし|わし|うち|我)(?:の|が)\s*$/u;
/** `Xの占い結果を教えて`: X's own, asked of X. */
const OWNER_BEFORE = new RegExp(`${AGENT}\\s*(?:さん|くん|君|ちゃん|氏|殿)?の\\s*$`, 'u');
/** A role addressed (`占い師は`, `占い師、`, `霊媒の方`): whoever has it is asked. */
const ROLE_ADDRESSED = /(占い師|霊媒師|霊能者|霊媒|霊能)(?:の方|の人|さん|様|たち|達)?(?:は|も|、|,|\s)/u;
/** `MayとShion  自分の容疑者を指名しろ`, `Asuka Takumi Rin 何か…`: agents addressed together at the start of the sentence. */
// One gap is one space run or a joiner inside spaces (`\s*(?:…|\s)\s*` split a run of spaces several ways: 2^n).
const LIST_ADDRESSED = new RegExp(
  `^\\s*(?:${ANY_AGENT}(?:\\s*[と、,]\\s*|\\s+))+${ANY_AGENT}\\s*(?:は|、|,|\\s|—)`,
  'u',
);
const LISTED = new RegExp(AGENT, 'gu');
/** `読みがある人は発言して`, `他に…`, `誰か`: whoever has it. */
const WHOEVER = /(?:ある|持っている|持ってる|いる|できる)(?:人|方)(?:は|、|,|\s|$)|^(?:他に|誰か)/u;
/** Someone else's question or request, retold: `…を教えてと言った`, `…を聞かれた`. */
const RETOLD_AFTER = /^[^。]{0,4}?(?:と|って)(?:言|頼|求|お願いし|聞か|聞い|尋ね)/u;

const asked = (kind: Asked, target: number, medium: boolean, question: boolean): Sentence => {
  switch (kind) {
    case 'suspect':
      return inquire(target, estimate(ANY, 'WEREWOLF'));
    case 'trust':
      return inquire(target, estimate(ANY, 'VILLAGER'));
    case 'result':
      return inquire(target, medium ? identified(ANY, 'ANY') : divined(ANY, 'ANY'));
    case 'claim':
      // `役職を明かして` is a request to come out to everyone and asks the role of one agent; `役職は？` asks
      // (as the phrase rule `inquire-role`).
      return (question || target !== ANY ? inquire : request)(target, comingOut(target, 'ANY'));
    case 'vote':
      return inquire(target, action('VOTE', ANY));
    case 'divination':
      return inquire(target, action('DIVINATION', ANY));
  }
};

/** The agents asked: the owner named before the noun, agents addressed together, a role, or the one addressed. */
const askedOf = (kind: Asked, match: RegExpExecArray, context: RuleContext): readonly number[] | undefined => {
  const owner = OWNER_BEFORE.exec(context.before);
  if (owner !== null) {
    const agent = Number(owner[1]);
    // `Xの占い結果を教えて` asks X; `@レオン アレクの結果を聞かせて` asks one about another (a phrase rule's reading).
    if (agent === context.speaker || (context.addressee !== ANY && context.addressee !== agent)) return undefined;
    // `霊媒師は…Ryujiの役職を共有して`: someone's role is asked of another, not of them.
    if (kind === 'claim' && context.addressee !== agent) return undefined;
    return [agent];
  }
  const list = LIST_ADDRESSED.exec(context.sentence);
  if (list !== null && list.index + list[0].length <= match.index) {
    const agents = [...list[0].matchAll(LISTED)].map((named) => Number(named[1]));
    if (agents.every((agent) => agent !== context.speaker)) return agents;
  }
  // `占い師は結果を共有して`: whoever has the role, unless someone is addressed (`@X 占い師なら…` becomes `占い師、`).
  if ((kind === 'result' || kind === 'claim') && context.addressee === ANY && ROLE_ADDRESSED.test(context.before))
    return [ANY];
  return [context.addressee];
};

/** `彼を強く疑っているの？`: the verb's own object (not `誰を`). */
const OBJECT_BEFORE = new RegExp(`(?:${ANY_AGENT}|彼女?|その人|あの人)\\s*(?:を|の[^、。]{0,8}を)[^、。]{0,10}$`, 'u');

/** `各自`, `それぞれ`: everyone is asked, whoever was addressed before. */
const EACH = /(?:各々|各自|それぞれ|一人ずつ|全員|皆|みんな)(?:が|は|、|,|\s|の)?[^。？?]{0,6}$/u;
/** `他の人の役職について`, `ケンやユウの役職`: someone else's role talked about, not the one asked. */
const SOMEONE_ELSES = /(?:人|方|プレイヤー|みんな|皆|たち|達|彼|彼女|他)の\s*$/u;
/** `他の人の疑い先を…`: the others are asked their own. */
const OTHERS_OWN = /他の(?:人|方|皆|みんな|プレイヤー)(?:たち|達|々)?の\s*$/u;
/** `どうやって占い先を決めたのか教えて`: how or why it was chosen is asked, not what. */
const MANNER_ASKED = /(?:どう|どうやって|どのように|なぜ|何故|どうして|いつ)[^、。]{0,12}$/u;

const askRule = ({ kind, noun, span, inQuestion }: NounFamily): PhraseRule =>
  phraseRule(
    `inquire-family-${kind}`,
    `${noun}(?=(?:を|は|も|が|や|と|、|,|\\s|または|か)${span}(?:${ASK_VERB})${inQuestion ? `|${ASK_QUESTION}` : ''})`,
    (match, context) => {
      const othersOwn = OTHERS_OWN.test(context.before);
      if (OWN_BEFORE.test(context.before) || (SOMEONE_ELSES.test(context.before) && !othersOwn)) return undefined;
      if (MANNER_ASKED.test(context.before)) return undefined;
      // `彼を強く疑っているの？`, `彼の投票戦略を信頼できる人`: a verb with its own object asks about that object.
      if ((kind === 'suspect' || kind === 'trust') && OBJECT_BEFORE.test(context.before)) return undefined;
      const after = context.sentence.slice(match.index + match[0].length);
      const asking = new RegExp(`^(?:を|は|も|が|や|と|、|,|\\s|または|か)${span}(?:${ASK_VERB})`, 'u').exec(after);
      // `自分の役職か？`: the speaker's own musing, unless the one addressed is asked to tell it.
      if (asking === null && /自分の\s*$/u.test(context.before)) return undefined;
      // A question form counts only in a question; an asking verb must be the clause's own, not retold.
      if (asking === null && !context.question) return undefined;
      if (asking !== null && (ABOUT_IT.test(asking[0]) || RETOLD_AFTER.test(after.slice(asking[0].length))))
        return undefined;
      const everyone = othersOwn || EACH.test(context.before) || WHOEVER.test(after.slice(0, asking?.[0].length ?? 12));
      const targets =
        everyone || /(?:他に|誰か)[^。]{0,12}$/u.test(context.before) ? [ANY] : askedOf(kind, match, context);
      if (targets === undefined) return undefined;
      const medium = kind === 'result' && (/霊/u.test(match[1] ?? '') || /霊媒|霊能/u.test(context.before));
      const question = asking === null || context.question;
      return targets
        .filter((target) => target !== context.speaker)
        .map((target) => asked(kind, target, medium, question));
    },
    'any',
  );

/** Questions and requests for information, by what is asked rather than by phrasing. */
const ASK_FAMILY: readonly PhraseRule[] = NOUNS.map(askRule);

/**
 * Predicates that judge an agent (or the agent's conduct) a wolf, as a lexicon rather than one phrasing each:
 * adjectives (`怪しい`, `気がかり`, `変だ`), nouns with their verb (`疑念がある`, `問題がある`, `狼候補にする`),
 * what a wolf does (`人狼の常套手段`, `典型的な人狼の反応`). `疑う`/`怪しむ` take their target as an object.
 */
export const WOLF_ADJECTIVE =
  '(?:怪し(?:い|く|さ|すぎ|過ぎ)|あやし(?:い|く)|疑わし(?:い|く)|胡散臭|うさんくさ|不審(?!者)|不自然|不安(?:に(?:させ|なる|な[っり]|感じ)|を(?:感じ|覚え|抱))|不安な(?:要素|点|存在)|脅威(?!を|に(?:対|つい|なり|なる))|問題が(?:ある|あり)|(?<=(?:様子|行動|動き|言動|態度|挙動|振る舞い|投票|発言|占い|反応)(?:は|が|も)?\\s*(?:かなり|とても|少し|ちょっと|なんか|どこか|最も|非常に|極めて)?)(?:異常(?:だ|です|に(?:見え|感じ|思え)))|疑念が(?:ある|あり|残|強|深)|筆頭容疑者|(?:最有力の|一番の|第一の)?(?:人狼|狼|黒)候補|(?:人狼|狼)の(?:常套手段|典型|手口|やり方|ムーブ|戦術)|(?:人狼|狼)の(?:臭い|匂い|におい)が(?:する|します|漂)|典型的な(?:人狼|狼)|狡猾な(?:人狼|狼)|危険な(?:存在|人物)|黒く(?:見え|感じ|思え)|黒要素|しっくりこない|信用ならない|違和感(?:が|を)?(?:ある|あっ|あり|覚え|感じ|抱|残|消えな)|引っ(?:かか|掛か)(?:る|って|り))';
const WOLF_VERB = '(?:疑うべき|疑って(?:いる|る|います|おり)|疑います|怪しんで(?:いる|る|います))';
const TRUST_ADJECTIVE =
  '(?:信頼でき(?:る|そう)|信用でき(?:る|そう)|信じられる|安心でき|安全(?:だ|です|そう|寄り)|(?<!面)白(?:い|っぽい|寄り)|いい人|良い人|善人)';
const TRUST_VERB =
  '(?:信頼して(?:いる|る|います)|信用して(?:いる|る|います)|信じて(?:いる|る|います)|信じる(?:よ|わ|ね|。|$))';
const HONORIFIC = '(?:さん|くん|君|ちゃん|氏|殿|様)?';
/** An agent named just before, not as an address: the judged agent is part of that agent's phrase. */
const NAMED_BEFORE = new RegExp(`${MENTION_OPEN}(\\d+)\uE001[^。、,]{0,8}$`, 'u');

/** What happened to the agent, or the agent's identity or words: judged is then not the agent. */
const NOT_THE_AGENT =
  /(?:彼女|彼)(?:が|は)|って(?:いう|言う)|これが|それが|あれが|に対する|への|どれ|どう|いかに|死|吊り|処刑|追放|排除|退場|脱落|犠牲|襲撃|どの|どこ|どんな|何|なぜ|誰|いずれ|どちら|どっち|襲われ|噛ま|吊られ|処刑され|追放され|いなくな|(?:され|られ|かれ|まれ|われ)(?:た|て|る)|疑われ|怪しまれ|(?:人狼|狼|黒|白|村人|人間|占い師|霊媒師|霊能者)(?:だ|な|で|である|という|って|と(?!して))|(?:と|って)(?:言|主張|話|名乗|宣言)|の言う|の(?:意見|指摘|考え)(?:に|を|通り|とおり)/u;
/** After the judgement: it is someone's words, or the subject of a larger clause (`…を疑うのは早計`). */
const NOT_THE_SPEAKERS =
  /^[^。]{0,30}?(?:と|って)[^。、]{0,6}?(?:指摘|言って|言った|主張して|話して)|^か(?!も|な|ね|ら)|^(?:い|な)?(?:人|者|プレイヤー|相手|方(?!が))|^[^。、]{0,6}?(?:(?:と|って)(?:言|主張|話|書|いう|指摘|さ(?:れ|せ)|(?:思わ|言わ|見ら|みら|みなさ|考えら)れ|思ってる(?:みたい|らしい))|みたい|らしい|ようだ|そうだ|だった|でした|の(?:は|が|も)|こと(?:は|が)|理由|根拠|余地|べきか(?!も)|かどうか|か(?:は|が)?(?:分から|わから))/u;
/** `信頼できる人物だ`: a person of that kind is the agent judged. */
const TRUSTED_PERSON =
  /^(?:人物|人|存在|方|プレイヤー)(?:だ|です|だろ|でしょ|と(?:思|感|見)|に(?:見え|感じ|思え)|[。!！]|$)/u;
const EVERYONE_SUBJECT = /(?:皆|みんな|皆さん|みなさん|全員|周り|他の人(?:たち|達)?)(?:が|は|も)\s*$/u;

/** An agent named with the particle that gives its role in the clause (`Xは`, `Xの`, `Xを`, `X、`). */
const HEAD = new RegExp(`${MENTION_OPEN}@?(\\d+)\uE001${HONORIFIC}\\s*(は|が|の|こそ|って|も|を|、|)`, 'gu');
/** How far before its judgement the judged agent may be named. */
const JUDGED_REACH = 48;

/** The nearest agent before the judgement in its sentence, other than the speaker, with its particle and the words between. */
const judgedHead = (
  context: RuleContext,
): { target: number; particle: string; gap: string; beforeAgent: string } | undefined => {
  const window = context.before.slice(-JUDGED_REACH);
  const offset = context.before.length - window.length;
  let found: RegExpExecArray | undefined;
  for (const head of window.matchAll(HEAD)) if (Number(head[1]) !== context.speaker) found = head;
  if (found === undefined) return undefined;
  const start = offset + found.index;
  return {
    target: Number(found[1]),
    particle: found[2] ?? '',
    gap: context.before.slice(start + found[0].length),
    beforeAgent: context.before.slice(0, start),
  };
};

const judgementRule = (name: string, adjective: string, verb: string, role: 'WEREWOLF' | 'VILLAGER'): PhraseRule =>
  phraseRule(
    name,
    // The match is the judgement only (a denial after it is looked for there: `説明のない投票` before it is no
    // denial); the judged agent is the nearest one named before it, found by its particle.
    `(?:${adjective}|(${verb}))`,
    (match, context) => {
      const [predicate, verbUsed] = match;
      const after = context.sentence.slice(match.index + predicate.length);
      const head = judgedHead(context);
      if (head === undefined || /[。!！?？\n]/u.test(head.gap)) return undefined;
      const { target, particle, gap: rawGap, beforeAgent } = head;
      if (particle === '') return undefined;
      // `Xに投票するのは不安`: X is the object of another act; `疑う`/`信じる` take theirs with `を` (`Xが疑っている`:
      // X is who suspects).
      // (`Xの…は、彼女を最有力の狼候補にする`: X made into a candidate is judged.)
      if (particle === 'を' && verbUsed === undefined && !/^(?:に|と)(?:する|して|した|なる|なっ)/u.test(after))
        return undefined;
      // `Xは私の洞察を信じる`: X is who believes. A verb's agent is its object (`Xを`, `Xの結果を`) or `Xこそ`.
      if (
        verbUsed !== undefined &&
        !(particle === 'を' || particle === 'こそ' || (particle === 'の' && /を/u.test(rawGap)))
      )
        return undefined;
      // `ユウは信頼できる人物だ` judges ユウ; `…は信頼できる材料` describes a thing.
      if (role === 'VILLAGER' && /^[\u4E00-\u9FFF\u30A0-\u30FF]/u.test(after) && !TRUSTED_PERSON.test(after))
        return undefined;
      if (NOT_THE_AGENT.test(`${particle}${rawGap}`) || IDENTITY_DOUBTED.test(`${particle}${rawGap}${predicate}`))
        return undefined;
      // `Xの白は有難いが、重複後の急変は不自然`: the judgement belongs to a later clause.
      if (/(?:が|けど|けれど|ので|から|し)[、,]|[、,]\s*(?:しかし|ただ|でも)/u.test(rawGap)) return undefined;
      // `X、その沈黙は気がかりだ`: said to X, about X's conduct; a bare vocative judges nothing of X.
      if (particle === '、' && !/^\s*(?:その|この|あなたの|君の|お前の)/u.test(rawGap)) return undefined;
      // `マリの疑念が強い`: X's own doubt or worry, not doubt of X.
      if (particle === 'の' && /^\s*(?:疑念|疑い|不安|心配)/u.test(rawGap + predicate)) return undefined;
      // `Xもよく考えてくれると信じてる`: the verb's object is a clause about X, not X.
      if (verbUsed !== undefined && /(?:と|って)\s*$/u.test(rawGap)) return undefined;
      // `Mr. Minato の Ryuji と Sakura の両名に関する発言`: the agent is part of another agent's phrase.
      const named = NAMED_BEFORE.exec(beforeAgent);
      if (named !== null && Number(named[1]) !== target) return undefined;
      // `リアはハナを疑っている`: someone else's view; `皆ハナを怪しむ`: everyone's.
      if (otherSubjectBefore({ before: beforeAgent, speaker: context.speaker })) return undefined;
      if (EVERYONE_SUBJECT.test(beforeAgent)) return undefined;
      // `ハナは疑っていると言う`: a verb of suspicion needs the speaker as its subject, or none in the clause.
      if (verbUsed !== undefined && /(?<!(?:私|僕|俺|わたし|ぼく|おれ|あたし))(?:は|が)[^、。]*$/u.test(beforeAgent))
        return undefined;
      if (NOT_THE_SPEAKERS.test(after)) return undefined;
      return estimate(target, role);
    },
  );

/** Judgements of an agent by a predicate from a lexicon, with the agent found by its role in the clause. */
const JUDGEMENT_FAMILY: readonly PhraseRule[] = [
  judgementRule('estimate-family-werewolf', WOLF_ADJECTIVE, WOLF_VERB, 'WEREWOLF'),
  judgementRule('estimate-family-villager', TRUST_ADJECTIVE, TRUST_VERB, 'VILLAGER'),
];

export const JAPANESE_CLAUSE_RULES: readonly PhraseRule[] = [...ASK_FAMILY, ...JUDGEMENT_FAMILY];
