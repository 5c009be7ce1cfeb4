import { AGENT, ANY_AGENT, MENTION_CLOSE, MENTION_OPEN } from '../agent-mention.ts';
import { otherSubjectBefore } from '../context-checks.ts';
import { ANY, action, agentIn, request } from '../sentence-builders.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import { ALTERNATIVE, ATTRIBUTIVE, NOMINALISED, rule } from './patterns.ts';

/** The speaker speaks as the seer in the talk (`占い師CO`, `私は占い師`, `俺の占い`). */
const OWN_SEER_CLAIM = /占い(?:師)?(?:CO|ＣＯ)|占い師(?:です|だ|として)|(?:私|僕|俺|わたし|ぼく|おれ|あたし)の占い/u;

/** The speaker speaks as the bodyguard in the talk (`狩人CO`, `私は騎士`, `護衛先は…`, `今夜の護衛`). */
const OWN_GUARD_CLAIM =
  /(?:狩人|騎士|ボディー?ガード|護衛役)(?:CO|ＣＯ|です|だ|として)|(?:私|僕|俺|わたし|ぼく|おれ|あたし)(?:は|が)(?:狩人|騎士)|護衛先|(?:今夜|今晩|今日)の護衛|護衛(?:します|する(?:よ|ね|ぞ|わ|。|$))/u;

/** Divination, guard and attack: requests, reports of the past night, intentions. (their place among the rules: `ja/rules.ts`). */
export const JAPANESE_NIGHT_ACTION_RULES: readonly PhraseRule[] = [
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
      // Said to one agent by this sentence (`リョウさん、今日はアヤを占うべきだよ`), it is asked of that agent.
      if (/^べき|^のが(?:いい|良い|よい|ベスト|最善|一番|いちばん)/u.test(after)) {
        const addressedHere = new RegExp(`${MENTION_OPEN}@?${context.addressee}${MENTION_CLOSE}`, 'u').test(
          context.before,
        );
        const asked = addressedHere && context.addressee !== target && context.addressee !== context.speaker;
        return request(asked ? context.addressee : ANY, action('DIVINATION', target));
      }
      if (NOMINALISED.test(after)) return undefined;
      // `みんながアルトくんを占おうとしてる`: someone else's attempt, told.
      if (/^と(?:して|する|した)/u.test(after)) return undefined;
      // `Jonathanが占い師COで、占い先はDaisuke`: another agent's plan, told.
      if (match[2] !== undefined) {
        const subject = new RegExp(`${AGENT}\\s*(?:が|は)[^。]*$`, 'u').exec(context.before);
        if (subject !== null && Number(subject[1]) !== context.speaker) return undefined;
      }
      // `今日はレオンを占おうよ`, `占い先はユイがいい`: proposed to the seer, whoever that is, unless the speaker is the
      // seer (its own plan).
      const proposed =
        /占おう$/u.test(match[0]) ||
        (match[2] !== undefined && /^\s*(?:が|で)(?:いい|良い|よい|ベスト|妥当)/u.test(after));
      if (proposed && !OWN_SEER_CLAIM.test(context.utterance)) return request(ANY, action('DIVINATION', target));
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
  rule(
    'guarded',
    `${AGENT}を(?:護衛|守)(?:した|った|りました|しました|ってい|してい)(?!\\s*(?:方|人|者)(?:の|は|が|を|に|、))`,
    (match, context) => {
      const target = agentIn(match[1]);
      return target === undefined || otherSubjectBefore({ before: context.before, speaker: context.speaker })
        ? undefined
        : action('GUARDED', target);
    },
  ),
  rule(
    'guard',
    `${AGENT}を(?:護衛|守)(?:する|します|る|ります|りたい|ろう)|護衛先(?:は)?[：:、\\s]*${AGENT}`,
    (match, context) => {
      const target = agentIn(match[1] ?? match[2]);
      if (target === undefined || otherSubjectBefore({ before: context.before, speaker: context.speaker }))
        return undefined;
      const after = context.sentence.slice(match.index + match[0].length);
      // `Xを守るために…`: a purpose, not a plan for the night; `Xを守るのは…`, `Xを守るべきか`: a topic, weighed.
      if (/^(?:ため|為|には|よう(?:に|な)|べきか|か[?？。]|か$)/u.test(after)) return undefined;
      // `Xを護衛するのがいい`, `Xを守るべき`: proposed to the bodyguard, whoever that is.
      if (/^(?:のが(?:いい|良い|よい|ベスト|最善|一番|いちばん)|べき)/u.test(after))
        return request(ANY, action('GUARD', target));
      if (NOMINALISED.test(after) || ATTRIBUTIVE.test(after)) return undefined;
      // `Xを守りたい`, `Xを守る` from a player who speaks as no bodyguard is a wish that X survives, not a plan for the
      // night (the 2025 labels give no GUARD to any of them); `護衛する`, `守るつもり`, `今夜はXを守る` state the plan.
      const wish =
        /守(?:る|りたい|ろう)$/u.test(match[0]) &&
        !/^\s*(?:つもり|予定)/u.test(after) &&
        !/(?:今夜|今晩|夜は)/u.test(context.before);
      return !wish || OWN_GUARD_CLAIM.test(context.utterance) ? action('GUARD', target) : undefined;
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
];
