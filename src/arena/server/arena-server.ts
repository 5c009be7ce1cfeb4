import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { createRandom, type Random } from '../../random.ts';
import type { ArenaConfig } from '../config/arena-config-schema.ts';
import type { LogOptions } from '../logs/write-game-logs.ts';
import { createGameId, createSeats, teamOf } from '../rules/create-seats.ts';
import type { FreeformPhaseRunner } from '../rules/game-machine.ts';
import type { AgentChannel } from '../runner/agent-channel.ts';
import { createAgentLink } from '../runner/agent-link.ts';
import { type ArenaGameResult, type GameObserver, runArenaGame } from '../runner/run-arena-game.ts';
import { createWebSocketChannel } from './websocket-channel.ts';

export type ArenaServerOptions = {
  config: ArenaConfig;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Seeds roles, names and the rules' random choices of every game. */
  seed?: string;
  /** self_match (default): N connections of one team form a game; false: N distinct teams. */
  selfMatch?: boolean;
  logs?: LogOptions;
  observer?: GameObserver;
  freeform?: FreeformPhaseRunner;
  onGame?: (result: ArenaGameResult) => void;
  onError?: (error: unknown) => void;
};

export type ArenaServer = {
  /** ws://host:port/ws */
  readonly url: string;
  readonly port: number;
  /** Games running right now. */
  readonly running: number;
  /** Resolves when every running game has ended. */
  idle(): Promise<void>;
  /** Stops accepting, drops waiting connections, waits for running games, then closes. */
  close(): Promise<void>;
};

type Waiting = {
  readonly connectionName: string;
  readonly channel: AgentChannel;
  readonly socket: WebSocket;
};

/**
 * The arena as a WebSocket game server any agent can join, like aiwolf-nlp-server: path /ws only, NAME
 * handshake with no timeout, team = NAME minus trailing digits, games started as soon as a team (or N
 * teams) has enough waiting connections, each game on the shared rules and links.
 */
export const startArenaServer = async (options: ArenaServerOptions): Promise<ArenaServer> => {
  const { config } = options;
  const agentCount = config.game.agent_count;
  const selfMatch = options.selfMatch ?? true;
  const random: Random = createRandom(options.seed ?? String(Date.now()));
  const waiting = new Map<string, Waiting[]>();
  const games = new Set<Promise<void>>();
  let gameNumber = 0;
  let closing = false;

  const http = createServer((_request, response) => {
    response.writeHead(400).end('websocket endpoint: /ws');
  });
  const sockets = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
  });
  http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (closing || new URL(request.url ?? '/', 'http://arena').pathname !== '/ws') {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (client) => handshake(client));
  });

  const handshake = (socket: WebSocket): void => {
    socket.once('message', (data) => {
      const connectionName = Buffer.from(data as Buffer)
        .toString('utf8')
        .replaceAll('\n', '');
      const channel = createWebSocketChannel(socket);
      const team = teamOf(connectionName);
      const queue = waiting.get(team) ?? [];
      queue.push({ connectionName, channel, socket });
      waiting.set(team, queue);
      socket.on('close', () => {
        // A connection that leaves the waiting room is forgotten (the real server would notice only later).
        const list = waiting.get(team);
        if (list !== undefined)
          waiting.set(
            team,
            list.filter((entry) => entry.socket !== socket),
          );
      });
      match();
    });
    socket.on('error', () => {}); // 'close' follows and removes the waiting agent; without a listener node would throw
    socket.send('{"request":"NAME"}');
  };

  const take = (): Waiting[] | undefined => {
    if (selfMatch) {
      for (const [team, queue] of waiting) {
        if (queue.length >= agentCount) {
          const chosen = queue.splice(0, agentCount);
          waiting.set(team, queue);
          return chosen;
        }
      }
      return undefined;
    }
    const teams = [...waiting.entries()].filter(([, queue]) => queue.length > 0).map(([team]) => team);
    if (teams.length < agentCount) return undefined;
    return random
      .shuffle(teams)
      .slice(0, agentCount)
      .map((team) => (waiting.get(team) as Waiting[]).shift() as Waiting);
  };

  const match = (): void => {
    for (let chosen = take(); chosen !== undefined; chosen = take()) {
      const game = play(chosen).catch((error: unknown) => options.onError?.(error));
      games.add(game);
      void game.finally(() => games.delete(game));
    }
  };

  const play = async (chosen: readonly Waiting[]): Promise<void> => {
    const gameRandom = random.fork(`game${gameNumber++}`);
    const seats = createSeats({
      config,
      connectionNames: chosen.map((entry) => entry.connectionName),
      random: gameRandom.fork('names'),
    });
    const links = chosen.map((entry) =>
      createAgentLink({
        channel: entry.channel,
        connectionName: entry.connectionName,
      }),
    );
    const result = await runArenaGame({
      config,
      seats,
      links,
      gameId: createGameId({
        timeMs: Date.now(),
        random: gameRandom.fork('id'),
      }),
      random: gameRandom.fork('rules'),
      startedAtMs: Date.now(),
      ...(options.logs === undefined ? {} : { logs: options.logs }),
      ...(options.observer === undefined ? {} : { observer: options.observer }),
      ...(options.freeform === undefined ? {} : { freeform: options.freeform }),
    });
    options.onGame?.(result);
  };

  await new Promise<void>((resolve) => http.listen(options.port ?? 8080, options.host ?? '127.0.0.1', resolve));
  const address = http.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';
  const idle = async (): Promise<void> => {
    while (games.size > 0) await Promise.allSettled([...games]);
  };
  return {
    url: `ws://${host}:${address.port}/ws`,
    port: address.port,
    get running() {
      return games.size;
    },
    idle,
    close: async () => {
      closing = true;
      for (const queue of waiting.values()) for (const entry of queue) entry.socket.terminate();
      waiting.clear();
      await idle();
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
};
