import { AGENT, ANY_AGENT, MENTION_CLOSE, MENTION_OPEN, NO_AGENT } from '../agent-mention.ts';
import { otherSubjectBefore } from '../context-checks.ts';
import { IDENTITY_DOUBTED } from '../japanese-doubt.ts';
import { action, agentIn, comingOut, estimate, not } from '../sentence-builders.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import {
  ATTRIBUTIVE,
  CHANGE_OF_MIND,
  CO,
  COORDINATED_ONE,
  DISMISSED,
  DOUBTING,
  EVERYONE_SUBJECT,
  FOLLOWS_WORDS,
  HELD_DOUBT,
  IDENTITY_JUDGED,
  NOMINALISED,
  OPINION_TAIL,
  OWN_DOUBT,
  PAST_FACT,
  PROPOSITION_TOLD,
  SUPPOSED,
  ROLE,
  SUSPECTING,
  coordinatedBefore,
  reportedSpeech,
  roleIn,
  rule,
} from './patterns.ts';

/** What follows `…の可能性` and makes it small: `は低い`, `がかなり低い`, `は薄い`, `はゼロ`. */
const SMALL_POSSIBILITY =
  /^\s*(?:は|が|も)?\s*(?:かなり|とても|非常に|ほぼ|極めて)?(?:低|少な|薄|小さ|ほとんどな|ゼロ|皆無)/u;

/** After `Xは人狼じゃない`: a fact established (`ことが確認されてる`, `って証明された`), not an opinion. */
const NOT_WOLF_ESTABLISHED =
  /^(?:という|って)?(?:こと|の)?(?:が|は|も|と|って)?(?:既に|すでに|もう)?(?:確認|判明|証明|確定|分か|わか)/u;

/**
 * `Xを疑う姿勢`, `Xを怪しむ声`: a verb of suspecting that describes a noun after it — someone's stance, told — and
 * not the speaker suspecting X (`Xを疑う理由は…` keeps it: the speaker's reason).
 */
const SUSPICION_DESCRIBES = /^(?:姿勢|態度|流れ|声|意見|空気|雰囲気|動き|発言|傾向|人|者|プレイヤー|気持ち)/u;

/** `Xへの注目は怪しい`, `Xへの投票が疑わしい`: someone's act toward X is judged, not X (`Xへの疑い`, `Xへの不信` are of X). */
const ACT_TOWARD =
  /^\s*(?:さん|くん|ちゃん|氏)?\s*(?:への|に対する)\s*(?!疑|不信|警戒|懸念|不安|信頼|信用)[^、。\s]{1,6}?(?:は|が|も|には)/u;

/** `XかYが…`: the agent is one of two named, neither chosen. */
const ONE_OF_TWO_BEFORE = new RegExp(`${ANY_AGENT}\\s*(?:さん|くん|ちゃん|氏)?\\s*(?:か|または)\\s*$`, 'u');

/** Estimates of another agent: denied suspicion, the real role, conduct judged. (their place among the rules: `ja/rules.ts`). */
export const JAPANESE_ESTIMATE_RULES: readonly PhraseRule[] = [
  // Someone else is not a wolf, not suspicious.
  rule(
    'not-estimate',
    `${AGENT}(?:は|が|を|も)?${NO_AGENT}{0,4}?(?:(?:人狼|狼|黒)(?:では|じゃ)(?:ない(?!か)|ありません(?!か)|なさそう)|(?:怪し|疑わし)く(?:ない|ありません)|疑って(?:い)?ない)`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined) return undefined;
      // `XとYが人狼じゃないことが確認されてる`: a fact told (a result, a death), not the speaker's view of X.
      if (NOT_WOLF_ESTABLISHED.test(context.sentence.slice(match.index + match[0].length))) return undefined;
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
      // `Xが人狼の可能性は低い`: a possibility said to be small is no estimate.
      if (/可能性$/u.test(match[0]) && SMALL_POSSIBILITY.test(context.sentence.slice(match.index + match[0].length)))
        return undefined;
      // `XかYが人狼の可能性が高い`: one of two, neither chosen.
      if (ONE_OF_TWO_BEFORE.test(context.before)) return undefined;
      if (SUPPOSED.test(context.sentence.slice(match.index + match[0].length))) return undefined;
      return estimate(target, role);
    },
  ),
  rule(
    'estimate-true-role',
    `${AGENT}(?:は|が|の方が|のほうが)?(?:真目|真っぽ|真濃厚|真寄り|本物|真だと|真占|真霊|真(?:で|と|として)(?:見|考え|置|決め|いく|行く))`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      // `サクラ真占い師仮定で進むのは危険`, `ハナが本物の占い師だった場合`: supposed, not judged.
      if (SUPPOSED.test(context.sentence.slice(match.index + match[0].length))) return undefined;
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
    `${AGENT}(が|の)((?:${NO_AGENT}|${ANY_AGENT}){1,30}?)(?:のは|のが|は|が)(?:とても|かなり|すごく|本当に|ちょっと|少し|少々|ますます|さらに|より|かえって|逆に|むしろ|なんか|どこか)?(?:怪しい|疑わしい|不自然|おかしい|違和感(?:が|を)?(?:ある|あり|覚え|感じ))(?!と(?:は)?(?:思わ|言え))`,
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
          /(?:のは|のが)(?:とても|かなり|すごく|本当に|ちょっと|少し|少々|ますます|さらに|より|かえって|逆に|むしろ|なんか|どこか)?(?:怪しい|疑わしい|不自然|おかしい|違和感)/u.test(
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
    `${AGENT}\\s*(?:は|が|を|も|こそ|の方が|のほうが|って|への|に対する|に対して|の(?:発言|動き|態度|言動|行動|反応|様子|沈黙|説明|主張|こと)(?:は|が)?)?${NO_AGENT}{0,10}?(?:怪しい|最黒|黒要素(?:が|を|は|も)?(?:ある|あり|増|多|強|感じ|見え|出|目立)|怪しく|怪しさ|怪しむ|あやしい|疑わしい|疑わしく(?!な|あり)|狼寄り|人外(?!じゃ|では|判定|の判定|結果)|不審(?!な|じゃ|では|者)|不穏(?:だ|です|に(?:感じ|見え|思え))|不安(?!定|そう|げ|な(?:顔|様子)|を(?:与|煽))|不自然(?!じゃ|では|さはな|ではな)|疑う|疑おう|疑い|疑って|疑念|黒っぽ|黒寄り|黒目|黒い|黒(?:め)?(?:に|で|と)(?:見|考え|置)(?:る|て(?:い)?る|ています|ます|たい|く|いて)|人狼っぽ|狼っぽ|人外っぽ|人狼だと思|狼だと思|人狼と見|狼と見|黒だと思|人狼の可能性|狼の可能性|黒の可能性|人狼かも|狼かも|人狼濃厚|狼濃厚|人狼だ|狼だ|人狼じゃないか|狼じゃないか|人狼ではないか|黒じゃないか|違和感(?:が|を)?(?:ある|あり|感じ|覚え)|引っかかる|引っ掛かる|気がかり|気掛かり|懸念(?:が|を)?(?:ある|あり|抱|感じ|覚え|残)|心配(?:だ|です|で|な(?:んだ|の)|して(?:い)?る|かも|よ|ね|。|！|!|…|$)|警戒(?:して|する|すべき|が必要|したい|しよう)|偽(?:寄り|っぽ|目|物|者|の?(?:占い師|霊媒師|霊能者)(?!を|として|だと名乗)|って(?:い)?る|っている)|騙って(?:い)?る|偽り(?:を|だ|です)|ニセモノ|にせもの|虚偽|騙り|捏造|でっち上げ|信憑性(?:が|は)(?:低|薄|な)|傾いて(?:いる|る|います|き)|胡散臭|うさんくさ|(?:大)?嘘つき|(?:人狼|狼)陣営(?:だ|です|かも|っぽ|だと思|と(?:思|見)|の可能性|寄り)|狼めい|狼らしい|人狼らしい|(?:最有力の|一番の|第一の)?(?:人狼|狼|黒)候補(?:に|と|だ|です|。|！|!|$)(?!し(?:ない|ません)))`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      // `皆ハナを怪しむけど`: everyone else's suspicion, told; `誰が彼女の結果を疑っている？`: whose doubt, asked.
      if (EVERYONE_SUBJECT.test(context.before) || /誰(?:が|か)[^。、]*$/u.test(context.before)) return undefined;
      // `XかYが人狼の可能性が高い`: one of two, neither chosen.
      if (ONE_OF_TWO_BEFORE.test(context.before)) return undefined;
      const after = context.sentence.slice(match.index + match[0].length);
      if (DISMISSED.test(after) || reportedSpeech(after) || NOMINALISED.test(after)) return undefined;
      if (PROPOSITION_TOLD.test(after)) return undefined;
      // `リエのタカシを強く疑う姿勢`: the suspicion is someone's stance described, not the speaker's.
      if (/(?:疑う|怪しむ)$/u.test(match[0]) && SUSPICION_DESCRIBES.test(after)) return undefined;
      // `Xを人狼と見抜いた理由`: someone else's seeing through, told.
      if (/と見$/u.test(match[0]) && /^抜/u.test(after)) return undefined;
      // `あなたが一番狼だと思う相手を出して`: a noun the judgement describes (whom to name), not a judgement of X.
      if (ATTRIBUTIVE.test(after)) return undefined;
      if (CHANGE_OF_MIND.test(after) || /→\s*$/u.test(context.before)) return undefined;
      // `エリザが人狼だった`: a past fact told (a result, retold or not yet claimed), not a guess.
      if (PAST_FACT.test(after) && /だ$/u.test(match[0])) return undefined;
      // `Xが人狼だと考えるか、Yが…`: alternatives weighed, not chosen.
      if (/^(?:だ)?と(?:考える|思う|見る)か/u.test(after)) return undefined;
      // `ハナを狼だと占った`: a result (read by the result rules when it is the speaker's), not a guess; `Xを人狼だと
      // 告発した`, `見抜いた`: someone else's accusation, told; `Xが人狼だとすると`: a supposition.
      if (
        /^(?:だ)?(?:と|って)(?:占|判定|断|示|出|(?:告発|糾弾|非難)し(?:た|て)|見抜|決めつけ|(?:する|した)(?:と|なら|ら|場合))/u.test(
          after,
        )
      )
        return undefined;
      // `疑う余地が少ない`: room for doubt, denied.
      if (/^(?:余地|理由(?:は|が)(?:ない|無い))/u.test(after)) return undefined;
      // The nouns 疑い/疑念 state a suspicion only as `疑いがある`, `疑念を抱く` or at the end of a sentence.
      if (/(?:疑い|疑念)$/u.test(match[0]) && !HELD_DOUBT.test(after)) return undefined;
      // `Xの結果に疑念を持つのはいいけど`: a doubt allowed as reasonable, nominalised, not held.
      if (/(?:疑い|疑念)$/u.test(match[0]) && /^(?:を|が)?[^。、]{0,4}?の(?:は|も)/u.test(after)) return undefined;
      const gap = match[0].slice(match[0].indexOf(MENTION_CLOSE) + 1).trimStart();
      if (ACT_TOWARD.test(gap)) return undefined;
      // `Xのどの行動が疑いを…のか`: which of X's acts raised the doubt, asked; `XかYのどちらかが`: one of two.
      if (/どの|どこ|どんな|何が|どちら|どっち|いずれ/u.test(gap)) return undefined;
      // `ミナ、彼が怪しい`: the pronoun is the subject judged, someone other than the one spoken to.
      if (/(?:^|[、,\s])(?:彼女|彼)(?:が|は|も|こそ|って|の)/u.test(gap)) return undefined;
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
      // `Xに傾いている`: the speaker leans toward X (as a suspect); `Xの意見に傾いている` agrees with X.
      if (/傾いて/u.test(match[0])) {
        if (!/^\s*(?:さん|くん|氏)?(?:に|へ|の方に|のほうに)\s*(?:少し|やや|かなり|まだ)?傾/u.test(gap))
          return undefined;
        // `私の投票は彼に傾いている`: leaning with one's vote is the vote (the guideline's VOTE).
        if (/投票|票|吊|処刑/u.test(context.before)) return action('VOTE', target);
      }
      // `Xが人狼の可能性は低い`: a possibility said to be small is no suspicion.
      if (/可能性$/u.test(match[0]) && SMALL_POSSIBILITY.test(after)) return undefined;
      // `タクミの黒出しも偽占い師によるミスリード`: X's result, given by a fake seer — not X judged fake.
      if (
        /偽の?(?:占い師|霊媒師|霊能者)$/u.test(match[0]) &&
        (/^\s*(?:さん|くん|ちゃん|氏)?の/u.test(gap) || /^による|^に(?:よって|よる)/u.test(after))
      )
        return undefined;
      // `Xが違和感を覚える`, `Xは引っかかるらしい`: X is the one who feels it, not the one it is felt about.
      if (/^\s*(?:さん|くん|ちゃん|氏)?\s*(?:が|は)\s*(?:違和感を?(?:覚え|感じ|抱)|引っ(?:かか|掛か))/u.test(gap))
        return undefined;
      // `Xが襲われないか心配`, `Xの体調が心配`: worry for X, not about X.
      if (/(?:心配|懸念)/u.test(match[0]) && /か\s*(?:心配|懸念)|され|られ|われ|無事|大丈夫|体調|身/u.test(gap))
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
      // `リュウジ霊媒師を疑う`: the verb has another object (`Xの霊媒結果を疑う` doubts X's own result: suspicion of X,
      // the guideline's outright distrust); `怪しい動き`: an attribute, not a verdict.
      if (
        SUSPECTING.test(match[0]) &&
        /^\s*(?!のことを)[^\sを]+を/u.test(gap) &&
        !/^\s*(?:さん|くん|ちゃん|氏)?の(?:占い|霊媒|霊能)?(?:結果|判定|主張|報告|CO|ＣＯ|言葉|発言)を/u.test(gap)
      )
        return undefined;
      if (/^(?:動き|点|人|ところ|行動|部分|要素|箇所|発言)/u.test(after) && /怪しい$/u.test(match[0])) return undefined;
      // `Xさん怪しい声多いね`, `Xが怪しいという声`: others' voices, told.
      if (/^(?:(?:との|という|って)?声)/u.test(after) && /怪しい$/u.test(match[0])) return undefined;
      return [...coordinatedBefore(context), target].map((agent) => estimate(agent, 'WEREWOLF'));
    },
  ),
];
