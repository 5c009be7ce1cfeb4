import { AGENT, ANY_AGENT, MENTION_CLOSE, NO_AGENT } from '../agent-mention.ts';
import { otherSubjectBefore } from '../context-checks.ts';
import { action, agentIn, comingOut, estimate, not } from '../sentence-builders.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import {
  CHANGE_OF_MIND,
  CO,
  COORDINATED_ONE,
  NOMINALISED,
  PAST_FACT,
  PROPOSITION_TOLD,
  SUPPOSED,
  ROLE,
  SELF_WORD_BEFORE_TOPIC,
  UNDECIDED,
  coordinatedBefore,
  reportedSpeech,
  roleIn,
  rule,
} from './patterns.ts';

/** `ハナによると、`, `ハナ曰く`: what follows is that agent's view. */
const ACCORDING_TO = new RegExp(`${AGENT}(?:さん)?\\s*(?:によると|によれば|曰く|いわく|の話では|の意見では)`, 'u');
/** `どのようにしてXが村人だとわかったのか`: how or why it is known, asked (no judgement of X's). */
const HOW_ASKED_BEFORE = /(?:どのように|どうやって|どうして|なぜ|何故)(?:して)?\s*$/u;

/** Estimates said by a word for the agent: an adjective or noun before the name, the wolf named, the village side. (their place among the rules: `ja/rules.ts`). */
export const JAPANESE_JUDGEMENT_RULES: readonly PhraseRule[] = [
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
      if (target === undefined || target === context.speaker) return undefined;
      // `ハナによると、怪しいのはリアだ`: someone else's view, told.
      if (ACCORDING_TO.test(context.before)) return undefined;
      return estimate(target, 'WEREWOLF');
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
    `${AGENT}(?:は|が|を|も|の方が|のほうが)?${NO_AGENT}{0,8}?(?:信じ|信用(?!度)|信頼(?!度|性)|白っぽ|白寄り|白目|白(?:め)?(?:に|で|と)(?:見|考え|置)(?:る|て(?:い)?る|ています|ます|たい|く|いて)|白だと思|白と思|村人っぽ|村人だと思|人間だと思|村側だと思|村側っぽ|村人だ|味方だと思)`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      const after = context.sentence.slice(match.index + match[0].length);
      if (UNDECIDED.test(after) || reportedSpeech(after) || /^性/u.test(after)) return undefined;
      // `Xの報告を信じるとして`: a supposition; `君のリードを信用する前に`, `Xの結果を信じるには`: trust put after a
      // condition; `信じてほしい`, `信じてくれ`: trust asked of others; `信頼を得るには`, `信じたいことを`: trust as a thing.
      if (
        /^(?:る|する|できる)?(?:と(?:して|したら|すると|すれば)|前に|までは|には)|^(?:て|で)(?:ほしい|欲しい|くれ|ください|下さい|もら|いただ)|^(?:を|が)?(?:得|築|勝ち取|取り戻|確か)|^たい(?:こと|もの|人)|^感/u.test(
          after,
        )
      )
        return undefined;
      // `Xをすぐ信用するね` (said to someone), `XとYのどちらをより信頼`: trust criticised or asked about; `X 俺の結果を信じて`:
      // the speaker's own words trusted; `Xの言う通り`: agreement, not trust.
      const gap = match[0].slice(match[0].indexOf(MENTION_CLOSE) + 1);
      if (
        /すぐ|即|あっさり|簡単に|どちら|どっち|どの|誰|私|俺|僕|わたし|おれ|ぼく|あたし|言う(?:通り|とおり)/u.test(gap)
      )
        return undefined;
      if (HOW_ASKED_BEFORE.test(context.before)) return undefined;
      // `Xも占い師を信じている`: X is the one who trusts (the verb has its own object); `Xが退場した今、信頼できる…`:
      // the trust belongs to another clause.
      if (/^\s*(?:さん|くん|君|ちゃん|氏)?\s*(?:は|が|も)[^、。]*を/u.test(gap) || /[、,]/u.test(gap)) return undefined;
      // `Xの結果は信じられていない`: others' (dis)belief, in the passive.
      if (/^られて(?:い)?(?:ない|る|た|ません|ます)/u.test(after)) return undefined;
      // `Xの信頼はまだ早い`: trust put off.
      if (/^[^。]{0,4}(?:まだ早|早計|早すぎ)/u.test(after)) return undefined;
      // `信じられん`, `信頼が持てない`, `信頼度が低い`, `信頼を損なう`: trust denied or lost.
      if (/^(?:られ|でき)?(?:ん|ない|ず|ぬ)|^度?(?:が|は|を)?(?:低|持て|置け|ない|無い|損な|失|落と|欠)/u.test(after))
        return undefined;
      if (CHANGE_OF_MIND.test(after) || /→\s*$/u.test(context.before)) return undefined;
      // `Xは村人だった`: a fact told of a dead agent; `Xの信頼が揺らいでいる`, `信用しすぎるのは危ない`, `すぐ信じた理由`,
      // `信用されてる`: trust shaken, warned against, someone else's, or others'.
      if (
        /^った/u.test(after) ||
        /^(?:が|は)?(?:揺ら|薄|弱|落ち|下が)|^(?:し)?(?:すぎ|過ぎ)|^(?:する|できる)?の(?:が|は)(?:難し|危)|^た(?:理由|の(?:は|か)|わけ)|^され|^を(?:失|損|な)/u.test(
          after,
        )
      )
        return undefined;
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
      // `Xを占った結果、(the speaker)が人狼だったってことだね`: a conclusion about the speaker, retold.
      if (target === context.speaker) {
        const after = context.sentence.slice(match.index + match[0].length);
        // `私が占い師COしたけど撤回する`, `…と言ったのは嘘だ`: a claim taken back (comingout-withdrawn reads the plain form).
        return reportedSpeech(after) ||
          /^(?:った)?(?:って|という)(?:こと|わけ)/u.test(after) ||
          /^[^。、,\uE000]{0,12}?(?:撤回|取り消|取りけ|嘘(?!じゃな|ではな)|うそ(?!じゃな|ではな)|間違い(?!な|あり))/u.test(
            after,
          )
          ? undefined
          : comingOut(target, role);
      }
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
        NOMINALISED.test(after) ||
        HOW_ASKED_BEFORE.test(context.before) ||
        // `Xが人狼だと占い結果が出たみたい`: a result someone gave, told; `Xが人狼だとすると`, `…だと仮定して`,
        // `…だってことだね`: a supposition or a conclusion retold.
        /^(?:と|って)(?:(?:の)?(?:占い|霊媒)?(?:の)?(?:結果|判定)|(?:する|した)(?:と|なら|ら|場合)|仮定|(?:いう)?こと(?:だ|です|に|か|ね|よ))/u.test(
          after,
        ) ||
        SUPPOSED.test(after) ||
        PROPOSITION_TOLD.test(after)
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
];
