import { afterEach, describe, expect, it } from 'vitest';
import type { ArenaGameResult } from '../../../src/arena/index.ts';
import { runTournament } from '../../../src/compose/index.ts';
import { sharedUnderstanding } from '../../../src/brain/rule/shared-understanding.ts';
import { tokenizedReadings } from '../../../src/nl/reading-memo.ts';

/** Every game of a short seeded tournament, as the server would log it (talk by talk, vote by vote). */
const playSeeded = async (players: 5 | 9, seed: string, games: number): Promise<string[][]> => {
  const results: ArenaGameResult[] = [];
  await runTournament({
    players,
    games,
    seed,
    brains: { village: 'rule', werewolves: 'rule' },
    onGame: (result) => results.push(result),
  });
  return results.map((game) => [`${game.winSide} day ${game.finalDay}`, ...game.gameLogLines]);
};

describe('understanding shared between the seats of a process', () => {
  afterEach(() => {
    sharedUnderstanding.setCapacity(20_000);
    tokenizedReadings.setCapacity(20_000);
  });

  // Compares the optimised and the unoptimised path in the same run, so tuning the rule brain (which
  // legitimately changes seeded games) never breaks this test; only the memo changing a game does.
  it.each([
    [5, 'memo-a', 3],
    [5, 'memo-b', 3],
    [9, 'memo-c', 1],
  ] as const)('%i-player games with seed %s are identical with and without the memo', async (players, seed, games) => {
    sharedUnderstanding.setCapacity(0);
    const unshared = await playSeeded(players, seed, games);
    expect(sharedUnderstanding.size).toBe(0);
    sharedUnderstanding.setCapacity(20_000);
    const shared = await playSeeded(players, seed, games);
    expect(sharedUnderstanding.size).toBeGreaterThan(0);
    expect(tokenizedReadings.size).toBeGreaterThan(0);
    expect(shared).toEqual(unshared);
    expect(unshared.flat().some((line) => line.includes(',talk,'))).toBe(true);
  });

  it('stays within its capacity by emptying itself', () => {
    sharedUnderstanding.setCapacity(2);
    const understand = (input: { text: string }) => [{ type: 'VOTE' as const, target: input.text.length }];
    const roster = { names: ['a', 'b'], numberOf: () => 1, nameOf: () => 'a', format: () => 'Agent[01]' };
    for (const text of ['x', 'yy', 'zzz'])
      sharedUnderstanding.read({ text, speaker: 'a', roster, lang: 'en' }, understand);
    expect(sharedUnderstanding.size).toBeLessThanOrEqual(2);
    const first = sharedUnderstanding.read({ text: 'zzz', speaker: 'a', roster, lang: 'en' }, understand);
    expect(sharedUnderstanding.read({ text: 'zzz', speaker: 'a', roster, lang: 'en' }, understand)).toBe(first);
  });
});
