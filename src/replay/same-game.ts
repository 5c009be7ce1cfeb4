import type { GameRecord } from '../game-log/index.ts';

/**
 * What makes two logs the same game whatever language its talk was written in: the roles dealt to
 * each seat and every targeted act (votes with their round, divinations, guards, attack votes, the
 * executions and attacks). The inlg2025 Japanese folders are translations of the English ones: the
 * same games, the same acts, other talk.
 */
export const gameFingerprint = (record: GameRecord): string => {
  const acts = (name: string, entries: readonly { day: number; agent?: number; target?: number }[]): string =>
    `${name}:${entries.map((entry) => `${entry.day}/${entry.agent ?? ''}>${entry.target ?? ''}`).join(',')}`;
  return [
    `roles:${record.seats.map((seat) => `${seat.idx}=${seat.role}`).join(',')}`,
    `votes:${record.votes.map((vote) => `${vote.day}.${vote.round}/${vote.agent}>${vote.target}`).join(',')}`,
    acts('divines', record.divines),
    acts('guards', record.guards),
    acts('attackVotes', record.attackVotes),
    acts('executions', record.executions),
    acts('attacks', record.attacks),
  ].join('|');
};

/** The games with each game once: of logs of the same game, the first in the given order is kept. */
export const eachGameOnce = <T extends { readonly record: GameRecord }>(games: readonly T[]): T[] => {
  const seen = new Set<string>();
  return games.filter((game) => {
    const fingerprint = gameFingerprint(game.record);
    if (seen.has(fingerprint)) return false;
    seen.add(fingerprint);
    return true;
  });
};
