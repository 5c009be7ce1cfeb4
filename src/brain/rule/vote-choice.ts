import type { GameState } from '../../game/state.ts';
import type { Beliefs } from '../beliefs/index.ts';
import type { Random } from '../../random.ts';
import { possessedVote, villageVote, werewolfVote } from './targets.ts';

/** Whom this agent wants executed today, by role, from the beliefs. */
export const chooseVote = (
  state: GameState,
  beliefs: Beliefs,
  candidates: readonly string[],
  /** The same stream for every call of a day (a fork by day), so a tie-break does not flip between talks. */
  random?: Random,
): string | undefined => {
  // Never a vote against someone we said is human ourselves (a result or an estimate we stated), while
  // anybody else is left: the village reads such a vote as a lie, and the organisers count it.
  const declared = declaredHuman(beliefs);
  const open = candidates.filter((name) => !declared.has(name));
  return roleVote(state, beliefs, open.length > 0 ? open : candidates, random);
};

/** Everyone this agent called human in public: its white results and its VILLAGER/HUMAN estimates. */
export const declaredHuman = (beliefs: Beliefs): Set<string> => {
  // In the order they were said: the latest word on a player counts (a white after an old suspicion
  // declares it human again).
  const said: { day: number; idx: number; target: string; human: boolean }[] = [];
  for (const report of beliefs.reports) {
    if (report.reporter === beliefs.self && report.species === 'HUMAN')
      said.push({ day: report.day, idx: report.idx, target: report.target, human: true });
  }
  for (const suspicion of beliefs.suspicions) {
    if (suspicion.agent !== beliefs.self) continue;
    const human = suspicion.role !== 'WEREWOLF' && suspicion.role !== 'POSSESSED';
    said.push({ day: suspicion.day, idx: suspicion.idx, target: suspicion.target, human });
  }
  said.sort((left, right) => left.day - right.day || left.idx - right.idx);
  const names = new Set<string>();
  for (const entry of said) {
    if (entry.human) names.add(entry.target);
    else names.delete(entry.target);
  }
  return names;
};

const roleVote = (
  state: GameState,
  beliefs: Beliefs,
  candidates: readonly string[],
  random: Random | undefined,
): string | undefined => {
  switch (state.role) {
    case 'WEREWOLF':
      return werewolfVote(beliefs, candidates, random);
    case 'POSSESSED':
      return possessedVote(beliefs, candidates);
    case 'SEER': {
      const black = state.divineResults.find(
        (result) => result.result === 'WEREWOLF' && candidates.includes(result.target),
      );
      if (black !== undefined) return black.target;
      const whites = new Set(
        state.divineResults.filter((result) => result.result === 'HUMAN').map((result) => result.target),
      );
      const pool = candidates.filter((name) => !whites.has(name));
      return villageVote(beliefs, pool.length > 0 ? pool : candidates);
    }
    default:
      return villageVote(beliefs, candidates);
  }
};
