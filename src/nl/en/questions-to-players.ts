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
  request,
} from '../sentence-builders.ts';
import { AGENT, ROLE, rule, words } from './patterns.ts';
import { addressee, asserting, other } from './rule-targets.ts';

/**
 * English questions and requests put to one player or to whoever holds a role: a result (`where is your
 * result?`, `X should share those divination results`), a role (`tell us if you're the seer`), a read
 * (`tell us who you suspect`), a judgement of someone (`does X seem off to you?`), a claim on a condition
 * (`if you're the seer reveal now`), a divination (`let X divine Y`). Each asserts: a negation inside its
 * match leaves it unread.
 */

/** In the order they are tried. */
export const ENGLISH_QUESTION_TO_PLAYER_RULES: readonly PhraseRule[] = [
  // Questions about results: `where is your result?`, `any new divination results?`, `did you divine anyone?`.
  rule(
    'inquire-result-more',
    `\\bwhere(?:'s|’s|\\s+is|\\s+are)\\s+(?:your|the)\\s+(?:(divination|seer|medium|night)\\s+)?(?:results?|reports?)\\b|\\bany\\s+(?:new\\s+|fresh\\s+|more\\s+)?(?:(divination|seer|medium)\\s+)?(?:results?|checks)\\b|\\bdid\\s+you\\s+(?:divine|check|inspect)\\s+(?:anyone|anybody|someone|somebody)\\b(?!\\s+else)`,
    (match, context) =>
      inquire(
        context.addressee,
        (match[1] ?? match[2])?.toLowerCase() === 'medium' ? identified(ANY, 'ANY') : divined(ANY, 'ANY'),
      ),
    'question',
  ),
  // `Daisuke-kun should totally share those divination results!`
  rule(
    'inquire-result-named',
    `${AGENT}(?:-(?:kun|san|chan|sama))?\\s+(?:should|needs?\\s+to|must|has\\s+to)\\s+(?:\\w+\\s+)?(?:share|reveal|post|tell\\s+us|give\\s+us)\\s+(?:your|his|her|their|those|the)\\s+(?:(divination|seer|medium)\\s+)?results?`,
    (match, context) => {
      const target = other(match[1], context);
      if (target === undefined) return undefined;
      return inquire(target, match[2]?.toLowerCase() === 'medium' ? identified(ANY, 'ANY') : divined(ANY, 'ANY'));
    },
    'any',
  ),
  // `please tell us if you're the seer`, `any early reads or a role?`.
  rule(
    'inquire-role-more',
    `\\b(?:tell\\s+us|let\\s+us\\s+know|say|confirm)\\s+(?:if|whether)\\s+you(?:'re|’re|\\s+are)\\s+(?:really\\s+)?(?:the\\s+|a\\s+)?${ROLE}|\\b(?:or|any)\\s+(?:a\\s+)?(?:role\\s+claim|role|claim)\\s*\\?`,
    (match, context) => {
      const target = addressee(context);
      if (target === undefined) return undefined;
      const role = match[1] === undefined ? 'ANY' : (words.roleOf(match[1]) ?? 'ANY');
      return inquire(target, comingOut(target, role));
    },
    'any',
  ),
  // `please explain your reads`, `tell us your role or a quick read`, `tell us who you suspect`.
  // `who do you distrust?`, `what concrete read do you have?`, `name your top wolf`,
  // `who are your top two wolves?`, `where do your suspicions point?`, `any thoughts on who stands out?`.
  rule(
    'inquire-estimate-plain',
    '\\bwho\\s+(?:do|would|did)\\s+you\\s+(?:\\w+\\s+)?(?:distrust|mistrust)\\b|\\bwhat\\s+(?:(?:concrete|solid|real|other)\\s+)?reads?\\s+(?:do|have)\\s+you\\b|\\bname\\s+(?:your|one|a)\\s+(?:(?:top|main|prime|biggest)\\s+)?(?:wolf|wolves|werewolf)\\b|\\bwho\\s+(?:are|is)\\s+your\\s+(?:top\\s+)?(?:(?:two|three|2|3)\\s+)?(?:wolf|wolves|suspects)\\b|\\bwhere\\s+do\\s+your\\s+suspicions\\s+point\\b|\\bwho\\s+stands\\s+out\\b',
    (match, context) => {
      // `who stands out` and `where do your suspicions point` ask only in a question.
      if (/^(?:who\s+stands|where)/iu.test(match[0]) && !context.question) return undefined;
      return inquire(context.addressee, estimate(ANY, 'WEREWOLF'));
    },
    'any',
  ),
  rule(
    'inquire-estimate-more',
    `(?:\\b(?:explain|tell\\s+us|share|give\\s+us|state)\\s+|\\b(or)\\s+)(?:your|a|an|one)\\s+(?:(?:quick|early|one-line|concrete|honest|current|main|top|prime|biggest|primary|strongest)\\s+)*(?:reads?|suspects?)\\b(?!\\s+(?:on|of|about)\\s)|\\b(?:tell\\s+us|share|say|state)\\s+(?:\\w+\\s+)?who\\s+you\\s+(?:suspect|find\\s+(?:most\\s+)?suspicious|think\\s+is\\s+(?:the\\s+|a\\s+)?(?:were)?wolf)|\\bwho\\s+(?:else\\s+|exactly\\s+)?(?:do|would|did)\\s+you\\s+(?:\\w+\\s+)?suspect|\\bwho(?:'s|’s|\\s+is)\\s+your\\s+(?:(?:main|top|prime|biggest|primary|strongest)\\s+)?suspect`,
    // `or a quick read` only after a request in the sentence (`tell us your role or a quick read`).
    (match, context) =>
      match[1] !== undefined && !/\b(?:tell\s+us|share|give\s+us|state|explain|post)\b/iu.test(context.before)
        ? undefined
        : inquire(context.addressee, estimate(ANY, 'WEREWOLF')),
    'any',
  ),
  // `@Rin did May seem a little off to you?`, `@Rin do you think Mio is a wolf?`.
  rule(
    'inquire-suspicion-named',
    `\\b(?:does|did|do)\\s+${AGENT}\\s+(?:seem|look|strike\\s+you\\s+as)\\s+(?:a\\s+(?:little|bit)\\s+|at\\s+all\\s+|kind\\s+of\\s+)?(?:suspicious|off|odd|sus|wolfish|like\\s+a\\s+wolf)\\b|\\b(?:do|would)\\s+you\\s+(?:really\\s+|honestly\\s+)?think\\s+${AGENT}(?:\\s+is|'s|’s|\\s+might\\s+be|\\s+could\\s+be)\\s+(?:a\\s+|the\\s+)?(?:suspicious|sus|wolf-like|wolfish|wolfy|(?:were)?wolf)\\b`,
    (match, context) => {
      const target = other(match[1] ?? match[2], context);
      const asked = addressee(context);
      if (target === undefined || asked === undefined || asked === target) return undefined;
      return inquire(asked, estimate(target, 'WEREWOLF'));
    },
    'question',
  ),
  // `@Midori if you're the seer reveal now` (the condition is rewritten to `as the seer,` by the grammar).
  rule(
    'request-comingout-conditioned',
    `\\bas\\s+the\\s+${ROLE},\\s+(?:please\\s+)?(?:reveal|come\\s+out|claim|CO|step\\s+forward)(?:\\s+(?:yourself|now|today|please))*\\s*[.!]?\\s*$`,
    (match, context) => {
      const role = match[1] === undefined ? undefined : words.roleOf(match[1]);
      if (role === undefined) return undefined;
      const target = addressee(context);
      return target === undefined ? request(ANY, comingOut(ANY, role)) : request(target, comingOut(target, role));
    },
    'statement',
  ),
  // `We should let Toshio divine Daisuke next`, `I propose the seer checks Mizuki`.
  rule(
    'request-divination-more',
    `\\b(?:let|have)\\s+${AGENT}\\s+(?:divine|check|inspect)\\s+${AGENT}|\\bI\\s+(?:propose|suggest)\\s+(?:that\\s+)?(?:the\\s+seer|our\\s+seer|someone)\\s+(?:should\\s+)?(?:divines?|checks?|inspects?)\\s+${AGENT}`,
    (match, context) => {
      const seer = agentIn(match[1]);
      const target = other(match[2] ?? match[3], context);
      if (target === undefined || seer === target) return undefined;
      return request(seer === undefined || seer === context.speaker ? ANY : seer, action('DIVINATION', target));
    },
  ),
].map(asserting);
