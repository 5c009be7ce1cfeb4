import { AGENT, ANY_AGENT, MENTION_CLOSE, MENTION_OPEN } from '../agent-mention.ts';
import { otherSubjectBefore, relaysOtherResult } from '../context-checks.ts';
import { ANY, agentIn, comingOut, divined } from '../sentence-builders.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import { CLAIMED, CO, FIRST_PERSON, ROLE, coordinatedBefore, roleIn, rule, words } from './patterns.ts';

const ANY_NAMED = new RegExp(AGENT, 'gu');
/** First persons before `の` (`私の`, left as words by the tokenizer: `私たち`, `私の` are not mentions). */
// Not 自分: `@カナタ自分の占い理由` is the addressee's own.
const FIRST_WORD = '(?:私|わたし|わたくし|あたし|僕|ぼく|ボク|俺|おれ|オレ|わし|ワシ|儂|拙者|我|うち|ウチ)';
const OWN_WORD = `(?<![\\p{Script=Han}\\p{Script=Katakana}])${FIRST_WORD}`;
/** A verdict said in the talk (`ハナは白`, `ハナ●`, `結果は人狼でした`): a result told, which is the claim's reading. */
const TOLD_RESULT = new RegExp(
  `${ANY_AGENT}[^。！？!?]{0,15}?(?:白|黒|人間|人狼|狼|村人|シロ|クロ|[●○◯])|(?:結果|判定)(?:は|：|:)?\\s*[「『"]?(?:白|黒|人間|人狼|狼|村人|シロ|クロ)`,
  'u',
);
/** Whether every agent a claim names is the speaker (`私はハナ、` names the speaker twice). */
const onlySpeakerNamed = (text: string, speaker: number): boolean =>
  [...text.matchAll(ANY_NAMED)].every((named) => Number(named[1]) === speaker);

/** The speaker’s own results given as a list, and claims phrased as the speaker’s part. (their place among the rules: `ja/rules.ts`). */
export const JAPANESE_OWN_RESULT_RULES: readonly PhraseRule[] = [
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
  // `私はハナ、占い師を名乗ります`: the role the speaker takes on now (`名乗った` may be someone else's).
  rule(
    'comingout-serving',
    `^\\s*(?:${FIRST_PERSON}(?:が|は|も)?[、,\\s]*){0,2}${ROLE}(?:を|として)(?:(?:担当|務め|務めて|やって|参加)(?:し|して|い|おり)?(?:て)?(?:い|お)?(?:ます|る|ります|いる|ございます)|名乗(?:ります|る(?=[。!！]|$)|らせて))`,
    (match, context) => {
      const role = roleIn(match[1]);
      if (!onlySpeakerNamed(match[0], context.speaker)) return undefined;
      return role === undefined || context.speaker === ANY ? undefined : comingOut(context.speaker, role);
    },
  ),
  // `私は70歳男性の占い師だ`, `私がこのゲームの真の占い師である`, `私こそが唯一の真の占い師である`: the speaker
  // names its role with words before it. `自分はマジでただの村人だよ！`, `わたし、本当に村人なの！`, `私は慎ましい村人です`,
  // `ワイは村人でござるよ`: with any words before the role and a sentence-final particle; the sentence ends on it
  // (not `…村人だと思う`, `…村人だったら`, a question). Not a role called fake (`私は偽の占い師だ`).
  rule(
    'comingout-described-self',
    `^\\s*(?:${FIRST_PERSON}|自分|ワイ)(?:は|が|こそ(?:が)?|[、,])[、,\\s]*([^${MENTION_OPEN}。、!！?？]{1,16}?)?(?:(?:唯一の|本物の|真の|本当の)\\s*)*${ROLE}(?:だ|です|である|であります|なり|なのだ|なの|なんだ|なんです|でござる|でございます|っす)?(?:よ|ね|ぞ|ぜ|わ|さ)*(?:[。!！…]|$)`,
    (match, context) => {
      const role = roleIn(match[2]);
      if (match[1] !== undefined && /偽|ニセ|嘘|騙|自称|元の|だった/u.test(match[1])) return undefined;
      if (!onlySpeakerNamed(match[0], context.speaker)) return undefined;
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
  // `私の占い結果は正確`, `俺の霊媒結果は曲げん`, `霊媒目線で`: the speaker's own divination or medium reading
  // is its claim (the beliefs take a result's kind as one too); not one taken back or called false.
  rule(
    'comingout-own-reading',
    `(?:(?:${AGENT}|${OWN_WORD})\\s*の\\s*(占い|霊媒|霊視|霊能)(?!師(?!CO|ＣＯ))|^\\s*(霊媒|霊能)目線(?:で|では|だと|から))`,
    (match, context) => {
      if (context.speaker === ANY) return undefined;
      if (match[1] !== undefined && agentIn(match[1]) !== context.speaker) return undefined;
      const after = context.sentence.slice(match.index + match[0].length);
      if (/^(?:師)?(?:CO|ＣＯ)?(?:は|を|も)?[^。]{0,4}?(?:撤回|嘘|偽|取り消|間違)/u.test(after)) return undefined;
      // `私の占い先` is a plan, `私の占いでは…なら` a condition: only a reading done or its result claims.
      if (/^(?:の)?(?:先|対象|候補|予定)/u.test(after)) return undefined;
      // `俺の占いの結果でXは白だった`: the result told is the claim (DIVINED, as the labelling guideline writes it).
      if (TOLD_RESULT.test(context.utterance)) return undefined;
      const word = match[2] ?? match[3];
      return comingOut(context.speaker, word === '占い' ? 'SEER' : 'MEDIUM');
    },
  ),
  // `私は占い師だと宣言します`, `占い師を宣言する`: the speaker declares its role.
  rule(
    'comingout-declared',
    `^\\s*(?:${AGENT}(?:は|が)?[、,\\s]*)?${ROLE}(?:だ|である|です)?(?:と|って|を)(?:宣言|表明|明言)(?:し|する|します|いたします|させて)`,
    (match, context) => {
      const role = roleIn(match[2]);
      if (match[1] !== undefined && agentIn(match[1]) !== context.speaker) return undefined;
      return role === undefined || context.speaker === ANY ? undefined : comingOut(context.speaker, role);
    },
  ),
  // `ただの村人だよ`, `本当にただの村人です`, `村人のあたしから見ると`: the speaker as a plain villager.
  rule(
    'comingout-plain-villager',
    `(?:^|(?:が|けど|けれど|ですが|ますが)[、,])\\s*(?:${AGENT}(?:は|も)?[、,\\s]*)?(?:本当に|ほんとうに|マジで|まじで|ほんとに)?\\s*(?:ただの|普通の|ふつうの)[^。、!！?？\uE000]{0,8}?村人(?:です|だよ|だ|なの|なんだ|なんだよ|でござる|さ|っす)|村人の(?:${AGENT}|${FIRST_WORD})(?:から見ると|から見て|としては|視点)`,
    (match, context) => {
      const named = match[1] ?? match[2];
      if (named !== undefined && agentIn(named) !== context.speaker) return undefined;
      if (match[2] === undefined && named === undefined && /[？?]/u.test(context.sentence)) return undefined;
      return context.speaker === ANY ? undefined : comingOut(context.speaker, 'VILLAGER');
    },
  ),
  // `私は確かに占い師であることをはっきりさせておきます`, `私が既に占い師だと明言している`, `僕は自分が占い師だと知っている`,
  // `私が最初に占い師COした後`, `俺も占い師名乗ってる`: the speaker, as the subject, asserts or recalls its own claim.
  rule(
    'comingout-asserted-self',
    `${AGENT}\\s*(?:が|は|も|こそ)[、,\\s]*(?:自分(?:が|は)\\s*)?(?:確かに|本当に|既に|すでに|最初に|先に|ずっと)?\\s*(?:本物の|真の)?${ROLE}(?:(?:であること|だと|だって|であると)(?:を)?[^。？?]{0,10}?(?:はっきり|明言|強調|宣言|伝え|繰り返|申し上げ|知って|信じて)|(?:を)?(?:${CO}|名乗)(?:した|しました|している|してる|ってる|った|っている|っています))`,
    (match, context) => {
      const role = roleIn(match[2]);
      // `Xによる私が人狼だという…`: no wolf asserts itself so; another's accusation, told.
      if (role === undefined || role === 'WEREWOLF' || agentIn(match[1]) !== context.speaker) return undefined;
      if (context.question || !onlySpeakerNamed(match[0], context.speaker)) return undefined;
      // `…と宣言したのは嘘`, `…名乗ったけど撤回する`: a claim taken back.
      if (/撤回|取り消|嘘|間違/u.test(context.sentence.slice(match.index + match[0].length))) return undefined;
      return comingOut(context.speaker, role);
    },
  ),
  // `占い師を名乗ってる俺が人狼とは矛盾してる`: the speaker described as the one who claims the role.
  rule(
    'comingout-claimer-self',
    `${ROLE}(?:を)?\\s*(?:名乗|${CO}し)(?:って|て)(?:い)?る\\s*${AGENT}(?:が|は|も|を|に|の)`,
    (match, context) => {
      const role = roleIn(match[1]);
      if (role === undefined || context.question || agentIn(match[2]) !== context.speaker) return undefined;
      return comingOut(context.speaker, role);
    },
  ),
  // `霊媒師COは今のところ私だけ`, `占い師は俺しかいない`: the speaker as the role's only claimer.
  rule(
    'comingout-only-claimer',
    `${ROLE}(?:${CO})?(?:は|って)(?:今のところ|今の所|現状|現在|まだ)?\\s*${AGENT}\\s*(?:だけ|のみ|一人|しか(?:いない|いません|いねえ|おらん|おらへん|おりません|居ない))`,
    (match, context) => {
      const role = roleIn(match[1]);
      if (role === undefined || context.question || agentIn(match[2]) !== context.speaker) return undefined;
      return comingOut(context.speaker, role);
    },
  ),
  // `我が占い師としての役割は偽りなく`, `私の占い師としての立場`: the speaker's own standing as the role.
  rule('comingout-standing-as', `(?:${AGENT}\\s*の|我が|わが)\\s*${ROLE}としての`, (match, context) => {
    const role = roleIn(match[2]);
    if (role === undefined || context.question || context.speaker === ANY) return undefined;
    if (match[1] !== undefined && agentIn(match[1]) !== context.speaker) return undefined;
    return comingOut(context.speaker, role);
  }),
  // `私は占い師ハナ`, `私は占い師のハナです`: the role between the speaker's word and its own name.
  rule('comingout-role-and-name', `${AGENT}\\s*(?:は|、)\\s*${ROLE}(?:の)?\\s*${AGENT}`, (match, context) => {
    const role = roleIn(match[2]);
    if (role === undefined || context.question) return undefined;
    if (agentIn(match[1]) !== context.speaker || agentIn(match[3]) !== context.speaker) return undefined;
    return comingOut(context.speaker, role);
  }),
  // `僕、占い師としてこのゲームに参加してるんだ`: the role the speaker plays the game as.
  rule(
    'comingout-playing-as',
    `${ROLE}として(?:この)?[^。、？?]{0,10}?(?:ゲーム|村)に参加(?:して|し)(?:い|お)?(?:ます|る|ります)`,
    (match, context) => {
      const role = roleIn(match[1]);
      if (role === undefined || context.question || context.speaker === ANY) return undefined;
      if (!onlySpeakerNamed(context.sentence, context.speaker)) return undefined;
      return comingOut(context.speaker, role);
    },
  ),
  rule('comingout-after', `${CO}(?:します|する)?[：:、\\s]+${ROLE}`, (match, context) => {
    const role = roleIn(match[1]);
    if (role === undefined || /対抗$/u.test(context.before)) return undefined;
    return comingOut(context.speaker, role);
  }),
];
