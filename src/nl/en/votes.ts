import { MENTION_OPEN } from '../agent-mention.ts';
import type { PhraseRule, RuleContext } from '../phrase-rule.ts';
import { soleOtherAgent } from '../pronoun.ts';
import { ANY, action, agentIn, not, request } from '../sentence-builders.ts';
import { ADVERB, AGENT, I_WILL, lastNamedAgent, rule, VOTE_PREPOSITION } from './patterns.ts';

import { other } from './agent-lists.ts';

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

/** English vote requests, intentions and past votes. */
export const ENGLISH_VOTE_RULES: readonly PhraseRule[] = [
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
  // `@Rin My vote goes to you.`, `You have earned my vote.`: the speaker's vote, for the one spoken to.
  rule(
    'vote-mine-to-addressee',
    `\\bmy\\s+vote(?:'s|’s)?(?:\\s+(?:today|now|tonight))?\\s+(?:goes|will\\s+go|is\\s+going|lands|falls|rests)\\s+(?:to|on|for|with)\\s+you\\b(?!\\s+(?:all|two|both|guys)\\b)|\\byou(?:'ve|’ve|\\s+have)?\\s+(?:earned|get|got)\\s+my\\s+vote\\b`,
    (_, context) =>
      context.addressee === ANY || context.addressee === context.speaker
        ? undefined
        : action('VOTE', context.addressee),
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
];
