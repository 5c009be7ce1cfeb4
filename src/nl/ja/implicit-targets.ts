import type { AgentNumber, Sentence } from '../../protocol/index.ts';
import { AGENT, ANY_AGENT, MENTION_OPEN } from '../agent-mention.ts';
import { IDENTITY_DOUBTED } from '../japanese-doubt.ts';
import { type PhraseRule, phraseRule, type RuleContext } from '../phrase-rule.ts';
import { soleOtherAgent } from '../pronoun.ts';
import { WOLF_ADJECTIVE } from './clause-readings.ts';
import { ANY, action, estimate, request } from '../sentence-builders.ts';

/**
 * Japanese drops what the context makes clear: `Xの沈黙が長い。怪しい。`, `Xは理由を語らない。処刑で考える。`,
 * `ここ疑う`. A predicate with no agent in its sentence (or only a demonstrative: ここ, そこ, この人…) takes the
 * one other agent the sentence before it named; when that sentence named two or more, nothing is read (a
 * wrong target misleads more than a missed one). Only whole short sentences are read this way, so a
 * predicate with its own subject or object elsewhere in the sentence is never given a borrowed one.
 */
const rule = (name: string, source: string, build: PhraseRule['build']): PhraseRule =>
  phraseRule(name, source, build, 'statement');

/** The agent the previous sentence of the utterance named, when it named exactly one besides the speaker. */
const namedJustBefore = (context: RuleContext): AgentNumber | undefined => {
  const previous = context.previousSentence;
  // `彼はYumiを吊るように推した—怪しすぎる`: a pronoun left unresolved there is a second agent, unnamed.
  if (UNRESOLVED_PRONOUN.test(previous)) return undefined;
  const named = soleOtherAgent(previous, context.speaker);
  return named === context.speaker ? undefined : named;
};

const UNRESOLVED_PRONOUN = /彼女|彼(?![ら等方])/u;

/** `ここ疑う`, `その発言は怪しい`, `そこに投票`: a demonstrative standing for the agent just talked about. */
const DEMONSTRATIVE =
  '(?:ここ|そこ|こいつ|そいつ|あいつ|この人|その人|あの人|この方|その方|(?:その|この|あの)(?:点|態度|発言|行動|動き|様子|言動|沈黙|矛盾|主張|投票|姿勢|反応|言い分|説明|寡黙さ|振る舞い|流れ))';
/** What an agent does or how they are (`その強気`, `この沈黙`). */
const CONDUCT_NOUN =
  '(?:強気|弱気|沈黙|無言|発言|態度|行動|動き|言動|様子|反応|説明|主張|姿勢|投票|言い訳|弁明|矛盾|振る舞い|タイミング|寡黙さ|静けさ|焦り|余裕|必死さ|擁護|誘導)';
/** `一日中無言は怪しい`: a conduct as the topic, whose owner is the agent just named. */
const CONDUCT_TOPIC =
  '(?:[^、。!！?？\uE000]{0,10}?(?:沈黙|無言|発言|態度|行動|動き|言動|様子|反応|説明|主張|姿勢|投票|票|CO|ＣＯ|言い訳|弁明|矛盾|振る舞い|タイミング|寡黙さ|静けさ|擁護|占い先|投票先))';
/** `私には怪しすぎる`, `私視点では`: the speaker's own view (the speaker's name token or a first person). */
const OWN_VIEW = `(?:(?:${ANY_AGENT}|私|僕|俺|わたし|ぼく|おれ|あたし|うち|自分)(?:には|的には|から見ると|から見て|としては|視点(?:だと|では|で)?)[、,\\s]*)?`;
/** Sentence openers that carry no agent: `今日は`, `だから`, `正直`. */
const OPENER =
  '(?:(?:今日|本日|明日|やっぱり|やはり|だから|なので|よって|ゆえに|故に|じゃあ|では|うん|正直|個人的に|私的に|俺的に|僕的に)(?:は|も)?[、,\\s]*)*';
const DEGREE =
  '(?:本当に|すごく|すっごく|とても|かなり|非常に|極めて|超|めっちゃ|どうも|なんか|なんだか|少し|ちょっと|やや|流石に|さすがに|正直|やっぱり|やはり|明らかに|どう見ても|[.…・、,\\s])*';
/** Polite or softening endings after a predicate, up to the end of the sentence. */
const ENDING = '(?:だ|です|だな|だね|だよ|ですね|ですよ|ね|よ|な|わ|ぞ|ぜ|じゃ|っす|のう|[。!！~〜ー\\s])*$';

const SUSPICION =
  '(?:怪しい|怪し(?:すぎる|過ぎる|すぎ)|怪しく(?:見える|感じる|思う|思える)|疑わしい|不自然|不審|黒い|黒っぽい|黒寄り|狼っぽい|人狼っぽい|狼らしい|人狼らしい|狼臭い|人狼だと思う|狼だと思う|黒だと思う|狼のサイン|人狼のサイン)';
/** `疑う` alone may be anyone's doubt; with a demonstrative object (`ここ疑う`) it is the speaker's. */
const DOUBT = '(?:疑う|疑ってる|疑っている|疑います|疑い(?=[。!！\\s]|$))';
const HEDGE =
  '(?:と思う|と思います|と思うな|と感じる|と感じます|感じがする|気がする|に見える|ように見える|かも|かもしれない)?';

const VOTE_VERB =
  '(?:投票(?:する|します|したい|しちゃう|してみる|してみます|させてもらう|させてもらいます|するつもり|する予定|予定|で(?:考える|いく|行く))|吊(?:る|ります|りたい)|(?:処刑|吊り|追放)で(?:考える|考えます|いく|いきます|行く|いい|良い|よい|決まり)|処刑(?:する|します|したい))';
const VOTE_REQUEST =
  '(?:投票しよう|投票しましょう|吊ろう|吊りましょう|処刑しよう|処刑しましょう|追放しよう|追放しましょう)';

const MENTIONS = new RegExp(AGENT, 'gu');
/** The only agent a bare form may name is the speaker (`私には怪しすぎる`). */
const onlySpeakerIn = (text: string, context: RuleContext): boolean =>
  [...text.matchAll(MENTIONS)].every((mention) => Number(mention[1]) === context.speaker);

const NAMED_RIGHT_AFTER = new RegExp(`^[\\s、,]*${MENTION_OPEN}`, 'u');

const targetOrNothing = (
  match: RegExpExecArray,
  context: RuleContext,
  build: (target: AgentNumber) => Sentence,
): Sentence | undefined => {
  // `吊ろう  @Daisuke`: the object said after the verb, as the server's `@Name` padding often leaves it.
  if (NAMED_RIGHT_AFTER.test(context.sentence.slice(match.index + match[0].length))) return undefined;
  const target = namedJustBefore(context);
  return target === undefined || target === ANY ? undefined : build(target);
};

/** The speaker named as the subject or object (`私が疑われるのは…`): the judgement may be about the speaker. */
const SPEAKER_AS_ACTOR = new RegExp(`${MENTION_OPEN}@?(\\d+)\uE001(?=\\s*(?:が|は|を|の|も)(?!視点))`, 'gu');
const OPENING_ADDRESS = new RegExp(`^\\s*${MENTION_OPEN}@\\d+\uE001`, 'u');
/** `@ミヅキ リュウジが私を詰め始めた`: the one agent talked about in a sentence that opens by addressing another. */
const namedBesidesOpeningAddress = (previous: string, context: RuleContext): AgentNumber | undefined => {
  const address = OPENING_ADDRESS.exec(previous);
  if (address === null || UNRESOLVED_PRONOUN.test(previous)) return undefined;
  const rest = previous.slice(address[0].length);
  if (rest.includes(`${MENTION_OPEN}@`)) return undefined;
  return soleOtherAgent(rest, context.speaker);
};
/** Before the judgement: an event or a question word (the implicit target is then not what is judged). */
const CARRIED_NOT_THE_AGENT =
  /死|吊り|処刑|追放|排除|退場|脱落|犠牲|襲撃|襲われ|噛ま|どの|どこ|どんな|何|なぜ|誰|どれ|どう|いずれ|どちら|どっち|(?:人狼|狼|黒|白|村人|人間|占い師|霊媒師)(?:だ|な|である|という)/u;
const TRUSTED = /真で|真だ|白|信頼|信用|信じ|安全|村人|人間/u;
const EVENT = /死|処刑|襲撃|襲われ|噛ま|吊られ|追放|いなくな|退場|脱落|犠牲/u;
/** After the judgement: someone's words, hearsay, a question or a noun it describes. */
const CARRIED_NOT_SPEAKERS =
  /^[^。]{0,8}?(?:と|って)(?:言|主張|指摘|話)|^[^。]{0,6}?(?:みたい|らしい|かどうか|ってこと|ということ)|^か(?!も|な|ね)|^(?:い|な)?(?:人|者|プレイヤー|相手)/u;

export const JAPANESE_IMPLICIT_TARGET_RULES: readonly PhraseRule[] = [
  // `Ryujiに投票する—繰り返し質問されても黙っているのは典型的な人狼の行動だ`, `リュウジが私を詰め始めた。矛先を変えるのは
  // 人狼の常套手段`: a judgement from the family lexicon closing a sentence that names no one else takes the one agent
  // the sentence before named, however long its topic.
  rule(
    'estimate-werewolf-carried',
    `(?:${WOLF_ADJECTIVE})(?=[^${MENTION_OPEN}。!！?？、はがを]{0,6}?${ENDING})`,
    (match, context) => {
      const speakerActs = [...context.sentence.matchAll(SPEAKER_AS_ACTOR)];
      if (!onlySpeakerIn(context.sentence, context) || speakerActs.length > 0) return undefined;
      // `みんなが同じ方向だと逆に不安になる`: someone else's state or view.
      if (/(?:みんな|皆|全員|誰か|他の人|人|者|プレイヤー|奴|やつ)(?:が|は|も|こそ)/u.test(context.before))
        return undefined;
      if (CARRIED_NOT_THE_AGENT.test(context.before) || IDENTITY_DOUBTED.test(context.before + match[0]))
        return undefined;
      // `ハナが処刑された。それは不可解だ`: what happened to the agent is judged.
      // `メイ真で見る。防御的な発言が黒く見える`: the agent just trusted is not the one now judged.
      const previous = context.previousSentence;
      if (EVENT.test(previous) || TRUSTED.test(previous)) return undefined;
      if (CARRIED_NOT_SPEAKERS.test(context.sentence.slice(match.index + match[0].length))) return undefined;
      const target = namedJustBefore(context) ?? namedBesidesOpeningAddress(previous, context);
      return target === undefined || target === ANY || target === context.speaker
        ? undefined
        : estimate(target, 'WEREWOLF');
    },
  ),
  // `@ダイスケ — 怪しい。`, `Midoriはずっと黙ってる。それ、すっごく怪しい`, `Ryujiの主張は私の後だった。かなり...怪しい`.
  // Both `\s*` take every space (`(?!\s)`): else a run of spaces is split three ways with DEGREE (1,400 spaces: 0.4 s).
  rule(
    'estimate-werewolf-bare',
    `^\\s*(?!\\s)${OPENER}${OWN_VIEW}(?:(?:それ|これ|${DEMONSTRATIVE}|${CONDUCT_TOPIC})(?:は|が|も|って|、)?)?\\s*(?!\\s)${OPENER}${OWN_VIEW}${DEGREE}${SUSPICION}${HEDGE}(?:${ENDING}|し(?=[、,]))`,
    (match, context) => {
      if (!onlySpeakerIn(match[0], context)) return undefined;
      // `ミナ、彼が怪しい`: a pronoun left unresolved before the predicate is its subject, someone unnamed.
      if (UNRESOLVED_PRONOUN.test(context.before)) return undefined;
      const previous = context.previousSentence;
      const named = namedJustBefore(context);
      // Said to someone with nobody named before: the one addressed (`@ダイスケ — 怪しい。`).
      const target = named ?? (new RegExp(AGENT, 'u').test(previous) ? undefined : context.addressee);
      return target === undefined || target === ANY || target === context.speaker
        ? undefined
        : estimate(target, 'WEREWOLF');
    },
  ),
  rule(
    'estimate-werewolf-bare-doubt',
    `^\\s*${OPENER}${DEMONSTRATIVE}(?:を|は)?\\s*${DEGREE}${DOUBT}${ENDING}`,
    (match, context) => targetOrNothing(match, context, (target) => estimate(target, 'WEREWOLF')),
  ),
  // `Xはずっと意見を出してなかったから、ちょっと怪しいかもしれない`: the topic of the clause before.
  rule(
    'estimate-werewolf-clause',
    `(?<=(?:から|ので|し|て|けど|けれど|(?<=[いだたる])が)[、,]\\s*)(?:逆に|むしろ|でも)?\\s*(?:(?:その|この)${CONDUCT_NOUN}?(?:が|は|も)\\s*)?${OWN_VIEW}${DEGREE}${SUSPICION}${HEDGE}${ENDING}`,
    (match, context) => {
      if (!onlySpeakerIn(match[0], context)) return undefined;
      // `カイルはリョウの主張を疑いすぎているが、逆にその強気が怪しい`: the topic opening the sentence, even with
      // other agents as objects; otherwise the one agent the clause before named as its subject.
      const opening = new RegExp(`^\\s*${AGENT}\\s*(?:さん|くん|君|ちゃん|氏|殿)?(?:は|って)`, 'u').exec(
        context.before,
      );
      const topic = new RegExp(`${AGENT}\\s*(?:は|が|って)`, 'u').exec(context.before);
      const named = UNRESOLVED_PRONOUN.test(context.before)
        ? undefined
        : soleOtherAgent(context.before, context.speaker);
      const target =
        opening !== null && !new RegExp(`${AGENT}\\s*(?:は|が|って)`, 'u').test(context.before.slice(opening[0].length))
          ? Number(opening[1])
          : topic !== null && named !== undefined && Number(topic[1]) === named
            ? named
            : undefined;
      return target === undefined || target === context.speaker ? undefined : estimate(target, 'WEREWOLF');
    },
  ),
  // `ジョナサンさんは理由伏せたまま慎重アピ多く、情報抑制気味で黒寄りに見てます`: the topic opening the
  // sentence is what its closing judgement is about, however long the reasons between (no other agent in them).
  rule(
    'estimate-werewolf-topic-sentence',
    `^\\s*${OPENER}${AGENT}\\s*(?:さん|くん|君|ちゃん|氏|殿)?(?:は|って)[^${MENTION_OPEN}。!！?？]{6,80}?${DEGREE}(?:${SUSPICION}|黒寄りに(?:見え|見て|見る|感じ)[^${MENTION_OPEN}。]{0,4}|狼寄りに(?:見え|見て|見る|感じ)[^${MENTION_OPEN}。]{0,4})${HEDGE}${ENDING}`,
    (match, context) => {
      const target = Number(match[1]);
      if (target === context.speaker) return undefined;
      const inner = match[0];
      // `Xは襲われたのが不自然`, `Xは私が怪しいと言う`: what happened to X, or X's own words.
      if (/(?:され|られ|かれ|まれ|われ)(?:た|て)|(?:と|って)(?:言|主張|話)|疑われ|怪しまれ/u.test(inner))
        return undefined;
      // `Xは本当に霊媒師なのか疑わしい`: X's identity is doubted, not X judged.
      if (IDENTITY_DOUBTED.test(inner)) return undefined;
      return estimate(target, 'WEREWOLF');
    },
  ),
  // `彼の手のひら返しは一貫性がなく怪しい`: an agent's conduct judged at the end of the sentence, the reasons
  // between too long for the phrase rules.
  rule(
    'estimate-owner-conduct-sentence',
    `${AGENT}\\s*(?:さん|くん|君|ちゃん|氏|殿)?の([^、。!！?？${MENTION_OPEN}]{1,16}?)(?:は|が|って)([^。!！?？${MENTION_OPEN}]{0,12}?)${DEGREE}${SUSPICION}${HEDGE}${ENDING}`,
    (match, context) => {
      const target = Number(match[1]);
      if (target === context.speaker) return undefined;
      // `MinatoのRyujiとSakuraに関する発言`: an agent just before makes this one part of someone else's phrase.
      if (new RegExp(`${ANY_AGENT}[^。、,]{0,8}$`, 'u').test(context.before)) return undefined;
      const conduct = match[2] ?? '';
      // `Xの主張が本当か怪しい`: whether the claim is true is doubted.
      if (IDENTITY_DOUBTED.test(match[0])) return undefined;
      // `Xの死が不自然`, `Xの吊りは不自然`: what happened to X; `Xの疑念`, `Xの言う通り`: X's own doubt or words.
      if (/^(?:死|吊り|処刑|追放|襲撃|噛み|犠牲|脱落|退場|疑|言う|いう|指摘|意見|通り|とおり)/u.test(conduct))
        return undefined;
      if (
        /(?:され|られ|かれ|まれ|われ)(?:た|て)|(?:と|って)(?:言|主張)|人狼|狼|黒|白|村人|人間/u.test(
          conduct + (match[3] ?? ''),
        )
      )
        return undefined;
      return estimate(target, 'WEREWOLF');
    },
  ),
  // `シズエの沈黙が重い。処刑で考える`, `投票するがミドリ便乗も見る` (after naming シズエ), `今日はそこに投票するよ`.
  rule(
    'vote-bare',
    `^\\s*${OPENER}(?:${DEMONSTRATIVE}(?:に|を|へ)?\\s*)?${VOTE_VERB}(?=(?:よ|ね|な|わ|ぞ|ぜ|つもり|予定|です|だ)*(?:[。!！\\s]|$|(?:が|けど|けれど)[、,]?))`,
    (match, context) => targetOrNothing(match, context, (target) => action('VOTE', target)),
  ),
  rule(
    'request-vote-bare',
    `^\\s*${OPENER}(?:${DEMONSTRATIVE}(?:に|を|へ)?\\s*)?${VOTE_REQUEST}(?!と)(?=(?:よ|ね|な|か)*(?:[。!！\\s]|$))`,
    (match, context) => targetOrNothing(match, context, (target) => request(ANY, action('VOTE', target))),
  ),
];
