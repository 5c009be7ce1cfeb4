import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { RpcTextHandler } from './rpc-text-handler.ts';
import type { ListeningServer } from './listening-server.ts';

/** JSON-RPC over WebSocket: every text frame is one request or batch; answers go back on the same socket. */
export const startWsRpcServer = async (options: {
  host: string;
  port: number;
  dispatcher: RpcTextHandler;
}): Promise<ListeningServer> => {
  const server = new WebSocketServer({ host: options.host, port: options.port });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      void options.dispatcher.handleText(data.toString()).then((answer) => {
        if (answer !== undefined && socket.readyState === socket.OPEN) socket.send(answer);
      });
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    host: options.host,
    port,
    url: `ws://${options.host}:${port}/`,
    close: () =>
      new Promise((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
};
