import { AGENT, ANY_AGENT } from '../agent-mention.ts';
import { otherSubjectBefore } from '../context-checks.ts';
import { ANY, action, agentIn, not, request } from '../sentence-builders.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import { AGENT_IN_CLAUSE, NOMINALISED, OTHERS_WISH, SENTENCE_TOPIC, requestFromSpeaker, rule } from './patterns.ts';

/** `あなたたち二人は…`, `君は…`: those spoken to are the subject of what follows (an address token has been read). */
// `あなた` is read as the addressee's name: `<X>たち二人は`.
const SECOND_PERSON_SUBJECT = new RegExp(
  `(?:(?:${ANY_AGENT}|あなた|貴方|君|きみ|お前|おまえ)(?:たち|達|ら)|あなた|貴方|お前|おまえ)\\s*(?:二人|2人|ふたり|両方|全員)?\\s*(?:は|が|も)[^。、]*$`,
  'u',
);

/** `私は…`, `俺は…`, `自分は…`: an agent (the first person is the speaker's token) as the subject of the clause. */
const OWN_SUBJECT = new RegExp(`(?:${AGENT}|自分)\\s*(?:は|が|も)[^。、]*$`, 'u');

/**
 * Plain votes with a target named: a vote not cast (`Xには投票しない`), one cast before (`Xに投票した`), and the
 * speaker's vote in its everyday forms (`Xに投票する`, `投票先はX`, `X吊り…`, `X処刑`). They come after the
 * claims with no agent named (their place among the rules: `ja/rules.ts`), so what a more specific rule read is
 * not read again here.
 */
export const JAPANESE_PLAIN_VOTE_RULES: readonly PhraseRule[] = [
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
    `${AGENT}(?:に|へ)(?:投票|票を?(?:入れ|投じ)|入れ)(?:した|しました|ました|た)(?!い|ら|く|り|まま|が[らりるっれ]|\\s*(?:ほう|方)が|\\s*(?:後|あと))`,
    (match, context) => {
      const target = agentIn(match[1]);
      // `あなたたち二人は理由もなくXに投票した`: those spoken to voted.
      if (SECOND_PERSON_SUBJECT.test(context.before)) return undefined;
      // `私に投票した`: someone else voted for the speaker (nobody votes for themselves).
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      // `@Victoria あなたはYumiが狼だと言ったのに、Shionに投票した`: the topic of the sentence voted.
      const topic = SENTENCE_TOPIC.exec(context.sentence);
      if (topic !== null && Number(topic[1]) !== context.speaker) return undefined;
      // `Xに投票した理由は何ですか？`, `Xに投票したのはなぜ？`: someone's vote asked about.
      const after = context.sentence.slice(match.index + match[0].length);
      if (/^(?:の)?(?:理由|根拠|わけ|訳|意図)|^の(?:は(?:なぜ|どうして|何故)|か|[?？])|^か[?？]/u.test(after))
        return undefined;
      return action('VOTED', target);
    },
  ),
  rule(
    'vote',
    `${AGENT}(?:に|へ)(?:\\s*(?:今日|本日|今回|今夜|このまま|引き続き|やはり|やっぱり|迷わず)(?:は|も)?\\s*)?(?:投票|とうひょう|票を?(?:入れ|投じ)|入れ|いれ(?=る|ます|よ|たい)|一票)|(?:最終(?:投票|票)|投票先|投票|一票)(?:は|を)?[：:、\\s]*${AGENT}(?:さん|くん|君|ちゃん|氏|殿|様)?(?=に|で|を|よ|だ|です|と(?:する|します)|。|!|$|\\s)|${AGENT}(?:を)?吊(?:る|ります|りたい|す)|${AGENT}(?:の)?(?:吊り|追放|処刑)に(?:入れ|投票)|${AGENT}を投票(?=する|します)|${AGENT}投票(?=する|します|で|よ|だ|です|に(?!つい|関)|、|!|。|$)|${AGENT}\\s*を(?:裁く|裁きます|処刑する|処刑します|追放する|追放します)(?!べき|か|の(?!が(?:最善|一番|いちばん|ベスト|妥当|いい|良い))|こと)|${AGENT}処刑(?=です|で(?!き)|!|！|。|$)`,
    (match, context) => {
      const target = agentIn(match.slice(1).find((group) => group !== undefined));
      // `私を吊りたいように見える`: nobody votes for themselves; someone else wants it.
      if (target === undefined || target === context.speaker) return undefined;
      if (otherSubjectBefore({ before: context.before, speaker: context.speaker })) return undefined;
      if (SECOND_PERSON_SUBJECT.test(context.before)) return undefined;
      // `ハンクの投票は、彼を…`: someone else's vote is the topic, not the speaker's.
      if (/^(?:投票先|投票|一票)/u.test(match[0])) {
        const owner = AGENT_IN_CLAUSE.exec(context.before);
        if (owner !== null && Number(owner[1]) !== context.speaker) return undefined;
      }
      const after = context.sentence.slice(match.index + match[0].length);
      // `投票はXにしよう`, `今日の投票はXに決めよう`, `投票はXにするべき`: the vote proposed to everyone.
      if (
        /^(?:投票先|投票|一票)/u.test(match[0]) &&
        /^に(?:しよう|しましょう|決めよう|決めましょう|する(?:べき|べし)|すべき)/u.test(after)
      )
        return request(ANY, action('VOTE', target));
      // `Xに投票するのがいちばん理にかなってる`: the speaker's choice, said as the best one.
      // `我はXに投票せん`: the archaic volitional (`I shall vote`) of a speaker calling themselves 我/余/拙者.
      if (/^せん(?:[。!！、,]|\s*$)/u.test(after) && /(?:我|われ|余|拙者)(?:は|が)/u.test(context.sentence))
        return action('VOTE', target);
      // `全員がXに投票しなければならない`, `我々は…`: everyone's duty, asked; `私はXに投票しなければならない`: the speaker's.
      if (/^しなければ(?:ならない|ならん|いけない)/u.test(after)) {
        const subject = OWN_SUBJECT.exec(context.before);
        const own = subject !== null && (subject[1] === undefined || Number(subject[1]) === context.speaker);
        if (!own) return request(ANY, action('VOTE', target));
      }
      // `Xに投票するのがいい(と思う)`, `…のが筋`, `Xに投票する必要がある`: the vote put to the table, not the speaker's
      // own (the labels: `のがいい` asks, while `のが一番安全` / `のが最善` picks).
      if (/^(?:する)?のが(?:いい|良い|よい|筋)|^する必要が(?:ある|あります)/u.test(after))
        return /^(?:する)?のが/u.test(after)
          ? request(ANY, action('VOTE', target))
          : requestFromSpeaker(context, action('VOTE', target));
      const bestChoice =
        /^(?:する)?のが(?:いちばん|一番|最も|やはり)?(?:理にかなって|妥当|最善|ベスト|安全|無難|いい|良い|よい|勝利への道|正解|得策|賢明)/u.test(
          after,
        );
      if ((NOMINALISED.test(after) && !bestChoice) || /^(?:し|せ)?(?:ない|ません|せん|せぬ|ぬ)/u.test(after))
        return undefined;
      // `Xに投票する根拠は…`, `Xに投票する意見が多い`: the vote as a thing talked about (not `投票する方向に傾いて`,
      // `投票する理由だ`: the speaker’s own leaning and reason).
      if (/^(?:する|した|しよう)?(?:根拠|意見|声|流れ|人|者|プレイヤー|案)/u.test(after)) return undefined;
      // `Xに投票するよう求める`, `Xに票を投じなさい`: the vote asked of others.
      if (
        /^(?:する|して)?よう(?:に)?[^。]{0,6}?(?:求め|頼|お願い|願|要求|要請)|^(?:し)?(?:なさい|ろ(?=[。!！\s]|$))|^せよ/u.test(
          after,
        )
      )
        return requestFromSpeaker(context, action('VOTE', target));
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
];
