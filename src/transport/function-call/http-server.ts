import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RpcTextHandler } from './rpc-text-handler.ts';
import type { ListeningServer } from './listening-server.ts';

const RPC_PATHS = new Set(['/', '/rpc']);
const MAX_BODY_BYTES = 1_000_000;

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) request.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/**
 * JSON-RPC over HTTP: POST to `/` or `/rpc`, one request or a batch per body. A response body is JSON
 * (200); a call that needs no response (notifications only) gets 204.
 */
export const startHttpRpcServer = async (options: {
  host: string;
  port: number;
  dispatcher: RpcTextHandler;
}): Promise<ListeningServer> => {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (!RPC_PATHS.has(path)) {
      response.writeHead(404).end();
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    readBody(request)
      .then((body) => options.dispatcher.handleText(body))
      .then((answer) => {
        if (answer === undefined) response.writeHead(204).end();
        else response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(answer);
      })
      .catch(() => response.writeHead(500).end()); // the dispatcher answers every request itself; a throw here is our bug, reported as a 500
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    host: options.host,
    port,
    url: `http://${options.host}:${port}/rpc`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
