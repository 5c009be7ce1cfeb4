import { AGENT } from '../agent-mention.ts';
import { ANY, comingOut, not, request } from '../sentence-builders.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import { CLAIM_TOLD, CO, OWNER_BEFORE, ROLE, TOLD_DONE, roleIn, rule } from './patterns.ts';

/** Requests to come out, and a claim withdrawn. (their place among the rules: `ja/rules.ts`). */
export const JAPANESE_COME_OUT_REQUEST_RULES: readonly PhraseRule[] = [
  // Requests to come out (waiting for them, `占いCO待ち`, `COを待とう`, asks nobody: the guideline's boundary).
  rule(
    'request-comingout-role',
    `${ROLE}(?:の人|の方|さん)?(?:は|も|、|として[、,]?)?(?:そろそろ|早く|今すぐ|すぐに|今|いま|まず|全員|みんな|早めに)*(?:${CO}|名乗り出|出てき)(?:して(?!い|る|た)|を(?:お願い|して|頼)|お願い|してください|ください|ある|いる|は(?:いる|ある|い)|出て|て|(?:する|す)?べき(?!で(?:は)?な|じゃな)|しろ|せよ)|${ROLE}(?:の人|の方|さん)?(?:は|も)(?:そろそろ|早く|今すぐ|すぐに|今|いま|まず)*出る(?:べき|ように)(?!で(?:は)?な|じゃな)`,
    (match, context) => {
      const role = roleIn(match[1] ?? match[2]);
      if (role === undefined || /対抗$/u.test(context.before)) return undefined;
      // `Misakiが占い師COして…`: someone's claim told, not asked for.
      if (CLAIM_TOLD.test(context.before)) return undefined;
      return request(ANY, comingOut(ANY, role));
    },
  ),
  // `占い師のCOも聞きたい`, `占い師様、そろそろお名乗りを`, `占い師はまだ出てこないのか`: the role's claim wished for,
  // or its absence asked about.
  rule(
    'request-comingout-role-wished',
    `${ROLE}(?:の人|の方|さん|様)?(?:の)?${CO}(?:も|を|が)?(?:聞きたい|聞いてみたい|見たい|欲しい|ほしい)|${ROLE}(?:の人|の方|さん|様|よ)?[、,]\\s*(?:そろそろ|今すぐ|早く|どうか)?(?:お名乗りを|名乗り出(?:て|よ|ろ)|前に出よ|出てきて)|${ROLE}(?:の人|の方|さん|様)?(?:は|が)(?:まだ)?(?:出て(?:こ|き)(?:ない|ません)|出て(?:い)?ない|出て(?:い)?ません|名乗り出(?:て(?:い)?)?(?:ない|ません))(?:の|ん)?(?:か|かな|の)?[?？]?(?=[、。！!?？]|\\s*$)`,
    (match, context) => {
      const role = roleIn(match[1] ?? match[2] ?? match[3]);
      if (role === undefined || /(?:対抗|他の|もう一人の|偽の?)$/u.test(context.before)) return undefined;
      if (CLAIM_TOLD.test(context.before) || new RegExp(`${AGENT}\\s*(?:の|が|は)\\s*$`, 'u').test(context.before))
        return undefined;
      // `占い師が出ていない。`, stated without asking, tells the state; asked (`まだ出てませんの？`) it asks.
      if (/(?:ない|ません)$/u.test(match[0]) && !context.question && !/[?？]$/u.test(match[0])) return undefined;
      return request(ANY, comingOut(ANY, role));
    },
  ),
  rule(
    'request-comingout',
    `(?:${CO}|役職を(?:教え|明かし))(?:して|て)(?:ください|ほしい|欲しい|くれ|ね)?|${CO}(?:お願い|を(?:お願い|頼))`,
    (match, context) =>
      context.addressee === ANY ||
      CLAIM_TOLD.test(context.before) ||
      (match[0].endsWith('て') && TOLD_DONE.test(`て${context.sentence.slice(match.index + match[0].length)}`)) ||
      // `彼女が占い師COしていて…`: a claim told, its clause going on.
      (match[0].endsWith('て') && /^(?:い)?て/u.test(context.sentence.slice(match.index + match[0].length)))
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
];
