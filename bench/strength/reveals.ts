// Where our werewolf side comes out in the open: for each reveal, who was alive that day (werewolves,
// the possessed, the village side), whether the side's votes together decided the day (more than the
// others'), and how often the werewolf side won the game. A reveal off a deciding day hands the village
// the werewolf's name; the table shows how often that happens and what it costs.
import { aliveOn, type GameRecord } from '../../src/game-log/index.ts';
import type { Reveal } from './error-audit.ts';

/** Reveal key → [reveals, werewolf-side wins]. */
export type RevealTally = Record<string, [number, number]>;

/** Adds the game's reveals, read against its record. */
export const noteReveals = (record: GameRecord, reveals: readonly Reveal[], tally: RevealTally): void => {
  for (const reveal of reveals) {
    const alive = aliveOn(record, reveal.day).map((idx) => record.seats.find((seat) => seat.idx === idx)?.role);
    const wolves = alive.filter((role) => role === 'WEREWOLF').length;
    const possessed = alive.filter((role) => role === 'POSSESSED').length;
    const village = alive.length - wolves - possessed;
    const decides = wolves + possessed > village ? 'side decides' : 'side does not decide';
    const key = `${record.seats.length}p ${reveal.role} out, ${alive.length} alive: ${wolves} werewolf, ${possessed} possessed, ${village} village (${decides})`;
    const entry = tally[key] ?? [0, 0];
    entry[0]++;
    if (record.winner === 'WEREWOLF') entry[1]++;
    tally[key] = entry;
  }
};
