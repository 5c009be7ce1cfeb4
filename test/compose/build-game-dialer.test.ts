import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { buildGameDialer } from '../../src/compose/index.ts';

describe('buildGameDialer: the server settings become the connection connectAgents dials', () => {
  it('dials server.url with the token as a bearer header, once per call', async () => {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/ws' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const authorizations: (string | undefined)[] = [];
    server.on('connection', (socket, request) => {
      authorizations.push(request.headers.authorization);
      socket.close();
    });
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
    const dial = buildGameDialer({ url, token: 'a.b.c', handshakeTimeoutMs: 2000 });
    for (let game = 0; game < 2; game += 1) {
      const opened = await dial();
      if (!opened.ok) throw new Error(opened.error.code);
      await opened.value.closed;
    }
    expect(authorizations).toEqual(['Bearer a.b.c', 'Bearer a.b.c']);
    await new Promise((resolve) => server.close(resolve));
  });

  it('reports a URL that is not ws:// as invalid-url without opening anything', async () => {
    const opened = await buildGameDialer({ url: 'http://127.0.0.1:1/ws', token: undefined, handshakeTimeoutMs: 100 })();
    expect(opened.ok ? 'opened' : opened.error.code).toBe('invalid-url');
  });
});
