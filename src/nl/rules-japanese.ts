import type { ProtocolRole, Sentence } from '../protocol/index.ts';
import { agreementWith } from './agreement-with.ts';
import { AGENT, ANY_AGENT, MENTION_CLOSE, MENTION_OPEN, NO_AGENT } from './agent-mention.ts';
import { otherSubjectBefore, relaysOtherResult } from './context-checks.ts';
import { type PhraseRule, phraseRule, type RuleContext } from './phrase-rule.ts';
import { IDENTITY_DOUBTED } from './japanese-doubt.ts';
import { JAPANESE_FAMILY_RULES } from './rules-japanese-families.ts';
import { JAPANESE_IMPLICIT_TARGET_RULES } from './rules-japanese-implicit.ts';
import {
  ANY,
  action,
  agentIn,
  comingOut,
  divined,
  estimate,
  identified,
  inquire,
  not,
  request,
} from './sentence-builders.ts';
import { VOCABULARY } from './vocabulary.ts';

const words = VOCABULARY.ja;
const ROLE = `(${words.role})`;
// A result word, but not 白っぽい/黒寄り/黒幕 (impressions, not results), nor 村人陣営 (the team).
// `トモさん黒判定だけで…`: a verdict talked about, not reported.
const SPECIES = `(${words.species})(?!っぽ|寄|い|め|目|幕|塗|陣営|側|確(?!定)|化|で確|判定(?!です|でした|だ(?!け)|。|!|$|[—―、,\\s」』]|し(?:た|ました))|の|を|主張|根拠|要素|視|位置|出てる|出てい|が出|出さ|出し|である可能性|の可能性)`;
const OPINION_TAIL =
  '(?:だと思|と思|だと信じ|と信じ|っぽ|に見え|と見|の可能性|かも|だろう|でしょう|濃厚|確定|寄り|臭い|くさい|っぽい)';
const SELF_WORD_BEFORE_TOPIC = `${AGENT}(?:は|が|こそ|も)`;
const REQUEST_TAIL =
  '(?:しよう|しましょう|してください|して下さい|してほしい|して欲しい|してくれ|してね|して|すべき|するべき|お願い|をお願い|よう|ましょう|てください|てほしい|て欲しい|てくれ|てね|て)(?!か|と思)';
const CO = '(?:CO|ＣＯ|co|カミングアウト)';
const CLAIMED =
  /CO|ＣＯ|カミングアウト|(?:占い師|霊媒師|霊能者)(?:です|だ|よ|じゃ|\s*[—―])|(?:占い|霊媒|霊能|霊視)(?:の)?結果/u;
/** Words that make a result word a divination or medium result. */
// The result of a guard or a vote is no marker: `護衛結果と噛み筋…ヴィクトリア狼` is a guess.
/** The act itself (not the noun 占い): `占っていないのはあなただけ—Xは人間だ`. */
// `私は霊と話す`, `昨夜の観測結果を告げる`, `誰を調べたところ`: the act in other words (a lexicon, round six).
const ACT_OF_READING =
  /占っ|占いました|判定し|霊視し|観測し|観測結果|霊と(?:話|交信|対話)|霊に(?:聞|尋ね)|(?:調べ|チェックし)た(?:結果|ところ)/u;
/** `霊媒報告。ミヅキは人狼でした。`: a sentence that only announces the report marks the one after it. */
const REPORT_HEADER =
  /^\s*(?:(?:今朝の|昨夜の|本日の)?(?:占い|霊媒|霊能|霊視)(?:の)?(?:結果)?(?:報告|発表|共有)?(?:です|します|だ)?)\s*[。!！:：]?\s*$/u;
const MARKED = /霊|占|判定|○|●|と出(?:た|ました|ている)|と確認し(?:た|ました)|(?<!護衛|投票|襲撃|噛み|吊り|処刑)結果/u;
/** `Xを疑うのは早計`: the suspicion is named only to be dismissed. */
const DISMISSED =
  /^(?:と(?:思う|考える|見る|言う))?(?:の|こと)は(?:早計|早い|良くない|よくない|おかしい|違う|やめ|まだ)/u;
/** `…だった` after `Xは人狼だ`: what X was (told as a fact), unless hedged (`だったと思う`). */
const PAST_FACT = /^った(?!と思|かも|のでは|んじゃ|ように|みたい|可能性)/u;
// `…と結論付けたんだね`, `…と確認された`: someone else's conclusion or a fact retold.
const REPORTED =
  /^(?:だ|です)?(?:と|って)(?:[^。、]{0,6}?(?:が|は|も)(?=[^。、]{0,4}?(?:言|主張|指摘|話して|話した)))?(?:思って(?:い)?る(?:って|という)こと|言|主張|指摘|話|書|いう|名乗|宣言|自称|思ってる(?:みたい|らしい)|結論(?:付|づ)けた(?:ん|の)|(?:確認|判定|認定|断定|判断)され)/u;
/** `…だと言っていた`: another agent's words, not the speaker's. */
const reportedSpeech = (after: string): boolean => REPORTED.test(after);
/** `皆ハナを怪しむ`, `みんなが彼を疑ってる`: the subject is everyone else (a vocative has a comma after it). */
const EVERYONE_SUBJECT = /(?:皆|みんな|皆さん|みなさん|全員|周り|他の人(?:たち|達)?)(?:が|は|も)?\s*$/u;
/** `投票したがってる`, `吊ろうとしている`: a wish or attempt of someone else (the speaker's is `したい`). */
const OTHERS_WISH = /^(?:し|り|する|る)?(?:たが[らりるっれ]|ようと(?:して|する|し|してる)|ろうと(?:して|する|し))/u;
/** The speaker's first person: the speaker's token (私, 僕… are tokenized) or a word left as it is. */
const FIRST_PERSON = `(?:${ANY_AGENT}|私|僕|俺|わたし|ぼく|おれ|あたし|わし|うち)`;
// The gap is one space run or a joiner inside spaces: `\s*(?:…|\s)\s*` split each run of spaces several ways (2^n on a list).
const COORDINATED = new RegExp(`(?:${AGENT}(?:\\s*[とや、,]\\s*|\\s+))+$`, 'u');
const COORDINATED_ONE = new RegExp(AGENT, 'gu');
/** `サクラとダイスケが怪しい`: the agents listed before the one the rule matched. */
const coordinatedBefore = (context: RuleContext): number[] => {
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
  return items
    .filter((item) => targetAddressed || (!item[0].includes('@') && !vocatives.has(item[1])))
    .map((item) => Number(item[1]))
    .filter((agent) => agent !== context.speaker);
};
/** `ハンクかハナ`: one of several, not a decision. */
const ALTERNATIVE = new RegExp(`^(?:か|または|or)${AGENT}`, 'u');
const DIVINED_TARGET = new RegExp(
  `${AGENT}\\s*を(?:占(?:った|いました|ってみた|ってみました)|(?:しっかり|ちゃんと|こっそり)?(?:観測(?:した|しました|。)|調べ(?:た|ました|てみた))|霊視(?:した|しました)|対象と|対象に)|(?:占い|分析|調査)(?:の)?(?:対象|先)は\\s*${AGENT}`,
  'gu',
);
/** `ミユに投票するのは…`: the act is the topic of the sentence, not a decision. */
// `Xに投票することにする` is a decision, not a topic.
const NOMINALISED =
  /^(?:する|した|して(?:い)?(?:る|た)|して|す)?(?:のは|のも|のが|のを|こと(?!に(?:する|します|した|しました|決め|賛成|さんせい))|かどうか|べきか|の[?？])/u;
/** An agent owning the noun before it: `ハンクの説明のない投票は…` is that agent's vote. */
const AGENT_IN_CLAUSE = new RegExp(`${AGENT}の[^、。,はが]{0,12}$`, 'u');
/** After a request's `て`: `COしてるのに`, `明かしてた`, `明かしてない` tell what was done, nobody is asked. */
const TOLD_DONE = /^(?:し)?て(?:い)?(?:る|た(?!ら)|ます|ました)|^(?:し)?て(?:い)?な(?:い|かった)(?!か|で)/u;
/** `狼だと思う相手`, `怪しい人`: the predicate describes a noun after it. */
const ATTRIBUTIVE = /^(?:う|い|な)?(?:相手|人(?!狼)|者|プレイヤー)(?:を|は|が|と|の|、)/u;
/** Verbs of suspecting (not adjectives): after a vocative, the speaker talks to the agent about them. */
const SUSPECTING = /(?:疑う|疑い|疑って|疑念|怪しむ)$/u;
/** `Xの疑念`: the agent's own doubt, not a doubt about the agent. */
const OWN_DOUBT = /^の(?!発言|動き|態度|言動|行動|反応|様子|沈黙|説明|主張|こと|方|ほう)/u;
/** Words of doubt that `Xの…` makes X's own (`Xの疑念`); an adjective after `Xの…は` judges X (`Xの単独COは不自然`). */
const DOUBTING = /(?:疑う|疑い|疑って|疑念|怪しむ|不安|心配)$/u;
/** `Xが人狼なのは不自然`: an identity judged implausible (or doubtful), not X's conduct judged. */
const IDENTITY_JUDGED =
  /^(?:が|は|って|も)?\s*(?:本当に|実は)?(?:人狼|狼|黒|白|村人|人間|村側|人外|占い師|霊媒師|霊能者|狩人|騎士|狂人|真|偽)\s*(?:なの|だというの|というの|であるの|だって(?:いう)?の|とするの|っていうの|だと(?:する|いう)の)/u;
/** `Xの言う通り怪しい`: X's words are followed, X is not judged. */
const FOLLOWS_WORDS = /^の(?:言う|いう|言った|指摘の?|意見の?)?(?:通り|とおり|ように)/u;
/** `サクラを信じるべきか迷う`, `信じる理由`: weighing or describing trust, not trusting. */
const UNDECIDED = /^[^。、]{0,4}?(?:べきか|かどうか|か迷|のか|るか|られるか)|^る(?:理由|根拠|人|の(?!で)|こと)/u;
/** `ダイスケ疑い→白寄り`: a history of someone's changing reads, not the speaker's view. */
const CHANGE_OF_MIND = /^\s*→/u;
const HELD_DOUBT =
  /^(?:が|を|は|も)?(?:まだ|さらに|ますます|より|どんどん)?(?:ある|あり|持|抱|強|濃|残|深|大き|感じ|呼|招|多|高ま|募)|^(?:です|だ|だよ|だな|だね)?\s*(?:[。!]|$)/u;
const ASKED_BY_OTHER = /^[^。？?]{0,10}?か(?:を|は)?(?:聞い|聞か|尋ね|質問し)(?!て(?:ください|ほしい|くれ|みて))/u;
const CLAIM_TOLD = new RegExp(`${AGENT}\\s*(?:が|は|も)\\s*(?:${words.role})?\\s*$`, 'u');
const SENTENCE_TOPIC = new RegExp(`^\\s*(?:${ANY_AGENT}\\s*)?${AGENT}\\s*(?:は|って)`, 'u');
const OWNER_BEFORE = new RegExp(`${AGENT}\\s*(?:の|が|も|は)?\\s*$`, 'u');

const rule = phraseRule;

const roleIn = (word: string | undefined): ProtocolRole | undefined =>
  word === undefined ? undefined : words.roleOf(word);

/** `Xに投票して` addressed to someone is a request to that agent; to nobody in particular, to all. */
const requestFromSpeaker = (context: RuleContext, clause: Sentence): Sentence =>
  // `@ユミ …ユミに投票して！`: nobody is asked to vote for themselves; the village is.
  request(clause.type === 'VOTE' && clause.target === context.addressee ? ANY : context.addressee, clause);

const speciesReport = (match: RegExpExecArray, context: RuleContext): Sentence | Sentence[] | undefined => {
  const target = agentIn(match[1]);
  const word = match[2];
  if (target === undefined || word === undefined || target === context.speaker) return undefined;
  if (
    relaysOtherResult({
      sentence: context.sentence,
      speaker: context.speaker,
      japanese: true,
    })
  )
    return undefined;
  const after = context.sentence.slice(match.index + match[0].length);
  // An opinion (`人狼かもしれない`, `黒だと思う`) is an estimate, not a result.
  if (
    reportedSpeech(after) ||
    /^[^。、]{0,8}(?:と言われ|とされ|らしい|可能性|かも|と思|っぽ|だろう|でしょう)/u.test(after)
  )
    return undefined;
  // `Xが処刑されたことで、彼が人狼ではなかったことが明らか`: what an execution or attack showed, not a reading.
  if (
    new RegExp(`${MENTION_OPEN}@?${target}${MENTION_CLOSE}[^。]{0,6}?(?:処刑|襲撃|追放|吊ら|噛ま)`, 'u').test(
      context.before,
    )
  )
    return undefined;
  // `ジョナサン白は把握`: someone else's result acknowledged.
  if (/^[」』"]?(?:は|も)?(?:把握|了解|承知|確認済)/u.test(after)) return undefined;
  const negated = match[3] !== undefined && match[3] !== '';
  const said = words.speciesOf(word);
  if (said === undefined) return undefined;
  const species = negated ? (said === 'WEREWOLF' ? 'HUMAN' : 'WEREWOLF') : said;
  const report = reportOf({ target, species, context });
  if (report === undefined) return undefined;
  // `BenjaminとGeorgeを人間と占った`: the agents listed before share the result.
  const listed = coordinatedBefore(context).filter((agent) => agent !== target);
  if (listed.length === 0) return report;
  const again = (agent: number): Sentence =>
    report.type === 'IDENTIFIED' ? identified(agent, species) : divined(agent, species);
  return [...listed.map(again), report];
};

/** Whether a result word about an agent is the speaker's divination or medium result, and which. */
const reportOf = (options: {
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
  const scope = MARKED.test(context.sentence)
    ? context.sentence
    : previousMarks
      ? previous
      : CLAIMED.test(context.utterance)
        ? context.utterance
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
export const JAPANESE_RULES: readonly PhraseRule[] = [
  rule(
    'agree',
    // `Xの意見を支持したい`: supporting X's opinion is agreeing with it.
    `${AGENT}(?:(?:案|の(?:意見|考え|案|発言|推理|提案))?(?:に|へ)(?:は)?(?:賛成|同意|同感|賛同)|の(?:意見|考え|案|推理|提案)を(?:支持|推)(?!し(?:ない|ません|かね)|でき))(?!でき|しかね|しない)`,
    // `私に賛同してくれ`: the speaker asks for agreement; nobody agrees with themselves.
    (match, context) => (agentIn(match[1]) === context.speaker ? undefined : agreementWith('AGREE')(match, context)),
  ),
  rule(
    'disagree',
    `${AGENT}(?:案|の(?:意見|考え|案|発言|推理|提案))?(?:に|へ)(?:は)?(?:反対|異議|異論|同意でき(?:ない|ません)|賛成でき(?:ない|ません))`,
    agreementWith('DISAGREE'),
  ),
  // `同意します。`, `私も賛成！`: with nobody named, the talk just before is meant.
  rule(
    'agree-previous',
    `^\\s*(?:${MENTION_OPEN}@\\d+${MENTION_CLOSE}\\s*)?(?:${AGENT}\\s*(?:も|は)[、,]?)?\\s*(?:(?:その|今の|その意見に|それに|この件(?:では|に)?|完全に|全面的に|大いに)\\s*)*(賛成|同意|同感|賛同|反対)(?:です|します|だ|する|よ|ね|！|!|。|\\s*$)`,
    (match, context) => {
      const self = agentIn(match[1]);
      if (self !== undefined && self !== context.speaker) return undefined;
      // `@ミオ よろしく！僕も賛成。`: said to someone, it agrees with what they said.
      const reference = context.addressee === ANY ? context.previousTalk() : context.referenceTo(context.addressee);
      if (reference === undefined) return undefined;
      return {
        type: match[2] === '反対' ? 'DISAGREE' : 'AGREE',
        talkType: reference.talkType,
        talkDay: reference.day,
        talkId: reference.id,
      };
    },
  ),
  // Questions: who will you vote for, divine, suspect; what is your role or result.
  rule(
    'inquire-vote',
    '誰(?:に|を)(?:投票|入れ|吊|票)|投票先(?:は|を)(?:誰|どこ|決ま|決め(?!ましょう|よう|る必要|ないと|なきゃ|たい)|教え)',
    (match, context) => {
      // `昨日誰に投票した？`: a past vote.
      const after = context.sentence.slice(match.index + match[0].length);
      // `まだ投票先は決めない`, `投票先は決まった`: the speaker's own state, told, not asked.
      if (!context.question && /^(?:ない|ません|かね|った|た|て(?:い)?(?:る|ない|ません))/u.test(after))
        return undefined;
      // `投票先を決めるのは難しいよね`: deciding is the topic of a remark, nobody is asked.
      if (/^る?(?:の(?:は|が|も)|こと(?:は|が|も))/u.test(after)) return undefined;
      const past =
        match[0].startsWith('誰') &&
        (/^(?:し)?(?:た|ました|て(?:い)?た)(?![いくら])|^し、/u.test(after) ||
          /昨日|昨晩|前回|前日/u.test(context.before));
      return inquire(context.addressee, action(past ? 'VOTED' : 'VOTE', ANY));
    },
    'any',
  ),
  rule(
    'inquire-divined',
    '(?:誰|どなた|どこ)を占った|誰か(?:を)?占った[?？]|(占い|霊媒|霊能)(?:の)?結果を(?:今すぐ|すぐに?|早く|まず)?(?:共有|公開|明か|発表|報告|出)し?(?:て|ろ|なさい)(?![いおた]|る|くれ[てた]|もらっ)',
    (match, context) =>
      inquire(
        context.addressee,
        match[1] === '霊媒' || match[1] === '霊能' ? identified(ANY, 'ANY') : divined(ANY, 'ANY'),
      ),
    'any',
  ),
  rule(
    'inquire-divination',
    '誰を占|占い先(?:は|を)(?:誰|どこ|決ま|教え)|どこを占|占う(?:相手|人|先|の)(?:は|を)?(?:誰|どこ|決ま|教え)',
    (_, context) => inquire(context.addressee, action('DIVINATION', ANY)),
    'any',
  ),
  rule(
    'inquire-estimate',
    '誰(?:が|を)(?:一番|最も|いちばん|より|特に|今)?(?:怪し|疑|(?:人狼|狼|黒)(?:だ|な|か|っぽ|と思|[?？]))(?![^。?？]{0,6}?(?:わから|分から|かを|かは(?!っきり)|考え|見極め|判断))|怪しい(?:人物|人|の|と思う人|プレイヤー|相手)(?:は|って)(?:誰|いる|[?？])|(?:容疑者|疑う相手|疑っている人|怪しい人)を(?=[^。？?]{0,25}?(?:出して|挙げて|教えて|言って))|(?:人狼|狼)(?:は|って)誰|どっち(?:を|が)(?:より|もっと|一番)?(?:怪し|疑)|読み(?:は|を)(?:どう|聞かせ|教え)|怪しい(?:動き|人|プレイヤー|ところ)(?:は|って)?(?:[？?]|ある|いる)|(?:変|おかし)(?:に|く)見える(?:人|プレイヤー)(?:は|って)?(?:いる|誰)|(?:どこ|何|どの点)が(?:怪しい|疑わしい|不自然)と(?:感じて|思って)(?:いる|る)?の|読み(?:が|は)?(?:ある|あります)(?:人)?(?:は|、)?(?:いる|いますか)?[?？]|(?:考察|見立て)(?:を)?\\s*(?:お願い|ください|下さい|頼む|頼みます|共有して|出して)|(?:一文|一言|一行|ひとこと)(?:の|で)?(?:考察|見立て|読み)(?=と[、,]|、|を?(?:[。!！]|\\s*$))|(?:考察|見立て)(?:(?:は|を)(?:どう|[?？]|教え|聞かせ)|(?=か[^。？?、]{1,6}を(?:教え|聞かせ)))',
    (match, context) => {
      // `Takumiが誰を疑っているか聞いた`: someone else's question, retold.
      if (ASKED_BY_OTHER.test(context.sentence.slice(match.index + match[0].length))) return undefined;
      // `誰か違う読みある？`, `読みがある人いる？`: asked of anyone, whoever was addressed before.
      const ofAnyone = /^読み/u.test(match[0]) && (/人/u.test(match[0]) || /誰か[^。]{0,8}$/u.test(context.before));
      return inquire(ofAnyone ? ANY : context.addressee, estimate(ANY, 'WEREWOLF'));
    },
    'any',
  ),
  // `今の主な容疑者は誰？`, `主な疑い先を述べて`, `怪しい人いないかな`: the one addressed (or all) asked for a suspect.
  rule(
    'inquire-suspect',
    `(?:容疑者|疑い先|人狼候補|黒候補|狼候補|怪しい(?:候補|人物|人|プレイヤー|相手)|怪しい(?:と|って)思(?:って(?:い)?る|う)(?:人|プレイヤー|相手))(?:は|って|を|が)?${NO_AGENT}{0,16}?(?:誰|どこ|(?:挙げ|述べ|教え|言っ|出し|示し)(?:て|ろ|なさい|られ)|(?:いる|いない|います|いません)(?:か(?:な)?|の)?(?:[?？]|$))`,
    (match, context) => {
      const after = context.sentence.slice(match.index + match[0].length);
      // `容疑者は誰かわからない`: not asked.
      if (/^[^。]{0,2}(?:か(?:は)?(?:分から|わから|見え|考え|判断))/u.test(after)) return undefined;
      if (/[。、]/u.test(match[0])) return undefined;
      if (!context.question && !/(?:て|ろ|なさい|られ|か|かな|の)$/u.test(match[0])) return undefined;
      return inquire(context.addressee, estimate(ANY, 'WEREWOLF'));
    },
    'any',
  ),
  // `昨夜から新しい疑念はある？`: whether the one addressed suspects anyone.
  // `役職COや強い疑いはある？` asks both.
  rule(
    'inquire-doubt-held',
    `(役職(?:の)?(?:宣言|${CO}|表明|申告)(?:か|や|と|、|または)\\s*)?(?:新しい|新たな|何か|何らかの|強い|一番の)?(?:疑念|疑い)(?:は|って)?(?:ある|あります)(?:か|の)?[?？]`,
    (match, context) => {
      const suspicion = inquire(context.addressee, estimate(ANY, 'WEREWOLF'));
      if (match[1] === undefined) return suspicion;
      const role =
        context.addressee === ANY
          ? inquire(ANY, comingOut(ANY, 'ANY'))
          : inquire(context.addressee, comingOut(context.addressee, 'ANY'));
      return [role, suspicion];
    },
    'question',
  ),
  // `みんな、対抗COある？`: whether anyone else claims the role claimed already.
  rule(
    'inquire-counter-comingout',
    // `対抗はいるか？`: the counter-claimant asked for, with or without `CO`.
    `(?:対抗|他の|ほかの|他に)(?:${ROLE})?(?:の)?${CO}(?:は|って|が)?(?:ある|あります|いる|います|出る|する人)(?:か|の)?[?？]|対抗(?:は|って|が)(?:いる|います|いない|いません|出る|出ない)(?:か|の)?[?？]`,
    (match, context) => {
      const role =
        roleIn(match[1]) ??
        (/占/u.test(context.utterance) === /霊/u.test(context.utterance)
          ? 'ANY'
          : /占/u.test(context.utterance)
            ? 'SEER'
            : 'MEDIUM');
      return inquire(ANY, comingOut(ANY, role));
    },
    'question',
  ),
  // `安全視している人を1行で出して`, `いちばん信頼できそうなのは誰か`: whom the others trust.
  rule(
    'inquire-trust',
    '(?:安全(?:視している|だと思う|そうな)(?:人|相手)|信頼(?:している|できる)(?:人|相手))を(?=[^。？?]{0,25}?(?:出して|挙げて|教えて|言って))|(?:信頼|信用)(?:できる|できそうな|している)(?:の|人)(?:は|って)誰',
    (_, context) => inquire(context.addressee, estimate(ANY, 'VILLAGER')),
    'any',
  ),
  // `あなたは占い師？`: asks the agent whether they have the role.
  rule(
    'inquire-role-yes-no',
    `${AGENT}(?:は|って|が)(?:本当に|本当は|もしかして)?${ROLE}(?:なの|ですか|なんですか|なんだよね|だよね|でしょ|なのか|か)?[?？]`,
    (match, context) => {
      const target = agentIn(match[1]);
      const role = roleIn(match[2]);
      if (target === undefined || role === undefined || target === context.speaker) return undefined;
      return inquire(target, comingOut(target, role));
    },
    'question',
  ),
  // `@Midori  占い師？`: the role alone, asked of the one addressed.
  rule(
    'inquire-role-bare',
    `^\\s*(?:${MENTION_OPEN}@\\d+${MENTION_CLOSE}\\s*[、,]?\\s*)?(?:本当に|もしかして)?${ROLE}(?:なの|ですか|なんですか|なのか|か)?[?？]`,
    (match, context) => {
      const role = roleIn(match[1]);
      if (role === undefined || context.addressee === ANY || context.addressee === context.speaker) return undefined;
      return inquire(context.addressee, comingOut(context.addressee, role));
    },
    'question',
  ),
  rule(
    'inquire-role',
    '(?:役職|正体)(?:は|を)(?:何|なに|教え|明か)|何の役|どの役(?:職)?(?:を|で)(?:主張|名乗|CO|ＣＯ|担)',
    // `役職を明かして` without a question is a request; `自らの正体を明かしてる` tells what someone did.
    (match, context) =>
      TOLD_DONE.test(context.sentence.slice(match.index + match[0].length))
        ? undefined
        : (context.question ? inquire : request)(context.addressee, comingOut(context.addressee, 'ANY')),
    'any',
  ),
  // `霊媒師の方、ベンジャミンさんの結果は？`, `@レオン アレクの判定結果を聞かせて`: the result on one agent.
  rule(
    'inquire-result-on',
    `${AGENT}(?:の|について)(占い|霊媒|霊能)?(?:の)?(?:判定)?結果(?:は|を)(?:？|\\?|どう|何|なに|教え|聞かせ)`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      const roleAddressed = /^\s*(占い師|霊媒師|霊能者)(?:の方|の人|さん|様)?(?:、|,|\s)/u.exec(context.sentence);
      // `ユウさんの占い結果を教えて`: the named agent's own result, asked of them.
      if (roleAddressed === null && (context.addressee === ANY || context.addressee === target)) return undefined;
      const medium = /霊/u.test(match[2] ?? roleAddressed?.[1] ?? context.sentence);
      const asked = roleAddressed === null ? context.addressee : ANY;
      return inquire(asked, medium ? identified(target, 'ANY') : divined(target, 'ANY'));
    },
    'any',
  ),
  rule(
    'inquire-result',
    '(占い|霊媒|霊能)?結果(?:は|を)?(?:？|\\?|どう|何(?!も)|なに(?!も)|教え|聞かせ)',
    (match, context) =>
      inquire(
        context.addressee,
        match[1] === '霊媒' || match[1] === '霊能' ? identified(ANY, 'ANY') : divined(ANY, 'ANY'),
      ),
    'any',
  ),
  // `占い師は結果を共有していただけますか？`, `@X 霊媒結果をもう一度詳しく教えてほしい`, `結果は出ましたか？`.
  rule(
    'inquire-result-shared',
    '(占い|霊媒|霊能)?(?:の)?結果(?:は|を|も)?[^。？?、]{0,12}?(?:教え|聞かせ|共有|公開|開示|明か|明言|発表|報告|出|示)',
    (match, context) => {
      const rest = context.sentence.slice(match.index + match[0].length);
      const requested =
        /^(?:し|せ|さ|っ)?(?:て|で)(?:ください|下さい|ほしい|欲しい|くれ|もらえ|いただけ|ね(?!ば)|(?=[。!！\s]|$))|^(?:し)?(?:ろ|なさい)|^(?:す|する)べき(?!で(?:は)?な|じゃな)|^(?:し|ま)?(?:ます|まし|る|た|た)?(?:たか|か)?[？?]|^(?:し)?(?:ました|ます)か|^(?:する|す)?か、/u;
      if (!requested.test(rest)) return undefined;
      // `結果を出していない`, `出せない`: a fact, not a request.
      if (/^(?:し|せ|さ)?(?:て)?(?:い)?(?:ない|ません|なかった|ず|ぬ)/u.test(rest)) return undefined;
      const medium = match[1] === '霊媒' || match[1] === '霊能' || /霊媒師|霊能者/u.test(context.before);
      const asked = medium ? identified(ANY, 'ANY') : divined(ANY, 'ANY');
      // `Daisukeはその占い結果を共有すべきだ`: the agent who should share is the one asked.
      const topic = new RegExp(`${AGENT}\\s*(?:は|が|も)${NO_AGENT}*$`, 'u').exec(context.before);
      const named = agentIn(topic?.[1]);
      if (named !== undefined && named !== context.speaker) return inquire(named, asked);
      // `占い師  結果を共有して`, `結果を持っている人は明かして`: whoever has it, unless an address came first
      // (`@X 占い師、…` is what a role condition said to X becomes).
      const toWhoever =
        /(?:占い師|霊媒師|霊能者|人|方|者)(?:さん|の方|様)?(?:は|が|も|、|,|\s)/u.test(context.before + match[0]) &&
        !context.before.includes(`${MENTION_OPEN}@`);
      return inquire(toWhoever ? ANY : context.addressee, asked);
    },
    'any',
  ),
  // Requests to come out.
  rule(
    'request-comingout-role',
    `${ROLE}(?:の人|の方|さん)?(?:は|も|、)?(?:そろそろ|早く|今すぐ|すぐに|今|いま|まず|全員|みんな|早めに)*(?:${CO}|名乗り出|出てき)(?:して(?!い|る|た)|を(?:お願い|して|頼|待)|お願い|してください|ください|待ち|ある|いる|は(?:いる|ある|い)|出て|て|(?:する|す)?べき(?!で(?:は)?な|じゃな)|しろ|せよ)|${ROLE}(?:の人|の方|さん)?(?:は|も)(?:そろそろ|早く|今すぐ|すぐに|今|いま|まず)*出る(?:べき|ように)(?!で(?:は)?な|じゃな)`,
    (match, context) => {
      const role = roleIn(match[1] ?? match[2]);
      if (role === undefined || /対抗$/u.test(context.before)) return undefined;
      // `Misakiが占い師COして…`: someone's claim told, not asked for.
      if (CLAIM_TOLD.test(context.before)) return undefined;
      return request(ANY, comingOut(ANY, role));
    },
  ),
  rule(
    'request-comingout',
    `(?:${CO}|役職を(?:教え|明かし))(?:して|て)(?:ください|ほしい|欲しい|くれ|ね)?|${CO}(?:お願い|を(?:お願い|頼))`,
    (match, context) =>
      context.addressee === ANY ||
      CLAIM_TOLD.test(context.before) ||
      (match[0].endsWith('て') && TOLD_DONE.test(`て${context.sentence.slice(match.index + match[0].length)}`))
        ? undefined
        : request(context.addressee, comingOut(context.addressee, 'ANY')),
  ),
  // `役職COは今`: everyone with a role is asked to come out now.
  rule('request-comingout-now', `役職(?:の)?${CO}(?:は|を)(?:今|いま|今すぐ|すぐ|早く)(?=[。!！、,]|\\s*$)`, () =>
    request(ANY, comingOut(ANY, 'ANY')),
  ),
  // `先ほどの占い師宣言は撤回します`: the speaker's own claim withdrawn.
  rule(
    'comingout-withdrawn',
    `${ROLE}(?:の)?(?:${CO}|宣言|主張|名乗り)(?:は|を)(?:撤回|取り消|取りけ)(?:します|する|した|しました|させて|す)`,
    (match, context) => {
      const role = roleIn(match[1]);
      if (role === undefined || context.speaker === ANY) return undefined;
      const owner = OWNER_BEFORE.exec(context.before);
      if (owner !== null && Number(owner[1]) !== context.speaker) return undefined;
      if (new RegExp(`${AGENT}\\s*(?:の|が|は)\\s*(?:先ほどの|さっきの|昨日の)?\\s*$`, 'u').test(context.before))
        return undefined;
      return not(comingOut(context.speaker, role));
    },
  ),
  // Claims about oneself, negated first.
  rule(
    'not-comingout',
    `${SELF_WORD_BEFORE_TOPIC}${ROLE}(?:では|じゃ|で)(?:は)?(?:ない|ありません|ねえ|ねぇ|ねー|ねェ|ございません|ありませぬ|ござらん)`,
    (match, context) => {
      const role = roleIn(match[2]);
      if (role === undefined) return undefined;
      const target = agentIn(match[1]);
      if (target === undefined) return undefined;
      // About someone else, `Xは人狼ではない` is read by the result and estimate rules below.
      return target === context.speaker ? not(comingOut(target, role)) : undefined;
    },
  ),
  // Divination and medium results: `エリザは人間だった`, `占い結果：ハナ黒`, `ハナ●`.
  rule(
    'species-report',
    `${AGENT}(?:は|が|を|の|：|:|=|＝|→|、|\\s)*(?:の占いを行った(?:ところ|結果)[、,]?(?:その結果(?:は)?)?|占った結果|占いの結果|占い結果|占ったところ|占ったら|占ってみたら|占ってみると|占って|占うと|占った(?:よ|わ|ぜ)?[、,]|(?:(?:今朝の|昨夜の|昨晩の)?${ANY_AGENT}の)?(?:今朝の|昨夜の|昨晩の)?占い(?:結果)?(?:で|では|によると|から)[、,]?|占い(?=[「『])|占い[、,]|(?:確認|調べ|霊視|見)(?:した|た)?(?:ところ|結果|ら)|霊視結果|霊媒結果|霊媒の結果|判定結果|判定|結果)?(?:は|が|、|：|:|\\s|「|『|")*${SPECIES}[」』"]?(?:(では|じゃ)(?:なかった|ない|ありません))?`,
    speciesReport,
    'assertion',
  ),
  // `ダイスケを占った。白だったぜ。`: the result names no one; the agent divined just before is meant.
  rule(
    'species-result-alone',
    `^[^${MENTION_OPEN}]*?(?:結果(?:は|：|:|、)?|判定(?:は|：|:)?|^)\\s*${SPECIES}(?:[（(][^）)]{0,8}[）)])?(?:(では|じゃ)(?:なかった|ない|ありません))?(?:だった|でした|です|だ|。|!|$)`,
    (match, context) => {
      const divinedBefore = [...(context.earlier + context.before).matchAll(DIVINED_TARGET)].at(-1);
      if (divinedBefore === undefined) return undefined;
      const target = agentIn(divinedBefore[1] ?? divinedBefore[2]);
      const said = match[1] === undefined ? undefined : words.speciesOf(match[1]);
      if (target === undefined || said === undefined || target === context.speaker) return undefined;
      const species = match[2] === undefined ? said : said === 'WEREWOLF' ? 'HUMAN' : 'WEREWOLF';
      return divined(target, species);
    },
  ),
  // Someone else is not a wolf, not suspicious.
  rule(
    'not-estimate',
    `${AGENT}(?:は|が|を|も)?${NO_AGENT}{0,4}?(?:(?:人狼|狼|黒)(?:では|じゃ)(?:ない(?!か)|ありません(?!か)|なさそう)|(?:怪し|疑わし)く(?:ない|ありません)|疑って(?:い)?ない)`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined) return undefined;
      return target === context.speaker ? not(comingOut(target, 'WEREWOLF')) : not(estimate(target, 'WEREWOLF'));
    },
  ),
  rule(
    'not-trust',
    `${AGENT}(?:は|が|を|も|の(?:こと|言う事|言うこと)は?)?${NO_AGENT}{0,4}?(?:信じ|信用|信頼)(?:られ|でき|し)?(?:ない|ません)`,
    (match, context) => {
      const target = agentIn(match[1]);
      return target === undefined || target === context.speaker ? undefined : not(estimate(target, 'VILLAGER'));
    },
  ),
  rule(
    'estimate-role',
    `${AGENT}(?:は|が|こそ|の方が|のほうが|って)(?:真の|本物の|本当の)?${ROLE}${OPINION_TAIL}`,
    (match, context) => {
      const target = agentIn(match[1]);
      const role = roleIn(match[2]);
      if (target === undefined || role === undefined || target === context.speaker) return undefined;
      return estimate(target, role);
    },
  ),
  rule(
    'estimate-true-role',
    `${AGENT}(?:は|が|の方が|のほうが)?(?:真目|真っぽ|真濃厚|真寄り|本物|真だと|真占|真霊|真(?:で|と|として)(?:見|考え|置|決め|いく|行く))`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      if (/霊/u.test(context.sentence)) return estimate(target, 'MEDIUM');
      if (/占/u.test(context.sentence)) return estimate(target, 'SEER');
      // `占い師が2人名乗り出ている…。Xが本物寄りだと思う`: the one role the utterance talks about.
      const seer = /占/u.test(context.utterance);
      const medium = /霊/u.test(context.utterance);
      if (seer === medium) return undefined;
      return estimate(target, seer ? 'SEER' : 'MEDIUM');
    },
  ),
  // `彼の占い師だという主張は本当かもしれない`, `XのCOは本物だと思う`: the agent's claim believed.
  rule(
    'estimate-claim-true',
    `${AGENT}の(?:${ROLE}(?:だ|です|である)?(?:という|との|の)?)?(?:主張|${CO}|名乗り|申告)(?:は|が|も)(?:(?:本当|本物|真実|真)(?:だ|です|っぽ|らし|と(?:思|感|見|信)|かも|に(?:見え|思え|感じ))|正し(?:い|そう)|信じられる|信用できる)`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      const after = context.sentence.slice(match.index + match[0].length);
      // `本当か`, `本当なら`, `本当じゃない`: asked, supposed or denied (the denial reads the rest).
      if (/^[^。、]{0,4}?(?:か(?!も)|なら|だったら|であれば|とは限ら)/u.test(after)) return undefined;
      const role =
        roleIn(match[2]) ??
        (/占/u.test(context.utterance) === /霊/u.test(context.utterance)
          ? undefined
          : /占/u.test(context.utterance)
            ? 'SEER'
            : 'MEDIUM');
      return role === undefined ? undefined : estimate(target, role);
    },
  ),
  // `@シオン ずっと私に固執しているのは怪しい`: the conduct of the one addressed.
  rule(
    'estimate-addressee-conduct',
    `^\\s*${MENTION_OPEN}@(\\d+)${MENTION_CLOSE}\\s*(?:${NO_AGENT}|${ANY_AGENT}){0,60}?(?:のは|のが)(?:とても|かなり|すごく|本当に)?(?:怪しい|疑わしい|不自然)`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      // `@シオン ずっと私に固執しているのは怪しい`: the speaker may be the object; another agent may not.
      const others = [...match[0].matchAll(COORDINATED_ONE)].slice(1).map((item) => Number(item[1]));
      return others.some((agent) => agent !== context.speaker) ? undefined : estimate(target, 'WEREWOLF');
    },
  ),
  // `JonathanがMizukiに投票しているのはおかしい`, `VictoriaのTakumiへの投票は疑わしい`: the doer's conduct.
  rule(
    'estimate-doer-conduct',
    `${AGENT}(が|の)((?:${NO_AGENT}|${ANY_AGENT}){1,30}?)(?:のは|のが|は|が)(?:とても|かなり|すごく|本当に|ちょっと|少し|少々|ますます|さらに|より)?(?:怪しい|疑わしい|不自然|おかしい|違和感(?:が|を)?(?:ある|あり|覚え|感じ))(?!と(?:は)?(?:思わ|言え))`,
    (match, context) => {
      const target = agentIn(match[1]);
      const inner = match[3] ?? '';
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      // Other agents only as objects (`Yに`, `Yを`, `Yへの`), never as another subject or owner.
      // Without another agent inside, only a nominalised act (`Xが占い先を隠すのは不自然`); shorter forms are
      // read by estimate-werewolf.
      if (
        !inner.includes(MENTION_OPEN) &&
        !(
          match[2] === 'が' &&
          /(?:のは|のが)(?:とても|かなり|すごく|本当に|ちょっと|少し|少々|ますます|さらに|より)?(?:怪しい|疑わしい|不自然|おかしい|違和感)/u.test(
            match[0],
          )
        )
      )
        return undefined;
      if (new RegExp(`${ANY_AGENT}\\s*(?:が|は|も|の(?!投票|票)|$)`, 'u').test(inner)) return undefined;
      if (/[。、,]/u.test(inner) || IDENTITY_JUDGED.test(`${inner}の`)) return undefined;
      // `Xが襲撃されたのは不自然`: what happened to X.
      if (/(?:され|られ|かれ|まれ|われ|たれ)(?:た|て(?:い)?る)?$/u.test(inner)) return undefined;
      if (match[2] === 'の' && !/(?:投票|票|発言|質問|追及|擁護|攻撃|態度|反応)$/u.test(inner)) return undefined;
      return estimate(target, 'WEREWOLF');
    },
  ),
  rule(
    'estimate-werewolf',
    `${AGENT}\\s*(?:は|が|を|も|こそ|の方が|のほうが|って|への|に対する|に対して|の(?:発言|動き|態度|言動|行動|反応|様子|沈黙|説明|主張|こと)(?:は|が)?)?${NO_AGENT}{0,10}?(?:怪しい|(?:様子|行動|動き|言動|態度|挙動)が(?:ちょっと|少し|なんか|どこか)?(?:おかしい|変)|変に(?:感じ|見え|思え)|最黒|黒要素(?:が|を|は|も)?(?:ある|あり|増|多|強|感じ|見え|出|目立)|怪しく|怪しさ|怪しむ|あやしい|疑わしい|疑わしく(?!な|あり)|狼寄り|人外(?!じゃ|では)|不審(?!な|じゃ|では|者)|不穏(?:だ|です|に(?:感じ|見え|思え))|不安(?!定|そう|げ|な(?:顔|様子)|を(?:与|煽))|不自然(?!じゃ|では|さはな|ではな)|疑う|疑い|疑って|疑念|黒っぽ|黒寄り|黒目|黒い|黒(?:め)?(?:に|で|と)(?:見|考え|置)(?:る|て(?:い)?る|ています|ます|たい|く|いて)|人狼っぽ|狼っぽ|人外っぽ|人狼だと思|狼だと思|人狼と見|狼と見|黒だと思|人狼の可能性|狼の可能性|人狼かも|狼かも|人狼濃厚|狼濃厚|人狼だ|狼だ|人狼じゃないか|狼じゃないか|人狼ではないか|黒じゃないか|違和感(?:が|を)?(?:ある|あり|感じ|覚え)|引っかかる|引っ掛かる|胡散臭|うさんくさ|(?:大)?嘘つき|(?:人狼|狼)陣営(?:だ|です|かも|っぽ|だと思|と(?:思|見)|の可能性|寄り)|狼めい|狼らしい|人狼らしい|(?:最有力の|一番の|第一の)?(?:人狼|狼|黒)候補(?:に|と|だ|です|。|！|!|$)(?!し(?:ない|ません)))`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      // `皆ハナを怪しむけど`: everyone else's suspicion, told.
      if (EVERYONE_SUBJECT.test(context.before)) return undefined;
      const after = context.sentence.slice(match.index + match[0].length);
      if (DISMISSED.test(after) || reportedSpeech(after) || NOMINALISED.test(after)) return undefined;
      // `あなたが一番狼だと思う相手を出して`: a noun the judgement describes (whom to name), not a judgement of X.
      if (ATTRIBUTIVE.test(after)) return undefined;
      if (CHANGE_OF_MIND.test(after) || /→\s*$/u.test(context.before)) return undefined;
      // `エリザが人狼だった`: a past fact told (a result, retold or not yet claimed), not a guess.
      if (PAST_FACT.test(after) && /だ$/u.test(match[0])) return undefined;
      // `Xが人狼だと考えるか、Yが…`: alternatives weighed, not chosen.
      if (/^(?:だ)?と(?:考える|思う|見る)か/u.test(after)) return undefined;
      // `ハナを狼だと占った`: a result (read by the result rules when it is the speaker's), not a guess.
      if (/^(?:だ)?(?:と|って)(?:占|判定|断|示|出)/u.test(after)) return undefined;
      // `疑う余地が少ない`: room for doubt, denied.
      if (/^(?:余地|理由(?:は|が)(?:ない|無い))/u.test(after)) return undefined;
      // The nouns 疑い/疑念 state a suspicion only as `疑いがある`, `疑念を抱く` or at the end of a sentence.
      if (/(?:疑い|疑念)$/u.test(match[0]) && !HELD_DOUBT.test(after)) return undefined;
      const gap = match[0].slice(match[0].indexOf(MENTION_CLOSE) + 1).trimStart();
      // `Xのどの行動が疑いを…のか`: which of X's acts raised the doubt, asked; `XかYのどちらかが`: one of two.
      if (/どの|どこ|どんな|何が|どちら|どっち|いずれ/u.test(gap)) return undefined;
      // `Xの占いは彼女を人狼だと示した`: the verdict is on the object, not on X.
      if (/^[^を]+を\s*(?:人狼|狼|黒|人外)/u.test(gap)) return undefined;
      // `セルヴァス叩きが不自然`, `ジョージ投票は不可解`: X is the object of someone else's act.
      if (
        /^(?:叩き|擁護|庇い|かばい|推し|吊り|処刑|追放|批判|攻撃|切り|下げ|襲撃|噛み|投票|票)(?:が|は|も|って)/u.test(
          gap,
        )
      )
        return undefined;
      // `Xの死は不審`, `Xの吊りには不安`: what happened to X is judged, not X.
      if (/^の(?:死|吊り|処刑|追放|襲撃|噛み|犠牲|脱落|退場)/u.test(gap)) return undefined;
      // `Xの動きが変`: the conduct must be X's, not a clause away (`Xに投票するよ、動きが変だから`).
      if (
        /(?:おかしい|変)$/u.test(match[0]) &&
        !/^(?:の|は|って|も)?[^、,。をに]{0,4}?(?:様子|行動|動き|言動|態度|挙動)/u.test(gap)
      )
        return undefined;
      if ((OWN_DOUBT.test(gap) && DOUBTING.test(match[0])) || FOLLOWS_WORDS.test(gap)) return undefined;
      // `Xが襲撃されたのは違和感がある`: what happened to X; `Xが人狼なのは不自然`: X's identity, doubted.
      if (/(?:され|られ)(?:た|て)/u.test(gap) || IDENTITY_JUDGED.test(gap) || IDENTITY_DOUBTED.test(gap))
        return undefined;
      if (/^[、,]/u.test(gap) && SUSPECTING.test(match[0])) return undefined;
      // `Daisuke、私の行動のどこが不審？`: after a vocative, the speaker's own conduct is meant.
      if (/^[、,]\s*(?:私|僕|俺|自分|わたし|ぼく|おれ|わし|ワシ|あたし)の/u.test(gap)) return undefined;
      // `Xは疑ってばかり`: X is the one who suspects.
      if (/(?:疑う|疑って|怪しむ)$/u.test(match[0]) && /^\s*(?:は|が|って)/u.test(gap)) return undefined;
      // `リュウジ霊媒師を疑う`: the verb has another object; `怪しい動き`: an attribute, not a verdict.
      if (SUSPECTING.test(match[0]) && /^\s*(?!のことを)[^\sを]+を/u.test(gap)) return undefined;
      if (/^(?:動き|点|人|ところ|行動|部分|要素|箇所|発言)/u.test(after) && /怪しい$/u.test(match[0])) return undefined;
      return [...coordinatedBefore(context), target].map((agent) => estimate(agent, 'WEREWOLF'));
    },
  ),
  // `不審な@ユミを裁く`: the adjective says what the speaker thinks of the agent.
  // `狼のServasに投票しよう`: the noun before the name says what the speaker takes the agent for.
  rule(
    'estimate-werewolf-attributive',
    `(?:不審な|怪しい|疑わしい|(?<![真偽本元]|真の|偽の|本物の)(?:人狼|狼)の)\\s*(?=${AGENT})`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      return /(?:が|は|の|って)\s*$/u.test(context.before) ? undefined : estimate(target, 'WEREWOLF');
    },
  ),
  rule(
    'estimate-werewolf-topic',
    `(?:怪しい|疑わしい|黒っぽい|人狼っぽい|狼っぽい|人狼だと思う|(?:疑念|疑い)が(?:一番|最も)?強い)(?:の|人|と思うの|と思う人)(?:は|って)${NO_AGENT}{0,14}?${AGENT}`,
    (match, context) => {
      const target = agentIn(match[1]);
      return target === undefined || target === context.speaker ? undefined : estimate(target, 'WEREWOLF');
    },
  ),
  // `狼はヴィクトリアさん一択`, `人狼はリアだと思う`: the wolf named after the topic.
  rule(
    'estimate-werewolf-named',
    `(?:人狼|狼|黒)(?:は|って)(?:やはり|やっぱり|もう|絶対|きっと)?\\s*${AGENT}(?:さん)?\\s*(?:一択|で決まり|で確定|確定|濃厚|だと思|と思|だろう|でしょう|しかいない|だ(?![けっ])|です)`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      const after = context.sentence.slice(match.index + match[0].length);
      if (reportedSpeech(after) || /^[^。]{0,3}(?:か|かも|なら|ったら|と(?:は)?(?:限らない|言え))/u.test(after))
        return undefined;
      // `ユウの人狼はアヤ`: someone else's view.
      if (/(?:の|が)\s*$/u.test(context.before) && context.before.slice(-8).includes(MENTION_CLOSE)) return undefined;
      return estimate(target, 'WEREWOLF');
    },
  ),
  // `タクヤ票から外れる`: the speaker leaves the vote for the agent.
  rule(
    'not-vote-leave',
    `${AGENT}(?:票|への投票|吊り)から(?:外れ|降り|抜け|離れ)(?:る|ます|た|よ)`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      return otherSubjectBefore({ before: context.before, speaker: context.speaker })
        ? undefined
        : not(action('VOTE', target));
    },
  ),
  rule(
    'estimate-villager',
    `${AGENT}(?:は|が|を|も|の方が|のほうが)?${NO_AGENT}{0,8}?(?:信じ|信用|信頼|白っぽ|白寄り|白目|白(?:め)?(?:に|で|と)(?:見|考え|置)(?:る|て(?:い)?る|ています|ます|たい|く|いて)|白だと思|白と思|村人っぽ|村人だと思|人間だと思|村側だと思|村側っぽ|村人だ|味方だと思)`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      const after = context.sentence.slice(match.index + match[0].length);
      if (UNDECIDED.test(after) || reportedSpeech(after) || /^性/u.test(after)) return undefined;
      // `Xの結果は信じられていない`: others' (dis)belief, in the passive.
      if (/^られて(?:い)?(?:ない|る|た|ません|ます)/u.test(after)) return undefined;
      // `Xの信頼はまだ早い`: trust put off.
      if (/^[^。]{0,4}(?:まだ早|早計|早すぎ)/u.test(after)) return undefined;
      // `信じられん`, `信頼が持てない`, `信頼度が低い`, `信頼を損なう`: trust denied or lost.
      if (/^(?:られ|でき)?(?:ん|ない|ず|ぬ)|^度?(?:が|は|を)?(?:低|持て|置け|ない|無い|損な|失|落と|欠)/u.test(after))
        return undefined;
      if (CHANGE_OF_MIND.test(after) || /→\s*$/u.test(context.before)) return undefined;
      return [...coordinatedBefore(context), target].map((agent) => estimate(agent, 'VILLAGER'));
    },
  ),
  // `Minatoが確白`, `サクラは村人側と判断していい`: the agent is on the village's side.
  rule(
    'estimate-village-side',
    `${AGENT}(?:は|が|も|って)?\\s*(?:もう|すでに|既に|完全に)?(?:確白|白確|確定白)(?!否定|視|主張|組|者|枠|陣|グループ|を|に|の|じゃ|では)|${AGENT}(?:は|が|も|って)${NO_AGENT}{0,4}?(?:村側|村人側|村人陣営|村陣営|人間陣営)(?:だ|です|と(?:判断|思|見|わか|分か|確定|考え)|確定|でしょう|だろう|ね|。|！|!|$)`,
    (match, context) => {
      const target = agentIn(match[1] ?? match[2]);
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      const after = context.sentence.slice(match.index + match[0].length);
      if (UNDECIDED.test(after) || reportedSpeech(after) || /^(?:か|かどうか|なら)/u.test(after)) return undefined;
      return estimate(target, 'VILLAGER');
    },
  ),
  // `Takumiの寡黙さは戦略的なものかもしれないと疑っている`: a hedged clause about the agent, suspected.
  rule(
    'estimate-werewolf-suspected-clause',
    `${AGENT}(?:は|の|が)${NO_AGENT}{2,30}?(?:かもしれない|のではないか|のでは|んじゃないか|ではないか)と(?:疑って|疑う|疑い|睨んで|にらんで)`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      if (/[。]/u.test(match[0])) return undefined;
      return estimate(target, 'WEREWOLF');
    },
  ),
  rule(
    'comingout-topic',
    `${SELF_WORD_BEFORE_TOPIC}(?:${ANY_AGENT}(?:、|,|\\s|です、?|だ、?))?(?:真の|本物の|本当の|ただの|単なる|一介の|ただ)?${ROLE}(?:(?:に過ぎ|にすぎ)(?:ない|ません|ぬ)|です|だ(?!け)|である|よ|じゃ(?!ね|な)|なの|や|っす|でござる|なんだ|${CO}|として|で(?!は|も)|。|！|!|$)`,
    (match, context) => {
      const target = agentIn(match[1]);
      const role = roleIn(match[2]);
      if (target === undefined || role === undefined) return undefined;
      // `ぼくはミナ、村人です`: the name said between must be the speaker's own too.
      if ([...match[0].matchAll(COORDINATED_ONE)].some((item) => Number(item[1]) !== target)) return undefined;
      // `サクラが人狼だと結論付けたんだね` (said by サクラ): someone else's conclusion about the speaker, retold.
      if (target === context.speaker)
        return reportedSpeech(context.sentence.slice(match.index + match[0].length))
          ? undefined
          : comingOut(target, role);
      // About someone else only a plain assertion counts: `エリナが占い師で、…` is a premise, not an opinion.
      if (!/(?:です|だ|である|じゃ|なんだ|よ|や)$/u.test(match[0])) return undefined;
      // `アレクさんも占い師ですね`: restating a claim, not an opinion.
      if (/^[^は]*も/u.test(match[0].slice(match[0].indexOf(MENTION_CLOSE) + 1, match[0].indexOf(MENTION_CLOSE) + 2)))
        return undefined;
      const after = context.sentence.slice(match.index + match[0].length);
      // `Xが占い師であることを宣言した`: X's claim, as a noun clause, is no opinion of the speaker's.
      if (
        otherSubjectBefore({ before: context.before, speaker: context.speaker }) ||
        reportedSpeech(after) ||
        NOMINALISED.test(after)
      ) {
        return undefined;
      }
      // `Jonathanは狂人だった`: a past fact told, not an opinion.
      if (PAST_FACT.test(after) && /だ$/u.test(match[0])) return undefined;
      // `Xが人狼だと考えるか、Yが…`: alternatives weighed, not chosen.
      if (/^と(?:考える|思う|見る)か/u.test(after)) return undefined;
      return estimate(target, role);
    },
  ),
  // `アルトさん、霊媒師のCOは？`: asks the one addressed whether they have the role.
  rule(
    'inquire-role-co',
    `${ROLE}(?:の)?${CO}(?:は|って)?(?:[？?]|どう|ある|する)`,
    (match, context) => {
      const role = roleIn(match[1]);
      if (role === undefined || context.addressee === ANY || context.addressee === context.speaker) return undefined;
      return inquire(context.addressee, comingOut(context.addressee, role));
    },
    'question',
  ),
  rule(
    'comingout',
    // `占いCOなしで…`, `占いCO無し`: nobody's claim, said to be missing (`な` not followed by `い/し/く`).
    `${ROLE}(?:の|を|で|として)?${CO}(?!\\s*(?:なし|無し|ゼロ|0))(?:します|する(?![人者方])|です|だ|しま|させて|っ|よ|ね|な(?![いしく])|。|！|!|$|\\s|、|\\(|（)`,
    (match, context) => {
      const role = roleIn(match[1]);
      if (role === undefined || /(?:対抗|他の|もう一人の|偽の?)$/u.test(context.before)) return undefined;
      const owner = OWNER_BEFORE.exec(context.before);
      if (owner !== null && Number(owner[1]) !== context.speaker) return undefined;
      return comingOut(context.speaker, role);
    },
  ),
  // `ほかに占い師COしたい人、いるか？`: anyone with the role is asked to come out.
  rule(
    'request-comingout-anyone',
    `${ROLE}(?:の)?${CO}(?:したい|する|できる)(?:人|方|者)(?:は|、|,)?\\s*(?:いる|いない|いません|います|おる)(?:か|の|かな)?(?:[?？]|$)`,
    (match) => {
      const role = roleIn(match[1]);
      return role === undefined ? undefined : request(ANY, comingOut(ANY, role));
    },
    'any',
  ),
  // `早めの役職宣言はある？`: whether anyone has a role to claim, asked of everyone.
  rule(
    'inquire-any-comingout',
    `役職(?:の)?(?:宣言|${CO}|表明|申告)(?:[^。？?]{0,10}?)(?:は|って|が)(?:ある|あります|出てる|いる)(?:か|の)?[?？]`,
    (_, context) => {
      // `@ミユ 役職COはある？` asks ミユ; after other talk (`…他に役職COはある？`) it asks everyone.
      const toAddressee =
        context.addressee !== ANY &&
        new RegExp(`^\\s*${ANY_AGENT}\\s*[、,]?\\s*(?:${ANY_AGENT}(?:は|の|、)?)?\\s*$`, 'u').test(context.before);
      return toAddressee
        ? inquire(context.addressee, comingOut(context.addressee, 'ANY'))
        : inquire(ANY, comingOut(ANY, 'ANY'));
    },
    'question',
  ),
  // `ベンジャミン、ジョージ と シュンイチに白出しした`: the speaker's own results, given as verdicts.
  rule(
    'divined-given',
    `${AGENT}\\s*(?:に|へ|を)\\s*(白|黒|人間|人狼)(?:出し|判定)(?:を出)?(?:した|しました|してる|している|してい|済み)`,
    (match, context) => {
      const target = agentIn(match[1]);
      const species = match[2] === undefined ? undefined : words.speciesOf(match[2]);
      if (target === undefined || species === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      if (relaysOtherResult({ sentence: context.sentence, speaker: context.speaker, japanese: true })) return undefined;
      // Only a seer gives verdicts: the speaker claims it in this utterance or speaks as the subject.
      const ownSubject = new RegExp(`^\\s*${MENTION_OPEN}${context.speaker}${MENTION_CLOSE}\\s*(?:は|が)`, 'u');
      if (!CLAIMED.test(context.utterance) && !ownSubject.test(context.sentence)) return undefined;
      return [...coordinatedBefore(context), target].map((agent) => divined(agent, species));
    },
  ),
  // `私が占い師を担当しています`, `僕、占い師としてこのゲームに参加してる`: the role the speaker serves as.
  rule(
    'comingout-serving',
    `^\\s*(?:${FIRST_PERSON}(?:が|は|も)?[、,\\s]*)?${ROLE}(?:を|として)(?:担当|務め|務めて|やって|参加)(?:し|して|い|おり)?(?:て)?(?:い|お)?(?:ます|る|ります|いる|ございます)`,
    (match, context) => {
      const role = roleIn(match[1]);
      const named = new RegExp(AGENT, 'u').exec(match[0]);
      if (named !== null && Number(named[1]) !== context.speaker) return undefined;
      return role === undefined || context.speaker === ANY ? undefined : comingOut(context.speaker, role);
    },
  ),
  // `占い師のAgent[05]です`: the role before the speaker's own name.
  // `占い師のユキよ`, `霊媒師のユキです`: the speaker's own name after the role.
  rule(
    'comingout-role-of-self',
    `${ROLE}(?:の|、)\\s*${AGENT}(?:です|だ|である|でございます|よ|さ|っす|(?=[。!！]|\\s*$))`,
    (match, context) => {
      const role = roleIn(match[1]);
      return role === undefined || agentIn(match[2]) !== context.speaker ? undefined : comingOut(context.speaker, role);
    },
  ),
  rule('comingout-after', `${CO}(?:します|する)?[：:、\\s]+${ROLE}`, (match, context) => {
    const role = roleIn(match[1]);
    if (role === undefined || /対抗$/u.test(context.before)) return undefined;
    return comingOut(context.speaker, role);
  }),
  // Vote: requests before intentions, so `Xに投票しよう` is read once, as a request.
  rule(
    'request-vote',
    `${AGENT}(?:に|へ)(?:投票|票を?(?:入れ|投じ)|入れ|一票)${REQUEST_TAIL}|${AGENT}(?:へ|に)の投票を(?:求め|お願い|頼)|${AGENT}(?:に|へ)(?:投票|一票)を(?=[。!！]|\\s*$)|${AGENT}吊り(?:を)?(?:推奨|提案|希望)|${AGENT}(?:吊り|投票|に投票)で(?:お願い|頼|よろしく)`,
    (match, context) => {
      const target = agentIn(match.slice(1).find((group) => group !== undefined));
      if (
        target === undefined ||
        target === context.speaker ||
        otherSubjectBefore({ before: context.before, speaker: context.speaker })
      )
        return undefined;
      const after = context.sentence.slice(match.index + match[0].length);
      // `投票している人`, `投票してた`: a description of others, not a request.
      if (NOMINALISED.test(after) || (/て$/u.test(match[0]) && /^(?:い|る|た|お)/u.test(after))) return undefined;
      // `…に投票しよう` in a sentence addressing nobody: the volitional invites everyone, whoever was addressed before.
      if (/(?:しよう|しましょう|よう|ましょう)$/u.test(match[0]) && !context.sentence.includes(`${MENTION_OPEN}@`))
        return request(ANY, action('VOTE', target));
      return requestFromSpeaker(context, action('VOTE', target));
    },
  ),
  // `今日はミナコだよ`, `本日の吊りはXで`: the agent named as today's choice.
  rule(
    'vote-today-named',
    `(?:^|(?<=[、,]))\\s*(?:今日|本日)(?:の(?:投票|吊り|処刑)(?:先)?)?(?:は|も)\\s*${AGENT}\\s*(?:さん|くん|君|ちゃん|氏|殿)?(?:だよ|だな|だね|だ|です|でいく|で行く|でいこう|で|に(?:する|します|決め(?:た|ました)))(?:[。!！、]|$)`,
    (match, context) => {
      const target = agentIn(match[1]);
      return target === undefined || target === context.speaker ? undefined : action('VOTE', target);
    },
  ),
  // `リアを選ぶことにする` with a vote in the talk: the speaker's choice of whom to vote for.
  rule(
    'vote-chosen',
    `${AGENT}を(?:選ぶ|選びます|選択する|選択します)(?:ことにする|ことにした|ことにします|よ|ね|わ|ぞ|ぜ|(?=[。!！]|\\s*$))`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      return /投票|吊|処刑|追放/u.test(context.utterance) ? action('VOTE', target) : undefined;
    },
  ),
  // `人狼は私だよ`, `占い師は僕です`: the role first, the speaker named as who holds it.
  rule(
    'comingout-role-is-me',
    `(?<![の])${ROLE}(?:は|って)\\s*${FIRST_PERSON}(?:だ|です|よ|さ|じゃ|や|なの|なんだ|(?=[。!！]|\\s*$))`,
    (match, context) => {
      const role = roleIn(match[1]);
      const named = new RegExp(AGENT, 'u').exec(match[0]);
      if (role === undefined || context.speaker === ANY) return undefined;
      if (named !== null && Number(named[1]) !== context.speaker) return undefined;
      if (reportedSpeech(context.sentence.slice(match.index + match[0].length))) return undefined;
      return comingOut(context.speaker, role);
    },
  ),
  // `ジョナサン吊り一択`, `今日はミドリ吊りでいいな`, `X処刑で考える`: the speaker's own choice of execution.
  rule(
    'vote-execution-chosen',
    // `X吊りでいきたい`, `X吊りにしたい`: the speaker's own intention (`…でいきましょう` asks everyone).
    `${AGENT}(?:の)?(?:吊り|処刑|追放)(?:で(?:いい|良い|よい|決まり|OK|考え|いく|行く|(?:いき|行き)(?=たい|ます(?!か))|決め)|に(?:したい|します|する(?![かの])|決め)|一択|確定(?!で(?:は)?な|じゃな))`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      const after = context.sentence.slice(match.index + match[0].length);
      // `X吊りでいいのか`, `X吊りでいいと思う?`: weighed or asked, not chosen.
      if (/^[^。]{0,6}(?:か|の[?？]|かな)/u.test(after) || context.question) return undefined;
      return action('VOTE', target);
    },
  ),
  rule(
    'request-execute',
    `${AGENT}(?:を)?(?:\\.{2,}(?!\\.)|・{2,}(?!・)|\\s)*(?:吊ろう|吊りましょう|吊るべき(?!で(?:は)?な|じゃな)|吊って|処刑しよう|処刑しましょう|処刑すべき|処刑せよ|追放しよう|追放しましょう|追放すべき|追放せよ)(?!で(?:は)?な|じゃな)|${AGENT}吊り(?:で|に(?!入れ|投票)|しよう|推し|推す(?!な|の|か)|推します|希望)|${AGENT}(?:に|へ)票を(?:集め|まとめ|集中|一本化)(?:よう|ましょう|て|させ(?:よう|ましょう|て)|し(?:よう|ましょう|て)|する(?:こと)?を提案|すべき|するべき)|${AGENT}(?:に|へ)(?:投票|票を入れる)(?:する)?(?:こと)?を提案`,
    (match, context) => {
      const target = agentIn(match.slice(1).find((group) => group !== undefined));
      // `X吊りでいいのかな？`: asked, not asked for.
      if (/吊りで$/u.test(match[0]) && context.question) return undefined;
      // `Xを吊ろうとしている人`: someone's attempt described, or the speaker's plan (`吊ろうと思う`).
      const after = context.sentence.slice(match.index + match[0].length);
      if (/^と/u.test(after)) {
        const planned = /(?:吊ろう|処刑しよう|追放しよう)$/u.test(match[0]) && /^と(?:思|考)/u.test(after);
        return planned && target !== undefined && target !== context.speaker ? action('VOTE', target) : undefined;
      }
      // Nobody asks for their own execution: `私を吊ろうとする方が…` quotes others.
      return target === undefined || target === context.speaker ? undefined : request(ANY, action('VOTE', target));
    },
  ),
  // `リアに投票しないで`, `リアに投票するのはやめよう`, `リアは吊らないで`: a request not to vote.
  rule(
    'request-not-vote',
    `${AGENT}(?:に|へ)(?:は)?(?:投票|票を?入れ|入れ)(?:し)?(?:ないで|ないように(?:しよう|しましょう|して)|するのは(?:やめよう|やめましょう|やめて))|${AGENT}(?:は|を)?(?:吊らないで|吊るのは(?:やめよう|やめて)|処刑しないで)`,
    (match, context) => {
      const target = agentIn(match[1] ?? match[2]);
      if (target === undefined || otherSubjectBefore({ before: context.before, speaker: context.speaker }))
        return undefined;
      const toAll = /(?:よう|ましょう)$/u.test(match[0]) || context.addressee === target;
      return request(toAll ? ANY : context.addressee, not(action('VOTE', target)));
    },
  ),
  // `リアかハンクのどちらかが人狼`: one of the two (XOR).
  rule(
    'either-werewolf',
    `${AGENT}\\s*(?:か|または|もしくは)\\s*${AGENT}(?:の)?(?:どちらか|どっちか|いずれか)?(?:が|は)(?:人狼|狼|黒)`,
    (match, context) => {
      const first = agentIn(match[1]);
      const second = agentIn(match[2]);
      if (first === undefined || second === undefined || first === second) return undefined;
      if (first === context.speaker || second === context.speaker) return undefined;
      return { type: 'XOR', clauses: [estimate(first, 'WEREWOLF'), estimate(second, 'WEREWOLF')] };
    },
  ),
  // `@リア ハンクを疑ってる？`: what the one addressed thinks of another.
  rule(
    'inquire-suspicion-of',
    `${AGENT}(?:を|のこと(?:を)?)(?:まだ|今も)?(?:(疑って|怪しいと思って|怪しんで)|(信じて|信用して))(?:る|いる|います|ますか|るの)?[？?]`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (
        target === undefined ||
        target === context.speaker ||
        context.addressee === ANY ||
        context.addressee === target
      )
        return undefined;
      return inquire(context.addressee, estimate(target, match[2] === undefined ? 'VILLAGER' : 'WEREWOLF'));
    },
    'question',
  ),
  // `霊媒師です。`, `私、村人なのに`, `占い師として言うけど`: a claim with no topic marker.
  rule(
    'comingout-bare',
    // `私の役職は占い師です`, `占い師だ。` (a whole sentence), `本物の占い師として昨夜Xを占った`.
    `^\\s*(?:${FIRST_PERSON}[、,\\s]*)?${ROLE}(?:です|だよ|なんだ|なのに|っす)(?:[。!！]|$)|^\\s*(?:${FIRST_PERSON}[、,\\s]*)${ROLE}(?:だ|なの)(?:[。!！、]|$)|^\\s*${ROLE}として(?:言う|言います|発言|報告)|^\\s*(?:${FIRST_PERSON}の)?役職は${ROLE}(?:です|だ|よ|である|でございます)?(?:[。!！]|$)|^\\s*${ROLE}(?:だ|である|でござる)(?:[。!！]|$)|^\\s*(?:${FIRST_PERSON}(?:は|が)?[、,\\s]*)?(?:本物の|真の|本当の)${ROLE}として(?!の)`,
    (match, context) => {
      const role = roleIn(match.slice(1).find((group) => group !== undefined && !group.includes(MENTION_OPEN)));
      // `私、村人なのに`: the first person is the speaker's token; another agent's name is no first person.
      const named = new RegExp(AGENT, 'u').exec(match[0]);
      if (named !== null && Number(named[1]) !== context.speaker) return undefined;
      return role === undefined || context.speaker === ANY ? undefined : comingOut(context.speaker, role);
    },
  ),
  rule(
    'not-vote',
    // A bare `投票せん。` is either `I won't` or the archaic `I will` (`我は…投票せん`): read neither.
    `${AGENT}(?:に|へ)(?:は)?(?:投票|票を?入れ|入れ)(?:し)?(?:ない|ません|せん(?=[よぞでわねなけしもっ])|せぬ|ぬ)(?!か)`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || otherSubjectBefore({ before: context.before, speaker: context.speaker }))
        return undefined;
      return not(action('VOTE', target));
    },
  ),
  rule(
    'voted',
    `${AGENT}(?:に|へ)(?:投票|票を?(?:入れ|投じ)|入れ)(?:した|しました|ました|た)(?!い|ら|く|り|まま|が[らりるっれ])`,
    (match, context) => {
      const target = agentIn(match[1]);
      // `私に投票した`: someone else voted for the speaker (nobody votes for themselves).
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      // `@Victoria あなたはYumiが狼だと言ったのに、Shionに投票した`: the topic of the sentence voted.
      const topic = SENTENCE_TOPIC.exec(context.sentence);
      if (topic !== null && Number(topic[1]) !== context.speaker) return undefined;
      return action('VOTED', target);
    },
  ),
  rule(
    'vote',
    `${AGENT}(?:に|へ)(?:投票|とうひょう|票を?(?:入れ|投じ)|入れ|一票)|(?:投票先|投票|一票)(?:は|を)?[：:、\\s]*${AGENT}(?=に|で|を|よ|だ|です|。|!|$|\\s)|${AGENT}(?:を)?吊(?:る|ります|りたい|す)|${AGENT}吊りに(?:入れ|投票)|${AGENT}投票(?=する|します|で|よ|だ|です|に(?!つい|関)|、|!|。|$)|${AGENT}\\s*を(?:裁く|裁きます|処刑する|処刑します|追放する|追放します)(?!べき|か|の(?!が(?:最善|一番|いちばん|ベスト|妥当|いい|良い))|こと)|${AGENT}処刑(?=です|で(?!き)|!|！|。|$)`,
    (match, context) => {
      const target = agentIn(match.slice(1).find((group) => group !== undefined));
      // `私を吊りたいように見える`: nobody votes for themselves; someone else wants it.
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      // `ハンクの投票は、彼を…`: someone else's vote is the topic, not the speaker's.
      if (/^(?:投票先|投票|一票)/u.test(match[0])) {
        const owner = AGENT_IN_CLAUSE.exec(context.before);
        if (owner !== null && Number(owner[1]) !== context.speaker) return undefined;
      }
      const after = context.sentence.slice(match.index + match[0].length);
      // `Xに投票するのがいちばん理にかなってる`: the speaker's choice, said as the best one.
      // `我はXに投票せん`: the archaic volitional (`I shall vote`) of a speaker calling themselves 我/余/拙者.
      if (/^せん(?:[。!！、,]|\s*$)/u.test(after) && /(?:我|われ|余|拙者)(?:は|が)/u.test(context.sentence))
        return action('VOTE', target);
      const bestChoice =
        /^(?:する)?のが(?:いちばん|一番|最も|やはり)?(?:理にかなって|妥当|最善|ベスト|安全|無難|いい|良い|よい|勝利への道|正解|得策|賢明)/u.test(
          after,
        );
      if ((NOMINALISED.test(after) && !bestChoice) || /^(?:し|せ)?(?:ない|ません|せん|せぬ|ぬ)/u.test(after))
        return undefined;
      // `Xを吊りたいように見える`, `…みたい`: how someone else looks, not the speaker's decision.
      if (/^(?:る|い)?(?:よう|みたい|らしい|そう)/u.test(after)) return undefined;
      // `みんなXに投票したがってる`, `Xを吊ろうとしてる`: someone else's wish or attempt, retold.
      if (OTHERS_WISH.test(after)) return undefined;
      // `昨日のジョージ投票について`: a vote someone cast, as a noun.
      if (/の\s*$/u.test(context.before) && /投票$/u.test(match[0])) return undefined;
      // `Xに投票するって言ってた`: someone else's words.
      if (/^(?:する|します|した)?(?:って|と)(?:言|話|主張|宣言)/u.test(after)) return undefined;
      // `@Toshio あなたは昨日Minakoに投票しました`: the topic of the sentence voted, not the speaker.
      const topic = SENTENCE_TOPIC.exec(context.sentence);
      if (topic !== null && Number(topic[1]) !== context.speaker && topic.index + topic[0].length <= match.index)
        return undefined;
      return action('VOTE', target);
    },
  ),
  // Divination and guard: requests, reports of the past night, then intentions.
  rule(
    'request-divination',
    `${AGENT}を占(?:って|っては)(?:ください|下さい|ほしい|欲しい|くれ|みて|もらえ|もらう|もらい|ね|(?=[。!?\\s]|$))`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined) return undefined;
      // `占い師には君を占ってほしい`: asked of the seer, whoever that is.
      const toSeer = /占い師(?:さん)?(?:に(?:は)?|は|、)\s*$/u.test(context.before);
      return request(toSeer ? ANY : context.addressee, action('DIVINATION', target));
    },
  ),
  rule(
    'divination',
    `${AGENT}を(?:占う|占います|占いたい|占おう|占うつもり|占うよ|占うぜ|占う予定|占ってみ)|占い先(?:は)?[：:、\\s]*${AGENT}`,
    (match, context) => {
      const target = agentIn(match[1] ?? match[2]);
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      const after = context.sentence.slice(match.index + match[0].length);
      // `サトシかカナタを占う`: one of two, not a decision.
      if (
        ALTERNATIVE.test(after) ||
        new RegExp(`${ANY_AGENT}\\s*(?:か|または|もしくは)\\s*$`, 'u').test(context.before)
      )
        return undefined;
      // `今日はハンスを占うのがいい`: proposed, like `占うべき`.
      if (/^べき|^のが(?:いい|良い|よい|ベスト|最善|一番|いちばん)/u.test(after))
        return request(ANY, action('DIVINATION', target));
      if (NOMINALISED.test(after)) return undefined;
      return action('DIVINATION', target);
    },
  ),
  rule(
    'request-guard',
    `${AGENT}を(?:護衛|守)(?:って|して)(?:ください|下さい|ほしい|欲しい|くれ|みて|もらえ|ね|(?=[。!?\\s]|$))`,
    (match, context) => {
      const target = agentIn(match[1]);
      return target === undefined ? undefined : request(context.addressee, action('GUARD', target));
    },
  ),
  rule('guarded', `${AGENT}を(?:護衛|守)(?:した|った|りました|しました|ってい|してい)`, (match, context) => {
    const target = agentIn(match[1]);
    return target === undefined || otherSubjectBefore({ before: context.before, speaker: context.speaker })
      ? undefined
      : action('GUARDED', target);
  }),
  rule(
    'guard',
    `${AGENT}を(?:護衛|守)(?:する|します|る|ります|りたい|ろう)|護衛先(?:は)?[：:、\\s]*${AGENT}`,
    (match, context) => {
      const target = agentIn(match[1] ?? match[2]);
      return target === undefined || otherSubjectBefore({ before: context.before, speaker: context.speaker })
        ? undefined
        : action('GUARD', target);
    },
  ),
  // Attack proposals (werewolf whispers): `今夜はXを襲撃しよう`, `Xを噛もう`, `襲撃先はX`.
  rule(
    'attack',
    `${AGENT}を(?:襲撃(?:しよう|しましょう|する|します|したい)|噛(?:もう|みましょう|む|みます|みたい)|かみ(?:ましょう|たい)|かもう|喰(?:おう|う|いたい)|食(?:べよう|べる|べたい|おう))|(?:襲撃先|噛み先|噛む先)(?:は)?[：:、\\s]*${AGENT}`,
    (match, context) => {
      const target = agentIn(match[1] ?? match[2]);
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      const after = context.sentence.slice(match.index + match[0].length);
      // `Xを襲撃するのがいい` proposes; `Xを襲撃するのは危険` weighs.
      if (ALTERNATIVE.test(after) || (NOMINALISED.test(after) && !/^の(?:が|も)(?:いい|良い|よい|一番)/u.test(after)))
        return undefined;
      if (/^(?:か[?？。]|か$|って(?:言|話))/u.test(after)) return undefined;
      return action('ATTACK', target);
    },
  ),
  // Last: predicates with no agent of their own, given the one named just before.
  ...JAPANESE_IMPLICIT_TARGET_RULES,
  ...JAPANESE_FAMILY_RULES,
];
