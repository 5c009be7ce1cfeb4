import { createRpcAgent, type RpcAgentOptions } from '../../rpc/agent/create-rpc-agent.ts';
import { connectTcpRpcClient, startHttpRpcServer, startWsRpcServer } from '../../transport/index.ts';
import type { AgentEndpoint } from './endpoints/agent-endpoint.ts';
import { createHttpEndpoint } from './endpoints/http-endpoint.ts';
import { createInProcessEndpoint } from './endpoints/in-process-endpoint.ts';
import { startTcpHub } from './endpoints/tcp-hub.ts';
import { createWsEndpoint } from './endpoints/ws-endpoint.ts';

export const TRANSPORTS = ['http', 'ws', 'tcp', 'in-process'] as const;
export type Transport = (typeof TRANSPORTS)[number];

export type LocalAgents = {
  readonly endpoints: ReadonlyMap<number, AgentEndpoint>;
  close(): Promise<void>;
};

/**
 * Starts one of our RPC agents per player id, reachable through the real transport on 127.0.0.1 with
 * OS-chosen ports: HTTP and WebSocket servers the backend calls, or TCP clients that dial the backend's hub.
 */
export const startLocalAgents = async (input: {
  transport: Transport;
  playerIds: readonly number[];
  agentOptions: (playerId: number) => RpcAgentOptions;
  host?: string;
}): Promise<LocalAgents> => {
  const host = input.host ?? '127.0.0.1';
  const agents = input.playerIds.map((id) => ({ id, agent: createRpcAgent(input.agentOptions(id)) }));
  const closers: (() => Promise<void> | void)[] = [];
  const endpoints = new Map<number, AgentEndpoint>();
  if (input.transport === 'in-process') {
    for (const { id, agent } of agents) endpoints.set(id, createInProcessEndpoint(agent));
  } else if (input.transport === 'tcp') {
    const hub = await startTcpHub({ host, port: 0 });
    closers.push(() => hub.close());
    for (const { id, agent } of agents) {
      const client = connectTcpRpcClient({ host, port: hub.port, playerId: id, dispatcher: agent, reconnectMs: 200 });
      closers.unshift(() => client.close());
      endpoints.set(id, hub.endpointFor(id));
    }
    await hub.waitForPlayers(input.playerIds, 10_000);
  } else {
    const start = input.transport === 'http' ? startHttpRpcServer : startWsRpcServer;
    for (const { id, agent } of agents) {
      const server = await start({ host, port: 0, dispatcher: agent });
      const endpoint = input.transport === 'http' ? createHttpEndpoint(server.url) : createWsEndpoint(server.url);
      closers.push(
        () => endpoint.close(),
        () => server.close(),
      );
      endpoints.set(id, endpoint);
    }
  }
  return {
    endpoints,
    close: async () => {
      for (const close of closers) await close();
    },
  };
};
