import { startHttpRpcServer } from './http-server.ts';
import type { HostPort } from './listening-server.ts';
import type { RpcTextHandler } from './rpc-text-handler.ts';
import { connectTcpRpcClient } from './tcp-client.ts';
import { startWsRpcServer } from './ws-server.ts';

/** A transport that has started serving: what to tell the user, and how to stop it. */
export type StartedRpcTransport = {
  /** One line for the console, e.g. `listening on http://127.0.0.1:8001/rpc`. */
  readonly description: string;
  /** Where a server transport listens (http/ws: the URL a backend calls); absent for the TCP client. */
  readonly url?: string;
  stop(): Promise<void> | void;
};

/**
 * One way for the function-call agent to be reached, not yet started. The composition root builds these
 * from settings; the runner starts each with its dispatcher, so it never chooses a socket type itself.
 */
export type RpcTransport = {
  readonly kind: 'http' | 'ws' | 'tcp';
  start(handler: RpcTextHandler): Promise<StartedRpcTransport>;
};

/** JSON-RPC over HTTP POST at `address` (port 0 = any free port). */
export const httpRpcTransport = (address: HostPort): RpcTransport => ({
  kind: 'http',
  start: async (handler) => {
    const server = await startHttpRpcServer({ ...address, dispatcher: handler });
    return { description: `listening on ${server.url}`, url: server.url, stop: () => server.close() };
  },
});

/** JSON-RPC over WebSocket text frames at `address`. */
export const wsRpcTransport = (address: HostPort): RpcTransport => ({
  kind: 'ws',
  start: async (handler) => {
    const server = await startWsRpcServer({ ...address, dispatcher: handler });
    return { description: `listening on ${server.url}`, url: server.url, stop: () => server.close() };
  },
});

/** A TCP client of the reference backend at `address`, announcing `playerId`, reconnecting until stopped. */
export const tcpRpcTransport = (options: {
  readonly address: HostPort;
  readonly playerId: number;
  readonly reconnectMs?: number;
  readonly onStatus?: (status: 'connected' | 'disconnected') => void;
}): RpcTransport => ({
  kind: 'tcp',
  start: async (handler) => {
    const client = connectTcpRpcClient({
      ...options.address,
      playerId: options.playerId,
      dispatcher: handler,
      ...(options.reconnectMs === undefined ? {} : { reconnectMs: options.reconnectMs }),
      ...(options.onStatus === undefined ? {} : { onStatus: options.onStatus }),
    });
    return {
      description: `dialling tcp://${options.address.host}:${options.address.port} as player ${options.playerId}`,
      stop: () => client.close(),
    };
  },
});
