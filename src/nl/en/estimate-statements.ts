import { MENTION_OPEN } from '../agent-mention.ts';
import type { PhraseRule } from '../phrase-rule.ts';
import { agentIn, estimate } from '../sentence-builders.ts';
import { AGENT, NEGATED, otherOpinionBefore, rule, words } from './patterns.ts';
import { previousSubject, wolf } from './rule-targets.ts';

/**
 * English judgements stated in free form: conduct judged with no one named, about the agent of the
 * sentence before (`I'm voting Midori. Silent all day is suspicious.`), `X's in the clear`, `X's our sole
 * seer`, `Servas the wolf`, `I have reasons to suspect him`.
 */

/** In the order they are tried. */
export const ENGLISH_ESTIMATE_STATEMENT_RULES: readonly PhraseRule[] = [
  // `I'm voting Midori. Silent all day is suspicious.`: conduct judged with no one named, about the one
  // agent the sentence before named (or its subject).
  rule(
    'estimate-conduct-alone',
    `^\\s*(?!(?:it|this|that|which|everyone|everybody|nobody|no\\s+one|nothing|someone|somebody|anyone|anybody|all|both|they|we|you|I|he|she|there|who|what|why|how|the\\s+(?:wolf|wolves|werewolf|werewolves|village|town|seer|medium|game))\\b)(?:(?:[\\w’'-]+\\s+){1,5}?(?:is|seems|looks|feels|sounds)|(?:seems|looks|feels|sounds))\\s+(?:(?:very|really|quite|so|pretty|a\\s+bit|highly|super|too|kinda|kind\\s+of|definitely|clearly)\\s+)*(?:suspicious|sus|fishy|shady|wolfy|wolfish|sketchy|scummy|anti-town)\\s*[.!]?\\s*$`,
    (match, context) => {
      if (context.sentence.includes(MENTION_OPEN) || NEGATED.test(match[0])) return undefined;
      return wolf(previousSubject(context, context.speaker));
    },
  ),
  // `Darling Victoria's in the clear`.
  rule(
    'estimate-in-the-clear',
    `${AGENT}(?:'s|’s|\\s+is|\\s+seems|\\s+looks)\\s+(?:(?:now|still|definitely|clearly|totally|completely)\\s+)?in\\s+the\\s+clear\\b`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker || otherOpinionBefore(context)) return undefined;
      return estimate(target, 'VILLAGER');
    },
  ),
  // `I reckon Mizuki's our sole seer`, `with Ryuji as our confirmed Seer`.
  rule(
    'estimate-role-more',
    `${AGENT}(?:'s|’s)\\s+(?:(?:our|the|only|sole|last|real|true|genuine|confirmed|remaining)\\s+){1,3}(${words.role})\\b(?!\\s*(?:'s|’s|claims?|CO|results?|candidates?)\\b)|\\b(?:with|treat|take|see|accept)\\s+${AGENT}\\s+as\\s+(?:our|the)\\s+(?:(?:confirmed|real|true|genuine|only|sole)\\s+)+(${words.role})\\b`,
    (match, context) => {
      const target = agentIn(match[1] ?? match[3]);
      const role = words.roleOf(match[2] ?? match[4] ?? '');
      if (target === undefined || role === undefined || target === context.speaker || otherOpinionBefore(context))
        return undefined;
      return estimate(target, role);
    },
  ),
  // `Servas the wolf must be today's focus`: a name with `the wolf` beside it.
  rule(
    'estimate-the-wolf',
    `${AGENT}\\s*,?\\s+the\\s+(?:(?:real|last|remaining|obvious|clear|other)\\s+)?(?:were)?wolf\\b(?!\\s*(?:'s|’s|claim|CO|team|side))`,
    (match, context) => {
      const target = agentIn(match[1]);
      if (target === undefined || target === context.speaker || otherOpinionBefore(context)) return undefined;
      // `calls Servas the wolf`, `named Servas the wolf`: someone's accusation told, not the speaker's.
      if (/\b(?:call(?:s|ed)?|nam(?:e|es|ed)|label(?:s|ed)?|brand(?:s|ed)?|accus\w*)\s+$/iu.test(context.before))
        return undefined;
      return estimate(target, 'WEREWOLF');
    },
  ),
  // `I have reasons to suspect him`.
  rule(
    'estimate-reasons-to-suspect',
    `\\bI\\s+(?:have|see|'ve\\s+got|’ve\\s+got|’ve|'ve)\\s+(?:\\w+\\s+){0,2}?reasons?\\s+to\\s+(?:suspect|doubt|distrust)\\s+${AGENT}`,
    (match, context) => {
      if (NEGATED.test(match[0])) return undefined;
      const target = agentIn(match[1]);
      return target === undefined || target === context.speaker ? undefined : estimate(target, 'WEREWOLF');
    },
  ),
];
