import type { GameRecord, GameRoleName } from './game-record-schema.ts';

/**
 * Seats alive at the start of `day` (its status block; an errored seat counts as not alive, as in the
 * organisers' analyser). A day without a status block is derived from the last earlier block minus the
 * executions and successful attacks since. Memoised per record (records are not changed once read):
 * metrics and replay ask this for every talk and decision.
 */
export const aliveOn = (record: GameRecord, day: number): number[] => {
  let byDay = aliveCache.get(record);
  if (!byDay) {
    byDay = new Map();
    aliveCache.set(record, byDay);
  }
  let alive = byDay.get(day);
  if (!alive) {
    alive = computeAliveOn(record, day);
    byDay.set(day, alive);
  }
  return [...alive];
};

const aliveCache = new WeakMap<GameRecord, Map<number, readonly number[]>>();

const computeAliveOn = (record: GameRecord, day: number): number[] => {
  const blockDays = record.statuses.map((status) => status.day).filter((statusDay) => statusDay <= day);
  if (blockDays.length === 0) return [];
  const blockDay = Math.max(...blockDays);
  const alive = new Set(
    record.statuses
      .filter((status) => status.day === blockDay && status.status === 'ALIVE')
      .map((status) => status.idx),
  );
  for (const execution of record.executions) {
    if (execution.day >= blockDay && execution.day < day) alive.delete(execution.agent);
  }
  for (const attack of record.attacks) {
    if (attack.success && attack.day >= blockDay && attack.day < day) alive.delete(attack.target);
  }
  return [...alive].sort((a, b) => a - b);
};

/** Seats executed on `day`. */
export const executedOn = (record: GameRecord, day: number): number[] =>
  record.executions.filter((execution) => execution.day === day).map((execution) => execution.agent);

/** Seats alive during the night of `day` (divine, guard, attack): alive that day and not executed. */
export const nightAliveOn = (record: GameRecord, day: number): number[] => {
  const executed = new Set(executedOn(record, day));
  return aliveOn(record, day).filter((idx) => !executed.has(idx));
};

/** Days that had a night: night 0 always; from day 1 on, the nights the server wrote an `attack` line for. */
export const nightDays = (record: GameRecord): number[] =>
  [...new Set([0, ...record.attacks.map((attack) => attack.day)])].sort((a, b) => a - b);

/** Days that had a vote (at least one vote line). */
export const voteDays = (record: GameRecord): number[] =>
  [...new Set(record.votes.map((vote) => vote.day))].sort((a, b) => a - b);

export const roleOf = (record: GameRecord, idx: number): GameRoleName | undefined =>
  record.seats.find((seat) => seat.idx === idx)?.role;

export const werewolvesOf = (record: GameRecord): number[] =>
  record.seats.filter((seat) => seat.role === 'WEREWOLF').map((seat) => seat.idx);
