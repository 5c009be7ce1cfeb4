import { ANY_AGENT } from '../agent-mention.ts';
import { ANY, comingOut, inquire, request } from '../sentence-builders.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import { CO, OWNER_BEFORE, ROLE, roleIn, rule } from './patterns.ts';

/** Questions about roles: whether the one addressed, or anyone, has a role to claim. (their place among the rules: `ja/rules.ts`). */
export const JAPANESE_ROLE_QUESTION_RULES: readonly PhraseRule[] = [
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
      // `リョウさんとカイルさん、どちらも占い師COで…`: the claims of others, retold.
      if (
        /(?:どちらも|どっちも|両方(?:とも)?|二人とも|2人とも|ふたりとも|両者(?:とも)?|共に|ともに)\s*(?:が|は)?\s*$/u.test(
          context.before,
        )
      )
        return undefined;
      const owner = OWNER_BEFORE.exec(context.before);
      if (owner !== null && Number(owner[1]) !== context.speaker) return undefined;
      // `（即座の村人CO  あいまいな回答）`: a claim as a noun owned by no one named is someone else's, described.
      if (owner === null && /の\s*$/u.test(context.before)) return undefined;
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
  // `早めの役職宣言はある？`: anyone with a role is asked to come out (the guideline's `REQUEST ANY (COMINGOUT ANY
  // ANY)`); `@ミユ 役職COはある？` asks ミユ her role.
  rule(
    'inquire-any-comingout',
    `役職(?:の)?(?:宣言|${CO}|表明|申告)(?:[^。？?]{0,10}?)(?:は|って|が)(?:ある|あります|出てる|いる)(?:か|の)?[?？]|役職(?:の)?(?:宣言|${CO}|表明|申告)(?:や[^。？?/／]{1,8}?)?は[?？]`,
    (_, context) => {
      // `@ミユ 役職COはある？` asks ミユ; after other talk (`…他に役職COはある？`) it asks everyone.
      const toAddressee =
        context.addressee !== ANY &&
        new RegExp(`^\\s*${ANY_AGENT}\\s*[、,]?\\s*(?:${ANY_AGENT}(?:は|の|、)?)?\\s*$`, 'u').test(context.before);
      return toAddressee
        ? inquire(context.addressee, comingOut(context.addressee, 'ANY'))
        : request(ANY, comingOut(ANY, 'ANY'));
    },
    'question',
  ),
];
