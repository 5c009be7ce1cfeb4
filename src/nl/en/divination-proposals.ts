import type { PhraseRule } from '../phrase-rule.ts';
import { ANY, action, agentIn, divined, request } from '../sentence-builders.ts';
import { AGENT, otherOpinionBefore, rule } from './patterns.ts';
import { negatedInside, targetOf, WHO } from './rule-targets.ts';

/**
 * English divinations proposed (`How about we divine X tonight?`, `X should divine him next`, `Checking X
 * tonight would help`) and the speaker's own divination told as a clearing (`my analysis cleared X`).
 */

/** In the order they are tried. */
export const ENGLISH_DIVINATION_PROPOSAL_RULES: readonly PhraseRule[] = [
  // `How about we divine Mister Ryuji tonight?`, `May perhaps divining Kenji could help`, `Jonathan should divine him next`.
  rule(
    'request-divine-family',
    `\\bhow\\s+about\\s+(?:we|you|our\\s+seer|the\\s+seer)\\s+(?:divine|check|inspect)\\s+${WHO}|${AGENT}\\s+(?:should|must|needs\\s+to|has\\s+to|ought\\s+to|could|can)\\s+(?:(?:really|definitely|maybe|perhaps|probably|also)\\s+)?(?:divine|check|inspect)\\s+${WHO}`,
    (match, context) => {
      if (negatedInside(match[0]) || otherOpinionBefore(context)) return undefined;
      if (/\b(?:if|whether|why|unless)\b/iu.test(context.before)) return undefined;
      if (match[1] !== undefined || match[2] !== undefined) {
        const target = targetOf(match[1] ?? match[2], context);
        return target === undefined ? undefined : request(ANY, action('DIVINATION', target));
      }
      const seer = agentIn(match[3]);
      const target = targetOf(match[4] ?? match[5], context);
      if (seer === undefined || target === undefined || seer === target) return undefined;
      return request(seer === context.speaker ? ANY : seer, action('DIVINATION', target));
    },
  ),
  // `May perhaps divining Kenji could provide clarity`, `Checking Rin tonight would help`: a divination proposed.
  rule(
    'request-divining-helps',
    `^\\s*(?:${AGENT}\\s+)?(?:(?:perhaps|maybe|I\\s+think)\\s+)?(?:divining|checking|inspecting)\\s+${WHO}\\s+(?:(?:tonight|next|first)\\s+)?(?:could|would|might|may|will|should|can)\\s+(?:really\\s+|surely\\s+)?(?:help|provide|give|clarify|tell|settle|resolve|be\\s+(?:wise|useful|helpful|good|best|key))\\b`,
    (match, context) => {
      if (negatedInside(match[0])) return undefined;
      const target = targetOf(match[2] ?? match[3], context);
      if (target === undefined) return undefined;
      // A name opening the sentence is the one asked: `May perhaps divining Kenji could help`.
      const named = agentIn(match[1]);
      const asked = named !== undefined && named !== context.speaker && named !== target ? named : ANY;
      return request(asked, action('DIVINATION', target));
    },
  ),
  // `My analysis cleared Minato`, `my divination confirmed her as human`: the speaker's own result.
  rule(
    'divined-cleared',
    `\\bmy\\s+(?:(?:night(?:'s|’s)?|latest|last|own|first)\\s+)?(?:analysis|divination|check|reading|vision|result|inspection)s?\\s+(?:has\\s+|have\\s+|already\\s+)?(?:cleared|whitened|confirmed\\s+(?=\\S+\\s+(?:as\\s+)?(?:human|innocent|white)))\\s*${WHO}`,
    (match, context) => {
      if (negatedInside(match[0])) return undefined;
      const target = targetOf(match[1] ?? match[2], context);
      return target === undefined ? undefined : divined(target, 'HUMAN');
    },
  ),
];
