import { describe, expect, it } from 'vitest';
import { createRosterPool } from '../../../src/brain/beliefs/roster-pool.ts';

const keyOf = (agents: readonly string[]): string => agents.join('\u0000');

describe('one roster per cast for the brains sharing a pool', () => {
  it('gives every seat of a cast the same roster object, numbered as createRoster numbers it', () => {
    const pool = createRosterPool();
    const cast = ['ミナト', 'ケンジ', 'ユミ', 'リン', 'アスカ'];
    const first = pool.rosterOf(keyOf(cast), cast);
    expect(pool.rosterOf(keyOf(cast), [...cast])).toBe(first);
    expect(first.numberOf('ユミ')).toBe(3);
    expect(first.nameOf(5)).toBe('アスカ');
    const other = ['Agent[01]', 'Agent[02]', 'Agent[03]', 'Agent[04]', 'Agent[05]'];
    expect(pool.rosterOf(keyOf(other), other)).not.toBe(first);
  });

  it('shares nothing between pools', () => {
    const cast = ['a', 'b', 'c'];
    expect(createRosterPool().rosterOf(keyOf(cast), cast)).not.toBe(createRosterPool().rosterOf(keyOf(cast), cast));
  });

  it('keeps at most a bounded number of casts', () => {
    const pool = createRosterPool(256);
    const casts = Array.from({ length: 300 }, (_, game) => [`a${game}`, `b${game}`]);
    const first = pool.rosterOf(keyOf(casts[0]!), casts[0]!);
    for (const cast of casts) pool.rosterOf(keyOf(cast), cast);
    // The first cast was dropped when the pool emptied itself: a new (equal) roster is made for it.
    const again = pool.rosterOf(keyOf(casts[0]!), casts[0]!);
    expect(again).not.toBe(first);
    expect(again.names).toEqual(first.names);
  });
});
