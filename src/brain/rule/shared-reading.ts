import { createRosterPool, type RosterPool } from '../beliefs/index.ts';
import { createUnderstandingMemo, type UnderstandingMemo } from './understanding-memo.ts';

/**
 * What the rule brains one factory makes share to read a game once rather than once per seat: the
 * readings of each talk and one roster object per cast. It lives as long as its owner (a brain factory,
 * built by the shell for one `arena` tournament or one `connect` process), never in a module: the brain
 * itself stays a pure function of its options and the packets.
 */
export type SharedReading = {
  readonly understanding: UnderstandingMemo;
  readonly rosters: RosterPool;
};

/** `understandingCapacity`: see `createUnderstandingMemo` (0 reads every talk afresh). */
export const createSharedReading = (options: { readonly understandingCapacity?: number } = {}): SharedReading => ({
  understanding: createUnderstandingMemo(options.understandingCapacity),
  rosters: createRosterPool(),
});
