import type { ProtocolRole, Sentence } from '../../protocol/index.ts';
import { agreementWith } from '../agreement-with.ts';
import { ANY_AGENT as ANY_MENTION, MENTION_CLOSE, MENTION_OPEN, NO_AGENT } from '../agent-mention.ts';
import { relaysOtherResult } from '../context-checks.ts';
import type { PhraseRule, RuleContext } from '../phrase-rule.ts';
import { soleOtherAgent } from '../pronoun.ts';
import {
  ANY,
  action,
  agentIn,
  comingOut,
  divined,
  estimate,
  identified,
  inquire,
  not,
  request,
} from '../sentence-builders.ts';
import {
  ADVERB,
  AGENT,
  ARTICLE,
  HUMANISH,
  I_WILL,
  lastNamedAgent,
  NEGATED,
  otherOpinionBefore,
  ROLE,
  rule,
  VOTE_PREPOSITION,
  WOLFISH,
  words,
} from './patterns.ts';
import { ENGLISH_ASK_RULES } from './asks.ts';
import { ENGLISH_FAMILY_RULES } from './families.ts';
import { ENGLISH_DISTRUST_RULES } from './distrust.ts';
import { ENGLISH_FREE_FORM_RULES, previousSubject } from './free-form.ts';
import { ENGLISH_JUDGEMENT_RULES } from './judgements.ts';
import { ENGLISH_PARAPHRASE_RULES } from './paraphrase.ts';

/** `him`, or `her` where it cannot be a possessive (`her accuser`), as the object of a vote. */
const VOTED_PRONOUN =
  '(?:him\\b|her(?=\\s*(?:[.,!?;:—–-]|$|\\s+(?:out|now|today|tonight|next|instead|first|too|as|unless|if|because|since|then|again|off|and|but|so)\\b)))';
/**
 * Whom a voted pronoun stands for: the one other agent named before it in the sentence, or, when the sentence
 * names nobody before it, in the last sentence that named anyone. Two candidates, or a sentence said to
 * someone by `@Name` (`@Mio I'm voting her`), leave it unread: a wrong target misleads more than a missed one.
 */
const pronounVoteTarget = (context: RuleContext): number | undefined => {
  if (context.before.includes(`${MENTION_OPEN}@`)) return undefined;
  const target = context.before.includes(MENTION_OPEN)
    ? soleOtherAgent(context.before, context.speaker)
    : lastNamedAgent(context);
  return target === undefined || target === context.speaker || target === context.addressee ? undefined : target;
};
/** `Medium CO disproves it`: verbs that make an opening `ROLE CO` the subject, a claim talked about, not made. */
const CO_AS_SUBJECT =
  'is|was|are|were|has|had|would|will|can|could|might|means?|meant|shows?|showed|proves?|proved|disproves?|disproved|contradicts?|contradicted|confirms?|confirmed|refutes?|refuted|debunks?|debunked|exposes?|exposed|counters?|countered|beats?|conflicts?|clashes?|suggests?|implies|implied|makes?|made|changes?|changed|from|by|of';
/** Words that make a species word a result (`My analysis cleared Minato`: the speaker's own findings). */
const MARKER =
  /\b(?:divin\w*|N\d|night\s*\d|result\w*|check\w*|inspect\w*|fortune|saw|seer|medium|identif\w*)\b|\bmy\s+(?:night(?:'s|’s)?\s+)?(?:analysis|data|scan|vision|findings)\b/iu;
/** The speaker's own claim somewhere in the utterance (`your Seer claim`, `Victoria claimed seer` are not). */
const CLAIMED =
  /(?:^|[.!?]\s*)(?:(?:seer|medium)\s+(?:here|CO)|CO\s*[:-]?\s*(?:seer|medium))\b|\bI\s+(?:\w+\s+)?(?:CO|CO'd|claim\w*|came\s+out)\b|\bmy\s+(?:\w+\s+)?(?:claim|CO)\b|\b(?:coming|come)\s+out\s+as\b|\bI(?:'m|’m|\s+am)\s+(?:(?:indeed|really|actually|truly|the\s+real|the\s+true)\s+)*(?:the\s+)?(?:seer|medium)\b|\bas\s+(?:the|a)\s+(?:seer|medium)\b|\bI\s+(?:\w+\s+)?(?:stand\s+by|trust|believe\s+in|am\s+sure\s+of|(?:'m|’m)\s+sure\s+of)\s+my\s+(?:own\s+)?(?:divination|result|check|reading)s?\b/iu;

const COORDINATED = new RegExp(`^(?:\\s*(?:,|and|&)\\s*${AGENT}|\\s{2,}${AGENT})+`, 'iu');
const COORDINATED_ONE = new RegExp(AGENT, 'gu');
/** `I suspect Mark and Hope`: the agents listed right after the one the rule matched. */
const coordinatedAfter = (context: RuleContext, match: RegExpExecArray): number[] => {
  // Only a list that continues the matched object: `I suspect Mark and Hope`, not `Mark is odd and Hope …`.
  if (!match[0].endsWith(MENTION_CLOSE)) return [];
  const after = COORDINATED.exec(context.sentence.slice(match.index + match[0].length));
  if (after === null) return [];
  return [...after[0].matchAll(COORDINATED_ONE)]
    .map((item) => Number(item[1]))
    .filter((agent) => agent !== context.speaker);
};

const DISJUNCT = new RegExp(`^\\s*,?\\s*or\\s+${AGENT}(?!\\s*(?:,|or\\b|and\\b)\\s*${AGENT})`, 'iu');
/** `I suspect Toshio or Kenji`: the one agent offered as the alternative to the matched object. */
const disjunctAfter = (context: RuleContext, match: RegExpExecArray): number | undefined => {
  if (!match[0].endsWith(MENTION_CLOSE)) return undefined;
  const after = DISJUNCT.exec(context.sentence.slice(match.index + match[0].length));
  const agent = agentIn(after?.[1]);
  return agent === context.speaker ? undefined : agent;
};

const LISTED_BEFORE = new RegExp(`(?:${AGENT}\\s*(?:,|and|&)\\s*)+$`, 'iu');
/**
 * `Benjamin  George  and Shunichi`: two spaces are the commas the server took out, but only in a list that
 * ends with `and` (a name and two spaces alone open a sentence as a vocative).
 */
const SPACED_LIST_BEFORE = new RegExp(`(?:${AGENT}(?:\\s*,\\s*|\\s{2,}))+${AGENT}\\s*,?\\s*(?:and|&)\\s*$`, 'iu');
/** `Midori and Servas both look suspicious`: the agents listed before the one the rule matched. */
const coordinatedBefore = (context: RuleContext): number[] => {
  const before = SPACED_LIST_BEFORE.exec(context.before) ?? LISTED_BEFORE.exec(context.before);
  if (before === null) return [];
  return [...before[0].matchAll(COORDINATED_ONE)]
    .map((item) => Number(item[1]))
    .filter((agent) => agent !== context.speaker);
};

/**
 * `I believe Midori is a wolf`, `I can't believe Midori would lie`: the belief is in a clause about the
 * agent, not in the agent (the list of agents it may start with included: `I believe Midori and Shizue are wolves`).
 * The trust and distrust rules refuse `believe <agent>` followed by this (a negative lookahead).
 */
const BELIEVED_CLAUSE = `(?:\\s*(?:,|and|or|&)\\s*${MENTION_OPEN}@?\\d+${MENTION_CLOSE})*\\s*(?:is|are|was|were|isn't|aren't|wasn't|weren't|(?:'s|’s)(?!\\s+(?:word|side|innocence)\\b)|could|might|may|must|would|will|should|can|has|had|have|did|does|do|seems?|looks?|sounds?)\\b`;

const DIVINED_TARGET = new RegExp(
  `\\b(?:divined|checked|inspected|examined|peeked(?:\\s+at)?|targeted|divination\\s+(?:on|of)|identified)\\s+${AGENT}`,
  'giu',
);

const roleIn = (word: string | undefined): ProtocolRole | undefined =>
  word === undefined ? undefined : words.roleOf(word);

/** `markedByMatch`: the match itself says the speaker divined the target (`I peeked at George and he's a wolf`). */
const speciesReport = (
  match: RegExpExecArray,
  context: RuleContext,
  markedByMatch = false,
): Sentence | Sentence[] | undefined => {
  const target = agentIn(match[1]);
  const negated = match[2] !== undefined && match[2] !== '';
  const word = match[3];
  if (target === undefined || word === undefined || target === context.speaker) return undefined;
  if (
    relaysOtherResult({
      sentence: context.sentence,
      speaker: context.speaker,
      japanese: false,
    })
  )
    return undefined;
  const said = words.speciesOf(word);
  if (said === undefined) return undefined;
  const species = negated ? (said === 'WEREWOLF' ? 'HUMAN' : 'WEREWOLF') : said;
  // The result may follow a claim in an earlier sentence: `Seer CO. Victoria is a werewolf.`
  // `I divined George last night; he is a Werewolf.`: the agent just divined is the marker.
  const divinedBefore = agentIn([...(context.earlier + context.before).matchAll(DIVINED_TARGET)].at(-1)?.[1]);
  if ((divinedBefore === target || markedByMatch) && !MARKER.test(context.sentence)) return [divined(target, species)];
  const scope = MARKER.test(context.sentence)
    ? context.sentence
    : CLAIMED.test(context.utterance)
      ? context.utterance
      : '';
  const report = /\b(?:medium|identif\w*|spirit|psychic|reading)\b/iu.test(scope)
    ? identified
    : MARKER.test(scope)
      ? divined
      : undefined;
  if (report === undefined) return undefined;
  // `Jonathan and Daisuke were HUMAN`: the agents listed before share the result.
  return [...coordinatedBefore(context), target].map((agent) => report(agent, species));
};

const other = (group: string | undefined, context: RuleContext): number | undefined => {
  const target = agentIn(group);
  return target === undefined || target === context.speaker ? undefined : target;
};

/** The phrase rules for English, most specific first: a span claimed by one rule is not read again. */
export const ENGLISH_RULES: readonly PhraseRule[] = [
  rule(
    'agree',
    `\\bI\\s+(?:fully\\s+|completely\\s+|totally\\s+|also\\s+|strongly\\s+)?agree\\s+with\\s+${AGENT}`,
    agreementWith('AGREE'),
  ),
  rule(
    'disagree',
    `\\bI\\s+(?:strongly\\s+|completely\\s+)?(?:disagree|don't\\s+agree|don’t\\s+agree|do\\s+not\\s+agree)\\s+with\\s+${AGENT}`,
    agreementWith('DISAGREE'),
  ),
  // `Agreed.`, `I agree with that`: with nobody named, the talk just before (or the one of `you`).
  rule(
    'agree-previous',
    '^\\s*(?:I\\s+)?(?:(?:totally|fully|completely|strongly|also|definitely|really)\\s+)?(agreed?|disagree)(?:\\s+with\\s+(that|this|you|everything|your\\s+\\w+))?\\s*(?:[.!,]|$)',
    (match, context) => {
      const reference = context.addressee === ANY ? context.previousTalk() : context.referenceTo(context.addressee);
      if (reference === undefined) return undefined;
      return {
        type: /^dis/iu.test(match[1] ?? '') ? 'DISAGREE' : 'AGREE',
        talkType: reference.talkType,
        talkDay: reference.day,
        talkId: reference.id,
      };
    },
  ),
  // Questions.
  rule(
    'inquire-vote',
    "\\bwho\\s+(?:will|would|do|are|did|should)\\s+(?:you|everyone|we|y'all|you\\s+all)\\s+(?:going\\s+to\\s+|plan\\s+to\\s+|want\\s+to\\s+|gonna\\s+)?vot|\\b(?:state|share|tell\\s+(?:us|me)|give(?:\\s+us)?|announce|declare)\\s+(?:your|us\\s+your)\\s+(?:intended\\s+|final\\s+|current\\s+)?vote|\\bwho\\s+(?:is|are)\\s+(?:you|everyone|everybody|we|people|y'all)\\s+voting|\\b(?:your\\s+|and\\s+)intended\\s+votes?|\\bwho\\s+(?:are\\s+you|you(?:'re|’re|\\s+are)|is\\s+everyone)\\s+(?:leaning|inclined)\\s+(?:to(?:wards?)?|for)\\b|\\bwho\\s+(?:you(?:'d|’d)|you\\s+would|would\\s+you)\\s+vote|\\bwho\\s+you(?:'re|’re|\\s+are)\\s+(?:voting|going\\s+to\\s+vote)",
    // `who do we vote?` asks everyone, whoever was addressed before.
    (match, context) =>
      inquire(/\b(?:we|everyone|everybody|y'all)\b/iu.test(match[0]) ? ANY : context.addressee, action('VOTE', ANY)),
    'any',
  ),
  rule(
    'inquire-divination',
    '\\bwho\\s+(?:will|would|do|are|did|should)\\s+you\\s+(?:going\\s+to\\s+|plan\\s+to\\s+|want\\s+to\\s+)?(?:divine|check|inspect)|\\b(?:your|the)\\s+(?:next\\s+)?divination\\s+target',
    // `who did you divine last night?`: the result, not the plan; `explain how you chose your divination target`
    // asks for a reason, not for the target.
    (match, context) =>
      /\b(?:how|why)\s+(?:you\s+|did\s+you\s+)?(?:chose|choose|picked|pick|selected|select|decided\s+on)\s+$/iu.test(
        context.before,
      )
        ? undefined
        : inquire(context.addressee, /\bdid\b/iu.test(match[0]) ? divined(ANY, 'ANY') : action('DIVINATION', ANY)),
    'any',
  ),
  rule(
    'inquire-estimate',
    '\\bwho\\s+(?:do|would|did)\\s+you\\s+(?:suspect|think\\s+is\\s+(?:the\\s+|a\\s+)?(?:were)?wolf)|\\bwho\\s+(?:is|are)\\s+(?:the\\s+)?(?:most\\s+)?(?:suspicious|(?:were)?wol(?:f|ves))|\\bwho\\s+(?:seems|looks)\\s+(?:most\\s+)?suspicious|\\bwho(?:\\u0027s|’s|\\s+is)\\s+(?:\\w+\\s+)?(?:suspicious|sus)\\b|\\b(?:name|give)\\s+(?:one|a|your\\s+(?:top|main))\\s+suspect|\\bwhat\\s+are\\s+your\\s+reads|\\bwho\\s+(?:do|would|did|does)\\s+(?:you|we|everyone|y\\u0027all)\\s+(?:\\w+\\s+){0,2}?(?:suspect|think\\s+is\\s+(?:the\\s+)?(?:most\\s+)?(?:suspicious|sus)|feel\\s+(?:unsure|uneasy|suspicious|worried)\\s+about|find\\s+suspicious)|\\b(?:share|give(?:\\s+us)?|post|tell\\s+us|state|what(?:\\u0027s|’s|\\s+is|\\s+are)|any|quick\\s+round:?|everyone(?:\\s+else)?:?)\\s+(?:your\\s+|a\\s+|an\\s+|one\\s+|other\\s+)?(?:(?:quick|early|other|one-line|one-sentence|concrete|current|solid|honest|latest|first)\\s+)*(?:reads?|suspects?)\\b(?!\\s+(?:on|of|about)\\s)|^\\s*(?:quick\\s+)?(?:one-line|one-sentence)\\s+reads?\\b',
    (match, context) => {
      // `Any other early reads?`, `Everyone else: one-line read`: asked of all; `any reads` outside a question is no question.
      // `…@Benjamin you seemed eager—any early reads?`: a plain `any` asks whoever is addressed.
      const toAll = /^(?:any\s+other|everyone|quick|one-)/iu.test(match[0]) && context.before.trim() === '';
      if (/^any\b/iu.test(match[0]) && !context.question) return undefined;
      return inquire(toAll ? ANY : context.addressee, estimate(ANY, 'WEREWOLF'));
    },
    'any',
  ),
  rule(
    'inquire-trust',
    '\\b(?:one-line|one-sentence|a)\\s+safe\\s+pick\\b|\\b(?:one-line|one-sentence)\\s+safe\\b|\\bwho\\s+(?:do\\s+)?you\\s+trust(?:\\s+(?:most|the\\s+most))?\\b|\\bwho\\s+(?:is|seems)\\s+(?:the\\s+)?(?:most\\s+)?(?:trustworthy|safe|confirmed\\s+human)\\b',
    (_, context) => inquire(context.addressee, estimate(ANY, 'VILLAGER')),
    'any',
  ),
  rule(
    'inquire-role',
    "\\bwhat(?:\\s+is|'s|’s)\\s+your\\s+role|\\bwhat\\s+role\\s+(?:are|do)\\s+you|\\bare\\s+you\\s+(?:the|a|an)\\s+" +
      ROLE,
    (match, context) => inquire(context.addressee, comingOut(context.addressee, roleIn(match[1]) ?? 'ANY')),
    'any',
  ),
  rule(
    'inquire-result',
    "\\bwhat(?:\\s+is|\\s+was|'s|’s)\\s+your\\s+(?:\\w+\\s+)?(divination|medium)?\\s*result|\\b(?:report|share|reveal|give\\s+us|tell\\s+us|announce|deliver|post)\\s+(?:your|the)\\s+(?:latest\\s+|night\\s+)?(divination|divine|medium|seer|check)\\w*(?!\\s+(?:target|plan))|\\bany\\s+(?:checks|divinations?|results?)\\s+(?:yet|to\\s+share)|\\b(?:reveal|tell\\s+us|share|say|show|state)\\s+(?:us\\s+)?who\\s+you\\s+(?:checked|divined|inspected)|\\b(?:show|post)\\s+(?:us\\s+)?your\\s+(?:\\w+\\s+)?(?:divination|seer)\\s+results?|\\b(?:report|share|reveal|give\\s+us|tell\\s+us|announce|deliver)\\s+(?:your|any)\\s+(?:\\w+\\s+)?(divination|medium)?\\s*results?",
    (match, context) =>
      inquire(
        context.addressee,
        (match[1] ?? match[2] ?? match[3])?.toLowerCase() === 'medium' ? identified(ANY, 'ANY') : divined(ANY, 'ANY'),
      ),
    'any',
  ),
  // Requests to come out.
  rule(
    'request-comingout-role',
    `\\b(?:will|would|can|could)\\s+(?:the\\s+)?(?:(?:real|true|genuine)\\s+)?${ROLE}\\s+(?:please\\s+)?(?:come\\s+out|come\\s+forward|claim|reveal|declare|speak\\s+up|step\\s+forward|CO)|(?<!\\bI\\s+am\\s+|I'm\\s+)\\b(?:the\\s+|any\\s+)?(?:real\\s+)?${ROLE}(?:\\s+(?:or|and|/)\\s+(?:the\\s+)?(seer|medium|bodyguard|guard|knight)s?)?[,:]?\\s+(?:please\\s+|should\\s+|must\\s+|needs?\\s+to\\s+|(?:can|could|will|would)\\s+you\\s+(?:please\\s+)?)(?:come\\s+out|come\\s+forward|CO|reveal\\s+(?:yourself|themselves)|reveal(?=\\s*(?:[?.!]|$))|claim|show\\s+(?:yourself|themselves)|speak\\s+up|step\\s+forward)`,
    // `seer or guard, please speak up`: each role named is asked to come out.
    (match) =>
      [match[1] ?? match[2], match[3]]
        .map((word) => (word?.toLowerCase() === 'guard' ? 'BODYGUARD' : roleIn(word)))
        .filter((role) => role !== undefined)
        .map((role) => request(ANY, comingOut(ANY, role))),
  ),
  rule(
    'request-comingout',
    '\\b(?:please\\s+)?(?:state|reveal|tell\\s+us|share|give(?:\\s+us)?|declare|claim)\\s+your\\s+role|\\b(?:give|state)\\s+(?:your\\s+)?role\\s+(?:stance|claim)|\\brole\\s+(?:stance|claims?)\\s*(?:now|please)',
    (_, context) => (context.question ? inquire : request)(context.addressee, comingOut(context.addressee, 'ANY')),
  ),
  // `Either Midori or Shizue is a wolf`: one of them, not both (XOR); `Midori or Shizue is a wolf`: OR.
  rule(
    'either-werewolf',
    `(?:\\b(either|one\\s+of)\\s+)?${AGENT}\\s*,?\\s+(?:or|and)\\s+${AGENT}\\s+(?:is|must\\s+be|has\\s+to\\s+be|should\\s+be|could\\s+be)\\s+(?:a|the|our)\\s+(?:were)?wolf\\b`,
    (match, context) => {
      const first = other(match[2], context);
      const second = other(match[3], context);
      const either = match[1] !== undefined;
      // `Midori and Shizue is a wolf` without `one of` is no disjunction.
      if (first === undefined || second === undefined || first === second || (!either && !/\sor\s/iu.test(match[0])))
        return undefined;
      const clauses: [Sentence, Sentence] = [estimate(first, 'WEREWOLF'), estimate(second, 'WEREWOLF')];
      return either ? { type: 'XOR', clauses } : { type: 'OR', clauses };
    },
  ),
  // `Let's not vote Midori`, `Please don't vote for Shizue`: a request not to vote.
  rule(
    'request-not-vote',
    `\\b(?:let's|lets|let\\s+us)\\s+not\\s+(?:vote|lynch|execute|exile)\\s+${VOTE_PREPOSITION}${AGENT}|\\b(?:please\\s+)?(?:don't|do\\s+not|don’t|never)\\s+(?:vote|lynch|execute|exile)\\s+${VOTE_PREPOSITION}${AGENT}|\\bwe\\s+(?:shouldn't|should\\s+not|shouldn’t|must\\s+not|mustn't)\\s+(?:vote|lynch|execute|exile)\\s+${VOTE_PREPOSITION}${AGENT}`,
    (match, context) => {
      const target = agentIn(match[1] ?? match[2] ?? match[3]);
      if (target === undefined) return undefined;
      const toAll = /^(?:let|we)/iu.test(match[0]);
      const addressee = toAll || context.addressee === target ? ANY : context.addressee;
      return request(addressee, not(action('VOTE', target)));
    },
  ),
  // `@Midori do you suspect Shizue?`: what the one addressed thinks of another.
  rule(
    'inquire-suspicion-of',
    `\\b(?:do|did|would)\\s+you\\s+(?:still\\s+|really\\s+|truly\\s+|honestly\\s+|actually\\s+)?(suspect|trust|doubt)\\s+${AGENT}|\\bdoes\\s+${AGENT}\\s+(?:seem|look)\\s+(suspicious|trustworthy)\\s+to\\s+you`,
    (match, context) => {
      const target = other(match[2] ?? match[3], context);
      if (target === undefined || context.addressee === ANY || context.addressee === target) return undefined;
      const trust = /trust/iu.test(match[1] ?? match[4] ?? '');
      return inquire(context.addressee, estimate(target, trust ? 'VILLAGER' : 'WEREWOLF'));
    },
    'question',
  ),
  // Claims about oneself, negated first.
  rule('not-comingout', `\\bI(?:'m|’m|\\s+am)\\s+(?:not|never)\\s+${ARTICLE}${ROLE}`, (match, context) => {
    const role = roleIn(match[1]);
    return role === undefined ? undefined : not(comingOut(context.speaker, role));
  }),
  // Divination and medium results: `I divined Shizue as a werewolf`, `N0: Shizue=Human`.
  // Each space and link word is taken one way: `\s*(?:…|came\s+back(?:\s+as)?|…|\s)*\s*` split a run of spaces
  // and `came back as` several ways (a name before 700 spaces took 1.4 s).
  rule(
    'species-report',
    `${AGENT}(?:\\s*\\([^)]{0,16}\\))?(?:'s|’s|'re|’re)?(?:is|was|are|were|confirmed|=|:|->|→|came\\s+(?:back|out|up)|turned\\s+out\\s|shows?|showed|as|to\\s+be|-|\\s)*(not\\s+)?(?:(?:100%|definitely|certainly|surely|clearly|absolutely)\\s+)?(?:a\\s+|an\\s+|the\\s+)?(?:confirmed\\s+)?(human|innocent|white|villager|town|werewolf|wolf|black)\\b`,
    speciesReport,
  ),
  // `I divined Mark and he is a werewolf`: the pronoun is the agent just divined.
  rule(
    'species-report-pronoun',
    `\\bI\\s+(?:divined|checked|inspected|examined|peeked(?:\\s+at)?)\\s+${AGENT}${NO_AGENT}{0,40}?\\b(?:he|she|they|it)(?:'s|’s|'re|’re|\\s+is|\\s+was|\\s+are|\\s+were|\\s+came\\s+back|\\s+came\\s+out)\\s+(?:as\\s+)?(?:confirmed\\s+(?:as\\s+)?)?(not\\s+)?(?:a\\s+|an\\s+)?(?:(?:mean|big|bad|old|sneaky|real|true|nasty|confirmed|definite)\\s+){0,2}(human|innocent|white|villager|werewolf|wolf|black)\\b`,
    (match, context) => speciesReport(match, context, true),
  ),
  // `@Daisuke I divined you Human`: the result of the addressee.
  rule(
    'species-report-you',
    `\\bI\\s+(?:divined|checked|inspected)\\s+you\\s+(?:as\\s+)?(not\\s+)?(?:a\\s+|an\\s+)?(human|innocent|white|villager|werewolf|wolf|black)\\b`,
    (match, context) => {
      const said = match[2] === undefined ? undefined : words.speciesOf(match[2]);
      if (said === undefined || context.addressee === ANY || context.addressee === context.speaker) return undefined;
      return divined(context.addressee, match[1] === undefined ? said : said === 'WEREWOLF' ? 'HUMAN' : 'WEREWOLF');
    },
  ),
  // `I'm the seer — I cleared Benjamin George and Shunichi`: a seer's human results.
  rule('cleared', `\\bI\\s+(?:have\\s+|already\\s+)?cleared\\s+${AGENT}`, (match, context) => {
    const target = other(match[1], context);
    if (target === undefined || !(MARKER.test(context.sentence) || CLAIMED.test(context.utterance))) return undefined;
    return [target, ...coordinatedAfter(context, match)].map((agent) => divined(agent, 'HUMAN'));
  }),
  // `Victoria you are the wolf`: said to the addressee.
  rule(
    'estimate-addressee',
    `\\byou(?:\\s+(?:are|seem|look)|(?:'re|’re|\\s+are)\\s+(?:looking|seeming|acting|sounding|being))\\s+(?:(?:so|very|really|the|a|definitely|probably|clearly|like|most|more|quite|pretty|kinda)\\s+)*(?:suspicious|sus|sketchy|shady|wolfish|wolfy|wolf-like|(?:were)?wolf)\\b|\\byour\\s+(?:\\w+\\s+){1,2}(?:looks?|seems?|is|feels?|sounds?)\\s+(?:(?:very|really|quite|so|pretty|a\\s+bit|highly)\\s+)*(?:suspicious|sus|fishy|shady|wolfy)\\b|\\byour\\s+\\w+\\s+(?:draws|raises|invites)\\s+suspicion|\\byour\\s+\\w+\\s+(?:is\\s+making|makes)\\s+me\\s+(?:uneasy|suspicious|nervous|wary)|\\bI(?:'m|’m|\\s+am)\\s+(?:\\w+\\s+){0,3}?(?:suspicious|wary|uneasy|worried|nervous)\\s+(?:of|about)\\s+you\\b|\\bI\\s+(?:still\\s+|really\\s+)?(?:suspect|distrust|doubt)\\s+you\\b`,
    (_, context) =>
      context.addressee === 0 || context.addressee === context.speaker
        ? undefined
        : estimate(context.addressee, 'WEREWOLF'),
  ),
  // `Midori you are a Villager`: said to the addressee.
  rule(
    'estimate-addressee-villager',
    `^\\s*(?:${AGENT}[\\s,]*)?you(?:'re|’re|\\s+are)\\s+(?:(?:a|an|definitely|clearly|surely|confirmed)\\s+)*(?:villager|human|innocent|town)\\b`,
    (_, context) =>
      context.addressee === 0 || context.addressee === context.speaker
        ? undefined
        : estimate(context.addressee, 'VILLAGER'),
  ),
  // `…gave no result; that's suspicious.`: the one agent just named, or the one spoken to.
  rule(
    'estimate-that',
    "^\\s*(?:and\\s+|but\\s+)?(?:that|this|which)(?:\\s+is|'s|’s|\\s+seems|\\s+looks|\\s+feels|\\s+sounds)\\s+(?:like\\s+)?(?:(?:very|really|quite|so|pretty|a\\s+bit|highly|super|too|such|a|an|classic|typical|textbook|clear|obvious|pure)\\s+)*(?:suspicious|sus|fishy|shady|wolfy|wolfish|wolf-like|sketchy|scummy|anti-town|(?:were)?wolf\\s+(?:play|moves?|behaviou?r|tactics?|strategy))\\b|^\\s*I(?:'m|’m|\\s+am)\\s+(?:(?:very|really|quite|so|a\\s+bit|getting|still)\\s+)*(?:suspicious|wary|uneasy)\\s*(?:[.!]|$)",
    (_, context) => {
      const previous = context.previousSentence;
      // The one agent named just before, or the subject of a sentence that named more.
      const named = previousSubject(context, context.speaker);
      // Several agents named just before (`@Asuka @Victoria you both…`): no one in particular.
      const target = named ?? (new RegExp(AGENT, 'u').test(previous) ? undefined : context.addressee);
      if (target === undefined) return undefined;
      return target === 0 || target === context.speaker ? undefined : estimate(target, 'WEREWOLF');
    },
  ),
  // `My analysis targeted Minato. The result was HUMAN.`: the result names no one; the agent divined just before is meant.
  rule(
    'species-result-alone',
    `^\\s*(?:the\\s+|my\\s+)?(?:result|it|verdict)\\s+(?:was|is|came\\s+back(?:\\s+as)?)\\s+(not\\s+)?(?:a\\s+|an\\s+)?(human|innocent|white|werewolf|wolf|black)\\b`,
    (match, context) => {
      const divinedBefore = [...(context.earlier + context.before).matchAll(DIVINED_TARGET)].at(-1);
      const target = agentIn(divinedBefore?.[1]);
      const said = match[2] === undefined ? undefined : words.speciesOf(match[2]);
      if (target === undefined || said === undefined || target === context.speaker) return undefined;
      const species = match[1] === undefined ? said : said === 'WEREWOLF' ? 'HUMAN' : 'WEREWOLF';
      return /\\b(?:medium|identif\\w*|spirit|psychic)\\b/iu.test(context.earlier)
        ? identified(target, species)
        : divined(target, species);
    },
  ),
  ...ENGLISH_PARAPHRASE_RULES,
  ...ENGLISH_FREE_FORM_RULES,
  // Someone else is not a wolf.
  rule(
    'not-estimate',
    `${AGENT}\\s+(?:is\\s+not|isn't|isn’t|is\\s+(?:probably|likely|definitely)\\s+not|(?:does\\s+not|doesn't|doesn’t)\\s+(?:seem|look))\\s+(?:like\\s+)?(?:a\\s+|the\\s+)?(?:were)?(?:wolf|suspicious)|\\bI\\s+(?:don't|do\\s+not|don’t|no\\s+longer)\\s+suspect\\s+${AGENT}`,
    (match, context) => {
      const target = agentIn(match[1] ?? match[2]);
      if (target === undefined) return undefined;
      return target === context.speaker ? not(comingOut(target, 'WEREWOLF')) : not(estimate(target, 'WEREWOLF'));
    },
  ),
  rule(
    'not-trust',
    `\\bI\\s+${ADVERB}(?:don't|do\\s+not|don’t|can't|cannot|can\\s+not|can’t)\\s+(?:fully\\s+|really\\s+)?(?:trust\\s+${AGENT}|believe\\s+${AGENT}(?!${BELIEVED_CLAUSE}))`,
    (match, context) => {
      const target = other(match[1] ?? match[2], context);
      return target === undefined ? undefined : not(estimate(target, 'VILLAGER'));
    },
  ),
  rule(
    'estimate-role',
    `${AGENT}\\s*=\\s*(wolf|werewolf|poss|possessed|seer|medium|villager|bodyguard|human|mad)\\b|${AGENT}\\s+(?:is|might\\s+be|may\\s+be|could\\s+be|must\\s+be|seems\\s+to\\s+be|looks\\s+like)\\s+(?:(?:probably|likely|definitely|clearly|surely|most\\s+likely|the|a|an|our|real|true|genuine|fake\\s+seer\\s+and|possibly)\\s+)*${ROLE}|\\bI\\s+(?:think|believe|bet|feel|suspect)\\s+(?:that\\s+)?${AGENT}\\s+(?:is|might\\s+be|could\\s+be|must\\s+be)\\s+${ARTICLE}${ROLE}`,
    (match, context) => {
      const target = agentIn(match[1] ?? match[3] ?? match[5]);
      const word = (match[2] ?? match[4] ?? match[6])?.toLowerCase();
      if (target === undefined || word === undefined) return undefined;
      const role = word === 'poss' || word === 'mad' ? 'POSSESSED' : word === 'human' ? 'VILLAGER' : roleIn(word);
      if (role === undefined) return undefined;
      if (target === context.speaker) return comingOut(target, role);
      const aboutResults = /\b(?:divin\w*|reported|results?|N\d)\b/iu.test(context.sentence);
      if (
        aboutResults &&
        relaysOtherResult({ sentence: context.sentence, speaker: context.speaker, japanese: false })
      ) {
        return undefined;
      }
      if (otherOpinionBefore(context)) return undefined;
      return estimate(target, role);
    },
  ),
  // `George's erratic voting and rush to target Ryuji look wolfish`: the owner, not the agent inside the phrase.
  rule(
    'estimate-possessive',
    `^\\s*(?:and\\s+|but\\s+|also\\s+)?${AGENT}(?:'s|’s)\\s+(?:[^.!?;:${MENTION_OPEN}]|${ANY_MENTION}){0,80}?\\b(?:is|are|seems?|looks?|feels?|appears?|sounds?|(?:has|have)\\s+(?:always\\s+)?been)\\s+(?:(?:very|really|quite|most|so|pretty|highly|kind\\s+of|a\\s+bit|too|more|always|super|rather)\\s+)*(?:suspicious|sus|wolfish|wolfy|fishy|shady|odd|strange|off|weird)\\b`,
    (match, context) => {
      const target = other(match[1], context);
      // `Midori's silence doesn't seem suspicious`: the negation is inside the match.
      if (target === undefined || otherOpinionBefore(context) || NEGATED.test(match[0])) return undefined;
      return estimate(target, 'WEREWOLF');
    },
  ),
  rule(
    'estimate-werewolf',
    `\\bI\\s+${ADVERB}(?:suspect|doubt|distrust|lean\\s+toward|lean\\s+towards)\\s+${AGENT}|\\b(?:suspicious\\s+(?:of|about)|(?:wary|uneasy|worried|concerned|nervous|skeptical|sceptical|leery|distrustful)\\s+(?:of|about)|suspicion\\s+(?:on|of|about)|(?:bad|strange|weird)\\s+feeling\\s+about|doubts?\\s+about|I\\s+(?:don't|do\\s+not)\\s+like)\\s+${AGENT}|${AGENT}(?:\\s+(?:both\\s+|all\\s+)?(?:is|are(?:\\s+both|\\s+all)?|seems?|looks?|feels?|appears?|sounds?|reads?|(?:might|may|could|must)\\s+be)|(?:'ve|’ve|'s|’s|\\s+has|\\s+have)\\s+been|(?:'s|’s|\\s+is)\\s+(?:feeling|looking|seeming|sounding|getting|growing)|(?:'s|’s)(?=\\s+(?:a|the|so|very|really|total|totally|definitely|probably|kinda|super|pretty|quite|most|clearly)\\s))(?:\\s+acting|\\s+being)?\\s+(?:(?:very|really|quite|most|so|pretty|highly|kind\\s+of|kinda|sorta|super|rather|somewhat|extremely|increasingly|a\\s+bit|too|more|the\\s+most|likely|probably|like)\\s+)*(?:(?:\\w+ly\\s+)?\\w+\\s+and\\s+)?${WOLFISH}|${AGENT}(?:'s|’s)\\s+(?:behavior|behaviour|talk|statements?|claim)\\s+(?:is|are|seems?|looks?)\\s+(?:very\\s+|really\\s+)?suspicious`,
    (match, context) => {
      const target = other(match[1] ?? match[2] ?? match[3] ?? match[4], context);
      if (target === undefined || otherOpinionBefore(context)) return undefined;
      // `tell us why Toshio seems suspicious`: a question about someone else's view.
      if (/\b(?:why|whether|how|what\s+makes)\s+$/iu.test(context.before)) return undefined;
      // `The votes for Jonathan are suspicious`: the agent is the object of a preposition, not the subject.
      if (match[0].startsWith(MENTION_OPEN) && /\b(?:for|against|on|to|of|with|about|from)\s+$/iu.test(context.before))
        return undefined;
      // `I suspect Toshio or Kenji`: one of them, as the speaker says (OR), not both.
      const alternative = disjunctAfter(context, match);
      if (alternative !== undefined && alternative !== target)
        return { type: 'OR', clauses: [estimate(target, 'WEREWOLF'), estimate(alternative, 'WEREWOLF')] };
      const listed = [...coordinatedBefore(context), target, ...coordinatedAfter(context, match)];
      return listed.map((agent) => estimate(agent, 'WEREWOLF'));
    },
  ),
  rule(
    'estimate-villager',
    // `I trust Asuka's divination`, `I believe Mio's plan`: the thing trusted, not the player (round six).
    `\\bI\\s+${ADVERB}(?:(?:trust|believe\\s+in)\\s+${AGENT}|believe\\s+${AGENT}(?!${BELIEVED_CLAUSE}))(?!\\s*(?:'s|’s)\\s+(?!(?:innocence|word|side)\\b))|${AGENT}\\s+(?:is|seems|looks|feels|appears|are(?:\\s+both)?|both\\s+(?:seem|look)|both\\s+are)\\s+(?:(?:very|really|quite|probably|likely|definitely|clearly|confirmed|to\\s+be)\\s+)*${HUMANISH}`,
    (match, context) => {
      const target = other(match[1] ?? match[2] ?? match[3], context);
      if (target === undefined || otherOpinionBefore(context)) return undefined;
      return [...coordinatedBefore(context), target, ...coordinatedAfter(context, match)].map((agent) =>
        estimate(agent, 'VILLAGER'),
      );
    },
  ),
  // A claim taken back: `I retract my earlier Seer claim`, `I'm withdrawing my medium CO` (the speaker's own,
  // with its role: `withdraw your claim` is asked of another, and a bare `I withdraw my claim` names no role).
  rule(
    'comingout-retracted',
    `\\bI(?:'m|’m|\\s+am)?\\s+(?:(?:hereby|now|officially|formally)\\s+)?(?:retract|withdraw|take\\s+back|rescind|recant|drop)(?:ing)?\\s+my\\s+(?:(?:earlier|previous|former|initial|original|first|fake|false|own)\\s+)*${ROLE}\\s*(?:claim|CO|C\\.O\\.|coming\\s+out)\\b|\\bmy\\s+(?:(?:earlier|previous|former|initial|original|first|fake|false|own)\\s+)*${ROLE}\\s*(?:claim|CO)\\s+is\\s+(?:hereby\\s+|now\\s+)?(?:retracted|withdrawn)\\b`,
    (match, context) => {
      const role = roleIn(match[1] ?? match[2]);
      // `I won't retract my seer claim`: a claim kept is no retraction.
      if (role === undefined || NEGATED.test(context.before) || NEGATED.test(match[0])) return undefined;
      return not(comingOut(context.speaker, role));
    },
  ),
  // Coming out: `I'm the seer`, `Seer CO`, `coming out as medium`, `My claim is Seer`.
  rule(
    'comingout',
    `\\bI(?:'m|’m|\\s+am)\\s+(?:${AGENT}[\\s,.:;!-]*(?:and\\s+I(?:'m|\\s+am)\\s+)?)?${ARTICLE}${ROLE}(?!\\s*(?:'s|’s|claim|result|candidate|'|’))|\\b(?:coming\\s+out|come\\s+out|CO|C\\.O\\.|I\\s+claim|my\\s+claim\\s+is|my\\s+role\\s+is|I(?:'m|’m|\\s+am)\\s+claiming|I\\s+reveal\\s+(?:myself\\s+)?)\\s*(?:as|:|-|is|that\\s+I\\s+am)?\\s*${ARTICLE}${ROLE}|^\\s*${ROLE}\\s+(?:CO|here)\\b(?!\\s+(?:${CO_AS_SUBJECT})\\b)|\\bas\\s+(?:the|a|an)\\s+${ROLE}\\s+I\\b|\\bI(?:'m|’m|\\s+am)\\s+(?:but|just|only|simply|merely|really|truly)?\\s*(?:a|an|the)\\s+(?:[\\w-]+\\s+){1,2}?${ROLE}(?!\\s*(?:'s|’s|claim|result|candidate|fan|friend|'|’))`,
    (match, context) => {
      const role = roleIn(match[2] ?? match[3] ?? match[4] ?? match[5] ?? match[6]);
      if (role === undefined) return undefined;
      if (match[1] !== undefined && agentIn(match[1]) !== context.speaker) return undefined;
      if (/\b(?:retract\w*|withdraw\w*|drop\w*)\b/iu.test(context.sentence)) return undefined;
      if (/\b(?:your|his|her|their|fake|counter|other|another|two|three|false|of)\s+$/iu.test(context.before))
        return undefined;
      if (new RegExp(`${AGENT}(?:'s|’s)?\\s*$`, 'u').test(context.before)) return undefined;
      return comingOut(context.speaker, role);
    },
  ),
  // Vote: requests before intentions.
  rule(
    'request-vote',
    `\\b(?:let's|lets|let\\s+us|shall\\s+we|we\\s+(?:should|must|need\\s+to|have\\s+to)|everyone\\s*(?:should|please|must|,)?|everybody\\s*(?:should|please)?|all\\s+of\\s+you|please|you\\s+(?:should|must|need\\s+to)|I\\s+urge\\s+you\\s+to|I\\s+want\\s+you\\s+to|can\\s+you|could\\s+you)\\s+(?:all\\s+)?(?:vote|voting)\\s+${VOTE_PREPOSITION}${AGENT}|\\b(?:place|put|cast)\\s+your\\s+votes?\\s+(?:on|for|against)\\s+${AGENT}|\\b(?:let's|lets|let\\s+us|we\\s+should|we\\s+must)\\s+(?:exile|execute|hang|lynch|eliminate|vote\\s+out|remove)\\s+${AGENT}|^\\s*(?:${AGENT}\\s*[,:]?\\s*)?(?:please\\s+)?(?:vote|execute|exile|lynch)\\s+${VOTE_PREPOSITION}${AGENT}`,
    (match, context) => {
      const target = agentIn(match[1] ?? match[2] ?? match[3] ?? match[5]);
      if (target === undefined) return undefined;
      const voice = match[0].toLowerCase();
      const toAll = /^(?:let|we|shall|everyone|everybody|all)/u.test(voice);
      const vocative = agentIn(match[4]);
      const addressee =
        vocative !== undefined && vocative !== context.speaker ? vocative : toAll ? ANY : context.addressee;
      return request(addressee, action('VOTE', target));
    },
  ),
  rule(
    'not-vote',
    `\\bI\\s+(?:won't|won’t|will\\s+not|wont|am\\s+not\\s+going\\s+to|'m\\s+not\\s+going\\s+to|don't\\s+want\\s+to|will\\s+never|would\\s+never|refuse\\s+to)\\s+vote\\s+${VOTE_PREPOSITION}${AGENT}`,
    (match) => {
      const target = agentIn(match[1]);
      return target === undefined ? undefined : not(action('VOTE', target));
    },
  ),
  rule(
    'support-execution',
    `${I_WILL}\\s+${ADVERB}(?:support|back|favor|favour|want)\\s+(?:${AGENT}(?:'s|’s)\\s+(?:elimination|execution|lynch|exile)|(?:eliminating|executing|lynching|exiling|voting(?:\\s+(?:for|out|against))?)\\s+${AGENT})`,
    (match, context) => {
      const target = other(match[1] ?? match[2], context);
      return target === undefined ? undefined : action('VOTE', target);
    },
  ),
  rule('voted', `\\bI\\s+(?:already\\s+)?voted\\s+(?:for\\s+|against\\s+)?${AGENT}`, (match) => {
    const target = agentIn(match[1]);
    return target === undefined ? undefined : action('VOTED', target);
  }),
  rule(
    'vote',
    `${I_WILL}\\s+${ADVERB}(?:vote|votes)\\s+${VOTE_PREPOSITION}${AGENT}|\\bI(?:'m|’m|\\s+am)\\s+${ADVERB}(?:voting|going\\s+to\\s+vote|inclined\\s+to\\s+vote|leaning\\s+to\\s+vote)\\s+${VOTE_PREPOSITION}${AGENT}|\\b(?:my|final|provisional|current)\\s+vote\\s*(?:is|goes|stays|will\\s+be|remains|(?:'s|’s|\\s+is)\\s+going|:|-|\\s)*\\s*(?:on\\s+|for\\s+|to\\s+|with\\s+)?${AGENT}|\\bvot(?:e|ing)\\s*:\\s*${AGENT}|\\bI\\s+(?:lock|keep|maintain|put|place|cast)\\s+(?:in\\s+)?my\\s+vote\\s+(?:on|for)\\s+${AGENT}|\\bI\\s+(?:maintain|keep|lock|finalize)\\s+(?:my\\s+)?vote\\s+(?:on|for)\\s+${AGENT}|${I_WILL}\\s+${ADVERB}(?:exile|execute|lynch)\\s+${AGENT}`,
    (match) => {
      const target = agentIn(match.slice(1).find((group) => group !== undefined));
      return target === undefined ? undefined : action('VOTE', target);
    },
  ),
  // `I still doubt Jonathan's votes, so I'm voting him out`: the speaker's own vote on a pronoun.
  rule(
    'vote-pronoun',
    `(?:${I_WILL}\\s+${ADVERB}vote|\\bI(?:'m|’m|\\s+am)\\s+${ADVERB}(?:voting|going\\s+to\\s+vote|inclined\\s+to\\s+vote|leaning\\s+to\\s+vote))\\s+${VOTE_PREPOSITION}${VOTED_PRONOUN}`,
    (_, context) => {
      const target = pronounVoteTarget(context);
      return target === undefined ? undefined : action('VOTE', target);
    },
  ),
  // `With Jonathan slipping it's time to vote him out`, `what do you say we vote her today?`: asked of all.
  rule(
    'request-vote-pronoun',
    `\\b(?:let's|let’s|lets|let\\s+us|we\\s+(?:should|must|need\\s+to|have\\s+to)|(?:what\\s+do\\s+you\\s+say|how\\s+about)\\s+we|(?:it's|it’s|it\\s+is)\\s+time\\s+to(?:\\s+\\w+){0,3}?\\s+and)\\s+(?:all\\s+)?vote\\s+${VOTE_PREPOSITION}${VOTED_PRONOUN}`,
    (_, context) => {
      const target = pronounVoteTarget(context);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
    },
  ),
  // `Mizuki. I shall vote for you.`: the one spoken to.
  rule('vote-addressee', `${I_WILL}\\s+${ADVERB}vote\\s+(?:for\\s+|against\\s+)?you\\b`, (_, context) =>
    context.addressee === ANY || context.addressee === context.speaker ? undefined : action('VOTE', context.addressee),
  ),
  // `Votes for Ryuji.`: a vote said without a verb.
  rule('vote-bare', `^\\s*(?:my\\s+)?votes?\\s+(?:for|on|goes\\s+to)\\s+${AGENT}\\s*[.!]?\\s*$`, (match, context) => {
    const target = other(match[1], context);
    return target === undefined ? undefined : action('VOTE', target);
  }),
  rule(
    'request-vote-propose',
    `\\bI\\s+(?:propose|suggest)\\s+(?:that\\s+)?we\\s+(?:all\\s+)?(?:(?:cast|consolidate|unite|concentrate|focus|pile|put|place|align|combine)\\s+(?:our\\s+|all\\s+|the\\s+)?votes?\\s+(?:for|on|against|onto|behind)|vote\\s+(?:for\\s+|out\\s+)?|lynch|exile|execute)\\s*${AGENT}`,
    (match, context) => {
      const target = other(match[1], context);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
    },
  ),
  // Divination and guard.
  rule(
    'request-divination',
    `\\b(?:please|could\\s+you|can\\s+you|you\\s+should|I\\s+want\\s+you\\s+to|I'd\\s+like\\s+you\\s+to|seer[,:]?|how\\s+about|(?:could|can|would|will)\\s+(?:someone|anyone|somebody|the\\s+seer)|(?:someone|somebody|the\\s+seer)\\s+(?:should|must|please))\\s+(?:please\\s+)?(?:divine|divining|check|checking|inspect|inspecting)\\s+${AGENT}`,
    (match, context) => {
      const target = agentIn(match[1]);
      const toAnyone = /\b(?:someone|anyone|somebody|the\s+seer)\b/iu.test(match[0]);
      return target === undefined
        ? undefined
        : request(toAnyone ? ANY : context.addressee, action('DIVINATION', target));
    },
  ),
  rule(
    'divination',
    `${I_WILL}\\s+${ADVERB}(?:divine|inspect|examine|check)\\s+${AGENT}|\\b(?:my\\s+)?divination\\s+target\\s*(?:tonight\\s*)?(?:is|:|will\\s+be)\\s*${AGENT}|\\bI(?:'m|’m|\\s+am)\\s+(?:going\\s+to\\s+)?divin(?:e|ing)\\s+${AGENT}`,
    (match, context) => {
      const target = other(match[1] ?? match[2] ?? match[3], context);
      return target === undefined ? undefined : action('DIVINATION', target);
    },
  ),
  rule(
    'request-guard',
    `\\b(?:please|could\\s+you|can\\s+you|bodyguard[,:]?|knight[,:]?)\\s+(?:please\\s+)?(?:guard|protect)\\s+(?:${AGENT}|(me)\\b)`,
    (match, context) => {
      const target = match[2] === undefined ? agentIn(match[1]) : context.speaker;
      return target === undefined ? undefined : request(context.addressee, action('GUARD', target));
    },
  ),
  rule('guarded', `\\bI\\s+(?:guarded|protected)\\s+${AGENT}`, (match) => {
    const target = agentIn(match[1]);
    return target === undefined ? undefined : action('GUARDED', target);
  }),
  rule('guard', `${I_WILL}\\s+${ADVERB}(?:guard|protect)\\s+${AGENT}`, (match, context) => {
    const target = other(match[1], context);
    return target === undefined ? undefined : action('GUARD', target);
  }),
  // Attack proposals (werewolf whispers): `let's attack X`, `I'll bite X tonight`, `attack target: X`.
  rule(
    'attack',
    `(?:\\blet(?:'s|’s|\\s+us)|\\bwe(?:'ll|’ll|\\s+will|\\s+should|\\s+must|\\s+can|\\s+could)|${I_WILL})\\s+${ADVERB}(?:attack|bite|kill|eat|devour|maul|take\\s+out)\\s+${AGENT}|\\b(?:our\\s+|my\\s+|the\\s+)?(?:attack|bite)\\s+target\\s*(?:tonight\\s*)?(?:is|:|will\\s+be)\\s*${AGENT}`,
    (match, context) => {
      const target = other(match[1] ?? match[2], context);
      return target === undefined ? undefined : action('ATTACK', target);
    },
  ),
  // Distrust: a liar, a fake claimer, conduct that worries the speaker.
  ...ENGLISH_DISTRUST_RULES,
  // Last: a family reads only what no phrasing above has read.
  ...ENGLISH_FAMILY_RULES,
  // Round six: every askable noun of a question or request, coordinated ones included.
  ...ENGLISH_ASK_RULES,
  // Round six: a judgement whose subject is carried from the sentence before.
  ...ENGLISH_JUDGEMENT_RULES,
];
