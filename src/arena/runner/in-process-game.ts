import type { BrainFactory } from '../../brain/brain.ts';
import { createAgentSession } from '../../client/index.ts';
import type { GameRole } from '../../game/state.ts';
import { createRandom } from '../../random.ts';
import type { ArenaConfig } from '../config/arena-config-schema.ts';
import type { LogOptions } from '../logs/write-game-logs.ts';
import { createGameId, createSeats, dealRoles } from '../rules/create-seats.ts';
import type { FreeformPhaseRunner } from '../rules/game-machine.ts';
import { createMemoryChannelPair } from './agent-channel.ts';
import { createAgentLink } from './agent-link.ts';
import { createVirtualClock } from './virtual-clock.ts';
import { type ArenaGameResult, type GameObserver, runArenaGame } from './run-arena-game.ts';

const SEEDED_EPOCH_MS = 1_735_689_600_000;
const SEEDED_SPAN_MS = 365 * 24 * 3600 * 1000;

/** A brain for one seat, with the label that names its connection (`<label><n>`, so the team is the label). */
export type SeatBrain = {
  readonly label: string;
  readonly factory: BrainFactory;
};

/**
 * One game with our own agents and no sockets: each seat is a real client session (the same code that
 * plays on the contest server) joined to the arena through an in-memory connection.
 */
export const runInProcessGame = async (options: {
  config: ArenaConfig;
  /** Seeds roles, names, the rules' random choices and every brain. */
  seed: string;
  brainFor: (role: GameRole, seat: number) => SeatBrain;
  logs?: LogOptions;
  observer?: GameObserver;
  freeform?: FreeformPhaseRunner;
  /** Subtracted from the action timeout by each session (default: the client's). */
  safetyMarginMs?: number;
  now?: () => number;
  /**
   * `virtual`: every timer of the game (freeform phase timers, answer deadlines, the agents' freeform
   * pacing) runs on a clock that jumps to the next due timer whenever nothing else can run, so a
   * 10-minute talk phase takes as long as its talk. Only for seats whose brains do no real I/O.
   */
  clock?: 'real' | 'virtual';
}): Promise<ArenaGameResult> => {
  const { config, seed } = options;
  const random = createRandom(seed);
  // Brains are seeded with the game id, so its time part comes from the seed too (reproducible runs);
  // a virtual clock starts there as well, so the times a seeded game prints are the same on every run.
  const seededTimeMs = SEEDED_EPOCH_MS + random.fork('time').int(SEEDED_SPAN_MS);
  const virtualClock = options.clock === 'virtual' ? createVirtualClock(options.now?.() ?? seededTimeMs) : undefined;
  const now = virtualClock?.now ?? options.now ?? Date.now;
  const timers = virtualClock === undefined ? {} : { scheduler: virtualClock };
  const roles = dealRoles({ config, random: random.fork('roles') });
  const brains = roles.map((role, index) => options.brainFor(role, index + 1));
  const perLabel = new Map<string, number>();
  const connectionNames = brains.map((brain) => {
    const count = (perLabel.get(brain.label) ?? 0) + 1;
    perLabel.set(brain.label, count);
    return `${brain.label}${count}`;
  });
  const seats = createSeats({
    config,
    connectionNames,
    random: random.fork('names'),
    roles,
  });
  const sessions = seats.map((seat, index) => {
    const pair = createMemoryChannelPair();
    const session = createAgentSession({
      name: seat.connectionName,
      connection: {
        send: (text) => pair.agent.send(text),
        close: () => pair.agent.close(),
      },
      brainFactory: (brains[index] as SeatBrain).factory,
      lang: config.custom_profile.language,
      seed: `${seed}/seat${seat.idx}`,
      ...timers,
      ...(options.safetyMarginMs === undefined ? {} : { safetyMarginMs: options.safetyMarginMs }),
    });
    // The packet object rides along unprinted, so the session reads it instead of parsing its text.
    pair.agent.onFrame((frame) => session.receive(frame));
    return {
      session,
      link: createAgentLink({
        channel: pair.arena,
        connectionName: seat.connectionName,
        now,
        ...timers,
      }),
    };
  });
  try {
    return await runArenaGame({
      config,
      seats,
      links: sessions.map((entry) => entry.link),
      gameId: createGameId({
        timeMs: seededTimeMs,
        random: random.fork('id'),
      }),
      random: random.fork('rules'),
      // The log file's time stamp is when the game was played, also on the virtual clock.
      startedAtMs: (options.now ?? Date.now)(),
      ...(options.logs === undefined ? {} : { logs: options.logs }),
      ...(options.observer === undefined ? {} : { observer: options.observer }),
      ...(options.freeform === undefined ? {} : { freeform: options.freeform }),
      now,
      ...timers,
    });
  } finally {
    for (const entry of sessions) entry.session.close();
    virtualClock?.dispose();
  }
};
