import { createGameId, createSeats, playGame, shippedConfig } from '../../src/arena/index.ts';
import { createRandom } from '../../src/random.ts';

/** A packet the rules sent to one seat (1-based), as the object they built. */
export type RulesPacket = { readonly seat: number; readonly packet: Readonly<Record<string, unknown>> };

/**
 * Every packet of one seeded rules-only game (no sessions, no brains), seats named `seat1`…: talk is
 * answered with a greeting to a random seat or Over, every target request with a random seat.
 */
export function* scriptedRulesGame(options: { players: 5 | 9 | 13; seed: string }): Generator<RulesPacket> {
  const { players } = options;
  const config = shippedConfig({ players, lang: 'ja' });
  const random = createRandom(options.seed);
  const names = Array.from({ length: players }, (_, index) => `seat${index + 1}`);
  const seats = createSeats({ config, connectionNames: names, random });
  const machine = playGame({ config, seats, gameId: createGameId({ timeMs: 0, random }), random });
  for (let step = machine.next(); !step.done; ) {
    const effect = step.value;
    if (effect.type !== 'request') {
      step = machine.next(undefined);
      continue;
    }
    yield { seat: effect.seat, packet: effect.packet };
    const isTalk = effect.request === 'TALK' || effect.request === 'WHISPER';
    const target = seats[random.int(players)]?.name ?? '';
    const answer = isTalk ? (random.int(3) === 0 ? 'Over' : `@${target} こんにちは`) : target;
    step = machine.next({ ok: true, text: effect.needsAnswer ? answer : '' });
  }
}
