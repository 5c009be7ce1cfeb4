import { describe, expect, it } from 'vitest';
import { decideHunter } from '../../../src/function-call/agent/roles/hunter-policy.ts';
import {
  mentionedIds,
  mostSuspected,
  SEER_WEIGHT,
  strayVoters,
  suspicionScores,
} from '../../../src/function-call/agent/roles/suspicion.ts';
import { decideVote, pkCandidates } from '../../../src/function-call/agent/roles/vote-policy.ts';
import { decideWitch } from '../../../src/function-call/agent/roles/witch-policy.ts';
import { PLAYERS } from './fixtures.ts';

const ids = PLAYERS.map((player) => player.player_id);
const scores = (entries: [number, number][]) => new Map(entries);

describe('witch policy', () => {
  const base = {
    selfId: 5,
    nightNumber: 1,
    killedId: 3,
    antidoteAvailable: true,
    poisonAvailable: true,
    aliveIds: ids,
    scores: scores([]),
    claimedSpecials: new Set<number>(),
  };
  it('saves the first victims', () => expect(decideWitch(base)).toMatchObject({ action: 'save', target_id: 3 }));
  it('saves herself later too', () =>
    expect(decideWitch({ ...base, nightNumber: 4, killedId: 5 })).toMatchObject({ action: 'save', target_id: 5 }));
  it('poisons a strongly suspected player, never herself or a claimed seer', () => {
    const choice = decideWitch({
      ...base,
      antidoteAvailable: false,
      scores: scores([
        [5, 9],
        [2, 9],
        [7, 6],
      ]),
      claimedSpecials: new Set([2]),
    });
    expect(choice).toMatchObject({ action: 'poison', target_id: 7 });
  });
  it('keeps the potions without evidence or without potions', () => {
    expect(decideWitch({ ...base, antidoteAvailable: false, scores: scores([[7, 3]]) })).toMatchObject({
      action: 'abstain',
    });
    expect(
      decideWitch({ ...base, antidoteAvailable: false, poisonAvailable: false, scores: scores([[7, 9]]) }),
    ).toMatchObject({ action: 'abstain' });
  });
});

describe('hunter policy', () => {
  const base = {
    selfId: 9,
    cause: 'vote',
    killedBy: null,
    aliveIds: [1, 2, 3],
    scores: scores([[2, 3]]),
    avoid: new Set<number>(),
  };
  it('shoots the most suspected player', () =>
    expect(decideHunter(base)).toMatchObject({ action: 'shoot', target_id: 2 }));
  it('shoots a named killer first', () =>
    expect(decideHunter({ ...base, cause: 'kill', killedBy: 3 })).toMatchObject({ action: 'shoot', target_id: 3 }));
  it('abstains when poisoned or when nobody is suspected', () => {
    expect(decideHunter({ ...base, cause: 'poison' })).toMatchObject({ action: 'abstain' });
    expect(decideHunter({ ...base, scores: scores([]) })).toMatchObject({ action: 'abstain' });
  });
});

describe('vote policy', () => {
  const base = {
    candidates: [2, 3, 4],
    knownWolves: [],
    avoid: new Set<number>(),
    intention: undefined,
    brainChoice: undefined,
    scores: scores([[4, 2]]),
  };
  it('prefers a found wolf, a seer-called wolf, then the stated intention, then the brain', () => {
    expect(decideVote({ ...base, knownWolves: [3], intention: 2 })).toBe(3);
    expect(decideVote({ ...base, scores: scores([[4, SEER_WEIGHT]]), intention: 2 })).toBe(4);
    expect(decideVote({ ...base, intention: 2, brainChoice: 3 })).toBe(2);
    expect(decideVote({ ...base, brainChoice: 3 })).toBe(3);
    expect(decideVote(base)).toBe(4);
  });
  it('keeps wolves off their teammates and PK votes among the tied', () => {
    expect(decideVote({ ...base, avoid: new Set([4]), intention: 4 })).not.toBe(4);
    expect(pkCandidates({ pkEvent: undefined, todayCounts: { '2': 3, '5': 3, '7': 1 } })).toEqual([2, 5]);
    expect(pkCandidates({ pkEvent: [4, 6], todayCounts: { '2': 3 } })).toEqual([4, 6]);
  });
});

describe('suspicion', () => {
  it('finds players named by id or name in the three languages', () => {
    expect(mentionedIds('我怀疑3号(P3)是狼人', PLAYERS)).toEqual([3]);
    expect(mentionedIds('I suspect Player 12 and Player 1', PLAYERS)).toEqual([1]);
    expect(mentionedIds('4番が怪しい', PLAYERS)).toEqual([4]);
  });
  it('counts accusations, a claimed seer check result heavily, and votes a little', () => {
    const result = suspicionScores({
      players: PLAYERS,
      speeches: [
        { player_id: 1, content: '我怀疑3号是狼人。' },
        { player_id: 2, content: '我是预言家。我查验了4号，他是狼人。我查验了5号，他是好人。我怀疑7号是狼人。' },
      ],
      votesReceived: new Map([[6, 2]]),
      selfId: 9,
    });
    expect(result.get(3)).toBe(1);
    expect(result.get(4)).toBe(SEER_WEIGHT);
    expect(result.get(5)).toBe(-SEER_WEIGHT);
    expect(result.get(7)).toBe(1);
    expect(result.get(6)).toBe(1);
  });
});

describe('stray votes', () => {
  const cast = (day: number, voterId: number, targetId: number | null) => ({
    day,
    voterId,
    targetId,
    voteType: 'elimination',
  });
  it('marks voters away from the round leader (abstaining included), and says nothing about a tied round', () => {
    const casts = [
      cast(1, 1, 4),
      cast(1, 2, 4),
      cast(1, 3, 4),
      cast(1, 4, 2),
      cast(1, 5, null),
      cast(2, 1, 3),
      cast(2, 2, 5),
    ];
    expect(strayVoters(casts)).toEqual(
      new Map([
        [4, 1],
        [5, 1],
      ]),
    );
  });
  it('raises the suspicion of a stray voter', () => {
    const players = [1, 2, 3, 4, 5].map((player_id) => ({ player_id, name: `P${player_id}` }));
    const casts = [cast(1, 1, 4), cast(1, 2, 4), cast(1, 3, 4), cast(1, 5, 1)];
    const scores = suspicionScores({ players, speeches: [], votesCast: casts, selfId: 1 });
    expect(mostSuspected(scores, [2, 3, 5])).toBe(5);
  });
});
