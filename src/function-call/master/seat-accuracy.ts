import { type AccuracyTotals, accuracyTotalsOf, type SeatCounts, zeroSeatCounts } from '../../score/index.ts';
import type { GameLogEntry } from './game-context.ts';
import type { BackendRole } from './nine-player-rules.ts';

/** Speeches that say nothing: the deadline's default `……` and empty text. */
const SILENT_SPEECHES: ReadonlySet<string> = new Set(['', '……', '...', '…']);

type Detail = Record<string, unknown>;
const detailOf = (entry: GameLogEntry): Detail => (entry.detail ?? {}) as Detail;
const numberOr = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * The official accuracy and error-behaviour counts (see `src/score`) of every seat of one function-call
 * game, read from the game's log in order (the alive players at each decision come from the night,
 * exile and shot entries before it), so `byBrain` has the aiwolf arena's fields:
 * - vote accuracy: elimination ballots of the village side on a werewolf, against a random ballot among
 *   the other alive players; abstentions and failed calls are missed votes; a ballot naming oneself is a self-vote;
 * - divination accuracy: seer checks on a werewolf, against a random check among the other alive players;
 *   an abstention or a failed call is a missed divination;
 * - attack votes: a wolf's `werewolf_action` abstaining or failing is a missed attack vote, one naming
 *   a werewolf an attack vote on a werewolf;
 * - talk: each `discuss` day is a talk day, `……`/empty speech a silent day, a defence repeating that
 *   day's speech a repeated talk. There is no guard in this ruleset (no guard nights).
 * Pure.
 */
export const seatAccuracy = (input: {
  log: readonly GameLogEntry[];
  roles: Readonly<Record<number, BackendRole>>;
}): Map<number, AccuracyTotals> => {
  const ids = Object.keys(input.roles).map(Number);
  const counts = new Map<number, SeatCounts>(ids.map((id) => [id, zeroSeatCounts()]));
  const add = (id: number | undefined, key: keyof SeatCounts, amount = 1): void => {
    const seat = id === undefined ? undefined : counts.get(id);
    if (seat !== undefined) seat[key] += amount;
  };
  const isWolf = (id: number | null): boolean => id !== null && input.roles[id] === 'werewolf';
  const alive = new Set(ids);
  /** A random pick's chance of a werewolf among the alive players other than `actor`. */
  const expectedWolf = (actor: number): number => {
    const others = [...alive].filter((id) => id !== actor);
    return others.length === 0 ? 0 : others.filter(isWolf).length / others.length;
  };
  /** Ballots of the round being cast (logged one by one, then the round's tally says which kind it was). */
  let ballots: { voter: number; target: number | null }[] = [];
  const speechesToday = new Map<number, string>();
  let speechDay = -1;
  for (const entry of input.log) {
    const detail = detailOf(entry);
    const player = entry.player;
    const failedMethod = entry.kind === 'failure' ? detail.method : undefined;
    if (entry.day !== speechDay) {
      speechesToday.clear();
      speechDay = entry.day;
    }
    if (entry.kind === 'night')
      for (const death of (detail.deaths ?? []) as { player: number }[]) alive.delete(death.player);
    if (entry.kind === 'exile' && typeof detail.exiled === 'number') alive.delete(detail.exiled);
    if (entry.kind === 'hunter_shot' && typeof detail.target === 'number') alive.delete(detail.target);
    if (player === undefined) {
      if (entry.kind === 'elimination_votes') {
        for (const ballot of ballots) {
          add(ballot.voter, 'voteDaysAlive');
          if (ballot.target === null) {
            add(ballot.voter, 'missedVotes');
            continue;
          }
          add(ballot.voter, 'votesCast');
          if (ballot.target === ballot.voter) add(ballot.voter, 'selfVotes');
          add(ballot.voter, 'votesOnWerewolves', isWolf(ballot.target) ? 1 : 0);
          add(ballot.voter, 'votesOnWerewolvesExpected', expectedWolf(ballot.voter));
        }
      }
      if (entry.kind.endsWith('_votes')) ballots = [];
      continue;
    }
    if (entry.kind === 'vote' || failedMethod === 'vote')
      ballots.push({ voter: player, target: entry.kind === 'vote' ? numberOr(detail.vote_target) : null });
    if (entry.kind === 'seer_action' || failedMethod === 'seer_action') {
      add(player, 'divinationNights');
      const target = detail.action === 'check' ? numberOr(detail.target_id) : null;
      if (target === null) add(player, 'missedDivinations');
      else {
        add(player, 'divinations');
        add(player, 'divinationsOnWerewolves', isWolf(target) ? 1 : 0);
        add(player, 'divinationsOnWerewolvesExpected', expectedWolf(player));
      }
    }
    if (entry.kind === 'werewolf_action' || failedMethod === 'werewolf_action') {
      add(player, 'attackVoteNights');
      const target = detail.action === 'kill' ? numberOr(detail.target_id) : null;
      if (target === null) add(player, 'missedAttackVotes');
      else {
        add(player, 'attackVotesCast');
        if (isWolf(target)) add(player, 'attackVotesOnWerewolves');
      }
    }
    if (entry.kind === 'discuss' || failedMethod === 'discuss') {
      const speech = entry.kind === 'discuss' && typeof detail.speech === 'string' ? detail.speech.trim() : '';
      add(player, 'talkDays');
      add(player, 'talks');
      if (SILENT_SPEECHES.has(speech)) add(player, 'silentDays');
      speechesToday.set(player, speech);
    }
    if (entry.kind === 'defend') {
      const defense = typeof detail.defense === 'string' ? detail.defense.trim() : '';
      add(player, 'talks');
      if (!SILENT_SPEECHES.has(defense) && speechesToday.get(player) === defense) add(player, 'repeatedTalks');
    }
  }
  return new Map(
    [...counts].map(([id, seat]) => [
      id,
      accuracyTotalsOf({ all: seat, village: input.roles[id] === 'werewolf' ? zeroSeatCounts() : seat }),
    ]),
  );
};
