import { aliveSeats, currentStatus, type RulesContext } from './rules-context.ts';
import type { GameLogEvent } from './rules-types.ts';

/** Living humans (the possessed included) and living werewolves; errored agents count as alive. */
export const countAlive = (context: RulesContext): { humans: number; werewolves: number } => {
  const alive = aliveSeats(context);
  const werewolves = alive.filter((seat) => seat.role === 'WEREWOLF').length;
  return { humans: alive.length - werewolves, werewolves };
};

/**
 * The server's end check, run after every phase and after the day advances. Too many errored agents
 * end the game first (winner NONE even if a side has just won); then werewolves ≥ humans, or no wolf.
 */
export const shouldFinish = (context: RulesContext): boolean => {
  const limit = Math.floor(context.seats.length * context.config.server.max_continue_error_ratio);
  if (context.errored.size >= limit) {
    context.abortedByError = true;
    return true;
  }
  const { humans, werewolves } = countAlive(context);
  context.winSide = humans <= werewolves ? 'WEREWOLF' : werewolves === 0 ? 'VILLAGER' : 'NONE';
  return context.winSide !== 'NONE';
};

/** The status block of the game log; errored seats have an empty status. */
export const statusEvent = (context: RulesContext): GameLogEvent => ({
  type: 'status',
  day: context.day,
  seats: context.seats.map((seat) => ({
    idx: seat.idx,
    role: seat.role,
    status: context.errored.has(seat.idx) ? '' : (currentStatus(context).status.get(seat.idx) ?? 'ALIVE'),
    connectionName: seat.connectionName,
    name: seat.name,
  })),
});
