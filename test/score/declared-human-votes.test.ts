import { describe, expect, it } from 'vitest';
import { readGameLog } from '../../src/game-log/index.ts';
import { type SideReader, type SideWord, scoreGames } from '../../src/score/index.ts';

const SEATS = ['VILLAGER', 'SEER', 'WEREWOLF', 'POSSESSED', 'VILLAGER'];
const status = (day: number, dead: readonly number[] = []): string[] =>
  SEATS.map(
    (role, index) => `${day},status,${index + 1},${role},${dead.includes(index + 1) ? 'DEAD' : 'ALIVE'},t${index + 1},`,
  );

/**
 * Day 1: the possessed (4) says seat 1 is human, seat 5 says 1 is human and later takes it back,
 * seat 2 says 3 is a werewolf; then 4 votes 1 (its own white: an error), 5 votes 1 (taken back: no
 * error), 1 votes 3, 2 votes 3, 3 votes 1. Seat 4's word held on day 2 too, until it came out as the
 * possessed: its day-2 vote on 5, whom it had also called human, is no error then.
 */
const LOG = [
  ...status(0),
  ...status(1),
  '1,talk,0,0,4,human 1',
  '1,talk,1,0,5,human 1',
  '1,talk,2,0,2,wolf 3',
  '1,talk,3,1,5,wolf 1',
  '1,talk,4,1,4,human 5',
  '1,vote,1,3',
  '1,vote,2,3',
  '1,vote,3,1',
  '1,vote,4,1',
  '1,vote,5,1',
  '1,execute,1,VILLAGER',
  '1,attackVote,3,2',
  '1,attack,2,true',
  ...status(2, [1, 2]),
  '2,talk,0,0,4,out',
  '2,vote,3,5',
  '2,vote,4,5',
  '2,vote,5,3',
  '2,execute,5,VILLAGER',
  ...status(3, [1, 2, 5]),
  '3,result,1,1,WEREWOLF',
].join('\n');

/** A stand-in reader for the hand-written talk: "human N", "wolf N", "out". */
const handReader: SideReader = (_record, talk) => {
  const [word, target] = talk.text.split(' ');
  const words: SideWord[] =
    word === 'human'
      ? [{ kind: 'human', target: Number(target) }]
      : word === 'wolf'
        ? [{ kind: 'werewolf', target: Number(target) }]
        : word === 'out'
          ? [{ kind: 'werewolf-side' }]
          : [];
  return words;
};

describe('votes against a player the voter called human', () => {
  const record = readGameLog({ text: LOG, id: 'whites' });

  it('counts a vote on the voter’s own white, not one it took back or one after coming out', () => {
    const { all, seats } = scoreGames([{ record }], { readSides: handReader });
    expect(all.errorBehaviour.voteOnDeclaredHuman).toEqual({ count: 1, opportunities: 8 });
    expect(seats.find((seat) => seat.idx === 4)?.counts.votesOnDeclaredHuman).toBe(1);
  });

  it('is unmeasured (0 of 0) without a reader', () => {
    expect(scoreGames([{ record }]).all.errorBehaviour.voteOnDeclaredHuman).toEqual({ count: 0, opportunities: 0 });
  });
});
