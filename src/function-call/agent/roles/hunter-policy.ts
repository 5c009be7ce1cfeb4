import { mostSuspected } from './suspicion.ts';

export type HunterChoice = {
  readonly action: 'shoot' | 'abstain';
  readonly target_id: number | null;
  readonly reasoning: string;
};

/** Shoot only a player this suspicious: a random shot hits the village side more often than not. */
export const SHOT_THRESHOLD = 2;

/** Causes that let the hunter shoot; a poisoned hunter (or any other cause) cannot. */
export const SHOOTING_CAUSES: readonly string[] = ['vote', 'kill'];

/**
 * The hunter's rule: shoot a known killer when the backend names one, else the most suspected alive
 * player (wolves avoid their teammates) once the evidence is strong, else abstain. Pure.
 */
export const decideHunter = (input: {
  selfId: number;
  cause: string;
  killedBy: number | null;
  aliveIds: readonly number[];
  scores: ReadonlyMap<number, number>;
  avoid: ReadonlySet<number>;
}): HunterChoice => {
  if (!SHOOTING_CAUSES.includes(input.cause))
    return { action: 'abstain', target_id: null, reasoning: `cannot shoot after ${input.cause}` };
  const candidates = input.aliveIds.filter((id) => id !== input.selfId && !input.avoid.has(id));
  if (input.cause === 'kill' && input.killedBy !== null && candidates.includes(input.killedBy)) {
    return { action: 'shoot', target_id: input.killedBy, reasoning: 'the killer' };
  }
  const suspect = mostSuspected(input.scores, candidates);
  if (suspect === undefined || (input.scores.get(suspect) ?? 0) < SHOT_THRESHOLD)
    return { action: 'abstain', target_id: null, reasoning: 'nobody is suspected enough' };
  return { action: 'shoot', target_id: suspect, reasoning: 'the most suspected player' };
};
