import { describe, expect, it } from 'vitest';
import { createGameId, createSeats, playGame, shippedConfig } from '../../src/arena/index.ts';
import { foldPacket, type GameState, initialGameState } from '../../src/game/index.ts';
import { decodePacket, decodeTrustedPacket, type Packet, printedFrame } from '../../src/packets/index.ts';
import { createRandom } from '../../src/random.ts';

const decoded = (result: ReturnType<typeof decodePacket>): Packet => {
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};

// The in-process arena shares a day's status map and a seat's role map between packets, and the fold
// skips reading a status map it folded last: the states must be those of packets parsed from text.
describe('folding packets whose maps the arena shares', () => {
  it.each([5, 13] as const)('gives the states of fresh parses at every step (%i players)', (players) => {
    const config = shippedConfig({ players, lang: 'ja' });
    const random = createRandom(`shared-maps-${players}`);
    const seats = createSeats({ config, connectionNames: seatsNamed(players), random });
    const machine = playGame({ config, seats, gameId: createGameId({ timeMs: 0, random }), random });
    const shared: GameState[] = seats.map(() => initialGameState());
    const fresh: GameState[] = seats.map(() => initialGameState());
    let reused = 0;
    for (let step = machine.next(); !step.done; ) {
      const effect = step.value;
      if (effect.type !== 'request') {
        step = machine.next(undefined);
        continue;
      }
      const seat = effect.seat - 1;
      const before = shared[seat] as GameState;
      const packet = decoded(decodeTrustedPacket(printedFrame(effect.packet)));
      if (packet.info?.statusMap === before.status) reused++;
      shared[seat] = foldPacket(before, packet);
      fresh[seat] = foldPacket(fresh[seat] as GameState, decoded(decodePacket(JSON.stringify(effect.packet))));
      expect(shared[seat]).toStrictEqual(fresh[seat]);
      const isTalk = effect.request === 'TALK' || effect.request === 'WHISPER';
      const target = seats[random.int(players)]?.name ?? '';
      const answer = isTalk ? (random.int(3) === 0 ? 'Over' : `@${target} こんにちは`) : target;
      step = machine.next({ ok: true, text: effect.needsAnswer ? answer : '' });
    }
    // Most packets repeat the map their seat folded last; deaths make new ones.
    expect(reused).toBeGreaterThan(50);
    expect(shared.every((state) => state.finished)).toBe(true);
  });
});

const seatsNamed = (players: number): string[] => Array.from({ length: players }, (_, index) => `seat${index + 1}`);
