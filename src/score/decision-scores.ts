import { aliveOn, type GameRecord, type GameRoleName, nightAliveOn, roleOf } from '../game-log/index.ts';

/**
 * One decision scored against the truth: `hit` 1 when the target has the sought role, and the hit
 * expected had the decision been uniformly random over the candidates of that moment. Summed over
 * decisions, Σ hit ÷ Σ expected is the official "ratio to random" (1.0 = random).
 */
export type DecisionScore = { readonly hit: number; readonly expected: number };

/** Share of `candidates` whose role is in `roles`: the hit a random pick expects. 0 with no candidates. */
export const randomHitExpectation = (options: {
  record: GameRecord;
  candidates: readonly number[];
  roles: readonly GameRoleName[];
}): number => {
  if (options.candidates.length === 0) return 0;
  const hits = options.candidates.filter((idx) => {
    const role = roleOf(options.record, idx);
    return role !== undefined && options.roles.includes(role);
  }).length;
  return hits / options.candidates.length;
};

/** A day vote's candidates: agents alive that day other than the voter. */
export const voteCandidates = (record: GameRecord, day: number, voter: number): number[] =>
  aliveOn(record, day).filter((idx) => idx !== voter);

/** A divination's (or guard's) candidates: agents alive that night other than the actor. */
export const nightActionCandidates = (record: GameRecord, day: number, actor: number): number[] =>
  nightAliveOn(record, day).filter((idx) => idx !== actor);

/** An attack's (or attack vote's) candidates: agents alive that night who are not werewolves. */
export const attackCandidates = (record: GameRecord, day: number): number[] =>
  nightAliveOn(record, day).filter((idx) => roleOf(record, idx) !== 'WEREWOLF');

/** Scores a target choice: does it have one of `roles`, against a random pick among `candidates`. */
export const scoreTarget = (options: {
  record: GameRecord;
  candidates: readonly number[];
  target: number;
  roles: readonly GameRoleName[];
}): DecisionScore => {
  const role = roleOf(options.record, options.target);
  return {
    hit: role !== undefined && options.roles.includes(role) ? 1 : 0,
    expected: randomHitExpectation(options),
  };
};

/** Vote accuracy for one day vote: on a werewolf, against random among the alive others. */
export const scoreVote = (options: { record: GameRecord; day: number; voter: number; target: number }): DecisionScore =>
  scoreTarget({
    record: options.record,
    candidates: voteCandidates(options.record, options.day, options.voter),
    target: options.target,
    roles: ['WEREWOLF'],
  });

/** Divination accuracy for one divination: on a werewolf, against random among the alive others that night. */
export const scoreDivination = (options: {
  record: GameRecord;
  day: number;
  seer: number;
  target: number;
}): DecisionScore =>
  scoreTarget({
    record: options.record,
    candidates: nightActionCandidates(options.record, options.day, options.seer),
    target: options.target,
    roles: ['WEREWOLF'],
  });
