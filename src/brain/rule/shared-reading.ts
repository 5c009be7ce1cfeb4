import { createReadingMemo, type ReadingMemo } from '../../nl/index.ts';
import { createRosterPool, type RosterPool } from '../beliefs/index.ts';
import { createUnderstandingMemo, type UnderstandingMemo } from './understanding-memo.ts';

/**
 * What the rule brains one factory makes share to read a game once rather than once per seat: the
 * readings of each talk, the readings of tokenized talk that recur from cast to cast and game to game
 * (`readings`, see src/nl/reading-memo.ts) and one roster object per cast. It lives as long as its owner (a brain factory,
 * built by the shell for one `arena` tournament or one `connect` process), never in a module: the brain
 * itself stays a pure function of its options and the packets.
 */
export type SharedReading = {
  readonly understanding: UnderstandingMemo;
  readonly readings: ReadingMemo;
  readonly rosters: RosterPool;
};

/**
 * `understandingCapacity`: see `createUnderstandingMemo` (0 reads every talk afresh); `readingCapacity`:
 * see `createReadingMemo` (0 reads every tokenized talk afresh).
 */
export const createSharedReading = (
  options: { readonly understandingCapacity?: number; readonly readingCapacity?: number } = {},
): SharedReading => ({
  understanding: createUnderstandingMemo(options.understandingCapacity),
  readings: createReadingMemo(options.readingCapacity),
  rosters: createRosterPool(),
});
