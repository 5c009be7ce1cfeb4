import { describe, expect, it } from 'vitest';
import type { GameLogEntry } from '../../../src/function-call/master/game-context.ts';
import type { BackendRole } from '../../../src/function-call/master/nine-player-rules.ts';
import { seatAccuracy } from '../../../src/function-call/master/seat-accuracy.ts';

/** Wolves 1 and 2; seer 3, witch 4, hunter 5, villagers 6 and 7 (a 7-seat toy game). */
const roles: Record<number, BackendRole> = {
  1: 'werewolf',
  2: 'werewolf',
  3: 'seer',
  4: 'witch',
  5: 'hunter',
  6: 'villager',
  7: 'villager',
};

const entry = (day: number, kind: string, detail: unknown, player?: number): GameLogEntry => ({
  game: 'game-1',
  day,
  phase: 'test',
  kind,
  detail,
  ...(player === undefined ? {} : { player }),
});

const log: GameLogEntry[] = [
  entry(1, 'werewolf_action', { action: 'kill', target_id: 6 }, 1),
  entry(1, 'werewolf_action', { action: 'kill', target_id: 2 }, 2),
  entry(1, 'seer_action', { action: 'check', target_id: 1 }, 3),
  entry(1, 'night', { victim: 6, deaths: [{ player: 6, cause: 'kill' }] }),
  entry(1, 'discuss', { speech: '我怀疑1号是狼人。' }, 3),
  entry(1, 'discuss', { speech: '……' }, 7),
  entry(1, 'vote', { vote_target: 1 }, 3),
  entry(1, 'vote', { vote_target: 7 }, 4),
  entry(1, 'vote', { vote_target: null }, 5),
  entry(1, 'failure', { method: 'vote', reason: 'timeout' }, 7),
  entry(1, 'vote', { vote_target: 3 }, 1),
  entry(1, 'elimination_votes', { counts: { 1: 1, 7: 1, 3: 1 }, leaders: [1, 7, 3] }),
  entry(1, 'defend', { defense: '我怀疑1号是狼人。' }, 3),
  entry(1, 'vote', { vote_target: 1 }, 4),
  entry(1, 'pk_votes', { counts: { 1: 1 }, leaders: [1] }),
  entry(1, 'exile', { exiled: 1 }),
  entry(2, 'werewolf_action', { action: 'abstain', target_id: null }, 2),
  entry(2, 'failure', { method: 'seer_action', reason: 'timeout' }, 3),
];

describe('function-call seat accuracy (the aiwolf summary fields, from the game log)', () => {
  const seats = seatAccuracy({ log, roles });

  it('scores elimination votes of the village side against a random ballot among the other alive players', () => {
    // Day 1, six alive (6 died at night): seer 3 sees wolves 1, 2 among 5 others; witch 4 likewise.
    expect(seats.get(3)).toMatchObject({ villageVotes: 1, villageVotesOnWerewolves: 1 });
    expect(seats.get(3)?.villageVotesOnWerewolvesExpected).toBeCloseTo(2 / 5);
    expect(seats.get(4)).toMatchObject({ villageVotes: 1, villageVotesOnWerewolves: 0 });
    expect(seats.get(3)?.voteAccuracy).toBeCloseTo(1 / (2 / 5));
    // A wolf's ballot is no village vote; PK ballots are not counted.
    expect(seats.get(1)).toMatchObject({ villageVotes: 0, voteAccuracy: null });
  });

  it('counts abstentions and failed calls as missed votes, silent speeches and repeated defences', () => {
    expect(seats.get(5)?.errorBehaviour.noVote).toEqual({ count: 1, opportunities: 1 });
    expect(seats.get(7)?.errorBehaviour.noVote).toEqual({ count: 1, opportunities: 1 });
    expect(seats.get(7)?.errorBehaviour.silentDays).toEqual({ count: 1, opportunities: 1 });
    expect(seats.get(3)?.errorBehaviour.repeatedTalks).toEqual({ count: 1, opportunities: 2 });
  });

  it('scores checks and attack votes, and counts missed ones', () => {
    expect(seats.get(3)).toMatchObject({ divinations: 1, divinationsOnWerewolves: 1 });
    expect(seats.get(3)?.divinationsOnWerewolvesExpected).toBeCloseTo(2 / 6);
    expect(seats.get(3)?.errorBehaviour.noDivination).toEqual({ count: 1, opportunities: 2 });
    expect(seats.get(2)?.errorBehaviour.attackVoteOnWerewolf).toEqual({ count: 1, opportunities: 1 });
    expect(seats.get(2)?.errorBehaviour.noAttackVote).toEqual({ count: 1, opportunities: 2 });
    expect(seats.get(1)?.errorBehaviour.noGuard).toEqual({ count: 0, opportunities: 0 });
  });
});
