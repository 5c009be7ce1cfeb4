import { mostSuspected } from './suspicion.ts';

export type WitchChoice = {
  readonly action: 'save' | 'poison' | 'abstain';
  readonly target_id: number | null;
  readonly reasoning: string;
};

/** Poison only a player this suspicious: a claimed seer's wolf call, or a whole herd (accusations alone are cheap for wolves). */
export const POISON_THRESHOLD = 4;

/**
 * The witch's rule: save the wolves' victim early (first two nights), or when the victim is the witch
 * herself or a claimed seer, witch or hunter; otherwise poison the most suspected player once the evidence is strong.
 * One potion per call: the backend asks again after a save when the poison is still there. Pure.
 */
export const decideWitch = (input: {
  selfId: number;
  nightNumber: number;
  killedId: number | null;
  antidoteAvailable: boolean;
  poisonAvailable: boolean;
  aliveIds: readonly number[];
  scores: ReadonlyMap<number, number>;
  /** Players who claimed seer, witch or hunter: saved when attacked, never poisoned. */
  claimedSpecials: ReadonlySet<number>;
}): WitchChoice => {
  const { killedId } = input;
  if (input.antidoteAvailable && killedId !== null) {
    if (input.nightNumber <= 2 || killedId === input.selfId || input.claimedSpecials.has(killedId)) {
      return { action: 'save', target_id: killedId, reasoning: 'save the victim' };
    }
  }
  if (input.poisonAvailable) {
    const candidates = input.aliveIds.filter(
      (id) => id !== input.selfId && id !== killedId && !input.claimedSpecials.has(id),
    );
    const suspect = mostSuspected(input.scores, candidates);
    if (suspect !== undefined && (input.scores.get(suspect) ?? 0) >= POISON_THRESHOLD) {
      return { action: 'poison', target_id: suspect, reasoning: 'the most suspected player' };
    }
  }
  return { action: 'abstain', target_id: null, reasoning: 'keep the potions' };
};
