import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTcpHub } from '../../../src/transport/function-call/tcp-hub.ts';
import { buildRpcTransports } from '../../../src/compose/index.ts';
import { createFunctionCallAgent } from '../../../src/function-call/agent/create-agent.ts';
import { createSeededBrain } from '../../../src/function-call/agent/brain-adapter/seeded-brain.ts';
import type { StartedRpcTransport } from '../../../src/transport/index.ts';
import { initializeParams, request } from '../../function-call/agent/fixtures.ts';

const started: StartedRpcTransport[] = [];
afterEach(async () => {
  for (const transport of started.splice(0)) await transport.stop();
});

const agent = () => createFunctionCallAgent({ brainFactory: createSeededBrain, deadlineMs: 1000 });

describe('buildRpcTransports: the rpc flags become transports the runner starts', () => {
  it('builds an HTTP and a WebSocket server that answer JSON-RPC once started', async () => {
    const built = buildRpcTransports({ http: '127.0.0.1:0', ws: '127.0.0.1:0' });
    if (!built.ok) throw new Error(built.error.message);
    expect(built.value.map((transport) => transport.kind)).toEqual(['http', 'ws']);
    const handler = agent();
    const [http, ws] = await Promise.all(built.value.map((transport) => transport.start(handler)));
    if (http === undefined || ws === undefined) throw new Error('two transports expected');
    started.push(http, ws);
    const httpUrl = /listening on (\S+)/.exec(http.description)?.[1] ?? '';
    const response = await fetch(httpUrl, {
      method: 'POST',
      body: request('initialize', initializeParams(1, 'seer'), 3),
    });
    expect(await response.json()).toMatchObject({ id: 3, result: { status: 'success' } });
    const wsUrl = /listening on (\S+)/.exec(ws.description)?.[1] ?? '';
    const socket = new WebSocket(wsUrl);
    await new Promise((resolve) => socket.once('open', resolve));
    const answer = new Promise<string>((resolve) => socket.once('message', (data) => resolve(data.toString())));
    socket.send(request('initialize', initializeParams(2, 'witch'), 4));
    expect(JSON.parse(await answer)).toMatchObject({ id: 4, result: { status: 'success' } });
    socket.terminate();
  });

  it('builds a TCP client that dials the backend with its player id and reports its status', async () => {
    const hub = await startTcpHub({ host: '127.0.0.1', port: 0 });
    const statuses: string[] = [];
    const built = buildRpcTransports({
      tcp: `127.0.0.1:${hub.port}`,
      playerId: '4',
      reconnectMs: '50',
      onTcpStatus: (status) => statuses.push(status),
    });
    if (!built.ok) throw new Error(built.error.message);
    const tcp = await built.value[0]?.start(agent());
    if (tcp === undefined) throw new Error('one transport expected');
    started.push(tcp);
    expect(tcp.description).toBe(`dialling tcp://127.0.0.1:${hub.port} as player 4`);
    await hub.waitForPlayers([4], 2000);
    const outcome = await hub
      .endpointFor(4)
      .call({ method: 'initialize', params: initializeParams(4, 'hunter'), timeoutMs: 2000 });
    expect(outcome).toMatchObject({ ok: true, result: { status: 'success' } });
    expect(statuses).toContain('connected');
    await hub.close();
  });

  it('rejects missing or malformed addresses with the message the rpc command prints', () => {
    const message = (settings: Parameters<typeof buildRpcTransports>[0]): string | undefined => {
      const built = buildRpcTransports(settings);
      return built.ok ? undefined : `${built.error.code}: ${built.error.message}`;
    };
    expect(message({})).toBe('invalid-transport: give --http, --ws or --tcp HOST:PORT');
    expect(message({ http: 'localhost' })).toBe('invalid-transport: not HOST:PORT: localhost');
    expect(message({ ws: '127.0.0.1:70000' })).toBe('invalid-transport: not HOST:PORT: 127.0.0.1:70000');
    expect(message({ tcp: '127.0.0.1:9000' })).toBe('invalid-transport: --tcp needs --player-id N');
    expect(message({ tcp: '127.0.0.1:9000', playerId: 'three' })).toBe('invalid-transport: --tcp needs --player-id N');
  });
});
