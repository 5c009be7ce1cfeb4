import type { TargetAction } from '../../game/index.ts';
import type { Brain, DecisionContext, Language, TargetDecision } from '../brain.ts';
import type { CallOutcome } from './call-log.ts';
import type { GameMemory } from './game-memory.ts';
import { matchTarget } from './match-target.ts';
import type { ModelCall } from './model-call.ts';
import { type ParsedReply, parseTargetReply } from './parse-reply.ts';
import type { MemoryLimits } from './prompt-context.ts';
import { candidatesFor } from './prompt-messages.ts';
import { REPLY_SCHEMAS } from './reply-schemas.ts';
import { asFallback } from './speak.ts';
import type { WithinDeadline } from './within-deadline.ts';

export const TARGET_METHODS = { vote: 'VOTE', divine: 'DIVINE', guard: 'GUARD', attack: 'ATTACK' } as const;
export type TargetMethod = keyof typeof TARGET_METHODS;

/** Target requests need the gist of today's talk, not all of it (the beliefs carry the rest). */
const TARGET_TALK_LINES = 6;
export const targetLimits = (limits: MemoryLimits): MemoryLimits => ({
  ...limits,
  recentTalks: Math.min(limits.recentTalks, TARGET_TALK_LINES),
});

const CORRECTION: Readonly<Record<Language, (named: string, candidates: readonly string[]) => string>> = {
  ja: (named, candidates) =>
    `「${named}」は候補にありません。次の中から一人だけ、表記どおりに選んでください: ${candidates.join('、')}`,
  en: (named, candidates) => `"${named}" is not one of the candidates. Choose exactly one of: ${candidates.join(', ')}`,
};

/**
 * Vote, divine, guard, attack: the fallback's target first; a vote or attack we stated that day is
 * kept when still legal; otherwise the model chooses among the legal candidates, with one corrective
 * retry when it names someone who is not one of them.
 */
export const createChoose = (options: {
  readonly fallback: Brain;
  readonly memory: GameMemory;
  readonly call: ModelCall;
  readonly withinDeadline: WithinDeadline;
  readonly lang: Language;
  readonly limits: MemoryLimits;
  readonly voteFollowsTalk: boolean;
}): ((context: DecisionContext, method: TargetMethod) => Promise<TargetDecision>) => {
  const { fallback, memory, call, withinDeadline, lang } = options;
  return async (context, method) => {
    const action: TargetAction = TARGET_METHODS[method];
    const fallbackDecision = await fallback[method](context);
    const { state } = context;
    const candidates = candidatesFor(state, action);
    if (candidates.length === 0) return fallbackDecision;
    const stated = action === 'VOTE' || action === 'ATTACK' ? memory.statedTarget(state, action) : undefined;
    if (options.voteFollowsTalk && stated !== undefined && candidates.includes(stated.target)) {
      return { kind: 'target', target: stated.target, source: stated.source, thought: 'as stated in talk' };
    }
    const decision = await withinDeadline(context, method, async (handle) => {
      const requestContext = memory.requestContext({ state, limits: targetLimits(options.limits), candidates });
      const messages = memory.messagesFor(state, method, requestContext);
      let named = '';
      const interpret = (text: string): { value?: TargetDecision; outcome: CallOutcome; parsed: unknown } => {
        const parsed: ParsedReply<{ thought: string; target: string }> = parseTargetReply(text);
        if (!parsed.ok) return { outcome: 'invalid', parsed: { error: parsed.reason } };
        const match = matchTarget({ text: parsed.value.target, candidates, agents: state.agents });
        if (!match.ok) {
          named = parsed.value.target;
          return { outcome: 'illegal_target', parsed: { ...parsed.value, reason: match.reason } };
        }
        const value: TargetDecision = {
          kind: 'target',
          target: match.target,
          source: 'llm',
          ...(parsed.value.thought === '' ? {} : { thought: parsed.value.thought }),
        };
        return { value, outcome: 'used', parsed: { ...parsed.value, matched: match.target } };
      };
      const ask = {
        state,
        requestType: method,
        templates: ['system', 'memory', method],
        replySchema: REPLY_SCHEMAS.target,
        handle,
        interpret,
      };
      const first = await call({ ...ask, messages });
      if (first.value !== undefined || first.outcome !== 'illegal_target' || first.reply === undefined)
        return first.value;
      // One retry, telling the model what was wrong.
      const retry = await call({
        ...ask,
        messages: [
          ...messages,
          { role: 'assistant', content: first.reply },
          { role: 'user', content: CORRECTION[lang](named, candidates) },
        ],
      });
      return retry.value;
    });
    if (decision === undefined) return asFallback(fallbackDecision);
    // The guard sent is the model's: the rule brain underneath speaks of that one (its claim, its report).
    if (action === 'GUARD') fallback.intentions?.noteGuard(state.day, decision.target);
    return decision;
  };
};
