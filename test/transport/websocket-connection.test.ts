import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { WebSocketServer } from 'ws';
import { openWebSocketConnection } from '../../src/transport/index.ts';

const servers: WebSocketServer[] = [];

const listen = async (options: { path?: string } = {}): Promise<{ server: WebSocketServer; port: number }> => {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, ...options });
  servers.push(server);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return { server, port: (server.address() as AddressInfo).port };
};

afterEach(async () => {
  for (const server of servers.splice(0)) {
    for (const client of server.clients) client.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

describe('WebSocket transport', () => {
  test('sends the token as a Bearer header and none without a token', async () => {
    const { server, port } = await listen();
    const headers: (string | undefined)[] = [];
    server.on('connection', (_socket, request) => headers.push(request.headers.authorization));
    const withToken = await openWebSocketConnection({ url: `ws://127.0.0.1:${port}/ws`, token: 'abc.def.ghi' });
    const without = await openWebSocketConnection({ url: `ws://127.0.0.1:${port}/ws` });
    expect(withToken.ok && without.ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(headers).toEqual(['Bearer abc.def.ghi', undefined]);
    if (withToken.ok) withToken.value.close();
    if (without.ok) without.value.close();
  });

  test('buffers frames that arrive before a listener and sends raw text', async () => {
    const { server, port } = await listen();
    const received: string[] = [];
    server.on('connection', (socket) => {
      socket.send('{"request":"NAME"}');
      socket.on('message', (data) => received.push(data.toString()));
    });
    const opened = await openWebSocketConnection({ url: `ws://127.0.0.1:${port}/ws` });
    if (!opened.ok) throw new Error(opened.error.message);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const frames: string[] = [];
    opened.value.onMessage((text) => frames.push(text));
    expect(frames).toEqual(['{"request":"NAME"}']);
    opened.value.send('kanolab1');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(received).toEqual(['kanolab1']);
    opened.value.close();
    expect((await opened.value.closed).code).toBe(1000);
  });

  test('reports a dropped connection as 1006, like the server after FINISH', async () => {
    const { server, port } = await listen();
    server.on('connection', (socket) => setTimeout(() => socket.terminate(), 10));
    const opened = await openWebSocketConnection({ url: `ws://127.0.0.1:${port}/ws` });
    if (!opened.ok) throw new Error(opened.error.message);
    expect((await opened.value.closed).code).toBe(1006);
  });

  test('close() does not hang on a server that never completes the close handshake', async () => {
    const { server, port } = await listen();
    // Like the real server while it is not reading from us: the close frame is never answered.
    server.on('connection', (socket) => {
      (socket as unknown as { _receiver: { removeAllListeners(): void } })._receiver.removeAllListeners();
    });
    const opened = await openWebSocketConnection({ url: `ws://127.0.0.1:${port}/ws`, closeGraceMs: 100 });
    if (!opened.ok) throw new Error(opened.error.message);
    const started = Date.now();
    opened.value.close();
    const closed = await opened.value.closed;
    expect(Date.now() - started).toBeLessThan(2000);
    // Cut by our own grace timer, not by a completed handshake.
    expect(closed.code).toBe(1006);
  });

  test('errors are data with codes: bad URL, refused, wrong path', async () => {
    const badUrl = await openWebSocketConnection({ url: 'http://127.0.0.1:1/ws' });
    expect(!badUrl.ok && badUrl.error.code).toBe('invalid-url');

    const { server, port } = await listen({ path: '/ws' });
    const wrongPath = await openWebSocketConnection({ url: `ws://127.0.0.1:${port}/ws/` });
    expect(!wrongPath.ok && wrongPath.error.code).toBe('handshake-rejected');

    await new Promise<void>((resolve) => server.close(() => resolve()));
    servers.splice(servers.indexOf(server), 1);
    const refused = await openWebSocketConnection({ url: `ws://127.0.0.1:${port}/ws` });
    expect(!refused.ok && refused.error.code).toBe('connect-failed');
  });
});
