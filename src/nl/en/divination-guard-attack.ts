import type { PhraseRule } from '../phrase-rule.ts';
import { ANY, action, agentIn, request } from '../sentence-builders.ts';
import { ADVERB, AGENT, I_WILL, rule } from './patterns.ts';

import { other } from './agent-lists.ts';

/** English divination and guard requests, plans and reports, and attack proposals in whispers. */
export const ENGLISH_NIGHT_ACTION_RULES: readonly PhraseRule[] = [
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
];
