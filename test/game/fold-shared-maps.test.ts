import { describe, expect, it } from 'vitest';
import { foldPacket, type GameState, initialGameState } from '../../src/game/index.ts';
import { decodePacket, type Packet, printedFrame } from '../../src/packets/index.ts';
import { scriptedRulesGame } from '../support/scripted-rules-game.ts';

const decoded = (result: ReturnType<typeof decodePacket>): Packet => {
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};

// The in-process arena shares a day's status map and a seat's role map between packets, and the fold
// skips reading a status map it folded last: the states must be those of packets parsed from text.
describe('folding packets whose maps the arena shares', () => {
  it.each([5, 13] as const)('gives the states of fresh parses at every step (%i players)', (players) => {
    const shared: GameState[] = Array.from({ length: players }, () => initialGameState());
    const fresh: GameState[] = Array.from({ length: players }, () => initialGameState());
    let reused = 0;
    for (const { seat: number, packet: sent } of scriptedRulesGame({ players, seed: `shared-maps-${players}` })) {
      const seat = number - 1;
      const before = shared[seat] as GameState;
      const packet = decoded(decodePacket(printedFrame(sent)));
      if (packet.info?.statusMap === before.status) reused++;
      shared[seat] = foldPacket(before, packet);
      fresh[seat] = foldPacket(fresh[seat] as GameState, decoded(decodePacket(JSON.stringify(sent))));
      expect(shared[seat]).toStrictEqual(fresh[seat]);
    }
    // Most packets repeat the map their seat folded last; deaths make new ones.
    expect(reused).toBeGreaterThan(50);
    expect(shared.every((state) => state.finished)).toBe(true);
  });
});
