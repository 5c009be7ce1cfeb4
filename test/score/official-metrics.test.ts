import { describe, expect, it } from 'vitest';
import { readGameLog } from '../../src/game-log/index.ts';
import {
  aggregateSeats,
  groupSeats,
  scoreDivination,
  scoreGames,
  scoreVote,
  seatMetrics,
} from '../../src/score/index.ts';
import { contestLogs } from '../game-log/support/contest-logs.ts';
import { GAME1, GAME2, UNFINISHED } from './hand-games.ts';

const game1 = readGameLog({ text: GAME1, id: 'game1' });
const game2 = readGameLog({ text: GAME2, id: 'game2' });
const scored = scoreGames([
  { record: game1, folder: 'hand' },
  { record: game2, folder: 'hand' },
  { record: readGameLog({ text: UNFINISHED, id: 'unfinished' }), folder: 'hand' },
]);
const { all, teams } = scored;

describe('official metrics on two hand-written games', () => {
  it('counts only finished games', () => {
    expect(scored.unfinished).toEqual(['unfinished']);
    expect(scored.seats).toHaveLength(10);
    expect(all.games).toBe(10);
  });

  it('scores one vote and one divination against random among that moment’s candidates', () => {
    // Day 2 of game 1: alive 3, 4, 5; seat 5's candidates are 3 and 4, one werewolf.
    expect(scoreVote({ record: game1, day: 2, voter: 5, target: 3 })).toEqual({ hit: 1, expected: 0.5 });
    // Night 1 of game 1: seat 1 was executed that day, so the seer's candidates are 3, 4, 5.
    expect(scoreDivination({ record: game1, day: 1, seer: 2, target: 4 })).toEqual({ hit: 0, expected: 1 / 3 });
  });

  it('vote accuracy: village-side votes on werewolves ÷ the random expectation (self-votes included)', () => {
    // game 1: 1→3 (1, ¼), 2→3 (1, ¼), 5→5 (0, ¼), 5→3 on day 2 (1, ½); game 2: 1→3 and 2→3 (1, ¼ each)
    expect(all.villageVotes).toBe(6);
    expect(all.villageVotesOnWerewolves).toBe(5);
    expect(all.villageVotesOnWerewolvesExpected).toBeCloseTo(1.75);
    expect(all.voteAccuracy).toBeCloseTo(5 / 1.75);
  });

  it('divination accuracy: werewolves divined ÷ the random expectation over alive others that night', () => {
    // game 1: night 0 → 3 (1, ¼), night 1 → 4 (0, ⅓); game 2: night 0 → 1 (0, ¼)
    expect(all.divinations).toBe(3);
    expect(all.divinationAccuracy).toBeCloseTo(1 / (0.25 + 1 / 3 + 0.25));
    expect(teams['beta']?.divinationAccuracy).toBeCloseTo(1 / (0.25 + 1 / 3));
    expect(teams['gamma']?.divinationAccuracy).toBeNull();
  });

  it('win rates: macro, micro over the roles dealt, weighted micro by the role composition', () => {
    expect(all.winRate).toBe(0.5);
    // alpha: villager lost, possessed won (game 1); seer and villager won (game 2).
    expect(teams['alpha']?.winRate).toBe(0.75);
    expect(teams['alpha']?.winRateMicro).toBeCloseTo((0.5 + 1 + 1) / 3);
    // weights over all 10 seats: villager 4, seer 2, werewolf 2, possessed 2
    expect(teams['alpha']?.winRateWeightedMicro).toBeCloseTo((4 * 0.5 + 2 * 1 + 2 * 1) / 8);
    expect(teams['alpha']?.winRateByRole['VILLAGER']).toEqual({ wins: 1, games: 2, rate: 0.5 });
    expect(teams['beta']?.winRate).toBe(0);
    expect(teams['gamma']?.winRate).toBe(1);
  });

  it('targeting ratios: observed ÷ expected under uniform random targeting', () => {
    // gamma, votes received: game 1 day 1 (3 others' cross votes, 2 on it, ¼ each), day 2 (2, 1, ½ each),
    // game 2 day 1 (3, 0, ¼ each) → 3 ÷ 2.5
    expect(teams['gamma']?.voteTargeting).toBeCloseTo(1.2);
    // gamma divined twice; expected ¼ + ⅓ (game 1) + ¼ (game 2)
    expect(teams['gamma']?.divinationTargeting).toBeCloseTo(2 / (0.25 + 1 / 3 + 0.25));
    // the one attack (night 1, game 1) had candidates 2, 4, 5: beta holds 2 and 5
    expect(teams['beta']?.attackTargeting).toBeCloseTo(1 / (2 / 3));
    expect(teams['gamma']?.executionTargeting).toBe(0);
    // mentions: ハナ twice and リョウ once, one name among four listeners each time (¼ per listener);
    // beta (seats 2 and 5) listened to all three: received 3, expected 6 × ¼
    expect(teams['beta']?.mentionTargeting).toBeCloseTo(2);
    // every vote lands on someone: the dataset-wide ratios are 1 by construction
    expect(all.voteTargeting).toBeCloseTo(1);
    expect(all.divinationTargeting).toBeCloseTo(1);
    expect(all.mentionTargeting).toBeCloseTo(1);
    expect(all.guardTargeting).toBeNull();
  });

  it('coordination: the possessed’s non-werewolf vote share; teammate votes need two werewolves', () => {
    // possessed votes: 4→1, 4→5 (game 1), 4→3 on the werewolf (game 2)
    expect(all.possessedNonWerewolfVoteShare).toBeCloseTo(2 / 3);
    expect(all.werewolfTeammateVoteShare).toBeNull();
  });

  it('error behaviour as count / opportunities', () => {
    expect(all.errorBehaviour).toEqual({
      noVote: { count: 1, opportunities: 13 },
      selfVote: { count: 1, opportunities: 12 },
      noAttackVote: { count: 0, opportunities: 1 },
      attackVoteOnWerewolf: { count: 0, opportunities: 1 },
      noDivination: { count: 0, opportunities: 3 },
      noGuard: { count: 0, opportunities: 0 },
      silentDays: { count: 1, opportunities: 3 },
      repeatedTalks: { count: 1, opportunities: 5 },
      // Game 1's three spoken talks: seat 1 says its greeting twice (a repeat, not shared).
      sharedTalks: { count: 0, opportunities: 3 },
      sharedTalksNamesMasked: { count: 0, opportunities: 3 },
      // Not read: scoreGames was given no talk reader.
      voteOnDeclaredHuman: { count: 0, opportunities: 0 },
    });
  });

  it('a group is the sum of its seats: teams rebuilt from the seat rows give the same figures', () => {
    for (const [team, seats] of groupSeats(scored.seats, (seat) => seat.team)) {
      expect(aggregateSeats(seats, { VILLAGER: 4, SEER: 2, WEREWOLF: 2, POSSESSED: 2 })).toEqual(teams[team]);
    }
  });
});

describe('error behaviour of werewolves, seers and bodyguards at night', () => {
  it('counts a missed attack vote, an attack vote on a werewolf, a missed divination and a missed guard', () => {
    const seats = [
      'WEREWOLF w1 A',
      'WEREWOLF w2 B',
      'SEER s1 C',
      'BODYGUARD g1 D',
      'VILLAGER v1 E',
      'VILLAGER v2 F',
      'VILLAGER v3 G',
    ];
    const block = (day: number, dead: number[] = []) =>
      seats.map((seat, index) => {
        const [role, connection, name] = seat.split(' ');
        return `${day},status,${index + 1},${role},${dead.includes(index + 1) ? 'DEAD' : 'ALIVE'},${connection},${name}`;
      });
    const text = [
      ...block(0),
      // night 0: the seer does not divine (opportunity from day 0); no guard or attack vote is due on night 0
      ...block(1),
      '1,vote,1,2',
      '1,vote,2,5',
      '1,vote,3,1',
      '1,vote,4,1',
      '1,vote,5,1',
      '1,vote,6,1',
      '1,vote,7,1',
      '1,execute,1,WEREWOLF',
      '1,divine,3,2,WEREWOLF',
      '1,attackVote,2,2',
      '1,attack,-1,true',
      ...block(2, [1]),
      '2,vote,3,2',
      '2,vote,4,2',
      '2,vote,5,2',
      '2,vote,6,2',
      '2,vote,7,2',
      '2,vote,2,3',
      '2,execute,2,WEREWOLF',
      ...block(3, [1, 2]),
      '3,result,5,0,VILLAGER',
    ].join('\n');
    const { all, teams } = scoreGames([{ record: readGameLog({ text, id: 'night' }) }]);
    expect(all.errorBehaviour.noDivination).toEqual({ count: 1, opportunities: 2 });
    expect(all.errorBehaviour.noGuard).toEqual({ count: 1, opportunities: 1 });
    expect(all.errorBehaviour.noAttackVote).toEqual({ count: 0, opportunities: 1 });
    expect(all.errorBehaviour.attackVoteOnWerewolf).toEqual({ count: 1, opportunities: 1 });
    // two werewolves: seat 1 voted its teammate on day 1; seat 2 voted villagers (1 of 3 votes)
    expect(all.werewolfTeammateVoteShare).toBeCloseTo(1 / 3);
    expect(teams['w']?.werewolfTeammateVoteShare).toBeCloseTo(1 / 3);
  });
});

describe('seat metrics without mentions (the arena summary’s cheaper path)', () => {
  it('equal the full metrics except that the four mention counts stay 0', () => {
    // Real contest games (5 and 13 players): their talks do name the others.
    const games = [...contestLogs('jsai2025_truck5').slice(0, 3), ...contestLogs('jsai2025_truck13').slice(0, 2)];
    for (const game of games) {
      const record = readGameLog(game);
      const full = seatMetrics(record, 'contest');
      const withoutMentions = seatMetrics(record, 'contest', { mentions: false });
      expect(full.some((seat) => seat.counts.mentionsReceived > 0)).toBe(true);
      expect(withoutMentions).toEqual(
        full.map((seat) => ({
          ...seat,
          counts: {
            ...seat.counts,
            mentionsReceived: 0,
            atMentionsReceived: 0,
            mentionOpportunities: 0,
            mentionsExpected: 0,
          },
        })),
      );
    }
  });
});
