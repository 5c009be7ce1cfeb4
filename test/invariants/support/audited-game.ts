import {
  type ArenaConfig,
  type ArenaGameResult,
  type ArenaSeat,
  createAgentLink,
  createGameId,
  createMemoryChannelPair,
  createSeats,
  dealRoles,
  type GameLogEvent,
  runArenaGame,
  type SeatBrain,
  shippedConfig,
  startArenaServer,
} from '../../../src/arena/index.ts';
import { withActionTimeout } from '../../../src/compose/index.ts';
import {
  connectAgents,
  createAgentSession,
  createMemoryLogger,
  type SessionLogRecord,
} from '../../../src/client/index.ts';
import type { GameRole } from '../../../src/game/index.ts';
import { createRandom } from '../../../src/random.ts';
import { websocketDialer } from '../../../src/transport/index.ts';

export type Players = 5 | 9 | 13;
export type Lang = 'ja' | 'en';

/** One frame on an in-memory connection, seen from the agent's end. */
export type WireFrame = {
  readonly seat: number;
  /** 'packet' = arena → agent, 'answer' = agent → arena. */
  readonly direction: 'packet' | 'answer';
  readonly text: string;
  readonly time: number;
};

/** A finished game with everything the invariant tests audit. */
export type AuditedGame = {
  readonly label: string;
  readonly config: ArenaConfig;
  readonly result: ArenaGameResult;
  readonly seats: readonly ArenaSeat[];
  /** Game-log events in order (talks as stored, votes, actions). */
  readonly events: readonly GameLogEvent[];
  /** Each seat's client session log (index 0 = seat 1). */
  readonly sessionLogs: readonly (readonly SessionLogRecord[])[];
  /** Frames on the in-memory connections (empty over WebSockets). */
  readonly wire: readonly WireFrame[];
};

export type GameSpec = {
  readonly players: Players;
  readonly lang: Lang;
  readonly seed: string;
  readonly brainFor: (role: GameRole, seat: number) => SeatBrain;
  /** setting.timeout.action told to the agents (ms); default 5000. */
  readonly actionTimeoutMs?: number;
  readonly safetyMarginMs?: number;
  /** Seats whose connection never answers anything (the arena errors them out). In-process only. */
  readonly silentSeats?: readonly number[];
  /**
   * Test controls only: rewrites what a seat's client sends (each returned string becomes one frame),
   * to prove an audit notices a broken agent. In-process only.
   */
  readonly tamper?: (frame: { seat: number; text: string; answer: number }) => readonly string[];
  /** Last touch on the config (e.g. shorter server timeouts). */
  readonly configure?: (config: ArenaConfig) => ArenaConfig;
};

const SEEDED_EPOCH_MS = 1_735_689_600_000;

export const configFor = (spec: Pick<GameSpec, 'players' | 'lang' | 'actionTimeoutMs' | 'configure'>): ArenaConfig => {
  const config = withActionTimeout(
    shippedConfig({ players: spec.players, lang: spec.lang }),
    spec.actionTimeoutMs ?? 5000,
  );
  return spec.configure === undefined ? config : spec.configure(config);
};

/**
 * One in-process game, built like `runInProcessGame` (real client sessions on in-memory connections,
 * the arena's link model and rules) but with every session's log kept and every frame tapped.
 */
export const playAuditedGame = async (spec: GameSpec): Promise<AuditedGame> => {
  const config = configFor(spec);
  const random = createRandom(spec.seed);
  const roles = dealRoles({ config, random: random.fork('roles') });
  const brains = roles.map((role, index) => spec.brainFor(role, index + 1));
  const counts = new Map<string, number>();
  const connectionNames = brains.map((brain) => {
    const count = (counts.get(brain.label) ?? 0) + 1;
    counts.set(brain.label, count);
    return `${brain.label}${count}`;
  });
  const seats = createSeats({ config, connectionNames, random: random.fork('names'), roles });
  const wire: WireFrame[] = [];
  const loggers = seats.map(() => createMemoryLogger());
  const sessions = seats.map((seat, index) => {
    const pair = createMemoryChannelPair();
    let answers = 0;
    const session = createAgentSession({
      name: seat.connectionName,
      connection: {
        send: (text) => {
          const frames = spec.tamper?.({ seat: seat.idx, text, answer: answers++ }) ?? [text];
          for (const frame of frames) {
            wire.push({ seat: seat.idx, direction: 'answer', text: frame, time: Date.now() });
            pair.agent.send(frame);
          }
        },
        close: () => pair.agent.close(),
      },
      brainFactory: (brains[index] as SeatBrain).factory,
      lang: spec.lang,
      seed: `${spec.seed}/seat${seat.idx}`,
      logger: loggers[index] as ReturnType<typeof createMemoryLogger>,
      ...(spec.safetyMarginMs === undefined ? {} : { safetyMarginMs: spec.safetyMarginMs }),
    });
    pair.agent.onMessage((text) => {
      wire.push({ seat: seat.idx, direction: 'packet', text, time: Date.now() });
      if (!spec.silentSeats?.includes(seat.idx)) session.receive(text);
    });
    return { session, link: createAgentLink({ channel: pair.arena, connectionName: seat.connectionName }) };
  });
  const events: GameLogEvent[] = [];
  try {
    const result = await runArenaGame({
      config,
      seats,
      links: sessions.map((entry) => entry.link),
      gameId: createGameId({ timeMs: SEEDED_EPOCH_MS + random.fork('time').int(1e9), random: random.fork('id') }),
      random: random.fork('rules'),
      startedAtMs: Date.now(),
      observer: { onEvent: (event) => events.push(event) },
    });
    return {
      label: `${spec.players}p ${spec.lang} seed ${spec.seed}`,
      config,
      result,
      seats,
      events,
      sessionLogs: loggers.map((logger) => logger.records),
      wire,
    };
  } finally {
    for (const entry of sessions) entry.session.close();
  }
};

/** One game of our client against the arena's WebSocket server on 127.0.0.1 (port 0). */
export const playAuditedGameOverWebSocket = async (spec: GameSpec & { brain: SeatBrain }): Promise<AuditedGame> => {
  const config = configFor(spec);
  const results: ArenaGameResult[] = [];
  const loggers = new Map<string, ReturnType<typeof createMemoryLogger>>();
  const server = await startArenaServer({ config, port: 0, seed: spec.seed, onGame: (result) => results.push(result) });
  try {
    await connectAgents({
      dial: websocketDialer({ url: server.url }),
      team: spec.brain.label,
      agents: spec.players,
      brainFactory: spec.brain.factory,
      autoReconnect: false,
      lang: spec.lang,
      seed: spec.seed,
      ...(spec.safetyMarginMs === undefined ? {} : { safetyMarginMs: spec.safetyMarginMs }),
      createLogger: (agent) => {
        const logger = createMemoryLogger();
        loggers.set(agent, logger);
        return logger;
      },
    });
    await server.idle();
  } finally {
    await server.close();
  }
  const result = results[0];
  if (result === undefined || results.length !== 1) throw new Error(`expected one game, got ${results.length}`);
  return {
    label: `${spec.players}p ${spec.lang} seed ${spec.seed} over WebSocket`,
    config,
    result,
    seats: result.seats,
    events: eventsFromGameLog(result),
    sessionLogs: result.seats.map((seat) => loggers.get(seat.connectionName)?.records ?? []),
    wire: [],
  };
};

/**
 * The talk, whisper and vote events of a finished game, read back from its server-format game log
 * (the WebSocket server exposes no observer). Texts may contain commas: the talk text is the rest.
 */
const eventsFromGameLog = (result: ArenaGameResult): GameLogEvent[] =>
  result.gameLogLines.flatMap((line): GameLogEvent[] => {
    const fields = line.split(',');
    const number = (index: number): number => Number(fields[index]);
    const day = number(0);
    switch (fields[1]) {
      case 'talk':
      case 'whisper':
        return [
          {
            type: fields[1],
            day,
            idx: number(2),
            turn: number(3),
            agent: number(4),
            text: fields.slice(5).join(','),
          },
        ];
      case 'vote':
      case 'attackVote':
        return [{ type: fields[1], day, agent: number(2), target: number(3) }];
      case 'divine':
        return [
          {
            type: 'divine',
            day,
            agent: number(2),
            target: number(3),
            result: fields[4] === 'WEREWOLF' ? 'WEREWOLF' : 'HUMAN',
          },
        ];
      case 'execute':
        return [{ type: 'execute', day, agent: number(2), role: (fields[3] ?? 'VILLAGER') as GameRole }];
      case 'attack':
        // `day,attack,target,success` (target -1: nobody was attacked); audits need it to know who is alive.
        return [{ type: 'attack', day, target: number(2), success: fields[3] === 'true' }];
      case 'guard':
        return [
          {
            type: 'guard',
            day,
            agent: number(2),
            target: number(3),
            targetRole: (fields[4] ?? 'VILLAGER') as GameRole,
          },
        ];
      default:
        return [];
    }
  });
