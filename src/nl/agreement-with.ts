import type { Sentence } from '../protocol/index.ts';
import type { RuleContext } from './phrase-rule.ts';
import { agentIn } from './sentence-builders.ts';

/** AGREE / DISAGREE with the latest talk of the agent named in the match's first group. */
export const agreementWith =
  (type: 'AGREE' | 'DISAGREE') =>
  (match: RegExpExecArray, context: RuleContext): Sentence | undefined => {
    const target = agentIn(match[1]);
    const found = target === undefined ? undefined : context.referenceTo(target);
    return found === undefined ? undefined : { type, talkType: found.talkType, talkDay: found.day, talkId: found.id };
  };
