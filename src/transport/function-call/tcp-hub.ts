import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { createLineSplitter } from '../index.ts';
import { type AgentEndpoint, nextRequestId } from './agent-endpoint.ts';
import { createPendingCalls } from './pending-calls.ts';

export type TcpHub = {
  readonly port: number;
  /** Resolves when every listed player has connected (rejects after `timeoutMs`). */
  waitForPlayers(playerIds: readonly number[], timeoutMs: number): Promise<void>;
  endpointFor(playerId: number): AgentEndpoint;
  close(): Promise<void>;
};

/**
 * The reference backend's TCP side: agents connect and send `{"player_id": N}` first (within
 * `helloMs`, default 5000); requests and responses are newline-delimited JSON. A reconnect with the
 * same id replaces the old connection.
 */
export const startTcpHub = async (options: { host: string; port: number; helloMs?: number }): Promise<TcpHub> => {
  const sockets = new Map<number, Socket>();
  const pending = createPendingCalls();
  const waiters: (() => void)[] = [];
  const server = createServer((socket) => {
    socket.setNoDelay(true);
    let playerId: number | undefined;
    const hello = setTimeout(() => socket.destroy(), options.helloMs ?? 5000);
    socket.on(
      'data',
      createLineSplitter((line) => {
        if (playerId !== undefined) {
          pending.receive(line);
          return;
        }
        try {
          const value = JSON.parse(line) as { player_id?: unknown };
          if (typeof value.player_id !== 'number') throw new Error('no player_id');
          playerId = value.player_id;
          clearTimeout(hello);
          sockets.get(playerId)?.destroy();
          sockets.set(playerId, socket);
          for (const wake of waiters.splice(0)) wake();
        } catch {
          // A first line that is not the player-id JSON: not one of our agents, so drop it.
          socket.destroy();
        }
      }),
    );
    socket.on('error', () => {}); // 'close' follows and forgets the player; without a listener node would throw
    socket.on('close', () => {
      clearTimeout(hello);
      if (playerId !== undefined && sockets.get(playerId) === socket) sockets.delete(playerId);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    waitForPlayers: (playerIds, timeoutMs) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`players missing after ${timeoutMs} ms`)), timeoutMs);
        const check = (): void => {
          if (playerIds.every((id) => sockets.has(id))) {
            clearTimeout(timer);
            resolve();
          } else waiters.push(check);
        };
        check();
      }),
    endpointFor: (playerId) => ({
      transport: 'tcp',
      call: async ({ method, params, timeoutMs }) => {
        const socket = sockets.get(playerId);
        if (socket === undefined || socket.destroyed)
          return { ok: false, reason: 'transport', detail: `player ${playerId} not connected` };
        const id = nextRequestId();
        const answer = pending.wait(id, timeoutMs);
        socket.write(`${JSON.stringify({ jsonrpc: '2.0', method, params, id })}\n`);
        return answer;
      },
      close: async () => {},
    }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets.values()) socket.destroy();
        pending.failAll('hub closed');
        server.close(() => resolve());
      }),
  };
};
