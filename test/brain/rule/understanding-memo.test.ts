import { describe, expect, it } from 'vitest';
import type { ArenaGameResult } from '../../../src/arena/index.ts';
import { createSharedReading, type SharedReading } from '../../../src/brain/rule/index.ts';
import { createUnderstandingMemo } from '../../../src/brain/rule/understanding-memo.ts';
import { ruleBrainFactory, runTournament } from '../../../src/compose/index.ts';

/** Every game of a short seeded tournament whose rule brains share `reading`, as the server would log it. */
const playSeeded = async (players: 5 | 9, seed: string, games: number, reading: SharedReading): Promise<string[][]> => {
  const results: ArenaGameResult[] = [];
  const rule = { label: 'rule', factory: ruleBrainFactory(reading) };
  await runTournament({
    players,
    games,
    seed,
    brains: { village: rule, werewolves: rule },
    onGame: (result) => results.push(result),
  });
  return results.map((game) => [`${game.winSide} day ${game.finalDay}`, ...game.gameLogLines]);
};

describe('understanding shared between the seats of one brain factory', () => {
  // Compares the optimised and the unoptimised path in the same run, so tuning the rule brain (which
  // legitimately changes seeded games) never breaks this test; only the memo changing a game does.
  it.each([
    [5, 'memo-a', 3],
    [5, 'memo-b', 3],
    [9, 'memo-c', 1],
  ] as const)('%i-player games with seed %s are identical with and without the memo', async (players, seed, games) => {
    const unsharedReading = createSharedReading({ understandingCapacity: 0, readingCapacity: 0 });
    const unshared = await playSeeded(players, seed, games, unsharedReading);
    expect(unsharedReading.understanding.size).toBe(0);
    expect(unsharedReading.readings.size).toBe(0);
    const sharedReading = createSharedReading();
    const shared = await playSeeded(players, seed, games, sharedReading);
    expect(sharedReading.understanding.size).toBeGreaterThan(0);
    expect(sharedReading.readings.size).toBeGreaterThan(0);
    expect(shared).toEqual(unshared);
    expect(unshared.flat().some((line) => line.includes(',talk,'))).toBe(true);
  });

  it('keeps its readings for the later games of its factory, and shares none with another factory', async () => {
    const first = createSharedReading();
    await playSeeded(5, 'memo-d', 1, first);
    const readOnce = first.understanding.size;
    // The same game again through the same factory's reading: every talk is known already.
    await playSeeded(5, 'memo-d', 1, first);
    expect(first.understanding.size).toBe(readOnce);
    const tokenizedOnce = first.readings.size;
    expect(tokenizedOnce).toBeGreaterThan(0);
    const second = createSharedReading();
    await playSeeded(5, 'memo-d', 1, second);
    expect(second.understanding.size).toBe(readOnce);
    // The other factory read the tokenized talk for itself too: nothing came from the first one.
    expect(second.readings.size).toBe(tokenizedOnce);
  });

  it('stays within its capacity by emptying itself', () => {
    const memo = createUnderstandingMemo(2);
    const understand = (input: { text: string }) => [{ type: 'VOTE' as const, target: input.text.length }];
    const roster = { names: ['a', 'b'], numberOf: () => 1, nameOf: () => 'a', format: () => 'Agent[01]' };
    for (const text of ['x', 'yy', 'zzz']) memo.read({ text, speaker: 'a', roster, lang: 'en' }, understand);
    expect(memo.size).toBeLessThanOrEqual(2);
    const first = memo.read({ text: 'zzz', speaker: 'a', roster, lang: 'en' }, understand);
    expect(memo.read({ text: 'zzz', speaker: 'a', roster, lang: 'en' }, understand)).toBe(first);
  });
});
