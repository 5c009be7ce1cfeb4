import { knowledgeOf, systemContextOf } from './speaker/session-contexts.ts';
import type { Speech } from './roles/suspicion.ts';
import type { AgentSettings, CallContext } from './agent-context.ts';

export type DecisionKind = 'vote' | 'pk' | 'attack' | 'check' | 'witch' | 'hunter';
export type Choice = { readonly id: string; readonly label: string };

/**
 * The model's budget: the dispatcher's deadline (`--deadline-ms`, the configured default), cut to the
 * call's own `remaining_time` / `time_limit` (seconds) when it gives one.
 */
export const decisionDeadline = (deadline: number, seconds: number | undefined): number =>
  seconds === undefined || !(seconds > 0) ? deadline : Math.min(deadline, Date.now() + seconds * 1000);

/**
 * With `--brain llm`, asks the model to pick one of the legal choices (the rule answer is in the prompt
 * as a suggestion); undefined (no model, late, failed, illegal) keeps the rule answer.
 */
export const askModelDecision = async (input: {
  settings: AgentSettings;
  context: CallContext;
  signal: AbortSignal;
  deadline: number;
  kind: DecisionKind;
  day: number;
  speeches: readonly Speech[];
  choices: readonly Choice[];
  ruleChoice: string;
  victim?: number | null;
  cause?: string;
}): Promise<string | undefined> => {
  const decide = input.settings.speaker?.decide;
  if (decide === undefined || input.choices.length === 0) return undefined;
  const { session, label } = input.context;
  return decide({
    scope: { self: label(session.selfId), day: input.day },
    language: session.language,
    system: systemContextOf(session, label),
    context: {
      isVote: input.kind === 'vote' || input.kind === 'pk',
      isPk: input.kind === 'pk',
      isAttack: input.kind === 'attack',
      isCheck: input.kind === 'check',
      isWitch: input.kind === 'witch',
      isHunter: input.kind === 'hunter',
      day: input.day,
      night: input.day,
      victim: input.victim === undefined || input.victim === null ? '' : label(input.victim),
      cause: input.cause ?? '',
      knowledge: knowledgeOf(session, label),
      speeches: input.speeches
        .slice(-30)
        .map((speech) => ({ speaker: label(speech.player_id), content: speech.content })),
      choices: [...input.choices],
      ruleChoice: input.ruleChoice,
    },
    signal: input.signal,
    deadline: input.deadline,
  });
};

/**
 * `askModelDecision` for a decision that is one verb over a list of players (vote, attack, check): the
 * choices are `verb:id` for each allowed id, the rule's target is the suggestion, and the model's pick
 * comes back as a player id (undefined keeps the rule answer).
 */
export const askModelTarget = async (
  input: Omit<Parameters<typeof askModelDecision>[0], 'choices' | 'ruleChoice'> & {
    verb: string;
    allowed: readonly number[];
    ruleTarget: number | null | undefined;
  },
): Promise<number | undefined> => {
  const { verb, allowed, ruleTarget, ...decision } = input;
  const fromModel = await askModelDecision({
    ...decision,
    choices: allowed.map((id) => ({ id: `${verb}:${id}`, label: input.context.label(id) })),
    ruleChoice: ruleTarget === undefined || ruleTarget === null ? 'abstain' : `${verb}:${ruleTarget}`,
  });
  return fromModel === undefined ? undefined : choiceTarget(fromModel);
};

/** The id in a choice code `kind:id` (undefined for `abstain`). */
export const choiceTarget = (code: string): number | undefined => {
  const id = Number(code.split(':')[1]);
  return Number.isInteger(id) ? id : undefined;
};
