import { NO_AGENT } from '../agent-mention.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import { ANY, action, request } from '../sentence-builders.ts';
import { ADVERB, AGENT, rule, VOTE_PREPOSITION } from './patterns.ts';
import { addressee, asserting, other } from './rule-targets.ts';

/**
 * English votes said without `I vote`: `X is my vote`, `my vote leans towards X`, `I'm leaning toward
 * voting X`, `I'm voting you`; and votes or night actions asked of all (`let's consolidate our votes on X`,
 * `let's unite and vote X out`, `we must protect him`, `trust my result and vote X`). Each asserts: a
 * negation inside its match leaves it unread.
 */

/** In the order they are tried. */
export const ENGLISH_VOTE_INTENTION_RULES: readonly PhraseRule[] = [
  // `Lacking a counter-claim Daisuke is our vote`, `he's my vote`.
  rule(
    'vote-is-mine',
    `${AGENT}(?:'s|’s|\\s+is|\\s+remains|\\s+stays)\\s+(?:still\\s+)?(?:my|our)\\s+(?:(?:final|current|main|top|first|clear)\\s+)?(?:vote|vote\\s+target|pick\\s+for\\s+(?:the\\s+)?vote)\\b(?!\\s+(?:for|on|against)\\b)`,
    (match, context) => {
      const target = other(match[1], context);
      return target === undefined ? undefined : action('VOTE', target);
    },
  ),
  // `My vote leans towards Benjamin`, `my vote's for Servas`, `She has earned my vote`, `I'm set on Sakura`.
  rule(
    'vote-my-more',
    `\\bmy\\s+vote(?:'s|’s)?(?:\\s+(?:today|now|tonight))?\\s+(?:(?:leans|rests|falls|lands|sits|settles|must\\s+be|will\\s+go|goes|(?:is\\s+)?(?:set|fixed|locked)|(?:is|'s|’s)\\s+(?:(?:now|still|currently|also)\\s+)?(?:leaning|going|headed|heading|moving|shifting))\\s+)?(?:towards?|on|for|to|with|against)\\s+${AGENT}|${AGENT}\\s+(?:has\\s+earned|earned|earns|gets|has)\\s+my\\s+vote\\b|\\bI(?:'m|’m|\\s+am)\\s+(?:\\w+\\s+)?set\\s+on\\s+(?:voting\\s+(?:for\\s+)?)?${AGENT}`,
    (match, context) => {
      const target = other(match[1] ?? match[2] ?? match[3], context);
      return target === undefined ? undefined : action('VOTE', target);
    },
  ),
  // `I'm leaning toward voting Misaki`, `I'm leaning Daisuke but…`.
  rule(
    'vote-leaning',
    `\\bI(?:'m|’m|\\s+am)\\s+(?:still\\s+|now\\s+|currently\\s+|also\\s+)?leaning\\s+(?:(?:toward|towards|to)\\s+)?(?:(?:voting|vote|lynch(?:ing)?|execut(?:e|ing)|exil(?:e|ing))\\s+(?:for\\s+|against\\s+)?)?${AGENT}(?!\\s*(?:'s|’s|being|as|is)\\b)`,
    (match, context) => {
      const target = other(match[1], context);
      return target === undefined ? undefined : action('VOTE', target);
    },
  ),
  // `@Daisuke I'm voting you today.`
  rule(
    'vote-addressee-now',
    `(?:\\bI(?:'m|’m|\\s+am)|\\bI(?:'ll|’ll|\\s+will)\\s+be)\\s+${ADVERB}(?:voting|going\\s+to\\s+vote|inclined\\s+to\\s+vote|leaning\\s+(?:towards?\\s+|to\\s+)?vot(?:e|ing))\\s+(?:for\\s+|against\\s+)?you\\b`,
    (_, context) => {
      const target = addressee(context);
      return target === undefined ? undefined : action('VOTE', target);
    },
  ),
  // `It is logical to consolidate our vote on him today`, `Let's align our votes against Servas`.
  rule(
    'request-vote-together',
    `\\b(?:let's|let’s|lets|let\\s+us|we\\s+(?:should|must|need\\s+to|have\\s+to)|(?:it\\s+is|it's|it’s)\\s+(?:logical|best|wise|time|smart|better|sensible)\\s+to|time\\s+to)\\s+(?:all\\s+)?(?:consolidate|align|unite|concentrate|focus|pile|put|cast|place|combine|gather)\\s+(?:our\\s+|all\\s+|the\\s+|a\\s+)?votes?\\s+(?:on|against|for|onto|behind|to)\\s+${AGENT}`,
    (match, context) => {
      const target = other(match[1], context);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
    },
    'statement',
  ),
  // `Let's unite and vote Shizue out`, `Let's consider voting for Mizuki`, `Let's vote quiet Ryuji instead`.
  rule(
    'request-vote-more',
    `\\b(?:let's|let’s|lets|let\\s+us|we\\s+(?:should|must|need\\s+to|have\\s+to))\\s+(?:all\\s+)?(?:(?:consider|try)\\s+)?(?:\\w+\\s+(?:\\w+\\s+)?and\\s+)?(?:vote|voting|lynch|execute|exile)\\s+${VOTE_PREPOSITION}(?:(?:the\\s+)?(?:quiet|silent|wolf|wolfy|sneaky|suspicious)\\s+)?${AGENT}(?!\\s?(?:'s|’s))`,
    (match, context) => {
      const target = other(match[1], context);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
    },
    'statement',
  ),
  // `We must protect him`, `Perhaps we should divine her tonight`: asked of whoever has the role.
  rule(
    'request-role-action-we',
    `\\bwe\\s+(?:must|should|need\\s+to|have\\s+to|could)\\s+(?:\\w+\\s+)?(protect|guard|divine|check|inspect)\\s+${AGENT}(?!\\s?(?:'s|’s))`,
    (match, context) => {
      const target = other(match[2], context);
      if (target === undefined) return undefined;
      return request(ANY, action(/protect|guard/iu.test(match[1] ?? '') ? 'GUARD' : 'DIVINATION', target));
    },
    'statement',
  ),
  // `Trust my result and vote Toshio today`: an imperative joined to the vote.
  rule(
    'request-vote-joined',
    `^\\s*(?:please\\s+)?(?:trust|listen\\s+to|follow|believe|join)\\b${NO_AGENT}{0,40}?\\band\\s+(?:please\\s+)?vote\\s+${VOTE_PREPOSITION}${AGENT}`,
    (match, context) => {
      const target = other(match[1], context);
      return target === undefined ? undefined : request(context.addressee, action('VOTE', target));
    },
    'statement',
  ),
].map(asserting);
