import type { GameRecord } from '../game-log/index.ts';
import { aliveOn, nightAliveOn, roleOf } from '../game-log/index.ts';

/**
 * One targeted decision's terms in the official accuracy metrics (official-metrics.md §3): whether it
 * hit a werewolf and the chance a uniformly random choice among the candidates of that moment would have.
 */
export type AccuracyTerm = { readonly hit: number; readonly expected: number };

const term = (record: GameRecord, candidates: readonly number[], target: number): AccuracyTerm => {
  const wolves = candidates.filter((idx) => roleOf(record, idx) === 'WEREWOLF').length;
  return {
    hit: roleOf(record, target) === 'WEREWOLF' ? 1 : 0,
    expected: candidates.length === 0 ? 0 : wolves / candidates.length,
  };
};

/** A vote on `day` by `voter`: candidates are the agents alive that day other than the voter. */
export const voteTerm = (record: GameRecord, day: number, voter: number, target: number): AccuracyTerm =>
  term(
    record,
    aliveOn(record, day).filter((idx) => idx !== voter),
    target,
  );

/** A divination on the night of `day`: candidates are the agents alive that night other than the seer. */
export const divineTerm = (record: GameRecord, day: number, seer: number, target: number): AccuracyTerm =>
  term(
    record,
    nightAliveOn(record, day).filter((idx) => idx !== seer),
    target,
  );
