import { AGENT } from '../agent-mention.ts';
import { ANY, agentIn, estimate, inquire } from '../sentence-builders.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import { rule } from './patterns.ts';

/** One of two agents (XOR), and what the one addressed thinks of another. (their place among the rules: `ja/rules.ts`). */
export const JAPANESE_ALTERNATIVE_RULES: readonly PhraseRule[] = [
  // `リアかハンクのどちらかが人狼`: one of the two (XOR).
  rule(
    'either-werewolf',
    `${AGENT}\\s*(?:か|または|もしくは)\\s*${AGENT}(?:の)?(?:どちらか|どっちか|いずれか)?(?:が|は)(?:人狼|狼|黒)`,
    (match, context) => {
      const first = agentIn(match[1]);
      const second = agentIn(match[2]);
      if (first === undefined || second === undefined || first === second) return undefined;
      if (first === context.speaker || second === context.speaker) return undefined;
      return { type: 'XOR', clauses: [estimate(first, 'WEREWOLF'), estimate(second, 'WEREWOLF')] };
    },
  ),
  // `@リア ハンクを疑ってる？`: what the one addressed thinks of another.
  rule(
    'inquire-suspicion-of',
    `${AGENT}(?:を|のこと(?:を)?)(?:まだ|今も)?(?:(疑って|怪しいと思って|怪しんで)|(信じて|信用して))(?:る|いる|います|ますか|るの)?[？?]`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (
        target === undefined ||
        target === context.speaker ||
        context.addressee === ANY ||
        context.addressee === target
      )
        return undefined;
      return inquire(context.addressee, estimate(target, match[2] === undefined ? 'VILLAGER' : 'WEREWOLF'));
    },
    'question',
  ),
];
