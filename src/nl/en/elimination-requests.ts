import type { PhraseRule } from '../phrase-rule.ts';
import { ANY, action, request } from '../sentence-builders.ts';
import { otherOpinionBefore, rule } from './patterns.ts';
import { negatedInside, targetOf, WHO, WHOSE } from './rule-targets.ts';

/**
 * English eliminations asked for or intended, in any form: `X must be removed`, `I propose her
 * elimination`, `I say vote him out`, `we need to eliminate X`, `Eliminate X today.`, `Voting X would
 * settle it` (asked of all); `I'll eliminate X`, `my lynch goes to X`, `X has earned my vote` (the
 * speaker's own vote). Negations inside a match give nothing.
 */

const ELIMINATED = '(?:removed|eliminated|executed|exiled|lynched|hanged|hung|banished|voted\\s+out|taken\\s+out)';
const ELIMINATION = '(?:elimination|execution|exile|lynch(?:ing)?|removal|banishment|hanging)';
const ELIMINATE = '(?:eliminate|execute|exile|lynch|hang|remove|banish|vote\\s+out|vote\\s+off|vote\\s+for|vote)';

/** In the order they are tried. */
export const ENGLISH_ELIMINATION_RULES: readonly PhraseRule[] = [
  // `He must be removed`, `Ryuji has to be eliminated today`, `X needs to go`: a vote asked of all.
  rule(
    'request-must-be-eliminated',
    `${WHO}\\s+(?:must|should|has\\s+to|needs\\s+to|ought\\s+to|have\\s+to)\\s+(?:(?:now|today|definitely|really|surely|clearly)\\s+)?(?:be\\s+${ELIMINATED}|go)\\b`,
    (match, context) => {
      if (negatedInside(match[0]) || otherOpinionBefore(context)) return undefined;
      const target = targetOf(match[1] ?? match[2], context);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
    },
  ),
  // `I propose her elimination`, `I call for Yumi's execution`, `I support his lynch`.
  rule(
    'request-propose-elimination',
    `\\bI\\s+(?:\\w+\\s+)?(?:propose|suggest|call\\s+for|push\\s+for|recommend|demand|urge)\\s+${WHOSE}\\s+(?:\\w+\\s+)?${ELIMINATION}\\b`,
    (match, context) => {
      if (negatedInside(match[0]) || otherOpinionBefore(context)) return undefined;
      const target = targetOf(match[1] ?? match[2], context);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
    },
  ),
  // `I say vote him out`, `I say we lynch Rin`, `My call: eliminate Rin`.
  rule(
    'request-say-eliminate',
    `\\bI\\s+say\\s+(?:we\\s+)?(?:(?:all|should|must|just)\\s+)?${ELIMINATE}\\s+(?:out\\s+)?${WHO}`,
    (match, context) => {
      if (negatedInside(match[0])) return undefined;
      const target = targetOf(match[1] ?? match[2], context);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
    },
  ),
  // `We need to eliminate Rin`, `we have to hang him today`: an elimination the speaker asks of all.
  rule(
    'request-we-eliminate',
    `\\bwe\\s+(?:(?:really|clearly|definitely|simply)\\s+)?(?:need\\s+to|have\\s+to|ought\\s+to|gotta|got\\s+to|must|should)\\s+(?:(?:now|today|all)\\s+)?(?:eliminate|execute|exile|lynch|hang|remove|banish|vote\\s+out|vote\\s+off|get\\s+rid\\s+of)\\s+${WHO}`,
    (match, context) => {
      if (negatedInside(match[0])) return undefined;
      const target = targetOf(match[1] ?? match[2], context);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
    },
  ),
  // `I'll eliminate Rin today`, `I'm going to hang him`, `My lynch goes to Rin`: the speaker's own vote.
  rule(
    'vote-eliminate',
    `\\bI(?:'ll|’ll|\\s+will|\\s+shall|(?:'m|’m|\\s+am)\\s+going\\s+to|(?:'m|’m|\\s+am)\\s+gonna|\\s+plan\\s+to|\\s+intend\\s+to)\\s+(?:(?:now|today|definitely|still)\\s+)?(?:eliminate|remove|hang|banish|get\\s+rid\\s+of|push\\s+to\\s+eliminate)\\s+${WHO}|\\bmy\\s+(?:lynch|execution|elimination|vote)\\s+(?:goes|is\\s+going|will\\s+go)\\s+to\\s+${WHO}`,
    (match, context) => {
      if (negatedInside(match[0])) return undefined;
      const target = targetOf(match[1] ?? match[2] ?? match[3] ?? match[4], context);
      return target === undefined ? undefined : action('VOTE', target);
    },
  ),
  // `Eliminate Rin today.`, `Hang him.`: an imperative to all opening the sentence.
  rule(
    'request-eliminate-imperative',
    `^\\s*(?:(?:so|then|now|please)\\s+)?(?:eliminate|remove|hang|banish|exile|execute)\\s+${WHO}`,
    (match, context) => {
      const target = targetOf(match[1] ?? match[2], context);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
    },
  ),
  // `She has earned my vote`, `Rin's got my vote today`: the speaker's vote, said of its target.
  rule(
    'vote-earned',
    `${WHO}\\s*(?:has|'s|’s|just|now)?\\s*(?:earned|won|got|gotten|secured)\\s+my\\s+vote\\b`,
    (match, context) => {
      if (negatedInside(match[0]) || otherOpinionBefore(context)) return undefined;
      const target = targetOf(match[1] ?? match[2], context);
      return target === undefined ? undefined : action('VOTE', target);
    },
  ),
  // `Executing Asuka resolves the Seer question`, `Voting Rin would settle it`: a vote proposed to all.
  rule(
    'request-voting-helps',
    `^\\s*(?:(?:perhaps|maybe|I\\s+think)\\s+)?(?:voting(?:\\s+(?:for|out))?|executing|lynching|exiling|eliminating|removing)\\s+${WHO}\\s+(?:(?:today|now|first)\\s+)?(?:(?:could|would|might|will|should|can)\\s+)?(?:really\\s+|surely\\s+)?(?:resolves?|solves?|settles?|helps?|clarif(?:y|ies)|ends?|fix(?:es)?|answers?)\\b`,
    (match, context) => {
      if (negatedInside(match[0])) return undefined;
      const target = targetOf(match[1] ?? match[2], context);
      return target === undefined ? undefined : request(ANY, action('VOTE', target));
    },
  ),
];
