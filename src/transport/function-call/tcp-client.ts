import { connect, type Socket } from 'node:net';
import type { RpcTextHandler } from './rpc-text-handler.ts';
import { createLineSplitter } from './line-splitter.ts';

export type TcpRpcClient = {
  /** Resolves on the first successful connection. */
  readonly connected: Promise<void>;
  close(): void;
};

/**
 * The agent side of the reference backend's TCP framing: connect, send `{"player_id": N}` as the first
 * line, then answer newline-delimited JSON-RPC requests. A lost connection is retried with the same id
 * after `reconnectMs` (default 3000) until `close()`.
 */
export const connectTcpRpcClient = (options: {
  host: string;
  port: number;
  playerId: number;
  dispatcher: RpcTextHandler;
  reconnectMs?: number;
  onStatus?: (status: 'connected' | 'disconnected') => void;
}): TcpRpcClient => {
  let closed = false;
  let socket: Socket | undefined;
  let timer: NodeJS.Timeout | undefined;
  let markConnected: () => void = () => {};
  const connected = new Promise<void>((resolve) => {
    markConnected = resolve;
  });

  const open = (): void => {
    const current = connect({ host: options.host, port: options.port });
    socket = current;
    current.setNoDelay(true);
    current.on('connect', () => {
      current.write(`${JSON.stringify({ player_id: options.playerId })}\n`);
      options.onStatus?.('connected');
      markConnected();
    });
    current.on(
      'data',
      createLineSplitter((line) => {
        void options.dispatcher.handleText(line).then((answer) => {
          if (answer !== undefined && !current.destroyed) current.write(`${answer}\n`);
        });
      }),
    );
    current.on('error', () => {}); // 'close' follows every error and reconnects; without a listener node would throw
    current.on('close', () => {
      options.onStatus?.('disconnected');
      if (!closed) timer = setTimeout(open, options.reconnectMs ?? 3000);
    });
  };
  open();
  return {
    connected,
    close: () => {
      closed = true;
      clearTimeout(timer);
      socket?.destroy();
    },
  };
};
