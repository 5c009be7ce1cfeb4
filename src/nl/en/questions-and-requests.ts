import type { Sentence } from '../../protocol/index.ts';
import { agreementWith } from '../agreement-with.ts';
import type { PhraseRule } from '../phrase-rule.ts';
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
import { AGENT, ROLE, rule, VOTE_PREPOSITION } from './patterns.ts';

import { other, roleIn } from './agent-lists.ts';

/** English agreement, questions, requests to come out and not to vote, and either-or suspicion (tried first). */
export const ENGLISH_QUESTION_AND_REQUEST_RULES: readonly PhraseRule[] = [
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
  // `Shizue claim.`, `Shizue, CO please`, `@Shizue claim now`: a bare demand that the one named claims (not
  // that one's claim); asked like a role question (the guideline's INQUIRE).
  rule(
    'comingout-demanded',
    `^\\s*${AGENT}\\s*[,:]?\\s+(?:please\\s+)?(?:claim|CO|C\\.O\\.|come\\s+out)(?:\\s+(?:please|now|already|today|too))*\\s*(?:[.!]|$)`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker) return undefined;
      // A bare `Shizue claim.` inside a report (`N0: Shizue=Human. … Shizue claim.`) may be a note about
      // Shizue's claim: only an opening one, or one said to Shizue (`@`, a comma, `please`, `now`), demands.
      const said = /[@,:]|\b(?:please|now|already|today)\b/u.test(match[0]);
      if (!said && context.earlier.trim() !== '') return undefined;
      return inquire(target, comingOut(target, 'ANY'));
    },
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
];
