import { AGENT, rule, otherOpinionBefore } from './patterns.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import { agentIn, estimate } from '../sentence-builders.ts';

/**
 * Suspicion said as distrust (the labelling guideline: a fake-leaning claimer, a liar, conduct that worries the
 * speaker are ESTIMATE X WEREWOLF): `Mio is lying`, `Mio's the false seer`, `Minako's acting sketchy`,
 * `Ryuji's changing views worry me`, `Takumi's Seer claim looks dubious`. A denial around the match is dropped
 * by `denial.ts`, a conditional sentence is not read at all, and what happened to the agent (`Jonathan's lynch
 * worries me`) judges nobody.
 */

const HEDGE = '(?:(?:clearly|obviously|definitely|probably|likely|surely|just|so|still|also|totally|confirmed)\\s+)*';
const LIAR =
  '(?:lying|faking(?:\\s+it)?|bluffing|fabricating|telling\\s+(?:a\\s+)?(?:(?:super|big|mean|total|huge|outright)\\s+)*(?:fibs?|lies|lie)|a\\s+(?:big\\s+|total\\s+)?(?:liar|fibber|fraud|fake)|(?:the|a)\\s+(?:fake|false|phony|lying)\\s+(?:seer|medium|prophet|claimer|bodyguard)|acting\\s+(?:(?:so|very|really|kinda|a\\s+bit)\\s+)?(?:sketchy|shady|suspicious|sus|fishy|wolfy))';
/** `Xの` conduct words after the possessive; an event suffered is not conduct. */
const SUFFERED =
  /\b(?:death|lynch(?:ing)?|execution|attack|loss|absence|safety|passing|elimination|exile|departure|exit)\b/iu;
const WORRY =
  '(?:worr(?:y|ies)\\s+me|makes?\\s+me\\s+(?:(?:so|very|really|a\\s+bit|more)\\s+)?(?:uneasy|nervous|suspicious|wary|worried)|raises?\\s+(?:(?:some|real|serious)\\s+)?(?:concerns|suspicion|red\\s+flags)|(?:looks?|seems?|is|feels?)\\s+(?:(?:rather|very|quite|so|pretty|highly|demonstrably|clearly|obviously|totally|completely)\\s+)?(?:dubious|fabricated|made\\s+up|false|fake|a\\s+(?:falsehood|fallacy|lie|fabrication|fib))|troubles?\\s+me|smells?\\s+(?:(?:so|very|really|a\\s+bit|kinda)\\s+)?(?:fishy|bad|off|funny|wolfy))';
/** `Asuka smells bad`, `Victoria stinks`, `Ryuji reeks of deception` (not `Minato smelled a wolf`: what X detected). */
const SMELLS =
  '(?:smells?\\s+(?:(?:so|very|really|a\\s+bit|kinda)\\s+)?(?:fishy|bad|off|funny|wolfy|like\\s+(?:a\\s+)?(?:were)?wolf)|stinks?|reeks?\\s+of\\s+(?:[\\w-]+\\s+){0,2}?(?:deception|lies|lying|wolf|guilt|fear|deceit))';

export const ENGLISH_DISTRUST_RULES: readonly PhraseRule[] = [
  rule('estimate-smells', `${AGENT}\\s+(?:(?:still|also|really|just)\\s+)?${SMELLS}\\b`, (match, context) => {
    const target = agentIn(match[1]);
    if (target === undefined || target === context.speaker || otherOpinionBefore(context)) return undefined;
    return estimate(target, 'WEREWOLF');
  }),
  rule(
    'estimate-liar',
    `${AGENT}(?:'s|’s|\\s+is|\\s+was|\\s+(?:might|may|could|must)\\s+be|\\s+seems\\s+to\\s+be|\\s+keeps)\\s+${HEDGE}${LIAR}\\b`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker || otherOpinionBefore(context)) return undefined;
      return estimate(target, 'WEREWOLF');
    },
  ),
  rule('estimate-worrying-conduct', `${AGENT}(?:'s|’s)\\s+((?:[\\w-]+\\s+){1,5}?)${WORRY}\\b`, (match, context) => {
    const target = agentIn(match[1]);
    if (target === undefined || target === context.speaker || otherOpinionBefore(context)) return undefined;
    // `Mizuki's point about his tone worries me`: the worry is about someone else.
    if (SUFFERED.test(match[2] ?? '') || /\b(?:about|on|regarding|against|of)\b/iu.test(match[2] ?? ''))
      return undefined;
    return estimate(target, 'WEREWOLF');
  }),
];
