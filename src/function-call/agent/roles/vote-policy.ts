import { mostSuspected, SEER_WEIGHT } from './suspicion.ts';

/**
 * Whom to vote for, elimination or PK: a werewolf found by our own check first, then a player a
 * claimed seer called a werewolf, then the intention
 * stated in our speech, then the brain's choice, then the most suspected candidate. Wolves never vote
 * a teammate when another candidate exists. Null (abstain) only when there is no candidate. Pure.
 */
export const decideVote = (input: {
  candidates: readonly number[];
  knownWolves: readonly number[];
  avoid: ReadonlySet<number>;
  intention: number | undefined;
  brainChoice: number | undefined;
  scores: ReadonlyMap<number, number>;
  /**
   * The village votes the whole day's evidence (what was said after our speech too), keeping its stated
   * intention only while nobody looks worse: every village player reads the same public record, so
   * their ballots land together instead of splitting.
   */
  followScores?: boolean;
}): number | null => {
  const preferred = input.candidates.filter((id) => !input.avoid.has(id));
  const pool = preferred.length > 0 ? preferred : input.candidates;
  const wolf = input.knownWolves.find((id) => pool.includes(id));
  if (wolf !== undefined) return wolf;
  // A claimed seer's call made after our speech still decides the vote.
  const exposed = mostSuspected(input.scores, pool);
  if (exposed !== undefined && (input.scores.get(exposed) ?? 0) >= SEER_WEIGHT) return exposed;
  if (input.followScores === true && exposed !== undefined) {
    const { intention } = input;
    const kept =
      intention !== undefined &&
      pool.includes(intention) &&
      (input.scores.get(intention) ?? 0) >= (input.scores.get(exposed) ?? 0);
    return kept ? intention : exposed;
  }
  for (const choice of [input.intention, input.brainChoice]) {
    if (choice !== undefined && pool.includes(choice)) return choice;
  }
  return mostSuspected(input.scores, pool) ?? null;
};

/** PK candidates: the `pk` event of the day if the backend sent one, else the tied leaders of today's count. */
export const pkCandidates = (input: {
  pkEvent: readonly number[] | undefined;
  todayCounts: Readonly<Record<string, number>> | undefined;
}): number[] => {
  if (input.pkEvent !== undefined && input.pkEvent.length > 0) return [...input.pkEvent];
  const entries = Object.entries(input.todayCounts ?? {});
  const top = Math.max(0, ...entries.map(([, count]) => count));
  return entries.filter(([, count]) => count === top && top > 0).map(([id]) => Number(id));
};
