// Final three and final four: the days a game reaches three or four living players, by who is alive
// (werewolves, the possessed, the village side), and how often the werewolf side wins from there. These
// are the days one vote decides; the table shows whether the werewolf side finds its majority.
import type { GameRecord } from '../../src/game-log/index.ts';

/** Position key → [games, werewolf-side wins]. */
export type PositionTally = Record<string, [number, number]>;

/** Adds each of the game's first day with 4 and first day with 3 living players. */
export const notePositions = (record: GameRecord, tally: PositionTally): void => {
  const days = [...new Set(record.statuses.map((status) => status.day))].sort((left, right) => left - right);
  const seen = new Set<number>();
  for (const day of days) {
    const alive = record.statuses.filter((status) => status.day === day && status.status === 'ALIVE');
    if ((alive.length !== 3 && alive.length !== 4) || seen.has(alive.length)) continue;
    const wolves = alive.filter((status) => status.role === 'WEREWOLF').length;
    const possessed = alive.filter((status) => status.role === 'POSSESSED').length;
    const village = alive.length - wolves - possessed;
    // Only positions of a running game (the last status block shows the board after the end).
    if (wolves === 0 || wolves >= alive.length - wolves) continue;
    seen.add(alive.length);
    const key = `${alive.length} alive: ${wolves} werewolf, ${possessed} possessed, ${village} village`;
    const entry = tally[key] ?? [0, 0];
    entry[0]++;
    if (record.winner === 'WEREWOLF') entry[1]++;
    tally[key] = entry;
  }
};

export const addPositions = (left: PositionTally, right: PositionTally): PositionTally => {
  const sum: PositionTally = {};
  for (const tally of [left, right]) {
    for (const [key, [games, wins]] of Object.entries(tally)) {
      const entry = sum[key] ?? [0, 0];
      sum[key] = [entry[0] + games, entry[1] + wins];
    }
  }
  return sum;
};
