import { describe, expect, it } from 'vitest';
import { sharedRoster } from '../../../src/brain/beliefs/shared-roster.ts';

const keyOf = (agents: readonly string[]): string => agents.join('\u0000');

describe('one roster per cast for the brains of a process', () => {
  it('gives every seat of a cast the same roster object, numbered as createRoster numbers it', () => {
    const cast = ['ミナト', 'ケンジ', 'ユミ', 'リン', 'アスカ'];
    const first = sharedRoster(keyOf(cast), cast);
    expect(sharedRoster(keyOf(cast), [...cast])).toBe(first);
    expect(first.numberOf('ユミ')).toBe(3);
    expect(first.nameOf(5)).toBe('アスカ');
    const other = ['Agent[01]', 'Agent[02]', 'Agent[03]', 'Agent[04]', 'Agent[05]'];
    expect(sharedRoster(keyOf(other), other)).not.toBe(first);
  });

  it('keeps at most a bounded number of casts', () => {
    const casts = Array.from({ length: 300 }, (_, game) => [`a${game}`, `b${game}`]);
    const first = sharedRoster(keyOf(casts[0]!), casts[0]!);
    for (const cast of casts) sharedRoster(keyOf(cast), cast);
    // The first cast was dropped when the cache emptied itself: a new (equal) roster is made for it.
    const again = sharedRoster(keyOf(casts[0]!), casts[0]!);
    expect(again).not.toBe(first);
    expect(again.names).toEqual(first.names);
  });
});
