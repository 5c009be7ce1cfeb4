import { describe, expect, it } from 'vitest';
import { readGameLog } from '../../src/game-log/index.ts';
import { gameReadings, readingsOf } from '../../src/replay/role-readings.ts';

/** A 5-player game: the seer (Ryo) claims on day 0 and tells night 0's result on day 1, not night 1's. */
const statuses = (day: number): string[] => [
  `${day},status,1,VILLAGER,ALIVE,a1,Eliza`,
  `${day},status,2,MEDIUM,ALIVE,b1,Hana`,
  `${day},status,3,WEREWOLF,ALIVE,c1,Ria`,
  `${day},status,4,POSSESSED,ALIVE,d1,Hank`,
  `${day},status,5,SEER,ALIVE,e1,Ryo`,
];
const log = (lines: { seerDay1: string; mediumDay2: string }): string =>
  [
    ...statuses(0),
    '0,talk,0,0,5,I am the seer.',
    '0,divine,5,1,HUMAN',
    ...statuses(1),
    `1,talk,0,0,5,${lines.seerDay1}`,
    '1,talk,1,0,2,Good morning.',
    '1,vote,1,3',
    '1,execute,3,WEREWOLF',
    '1,divine,5,4,HUMAN',
    ...statuses(2),
    `2,talk,0,0,2,${lines.mediumDay2}`,
    '2,result,4,0,VILLAGER',
  ].join('\n');

describe('the replay reading line', () => {
  it('counts a game read when the true seer’s claim and every result it could tell were read', () => {
    const record = readGameLog({
      id: 'g',
      text: log({ seerDay1: 'I divined Eliza: she is human.', mediumDay2: 'I am the medium. Ria was a werewolf.' }),
    });
    const { seer, medium } = gameReadings(record);
    // Night 1's divination could not be told: the seer never talked after it.
    expect(seer).toEqual({ games: 1, read: 1, claimsRead: 1, claimsByResult: 0, results: 1, resultsRead: 1 });
    expect(medium).toEqual({ games: 1, read: 1, claimsRead: 1, claimsByResult: 0, results: 1, resultsRead: 1 });
  });

  it('does not count a result that was not read, nor a wrong species', () => {
    const record = readGameLog({
      id: 'g',
      text: log({ seerDay1: 'I divined Eliza: she is a werewolf.', mediumDay2: 'Nice weather today.' }),
    });
    const { seer, medium } = gameReadings(record);
    expect(seer).toEqual({ games: 1, read: 0, claimsRead: 1, claimsByResult: 0, results: 1, resultsRead: 0 });
    expect(medium).toEqual({ games: 1, read: 0, claimsRead: 0, claimsByResult: 0, results: 1, resultsRead: 0 });
    expect(readingsOf([record, record]).seer.games).toBe(2);
  });

  it('takes a result of the role’s kind as its claim when no coming out was read, as the beliefs do', () => {
    const text = log({ seerDay1: 'I divined Eliza: she is human.', mediumDay2: 'Nice weather today.' }).replace(
      '0,talk,0,0,5,I am the seer.',
      '0,talk,0,0,5,Hello everyone.',
    );
    const { seer } = gameReadings(readGameLog({ id: 'g', text }));
    expect(seer).toEqual({ games: 1, read: 1, claimsRead: 1, claimsByResult: 1, results: 1, resultsRead: 1 });
  });

  it('does not take a result of the other kind as the claim', () => {
    const text = log({ seerDay1: 'I am the medium. Eliza was human.', mediumDay2: 'Nice weather today.' }).replace(
      '0,talk,0,0,5,I am the seer.',
      '0,talk,0,0,5,Hello everyone.',
    );
    const { seer } = gameReadings(readGameLog({ id: 'g', text }));
    expect(seer.claimsRead).toBe(0);
  });

  it('takes a claimed medium’s bare result about the player executed the day before, as the beliefs do', () => {
    const claimed = log({ seerDay1: 'I divined Eliza: she is human.', mediumDay2: 'Ria was a werewolf.' }).replace(
      '1,talk,1,0,2,Good morning.',
      '1,talk,1,0,2,I am the medium.',
    );
    expect(gameReadings(readGameLog({ id: 'g', text: claimed })).medium).toEqual({
      games: 1,
      read: 1,
      claimsRead: 1,
      claimsByResult: 0,
      results: 1,
      resultsRead: 1,
    });
    // Without the claim the same line is anybody's recollection.
    const unclaimed = log({ seerDay1: 'I divined Eliza: she is human.', mediumDay2: 'Ria was a werewolf.' });
    expect(gameReadings(readGameLog({ id: 'g', text: unclaimed })).medium.resultsRead).toBe(0);
  });

  it('takes a claimed seer’s bare result about a living player, as the beliefs do', () => {
    const { seer } = gameReadings(
      readGameLog({ id: 'g', text: log({ seerDay1: 'Eliza was human.', mediumDay2: '' }) }),
    );
    expect(seer).toMatchObject({ claimsRead: 1, results: 1, resultsRead: 1 });
  });

  it('takes a claimed medium’s result about yesterday’s executed player as its identification, as the beliefs do', () => {
    // The reader takes "My result: Ria is a werewolf." for a divination; only the medium could tell it of Ria.
    const text = log({
      seerDay1: 'I divined Eliza: she is human.',
      mediumDay2: 'My result: Ria is a werewolf.',
    }).replace('1,talk,1,0,2,Good morning.', '1,talk,1,0,2,I am the medium.');
    expect(gameReadings(readGameLog({ id: 'g', text })).medium).toMatchObject({ read: 1, results: 1, resultsRead: 1 });
  });

  it('counts only talk with words: a role that says only "..." after day 0 is no game, and tells nothing after it', () => {
    const silent = log({ seerDay1: '...', mediumDay2: 'Skip' }).replace('1,talk,1,0,2,Good morning.', '1,talk,1,0,2,…');
    expect(gameReadings(readGameLog({ id: 'g', text: silent })).seer.games).toBe(0);
    expect(gameReadings(readGameLog({ id: 'g', text: silent })).medium.games).toBe(0);
    // A medium that speaks on day 1 but only says "Over" on day 2 could not have told day 1's execution.
    const text = log({ seerDay1: 'I divined Eliza: she is human.', mediumDay2: 'Over' }).replace(
      '1,talk,1,0,2,Good morning.',
      '1,talk,1,0,2,I am the medium.',
    );
    expect(gameReadings(readGameLog({ id: 'g', text })).medium).toMatchObject({ games: 1, read: 1, results: 0 });
  });
});
