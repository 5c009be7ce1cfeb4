import { AGENT, MENTION_OPEN } from '../agent-mention.ts';
import { otherSubjectBefore } from '../context-checks.ts';
import { ANY, action, agentIn, comingOut, not, request } from '../sentence-builders.ts';
import type { PhraseRule } from '../phrase-rule.ts';

/** A title after a name (`リアさんへの投票`). */
const HONORIFIC = '(?:さん|くん|君|ちゃん|氏|殿|様)?';
import {
  FIRST_PERSON,
  NOMINALISED,
  REQUEST_TAIL,
  ROLE,
  reportedSpeech,
  requestFromSpeaker,
  roleIn,
  rule,
} from './patterns.ts';

/** Votes: requests before intentions, today’s choice, lynch forms, requests not to vote. (their place among the rules: `ja/rules.ts`). */
export const JAPANESE_VOTE_RULES: readonly PhraseRule[] = [
  // `私は投票する  @Takumi  — 彼は静かすぎる`: the vote, then whom, as a sentence of its own.
  rule(
    'vote-then-target',
    `^\\s*(?:${AGENT}\\s*(?:は|も)\\s*)?(?:今日は?\\s*)?投票(?:する|します)\\s*[:：]?\\s*${AGENT}${HONORIFIC}\\s*(?:に)?\\s*(?=[—―。!！]|$)`,
    (match, context) => {
      if (match[1] !== undefined && agentIn(match[1]) !== context.speaker) return undefined;
      const target = agentIn(match[2]);
      return target === undefined || target === context.speaker || context.question
        ? undefined
        : action('VOTE', target);
    },
  ),
  // `彼女は私の票を得た`: the one who has the speaker's vote.
  // (`私の` is left as a word by the tokenizer.)
  rule(
    'vote-earned',
    `${AGENT}\\s*(?:は|が)\\s*(?:私|俺|僕|わたし|ぼく|おれ|あたし)の(?:一)?票を(?:得|獲得|勝ち取)`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      return context.question ? undefined : action('VOTE', target);
    },
  ),
  // `今日はBenjaminを狩る`: hunting a player in the day is voting them out (at night it would be an attack).
  rule(
    'vote-hunt-today',
    `(?:今日|本日)(?:は)?\\s*${AGENT}${HONORIFIC}\\s*を\\s*狩(?:る|ります)(?=[。!！]|\\s*$)|${AGENT}${HONORIFIC}\\s*を\\s*(?:今日|本日)(?:は)?\\s*狩(?:る|ります)(?=[。!！]|\\s*$)`,
    (match, context) => {
      const target = agentIn(match[1] ?? match[2]);
      if (target === undefined || target === context.speaker || context.question) return undefined;
      return otherSubjectBefore({ before: context.before, speaker: context.speaker })
        ? undefined
        : action('VOTE', target);
    },
  ),
  // `投票先をXからYに変更します`, `投票先はXではなくYにする`, `私の票はXではなくYだ`: the vote moved to Y; X is
  // only where it was (no vote, and no vote against it).
  rule(
    'vote-moved',
    `(?:投票先|投票|票|一票)(?:を|は)\\s*${AGENT}${HONORIFIC}\\s*(?:から|ではなく|じゃなく(?:て)?)[、,\\s]*${AGENT}${HONORIFIC}\\s*(?:(?:に|へ)\\s*(?:変更|変え|切り替え|移)(?:し|え|る|ます|た|ました|です|。|$)?|に(?:する|します|した|しました)|(?:だ|です|で(?:す)?)(?=[。!！、]|\\s*$)|(?=[。!！]|\\s*$))`,
    (match, context) => {
      const target = agentIn(match[2]);
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      // `私の票` is the speaker's; `ハナの票は…` is someone else's.
      const owner = new RegExp(`${AGENT}\\s*の\\s*$`, 'u').exec(context.before);
      if (owner !== null && Number(owner[1]) !== context.speaker) return undefined;
      const after = context.sentence.slice(match.index + match[0].length);
      // Denied, proposed to everyone, asked or weighed: not the speaker's own vote.
      if (/^(?:し|せ|え|る)?(?:ない|ません|ず|よう|ましょう|べき|たら|れば|か|かな|かも)/u.test(after))
        return undefined;
      if (reportedSpeech(after)) return undefined;
      return action('VOTE', target);
    },
  ),
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
    `(?:^|(?<=[、,]))\\s*(?:今日|本日|今回)(?:の(?:投票|吊り|処刑)(?:先)?)?(?:は|も)\\s*${AGENT}\\s*(?:さん|くん|君|ちゃん|氏|殿)?(?:だよ|だな|だね|だ|です|でいく|で行く|でいこう|で|に(?:する|します|決め(?:た|ました)))(?:[。!！、]|$)`,
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
      // `今日はタクミを選ぶ`: a pick for the day is the vote, with or without a vote word in the talk.
      const today = /(?:今日|本日|今回)(?:は|も)?\s*$/u.test(context.before);
      return today || /投票|吊|処刑|追放/u.test(context.utterance) ? action('VOTE', target) : undefined;
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
    `${AGENT}(?:の)?(?:吊り|処刑|追放)(?:で(?:いい|良い|よい|決まり|OK|考え|いく|行く|(?:いき|行き)(?=たい|ます(?!か))|決め)|に(?:したい|します|する(?![かの])|決め)|一択|確定(?!で(?:は)?な|じゃな)|(?:かな|だな|だね|ですね)(?=[。!！、]|\\s*$)|が(?:妥当|無難|最善|ベスト|いい|良い|よい|良さそう|よさそう)(?!か|と(?:は)?(?:思わ|言え))|(?=[。!！]|\\s*$))`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      const after = context.sentence.slice(match.index + match[0].length);
      // `X吊りでいいのか`, `X吊りでいいと思う?`: weighed or asked, not chosen.
      if (/^[^。]{0,6}(?:か|の[?？]|かな)/u.test(after) || context.question) return undefined;
      // `ハナ吊り。` closing a sentence is the speaker's pick; `昨日はハナ吊り、リア襲撃。` tells what happened.
      if (
        /(?:吊り|処刑|追放)$/u.test(match[0]) &&
        (!/吊り$/u.test(match[0]) || /昨日|前日|初日|昨夜|襲撃|噛ま|噛み|死亡|され/u.test(context.sentence))
      )
        return undefined;
      return action('VOTE', target);
    },
  ),
  rule(
    'request-execute',
    `${AGENT}(?:を)?(?:\\.{2,}(?!\\.)|・{2,}(?!・)|\\s|投票で)*(?:吊ろう|吊りましょう|吊るべき(?!で(?:は)?な|じゃな)|吊って|処刑しよう|処刑しましょう|処刑すべき|処刑せよ|追放しよう|追放しましょう|追放すべき|追放せよ|排除しよう|排除しましょう|排除すべき|排除せよ)(?!で(?:は)?な|じゃな)|${AGENT}吊り(?:で|に(?!入れ|投票)|しよう|推し|推す(?!な|の|か)|推します|希望)|${AGENT}(?:に|へ)票を(?:集め|まとめ|集中|一本化|合わせ)(?:よう|ましょう|て|させ(?:よう|ましょう|て)|し(?:よう|ましょう|て)|する(?:こと)?を提案|すべき|するべき)|${AGENT}(?:に|へ)(?:投票|票を入れる)(?:する)?(?:こと)?を提案|${AGENT}(?:に|へ)(?:投票|票を?入れ)(?:した|する)(?:ほう|方)が(?:いい|良い|よい)|${AGENT}を?(?:吊った|処刑した|追放した)(?:ほう|方)が(?:いい|良い|よい)|${AGENT}(?:さん|くん|君|ちゃん|氏)?の(?:排除|除外|追放|処刑|吊り)を(?:提案|推奨|希望)|${AGENT}(?:さん|くん|君|ちゃん|氏)?を(?:今日の?|本日の?)?(?:投票|吊り|処刑)(?:対象|先)に(?:推し|推す|推します|提案|推薦)|${AGENT}(?:さん|くん|君|ちゃん|氏)?(?:を|は)?(?:今日|本日)?(?:は)?(?:排除|追放|処刑)(?:さ(?:れ)?|し)なければ(?:ならない|ならん|いけない)|${AGENT}(?:さん|くん|君|ちゃん|氏)?を(?:今日|本日)?(?:は)?(?:吊|狩)らなければ(?:ならない|ならん|いけない)`,
    (match, context) => {
      const target = agentIn(match.slice(1).find((group) => group !== undefined));
      // `X吊りでいいのかな？`: asked, not asked for.
      if (/吊りで$/u.test(match[0]) && context.question) return undefined;
      const ending = context.sentence.slice(match.index + match[0].length);
      // `ミサキ吊りで。`: the speaker's own choice said as a lynch (the guideline's VOTE), not a call to everyone.
      if (/吊りで$/u.test(match[0]) && /^(?:す|ね|よ|な)?\s*(?:[。!！、,]|$)/u.test(ending))
        return target === undefined || target === context.speaker ? undefined : action('VOTE', target);
      // `Xを吊ろうとしている人`: someone's attempt described, or the speaker's plan (`吊ろうと思う`).
      const after = context.sentence.slice(match.index + match[0].length);
      if (/^と/u.test(after) && !/(?:いい|良い|よい)$/u.test(match[0])) {
        const planned = /(?:吊ろう|処刑しよう|追放しよう)$/u.test(match[0]) && /^と(?:思|考)/u.test(after);
        return planned && target !== undefined && target !== context.speaker ? action('VOTE', target) : undefined;
      }
      // Nobody asks for their own execution: `私を吊ろうとする方が…` quotes others.
      return target === undefined || target === context.speaker ? undefined : request(ANY, action('VOTE', target));
    },
  ),
  // `リアへの投票を維持します`, `私の票はリアに入る`, `私のリアへの投票は最終決定だ`: the speaker's vote, kept or settled.
  rule(
    'vote-kept',
    `${AGENT}\\s*${HONORIFIC}\\s*(?:への|に対する)(?:投票|票)を\\s*(?:このまま|引き続き|そのまま)?(?:維持|支持|確定|継続|続け|固め)|(?:私|僕|俺|わたし|ぼく|おれ|あたし|自分)の(?:投票|票)は\\s*${AGENT}\\s*${HONORIFIC}\\s*(?:に入る|に入れる|のまま|で(?:確定|決定|決まり))|(?:私|僕|俺|わたし|ぼく|おれ|あたし|自分)の${AGENT}\\s*${HONORIFIC}\\s*への(?:投票|票)は\\s*(?:最終決定|確定|決定|変わらない|変えない)`,
    (match, context) => {
      const target = agentIn(match.slice(1).find((group) => group !== undefined));
      if (target === undefined || target === context.speaker) return undefined;
      // `Yumiは…への投票を支持した`: someone else's vote, told.
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      // `…への投票を続けるべきか迷う`: weighed, not decided; `…を維持するよう勧める`: advice to another.
      const after = context.sentence.slice(match.index + match[0].length);
      if (/^[^。、]{0,10}?(?:か(?!ら)|迷|悩)|^(?:する|し)?(?:よう|ように)/u.test(after)) return undefined;
      return action('VOTE', target);
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
];
