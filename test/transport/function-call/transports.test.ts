import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createFunctionCallAgent } from '../../../src/function-call/agent/create-agent.ts';
import { startTcpHub } from '../../../src/transport/function-call/tcp-hub.ts';
import { createSeededBrain } from '../../../src/function-call/agent/brain-adapter/seeded-brain.ts';
import { startHttpRpcServer } from '../../../src/transport/function-call/http-server.ts';
import { parseHostPort } from '../../../src/transport/function-call/listening-server.ts';
import { connectTcpRpcClient } from '../../../src/transport/function-call/tcp-client.ts';
import { startWsRpcServer } from '../../../src/transport/function-call/ws-server.ts';
import { initializeParams, request } from '../../function-call/agent/fixtures.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const agent = () => createFunctionCallAgent({ brainFactory: createSeededBrain, deadlineMs: 1000 });

describe('HTTP transport', () => {
  it('serves POST / and /rpc, 204 for notifications, 404 and 405 otherwise', async () => {
    const server = await startHttpRpcServer({ host: '127.0.0.1', port: 0, dispatcher: agent() });
    cleanups.push(() => server.close());
    const base = `http://127.0.0.1:${server.port}`;
    for (const path of ['/', '/rpc']) {
      const response = await fetch(base + path, {
        method: 'POST',
        body: request('initialize', initializeParams(1, 'villager'), 5),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ jsonrpc: '2.0', id: 5, result: { status: 'success' } });
    }
    const notification = await fetch(base, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', method: 'initialize', params: initializeParams(1, 'villager') }),
    });
    expect(notification.status).toBe(204);
    expect((await fetch(`${base}/other`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await fetch(base, { method: 'GET' })).status).toBe(405);
    const malformed = await fetch(base, { method: 'POST', body: '{oops' });
    expect(await malformed.json()).toMatchObject({ error: { code: -32700 } });
  });
});

describe('WebSocket transport', () => {
  it('answers each frame on the same socket, batches included', async () => {
    const server = await startWsRpcServer({ host: '127.0.0.1', port: 0, dispatcher: agent() });
    cleanups.push(() => server.close());
    const socket = new WebSocket(server.url);
    cleanups.push(() => socket.terminate());
    await new Promise((resolve) => socket.once('open', resolve));
    const answer = new Promise<string>((resolve) => socket.once('message', (data) => resolve(data.toString())));
    socket.send(`[${request('initialize', initializeParams(2, 'seer'), 1)}, ${request('nope', {}, 2)}]`);
    expect(JSON.parse(await answer)).toMatchObject([
      { id: 1, result: { status: 'success' } },
      { id: 2, error: { code: -32601 } },
    ]);
  });
});

describe('TCP client transport', () => {
  it('sends {"player_id": N} first, answers lines, and reconnects with the same id', async () => {
    const hub = await startTcpHub({ host: '127.0.0.1', port: 0 });
    cleanups.push(() => hub.close());
    const client = connectTcpRpcClient({
      host: '127.0.0.1',
      port: hub.port,
      playerId: 7,
      dispatcher: agent(),
      reconnectMs: 50,
    });
    cleanups.push(() => client.close());
    await hub.waitForPlayers([7], 2000);
    const endpoint = hub.endpointFor(7);
    expect(
      await endpoint.call({ method: 'initialize', params: initializeParams(7, 'hunter'), timeoutMs: 2000 }),
    ).toMatchObject({ ok: true });
    // Drop every connection: the agent dials again with the same player id.
    await hub.close();
    const second = await startTcpHub({ host: '127.0.0.1', port: hub.port });
    cleanups.push(() => second.close());
    await second.waitForPlayers([7], 3000);
    const outcome = await second
      .endpointFor(7)
      .call({ method: 'initialize', params: initializeParams(7, 'hunter'), timeoutMs: 2000 });
    expect(outcome).toMatchObject({ ok: true, result: { status: 'success' } });
  });

  it('reports a timeout when the agent does not answer', async () => {
    const hub = await startTcpHub({ host: '127.0.0.1', port: 0 });
    cleanups.push(() => hub.close());
    const never = {
      handleText: () => new Promise<undefined>(() => {}),
      handleValue: () => new Promise<undefined>(() => {}),
    };
    const client = connectTcpRpcClient({ host: '127.0.0.1', port: hub.port, playerId: 1, dispatcher: never });
    cleanups.push(() => client.close());
    await hub.waitForPlayers([1], 2000);
    expect(await hub.endpointFor(1).call({ method: 'vote', params: {}, timeoutMs: 100 })).toMatchObject({
      ok: false,
      reason: 'timeout',
    });
  });
});

describe('parseHostPort', () => {
  it('reads HOST:PORT', () => {
    expect(parseHostPort('127.0.0.1:8080')).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(parseHostPort(':0')).toEqual({ host: '127.0.0.1', port: 0 });
    expect(parseHostPort('nope')).toBeUndefined();
  });
});
