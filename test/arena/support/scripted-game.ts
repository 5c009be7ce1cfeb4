import type { ArenaConfig } from '../../../src/arena/config/arena-config-schema.ts';
import { formatGameLogLines } from '../../../src/arena/logs/game-log-line.ts';
import { createGameId, createSeats } from '../../../src/arena/rules/create-seats.ts';
import { playGame } from '../../../src/arena/rules/game-machine.ts';
import type { ArenaSeat, GameOutcome, RequestOutcome } from '../../../src/arena/rules/rules-types.ts';
import type { GameRole } from '../../../src/game/state.ts';
import { createRandom } from '../../../src/random.ts';
import type { Packet } from './transcripts.ts';

export type Sent = { seat: ArenaSeat; request: string; packet: Packet };

/**
 * Drives the pure rules synchronously: `answer` plays every seat. Returns every packet sent, the game
 * log lines and the outcome. No sockets, no timers.
 */
export const playScripted = (options: {
  config: ArenaConfig;
  seed: string;
  answer: (sent: Sent, random: ReturnType<typeof createRandom>) => RequestOutcome | string;
  roles?: readonly GameRole[];
}): {
  sent: Sent[];
  lines: string[];
  outcome: GameOutcome;
  seats: ArenaSeat[];
} => {
  const random = createRandom(options.seed);
  const seats = createSeats({
    config: options.config,
    connectionNames: Array.from({ length: options.config.game.agent_count }, (_, index) => `probe${index + 1}`),
    random: random.fork('names'),
    ...(options.roles === undefined ? {} : { roles: options.roles }),
  });
  const machine = playGame({
    config: options.config,
    seats,
    gameId: createGameId({ timeMs: 0, random }),
    random: random.fork('rules'),
  });
  const answers = random.fork('answers');
  const sent: Sent[] = [];
  const lines: string[] = [];
  let step = machine.next();
  while (!step.done) {
    const effect = step.value;
    if (effect.type === 'log') {
      lines.push(...formatGameLogLines(effect.event));
      step = machine.next(undefined);
      continue;
    }
    if (effect.type !== 'request') {
      // Freeform phases: no submissions in scripted games, so a phase simply runs out of time.
      step = machine.next(effect.type === 'phase-next' ? { ok: false, fatal: false, reason: 'timeout' } : undefined);
      continue;
    }
    // Round-trip through JSON, as the wire does.
    const packet = JSON.parse(JSON.stringify(effect.packet)) as Packet;
    const record = {
      seat: seats[effect.seat - 1] as ArenaSeat,
      request: effect.request,
      packet,
    };
    sent.push(record);
    const reply = effect.needsAnswer ? options.answer(record, answers) : '';
    step = machine.next(typeof reply === 'string' ? { ok: true, text: reply } : reply);
  }
  return { sent, lines, outcome: step.value, seats };
};

/** Random legal-looking answers: short talk, sometimes a mention, then Over; alive targets. */
export const randomAnswer = (sent: Sent, random: ReturnType<typeof createRandom>): string => {
  const info = sent.packet.info as {
    status_map: Record<string, string>;
    agent: string;
  };
  const alive = Object.entries(info.status_map)
    .filter(([, status]) => status === 'ALIVE')
    .map(([name]) => name);
  if (sent.request === 'TALK' || sent.request === 'WHISPER') {
    const roll = random.int(4);
    if (roll === 0) return 'Over';
    if (roll === 1) return `@${random.pick(alive) ?? ''} さんはどう思いますか？`;
    return 'こんにちは、よろしくお願いします。';
  }
  return random.pick(alive.filter((name) => name !== info.agent)) ?? '';
};
