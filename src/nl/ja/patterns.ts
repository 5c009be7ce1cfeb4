import type { ProtocolRole, Sentence } from '../../protocol/index.ts';
import { AGENT, ANY_AGENT, MENTION_CLOSE, MENTION_OPEN } from '../agent-mention.ts';
import { relaysOtherResult } from '../context-checks.ts';
import { phraseRule, type RuleContext } from '../phrase-rule.ts';
import { ANY, agentIn, divined, estimate, identified, request } from '../sentence-builders.ts';
import { VOCABULARY } from '../vocabulary.ts';

/** Patterns and helpers the Japanese phrase rules share (`ja/rules.ts` lists the rules in order). */
export const words = VOCABULARY.ja;
export const ROLE = `(${words.role})`;
// A result word, but not 白っぽい/黒寄り/黒幕 (impressions, not results), nor 村人陣営 (the team).
// `トモさん黒判定だけで…`: a verdict talked about, not reported.
export const SPECIES = `(${words.species})(?!っぽ|寄|い|め|目|幕|塗|陣営|側|確(?!定)|化|で確|判定(?!です|でした|だ(?!け)|。|!|$|[—―、,\\s」』]|し(?:た|ました))|の|を|主張|根拠|要素|視|位置|出てる|出てい|が出|出さ|出し|である可能性|の可能性)`;
export const OPINION_TAIL =
  '(?:だと思|と思|だと信じ|と信じ|っぽ|に見え|と見|の可能性|かも|だろう|でしょう|濃厚|確定|寄り|臭い|くさい|っぽい)';
export const SELF_WORD_BEFORE_TOPIC = `${AGENT}(?:は|が|こそ|も)`;
export const REQUEST_TAIL =
  '(?:しよう|しましょう|してください|して下さい|してほしい|して欲しい|してくれ|してね|して|すべき|するべき|お願い|をお願い|よう|ましょう|てください|てほしい|て欲しい|てくれ|てね|て)(?!か|と思)';
export const CO = '(?:CO|ＣＯ|co|カミングアウト)';
export const CLAIMED =
  /CO|ＣＯ|カミングアウト|(?:占い師|霊媒師|霊能者)[）)」』]?(?:です|だ|よ|じゃ|なの|\s*[—―])|(?:占い|霊媒|霊能|霊視)(?:の)?結果|(?:占い師|霊媒師)(?:を|だと)宣言(?:する|します|いたします)/u;
/** Words that make a result word a divination or medium result. */
// The result of a guard or a vote is no marker: `護衛結果と噛み筋…ヴィクトリア狼` is a guess.
/** The act itself (not the noun 占い): `占っていないのはあなただけ—Xは人間だ`. */
// `私は霊と話す`, `昨夜の観測結果を告げる`, `誰を調べたところ`: the act in other words (a lexicon).
export const ACT_OF_READING =
  /占っ|占いました|判定し|霊視し|観測し|観測結果|霊と(?:話|交信|対話)|霊に(?:聞|尋ね)|(?:調べ|チェックし)た(?:結果|ところ)/u;
/** `霊媒報告。ミヅキは人狼でした。`: a sentence that only announces the report marks the one after it. */
export const REPORT_HEADER =
  /^\s*(?:(?:今朝の|昨夜の|本日の)?(?:占い|霊媒|霊能|霊視)(?:の)?(?:結果)?(?:報告|発表|共有)?(?:です|します|だ)?)\s*[。!！:：]?\s*$/u;
export const MARKED =
  /霊|占|判定|○|●|と出(?:た|ました|ている)|と確認し(?:た|ました)|(?<!護衛|投票|襲撃|噛み|吊り|処刑)結果/u;
/** `Xを疑うのは早計`: the suspicion is named only to be dismissed. */
export const DISMISSED =
  /^(?:と(?:思う|考える|見る|言う))?(?:の|こと)は(?:早計|早い|良くない|よくない|おかしい|違う|やめ|まだ)/u;
/** The rest of a clause that makes a judgement a supposition: `…と仮定して`, `…仮定で進む`, `…だった場合`. */
export const SUPPOSED = /^[^。、]{0,6}?(?:仮定|(?:だった|である|の|な)場合|だったら|であれば|ならば)/u;
/** `…だった` after `Xは人狼だ`: what X was (told as a fact), unless hedged (`だったと思う`). */
export const PAST_FACT = /^った(?!と思|かも|のでは|んじゃ|ように|みたい|可能性)/u;
// `…と結論付けたんだね`, `…と確認された`, `…とされている`, `…と思われている`: someone else's conclusion, a fact
// retold, or what others hold (the passive).
export const REPORTED =
  /^(?:だ|です)?(?:と|って)(?:[^。、]{0,6}?(?:が|は|も)(?=[^。、]{0,4}?(?:言|主張|指摘|話して|話した)))?(?:思って(?:い)?る(?:って|という)こと|言|主張|指摘|話|書|いう|名乗|宣言|自称|思ってる(?:みたい|らしい)|結論(?:付|づ)けた(?:ん|の)|(?:確認|判定|認定|断定|判断)?され|(?:言わ|思わ|見ら|みら|みなさ|考えら)れ)/u;
/**
 * After a judgement: the judgement is a proposition talked about, not held — retold as a result that came out
 * (`Xが人狼だと出た`, `…と判明した`), as the topic of a debate (`…可能性が高いという議論`, `…という声`), or as a
 * matter weighed (`Xが人狼だってことは真実か`).
 */
export const PROPOSITION_TOLD =
  /^(?:だ)?(?:と|って)(?:出(?:た|て|ま)|判明|証明|示さ)|^[^。、]{0,12}?(?:という|との|って(?:いう)?)(?:議論|話(?:が|は|も|を)|意見|声|説|噂|主張|結論|流れ)|^(?:だ)?(?:って|という)こと(?:は|が|を|も)(?!確か|間違い|明ら)/u;
/** `…だと言っていた`: another agent's words, not the speaker's. */
export const reportedSpeech = (after: string): boolean => REPORTED.test(after);
/** `皆ハナを怪しむ`, `みんなが彼を疑ってる`: the subject is everyone else (a vocative has a comma after it). */
export const EVERYONE_SUBJECT = /(?:皆|みんな|皆さん|みなさん|全員|周り|他の人(?:たち|達)?)(?:が|は|も)?\s*$/u;
/** `投票したがってる`, `吊ろうとしている`: a wish or attempt of someone else (the speaker's is `したい`). */
export const OTHERS_WISH =
  /^(?:し|り|する|る)?(?:たが[らりるっれ]|ようと(?:して|する|し|してる)|ろうと(?:して|する|し))/u;
/** The speaker's first person: the speaker's token (私, 僕… are tokenized) or a word left as it is. */
export const FIRST_PERSON = `(?:${ANY_AGENT}|私|僕|俺|わたし|ぼく|おれ|あたし|わし|うち)`;
// The gap is one space run or a joiner inside spaces: `\s*(?:…|\s)\s*` split each run of spaces several ways (2^n on a list).
export const COORDINATED = new RegExp(`(?:${AGENT}(?:\\s*[とや、,]\\s*|\\s+))+$`, 'u');
export const COORDINATED_ONE = new RegExp(AGENT, 'gu');
/** `サクラとダイスケが怪しい`: the agents listed before the one the rule matched. */
export const coordinatedBefore = (context: RuleContext): number[] => {
  const match = COORDINATED.exec(context.before);
  if (match === null) return [];
  // `真はヴィクトリア、シズエは狼だ`: the first name completes a clause of its own (`真は…`), it is no list.
  if (
    /(?:真|本物|偽|白|黒|人狼|狼|犯人|本命|対抗)(?:の(?:占い師|霊媒師))?(?:は|が|って)\s*$/u.test(
      context.before.slice(0, match.index),
    )
  )
    return [];
  // `@メイ ジョナサン白`: a vocative is no part of a list, unless the list is of addresses (`@A @B 両氏`).
  const targetAddressed = context.sentence.startsWith(`${MENTION_OPEN}@`, context.before.length);
  const items = [...match[0].matchAll(COORDINATED_ONE)];
  // `@カズキカズキ、…`: the server repeats the name after an address; it is still the vocative.
  const vocatives = new Set(
    [...context.before.matchAll(COORDINATED_ONE)].filter((item) => item[0].includes('@')).map((item) => item[1]),
  );
  // `ミナ、アルフレッドの言動が不自然だ`: one name opening the sentence with a comma is the one spoken to, not a
  // list of two (contest talk writes `ミナ、` to address Mina; a list of three keeps its commas: `ミナ、リア、ハナが`).
  if (items.length === 1 && /^\s*$/u.test(context.before.slice(0, match.index)) && /[、,，]\s*$/u.test(match[0]))
    return [];
  return items
    .filter((item) => targetAddressed || (!item[0].includes('@') && !vocatives.has(item[1])))
    .map((item) => Number(item[1]))
    .filter((agent) => agent !== context.speaker);
};
/** `ハンクかハナ`: one of several, not a decision. */
export const ALTERNATIVE = new RegExp(`^(?:か|または|or)${AGENT}`, 'u');
export const DIVINED_TARGET = new RegExp(
  `${AGENT}\\s*を(?:占(?:った|いました|ってみた|ってみました)|(?:しっかり|ちゃんと|こっそり)?(?:観測(?:した|しました|。)|調べ(?:た|ました|てみた))|霊視(?:した|しました)|対象と|対象に)|(?:占い|分析|調査)(?:の)?(?:対象|先)は\\s*${AGENT}`,
  'gu',
);
/** `ミユに投票するのは…`: the act is the topic of the sentence, not a decision. */
// `Xに投票することにする` is a decision, not a topic.
export const NOMINALISED =
  /^(?:する|した|して(?:い)?(?:る|た)|して|す)?(?:のは|のも|のが|のを|こと(?!に(?:する|します|した|しました|決め|賛成|さんせい))|かどうか|べきか(?!も)|の[?？])/u;
/** An agent owning the noun before it: `ハンクの説明のない投票は…` is that agent's vote. */
export const AGENT_IN_CLAUSE = new RegExp(`${AGENT}の[^、。,はが]{0,12}$`, 'u');
/** After a request's `て`: `COしてるのに`, `明かしてた`, `明かしてない` tell what was done, nobody is asked. */
export const TOLD_DONE = /^(?:し)?て(?:い)?(?:る|た(?!ら)|ます|ました)|^(?:し)?て(?:い)?な(?:い|かった)(?!か|で)/u;
/** `狼だと思う相手`, `怪しい人`: the predicate describes a noun after it. */
export const ATTRIBUTIVE = /^(?:う|い|な)?(?:相手|人物|人(?!狼)|者|プレイヤー|[1１一](?:人|名))(?:を|は|が|と|の|、)/u;
/** Verbs of suspecting (not adjectives): after a vocative, the speaker talks to the agent about them. */
export const SUSPECTING = /(?:疑う|疑おう|疑い|疑って|疑念|怪しむ)$/u;
/** `Xの疑念`: the agent's own doubt, not a doubt about the agent. */
export const OWN_DOUBT =
  /^の(?!発言|動き|態度|言動|行動|反応|様子|沈黙|説明|主張|こと|方|ほう|(?:占い|霊媒|霊能)?(?:CO|ＣＯ|カミングアウト)|(?:占い|霊媒|霊能)?結果|判定|報告|名乗り|投票|票|言葉)/u;
/** Words of doubt that `Xの…` makes X's own (`Xの疑念`); an adjective after `Xの…は` judges X (`Xの単独COは不自然`). */
export const DOUBTING = /(?:疑う|疑い|疑って|疑念|怪しむ|不安|心配)$/u;
/** `Xが人狼なのは不自然`: an identity judged implausible (or doubtful), not X's conduct judged. */
export const IDENTITY_JUDGED =
  /^(?:が|は|って|も)?\s*(?:本当に|実は)?(?:人狼|狼|黒|白|村人|人間|村側|人外|占い師|霊媒師|霊能者|狩人|騎士|狂人|真|偽)\s*(?:なの|だというの|というの|であるの|だって(?:いう)?の|とするの|っていうの|だと(?:する|いう)の)/u;
/** `Xの言う通り怪しい`: X's words are followed, X is not judged. */
export const FOLLOWS_WORDS = /^の(?:言う|いう|言った|指摘の?|意見の?)?(?:通り|とおり|ように)/u;
/** `サクラを信じるべきか迷う`, `信じる理由`: weighing or describing trust, not trusting. */
export const UNDECIDED = /^[^。、]{0,4}?(?:べきか|かどうか|か迷|のか|るか|られるか)|^る(?:理由|根拠|人|の(?!で)|こと)/u;
/** `ダイスケ疑い→白寄り`: a history of someone's changing reads, not the speaker's view. */
export const CHANGE_OF_MIND = /^\s*→/u;
export const HELD_DOUBT =
  /^(?:が|を|は|も)?(?:まだ|さらに|ますます|より|どんどん)?(?:ある|あり|持|抱|強|濃|残|深|大き|感じ|呼|招|多|高ま|募|生ま|増|湧|わい|浮か)|^[、,]\s*(?:増|募|強ま|深ま)|^(?:です|だ|だよ|だな|だね)?\s*(?:[。!]|$)/u;
export const ASKED_BY_OTHER =
  /^[^。？?]{0,10}?か(?:を|は)?(?:聞い|聞か|尋ね|質問し)(?!て(?:ください|ほしい|くれ|みて))/u;
export const CLAIM_TOLD = new RegExp(`${AGENT}\\s*(?:が|は|も)\\s*(?:${words.role})?\\s*$`, 'u');
export const SENTENCE_TOPIC = new RegExp(`^\\s*(?:${ANY_AGENT}\\s*)?${AGENT}\\s*(?:は|って)`, 'u');
export const OWNER_BEFORE = new RegExp(`${AGENT}\\s*(?:の|が|も|は)?\\s*$`, 'u');

export const rule = phraseRule;

export const roleIn = (word: string | undefined): ProtocolRole | undefined =>
  word === undefined ? undefined : words.roleOf(word);

/** `Xに投票して` addressed to someone is a request to that agent; to nobody in particular, to all. */
export const requestFromSpeaker = (context: RuleContext, clause: Sentence): Sentence =>
  // `@ユミ …ユミに投票して！`: nobody is asked to vote for themselves; the village is.
  request(clause.type === 'VOTE' && clause.target === context.addressee ? ANY : context.addressee, clause);

/** The rest of a clause that makes a species word a conclusion drawn (`に違いない`, `を示唆する`, `ということになる`). */
const INFERRED =
  /^[^。、；;!！?？]*?(?:に違いない|にちがいない|違いない|はずだ|はずです|ということになる|ことになる|を示唆|示唆して|示唆する|を意味する|と推測|と推理|と考えられ|と見られ)/u;

/**
 * The rest of a clause that makes a species word about an agent something other than the speaker's own result:
 * a result talked about (`Xが黒だったという結果は重い`, `Xが人狼ではなかったことは…`, `Xを黒だとする理由`), given
 * by someone else (`Xは人間と占われている`, `Xを狼と名指しした`), or denied (`人狼であることを否定した`).
 */
const RETOLD_RESULT =
  /^[」』"]?(?:だった|であった|である|だ)?(?:という(?:結果|判定)(?:は|も)|と?(?:する|した)(?:理由|根拠|証拠|の|こと)|だと?する|とは|と占われ|と名指し|(?:こと(?:を|は)?)?[^。、]{0,6}否定(?!でき))/u;
/** `Xが人狼ではなかったことは…`: a species word inside a noun clause. */
const NOMINAL_FACT = /^[」』"]?(?:だった|であった|である|だ)?こと(?:は|が|を|に|で|から|も)/u;
/** `…と確認されました`, `…と判定された`: a finding put in the passive. */
const CONFIRMED_PASSIVE =
  /^[」』"]?(?:だ|です)?と(?:確認|判定)され(?:ました|ます|た|ている|てる)(?![^。、]{0,4}?(?:らしい|そう|かも|と思|みたい|の[？?]|か))/u;
/** A reading named in the sentence (`Xを占い、その結果…人間であることが確認された`). */
const READING_WORD = /占|霊(?!感)|判定|結果/u;

/** A contrast that ends a clause (`…って言われてるけど、`, `…と出たが、`). */
const CONTRAST_BREAK = /(?:けど|けれど|けれども|だが|ですが|ましたが|たが|のに|しかし|ものの)[、,]\s*/gu;
const FIRST_PERSON_WORD = '(?:私|僕|俺|わたし|ぼく|おれ|あたし|ボク|ワイ|わし)';
/**
 * `ダニエル、占い結果が白だったってことは、私が村人ってことだね`: a result the speaker draws its own side from is a
 * result about the speaker, told back to the one who gave it (the agent named is its giver, not its target).
 */
const resultOnSpeaker = (speaker: number): RegExp =>
  new RegExp(
    `^[」』"]?(?:だった|でした|であった|だ|です)?(?:って|と(?:いう|言う))こと(?:は|なら|で)[、,]?\\s*(?:${MENTION_OPEN}${speaker}${MENTION_CLOSE}|${FIRST_PERSON_WORD})\\s*(?:が|は|も|って)\\s*(?:村人|人間|白|村側|市民)`,
    'u',
  );

/** The speaker's own reading act (`僕が占った結果`, `私は実際にXを占った`, `俺の占い結果`). */
const ownReadingAct = (speaker: number): RegExp => {
  const self = `(?:${MENTION_OPEN}${speaker}${MENTION_CLOSE}|${FIRST_PERSON_WORD})`;
  return new RegExp(
    `${self}\\s*(?:が|は|も)?[^、。]{0,12}?占(?:った|いました)|${self}\\s*の\\s*(?:占い|霊媒|霊能)(?:の)?結果`,
    'u',
  );
};

/**
 * The clause of the sentence a result word belongs to: after a contrast that ends someone else's account, a clause
 * that opens with the speaker's own reading act is the speaker's (`Xが白って言われてるけど、実は僕が占った結果、Xが
 * 人狼だった`, `リョウの占い結果、Yが人狼だと出たが、俺が占った結果はリョウが黒だった`); otherwise the whole sentence.
 */
const resultClauseOf = (context: RuleContext, at: number): string => {
  const last = [...context.sentence.slice(0, at).matchAll(CONTRAST_BREAK)].at(-1);
  if (last === undefined) return context.sentence;
  const tail = context.sentence.slice(last.index + last[0].length);
  return ownReadingAct(context.speaker).test(tail) ? tail : context.sentence;
};

export const speciesReport = (match: RegExpExecArray, context: RuleContext): Sentence | Sentence[] | undefined => {
  const target = agentIn(match[1]);
  const word = match[2];
  if (target === undefined || word === undefined || target === context.speaker) return undefined;
  if (
    relaysOtherResult({
      sentence: resultClauseOf(context, match.index),
      speaker: context.speaker,
      japanese: true,
    })
  )
    return undefined;
  const after = context.sentence.slice(match.index + match[0].length);
  // `Xは人間だという結果が出ました`: the speaker's own result put as an outcome, not someone's words.
  const outcome = /^(?:だ|である)?という(?:結果|判定)/u.test(after);
  if (RETOLD_RESULT.test(after) || resultOnSpeaker(context.speaker).test(after)) return undefined;
  // `XとYが人狼じゃないことが確認されてる`: a fact talked about, unless the sentence names a reading
  // (`Xを占って人間であることが確認されました`; a relayed one was left out above).
  if (NOMINAL_FACT.test(after) && !READING_WORD.test(context.sentence)) return undefined;
  // `リョウさんの白判定`, `Mizukiの白結果`: the verdict the named agent gave, retold (its owner, not its target).
  if (
    new RegExp(`^${ANY_AGENT}\\s*の\\s*[「『"]?[^」』"]+[」』"]?$`, 'u').test(match[0]) &&
    /^(?:判定|結果|出し)/u.test(after)
  )
    return undefined;
  // `私は霊能者です — Xは人間と確認されました`: in a talk that claims a reading role, the passive tells the speaker's
  // own finding (alone it is a fact retold: the scope of `reportOf` still asks for the claim).
  const confirmed = CONFIRMED_PASSIVE.test(after) && CLAIMED.test(context.utterance);
  // An opinion (`人狼かもしれない`, `黒だと思う`) is an estimate, not a result.
  if (
    !outcome &&
    !confirmed &&
    (reportedSpeech(after) ||
      /^[^。、]{0,8}(?:と言われ|とされ|らしい|可能性|かも|と思|っぽ|だろう|でしょう)/u.test(after))
  )
    return undefined;
  // `Xが処刑されたことで、彼が人狼ではなかったことが明らか`: what an execution or attack showed, not a reading.
  if (
    new RegExp(`${MENTION_OPEN}@?${target}${MENTION_CLOSE}[^。]{0,6}?(?:処刑|襲撃|追放|吊ら|噛ま)`, 'u').test(
      context.before,
    )
  )
    return undefined;
  // `Xは人間ですが狂人として嘘を吐いています`: human, but read as the possessed — an estimate, not a result.
  if (/^[」』"]?(?:です|だ)?(?:けど|けれど|が)[、,]?\s*狂人/u.test(after)) return undefined;
  // `Shizueを人狼と占って外したが`: a result the speaker says was wrong is taken back, not told.
  if (/^[^。、]{0,8}?(?:外し|外れ|間違え|間違っ|誤っ|誤り)/u.test(after)) return undefined;
  // `ジョナサン白は把握`: someone else's result acknowledged.
  if (/^[」』"]?(?:は|も)?(?:把握|了解|承知|確認済)/u.test(after)) return undefined;
  const negated = match[3] !== undefined && match[3] !== '';
  const said = words.speciesOf(word);
  if (said === undefined) return undefined;
  const species = negated ? (said === 'WEREWOLF' ? 'HUMAN' : 'WEREWOLF') : said;
  // `…ので、Xが人狼に違いない`, `偽COが2つはX=狼 Y=狂人を示唆する`: the speaker's inference, an estimate, not a result.
  if (!outcome && INFERRED.test(after)) return estimate(target, species === 'WEREWOLF' ? 'WEREWOLF' : 'VILLAGER');
  const report = reportOf({ target, species, context });
  if (report === undefined) return undefined;
  // `BenjaminとGeorgeを人間と占った`: the agents listed before share the result.
  const listed = coordinatedBefore(context).filter((agent) => agent !== target);
  if (listed.length === 0) return report;
  const again = (agent: number): Sentence =>
    report.type === 'IDENTIFIED' ? identified(agent, species) : divined(agent, species);
  return [...listed.map(again), report];
};

/** `私が霊媒師。`: the speaker, as the subject, names its role (a claim with no copula). */
export const claimsAsSubject = (utterance: string, speaker: number): boolean =>
  new RegExp(
    `${MENTION_OPEN}${speaker}${MENTION_CLOSE}\\s*(?:が|は|こそ)\\s*(?:本物の|真の)?(?:占い師|霊媒師|霊能者)(?:[。!！]|\\s*$)`,
    'mu',
  ).test(utterance);

/** `占い結果を共有してくれてありがとう`: the result words of the talk are someone else's, thanked for. */
const THANKED_FOR_RESULT =
  /(?:結果|判定)(?:を)?[^。、]{0,6}?(?:共有|報告|教え|公開|開示|出し|示し)(?:して)?くれ(?:て|た)/u;

/**
 * Result words of a talk that are not the speaker's own: another player's (`アヤさんの霊媒結果`, `あなたの占い結果`),
 * or asked for (`占い結果を教えて`, `今日の占い結果は？`). Such a word makes no claim of the speaker's.
 */
const OTHERS_RESULT_WORD = new RegExp(
  `(?:${AGENT}|あなた|貴方|君|きみ|お前|彼女|彼|他の人|対抗)\\s*の\\s*(?:今朝の|昨夜の|昨晩の|今日の|昨日の)?(?:占い|霊媒|霊能|霊視)(?:の)?結果|(?:占い|霊媒|霊能|霊視)(?:の)?結果(?:を|は|も)?[^。！!？?]{0,8}?(?:教え|共有し|公開し|開示し|出し|聞かせ|知りた)(?:て|たい|ろ)|(?:占い|霊媒|霊能|霊視)(?:の)?結果(?:は|を)?[^。！!？?]{0,10}[？?]`,
  'gu',
);

/** The utterance without OTHERS_RESULT_WORD (the speaker's own `カナタの占い結果` stays). */
const withoutOthersResults = (utterance: string, speaker: number): string =>
  utterance.replace(OTHERS_RESULT_WORD, (word, owner: string | undefined) =>
    owner !== undefined && Number(owner) === speaker ? word : ' ',
  );

/** A verdict noun on a species word (`人間判定`, `黒判定`): anybody's verdict, talked about or retold. */
const VERDICT_NOUN = /(?:白|黒|人間|人狼|村人)判定/gu;

/**
 * Whether the sentence marks a result word as a reading (MARKED); a bare verdict noun (`エリザ氏は人間判定。アレク氏も
 * ユウ氏に人間判定か`) marks it only with the speaker in the sentence (`私はアヤさんが黒判定でした`) or a reading named
 * before it in the talk: alone it may be anyone's verdict, and a claimed medium's or seer's own is taken by the beliefs
 * from the talk's day and the claim (`bareSpeciesOf`).
 */
const markedAsOwn = (sentence: string, speaker: number, earlier: string): boolean =>
  MARKED.test(sentence) &&
  (MARKED.test(sentence.replace(VERDICT_NOUN, ' ')) ||
    sentence.includes(`${MENTION_OPEN}${speaker}${MENTION_CLOSE}`) ||
    /(?:を|に)(?:白|黒|人間|人狼|村人)判定し/u.test(sentence) ||
    // `私は霊媒です — Benjaminは人間判定でした`: the role said just before in the same talk.
    /占い|霊媒|霊能|霊視/u.test(earlier));

/** Whether a result word about an agent is the speaker's divination or medium result, and which. */
export const reportOf = (options: {
  target: number;
  species: 'HUMAN' | 'WEREWOLF';
  context: RuleContext;
}): Sentence | undefined => {
  const { target, species, context } = options;
  // `Xを占った。彼女は人狼。`: the agent divined just before is the marker.
  const divinedBefore = [...(context.earlier + context.before).matchAll(DIVINED_TARGET)].at(-1);
  if (divinedBefore !== undefined && agentIn(divinedBefore[1] ?? divinedBefore[2]) === target) {
    return divined(target, species);
  }
  // The marker is in the sentence, in the clause just before (`占っていないのはあなただけ—Xは人間だ`), or
  // a claim anywhere in the utterance (`占い師COします。ハナは黒でした。`).
  // Any earlier sentence of the utterance may mark it (`私は霊と話す。Xは人狼だった。Yは人狼だった。`), unless a
  // sentence between relays someone else's result.
  const earlierSentences = context.earlier.trimEnd().split('\n').reverse();
  // A marker two sentences back must be an act done (`占っていないのはあなただけ` reads no one).
  const marking = earlierSentences.findIndex(
    (sentence, back) =>
      (ACT_OF_READING.test(sentence) && (back === 0 || !/(?:っ|し)て(?:い)?な|ません/u.test(sentence))) ||
      REPORT_HEADER.test(sentence),
  );
  const previous = marking === -1 ? '' : (earlierSentences[marking] ?? '');
  const previousMarks =
    marking !== -1 &&
    earlierSentences
      .slice(0, marking + 1)
      .every((sentence) => !relaysOtherResult({ sentence, speaker: context.speaker, japanese: true }));
  // A claim anywhere in the utterance marks it, but not another player's result word or one asked for.
  const own = withoutOthersResults(context.utterance, context.speaker);
  const scope = markedAsOwn(context.sentence, context.speaker, context.earlier)
    ? context.sentence
    : previousMarks
      ? previous
      : (CLAIMED.test(own) && !THANKED_FOR_RESULT.test(context.utterance)) ||
          claimsAsSubject(context.utterance, context.speaker)
        ? own
        : '';
  if (scope === '') return undefined;
  if (/霊(?!感)/u.test(scope)) return identified(target, species);
  // `霊媒結果を報告します。ユキは『人間』判定でした。`: a verdict after a medium's report is a medium's.
  if (!/占/u.test(scope) && /霊媒|霊能|霊視/u.test(context.earlier) && !/占/u.test(context.earlier)) {
    return identified(target, species);
  }
  return MARKED.test(scope) ? divined(target, species) : undefined;
};

/** The phrase rules for Japanese, most specific first: a span claimed by one rule is not read again. */
