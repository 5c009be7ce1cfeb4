import type { Brain, DecisionContext, DecisionSource } from '../../../brain/brain.ts';
import type { PlayerDirectory } from './player-directory.ts';

export type TargetQuestion = 'vote' | 'attack' | 'divine';

/** A brain's pick as a player id, with where it came from (rule/llm picks outrank our heuristics). */
export type BrainTarget = { readonly playerId: number; readonly source: DecisionSource };

/** Whether a pick carries strategy (rule or LLM) rather than chance. */
export const isStrategic = (target: BrainTarget | undefined): target is BrainTarget =>
  target !== undefined && (target.source === 'rule' || target.source === 'llm');

/**
 * Asks a brain for a target and maps it back to a player id. A brain that throws or names nobody
 * gives undefined: the caller's own policy decides then (the deadline is the dispatcher's business).
 */
export const askBrainForTarget = async (input: {
  brain: Brain;
  question: TargetQuestion;
  context: DecisionContext;
  directory: PlayerDirectory;
  allowed: readonly number[];
}): Promise<BrainTarget | undefined> => {
  try {
    const decision = await input.brain[input.question](input.context);
    const playerId = input.directory.playerIdOf(decision.target);
    return playerId !== undefined && input.allowed.includes(playerId)
      ? { playerId, source: decision.source }
      : undefined;
  } catch {
    // A brain that throws has no answer: the handler's own policy answers instead (documented above).
    return undefined;
  }
};

/** Asks a brain for speech text with brain names replaced by display names; undefined if it has nothing. */
export const askBrainForTalk = async (input: {
  brain: Brain;
  context: DecisionContext;
  directory: PlayerDirectory;
  label: (playerId: number) => string;
}): Promise<string | undefined> => {
  try {
    const decision = await input.brain.talk(input.context);
    const text = decision.text.trim();
    if (text === '' || text === 'Over' || text === 'Skip') return undefined;
    return text.replace(/Agent\[(\d+)\]/g, (whole) => {
      const playerId = input.directory.playerIdOf(whole);
      return playerId === undefined ? whole : input.label(playerId);
    });
  } catch {
    // A brain that throws has nothing to say: the handler's rule speech is used instead.
    return undefined;
  }
};
