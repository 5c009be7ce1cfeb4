import { AGENT, MENTION_CLOSE, MENTION_OPEN, NO_AGENT } from '../agent-mention.ts';
import {
  ANY,
  action,
  agentIn,
  comingOut,
  divined,
  estimate,
  identified,
  inquire,
  request,
} from '../sentence-builders.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import { ASKED_BY_OTHER, CO, ROLE, TOLD_DONE, roleIn, rule } from './patterns.ts';

/** `彼女は…`, `Xは…` opening the clause asked about: someone else's plan wondered about, not a question to them. */
const THIRD_PERSON_TOPIC = new RegExp(
  `(?:彼女|彼|${AGENT}(?:さん|くん|君|ちゃん)?)\\s*(?:は|が)[^、。？?]{0,12}$`,
  'u',
);

/**
 * After `役職を明か…`, `正体を明か…`: revealing as a thing talked about (`明かすのを拒んでいる人`, `明かすこと`) or
 * told of someone, its clause going on (`自らの正体を明かし、状況を混乱させよう`).
 */
const ROLE_REVEALING_TOLD = /^(?:す|し|さ)?(?:の(?:を|は|が|も)|こと|人|者|方|べきか|かどうか|[、,])|^し[、,]/u;

/** Questions: whom one votes for, divines, suspects; what one’s role or result is. (their place among the rules: `ja/rules.ts`). */
export const JAPANESE_QUESTION_RULES: readonly PhraseRule[] = [
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
      // `次の投票先を決めるために意見を出し合いましょう`, `誰に投票するか、みんなで話し合おう`: a plan for the table said,
      // nobody asked (`誰に投票するかを述べて` asks).
      if (
        !context.question &&
        (/^る?(?:ため|準備)/u.test(after) ||
          /^(?:する|したい|しよう)?か[、,]?\s*(?:を)?\s*(?:みんなで|皆で|一緒に)?(?:話し合|話そ|話した|相談|考え)/u.test(
            after,
          ))
      )
        return undefined;
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
  // `昨夜は誰を守ったの？`, `誰を護衛した？`: the bodyguard asked its past guard.
  rule(
    'inquire-guarded',
    '(?:誰|どなた|どこ)を(?:護衛|守)(?:した|った|りました|しました|ってた|っていた|してた|していた)',
    (_match, context) => inquire(context.addressee, action('GUARDED', ANY)),
    'any',
  ),
  rule(
    'inquire-divination',
    '誰を占|占い先(?:は|を)(?:誰|どこ|決ま|教え)|どこを占|占う(?:相手|人|先|の)(?:は|を)?(?:誰|どこ|決ま|教え)',
    (match, context) => {
      // `誰を占って、結果は何だった？`, `誰を占った？`: who was divined (a result, asked by the result rules), not a plan.
      if (
        /^誰を占$/u.test(match[0]) &&
        /^っ(?:た|て(?!ほし|欲し|もら|いただ|くだ|下さ))/u.test(context.sentence.slice(match.index + match[0].length))
      )
        return undefined;
      // `次は誰を占うのか気になる`, `誰を占うかを選ぶことは…`: a plan talked about, nobody asked; `次は誰を占うべきか？`:
      // weighed aloud; `彼女は誰を占うつもりかしら？`: a third person's plan wondered about.
      const after = context.sentence.slice(match.index + match[0].length);
      if (!context.question || /^[^。？?]{0,6}?べきか/u.test(after)) return undefined;
      const topic = THIRD_PERSON_TOPIC.exec(context.before);
      if (topic !== null && (topic[1] === undefined || Number(topic[1]) !== context.addressee)) return undefined;
      return inquire(context.addressee, action('DIVINATION', ANY));
    },
    'any',
  ),
  rule(
    'inquire-estimate',
    '誰(?:が|を)(?:一番|最も|いちばん|より|特に|今)?(?:怪し|疑|気になる|(?:人狼|狼|黒)(?:だ|な|か|っぽ|と思|[?？]))(?![^。?？]{0,6}?(?:わから|分から|かを|かは(?!っきり)|考え|見極め|判断|決め(?:きれ|られ|かね)))|怪しい(?:人物|人|の|と思う人|プレイヤー|相手)(?:は|って)(?:誰|いる|[?？])|(?:容疑者|疑う相手|疑っている人|怪しい人)を(?=[^。？?]{0,25}?(?:出して|挙げて|教えて|言って))|(?:人狼|狼)(?:は|って)誰|どっち(?:を|が)(?:より|もっと|一番)?(?:怪し|疑)|読み(?:は|を)(?:どう|聞かせ|教え)|怪しい(?:動き|人|プレイヤー|ところ)(?:は|って)?(?:[？?]|ある|いる)|(?:変|おかし)(?:に|く)見える(?:人|プレイヤー)(?:は|って)?(?:いる|誰)|(?:どこ|何|どの点)が(?:怪しい|疑わしい|不自然)と(?:感じて|思って)(?:いる|る)?の|読み(?:が|は)?(?:ある|あります)(?:人)?(?:は|、)?(?:いる|いますか)?[?？]|(?:考察|見立て)(?:を)?\\s*(?:お願い|ください|下さい|頼む|頼みます|共有して|出して)|(?:一文|一言|一行|ひとこと)(?:の|で)?(?:考察|見立て|読み)(?=と[、,]|、|を?(?:[。!！]|\\s*$))|(?:考察|見立て)(?:(?:は|を)(?:どう|[?？]|教え|聞かせ)|(?=か[^。？?、]{1,6}を(?:教え|聞かせ)))',
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
    // `役職を明かして` to everyone is a request to come out, to one agent it asks that agent's role (the
    // guideline's INQUIRE X (COMINGOUT X ANY)); `自らの正体を明かしてる` tells what someone did.
    (match, context) =>
      TOLD_DONE.test(context.sentence.slice(match.index + match[0].length)) ||
      ROLE_REVEALING_TOLD.test(context.sentence.slice(match.index + match[0].length))
        ? undefined
        : (context.question || context.addressee !== ANY ? inquire : request)(
            context.addressee,
            comingOut(context.addressee, 'ANY'),
          ),
    'any',
  ),
  // `霊媒師の方、ベンジャミンさんの結果は？`, `@レオン アレクの判定結果を聞かせて`: the result on one agent.
  rule(
    'inquire-result-on',
    `${AGENT}(?:の|について)(占い|霊媒|霊能)?(?:の)?(?:判定)?結果(?:は|を)(?:？|\\?|どう|何|なに|教え|聞かせ)`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      // `Xの結果をどう受け止めていますか`: an opinion of the result asked, not the result.
      if (/をどう$/u.test(match[0])) return undefined;
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
    '(占い|霊媒|霊能)?結果(?:は|を)?(?:？|\\?|どう|何(?!も)|なに(?!も)|教え|聞かせ|(?:まだ)?(?:ない|無い)(?:の)?(?:か|かな|ですか)?[？?])',
    // `結果をどう考えていますか`: an opinion of the result asked (the guideline: nothing), not the result.
    (match, context) =>
      /をどう$/u.test(match[0])
        ? undefined
        : inquire(
            context.addressee,
            match[1] === '霊媒' || match[1] === '霊能' ? identified(ANY, 'ANY') : divined(ANY, 'ANY'),
          ),
    'any',
  ),
  // `占い師は結果を共有していただけますか？`, `@X 霊媒結果をもう一度詳しく教えてほしい`, `結果は出ましたか？`.
  rule(
    'inquire-result-shared',
    '(占い|霊媒|霊能)?(?:の)?結果(?:は|を|も)?[^。？?、]{0,12}?(?:教え|聞かせ|共有|公開|開示|明か|明言|発表|報告|出|示|告げ)',
    (match, context) => {
      const rest = context.sentence.slice(match.index + match[0].length);
      // `占い結果の根拠を教えて`, `結果に対するXの考えを教えて`: the basis of the result or an opinion of it asked.
      if (/結果(?:の|に対する|について(?:の)?)[^。]{0,8}?(?:根拠|理由|基準|意図|考え|感想|意見)|どう/u.test(match[0]))
        return undefined;
      const requested =
        /^(?:し|せ|さ|っ)?(?:て|で)(?:ください|下さい|ほしい|欲しい|くれ(?!て|た)|もらえ|いただけ|ね(?!ば)|(?=[。!！\s]|$))|^(?:し)?(?:ろ|なさい)|^(?:せ|せよ|よ)(?=[。!！、,\s—–-]|$)|^(?:す|せ)か\s*(?:撤回|取り下げ|取り消)|^(?:す|する)べき(?!で(?:は)?な|じゃな)|^(?:し|ま)?(?:ます|まし|る|た|た)?(?:たか|か)?[？?]|^(?:し)?(?:ました|ます)か|^(?:する|す)?か、/u;
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
];
