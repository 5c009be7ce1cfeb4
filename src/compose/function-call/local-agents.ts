import { createFunctionCallAgent, type FunctionCallAgentOptions } from '../../function-call/agent/create-agent.ts';
import { buildRpcTransports, type RpcTransportSettings } from './agent-transports.ts';
import type { RpcTransport } from '../../transport/index.ts';
import type { AgentEndpoint } from '../../transport/index.ts';
import { createHttpEndpoint } from '../../transport/index.ts';
import { createInProcessEndpoint } from '../../transport/index.ts';
import { startTcpHub } from '../../transport/index.ts';
import { createWsEndpoint } from '../../transport/index.ts';

export const TRANSPORTS = ['http', 'ws', 'tcp', 'in-process'] as const;
export type Transport = (typeof TRANSPORTS)[number];

export type LocalAgents = {
  readonly endpoints: ReadonlyMap<number, AgentEndpoint>;
  close(): Promise<void>;
};

/** The one transport `aiwolf-agent rpc` would build from these flags (they are well-formed here). */
const transportFrom = (settings: RpcTransportSettings): RpcTransport => {
  const built = buildRpcTransports(settings);
  const transport = built.ok ? built.value[0] : undefined;
  if (transport === undefined) throw new Error(`local agent transport: ${built.ok ? 'none' : built.error.message}`);
  return transport;
};

/**
 * Starts one of our RPC agents per player id, reachable through the real transport on 127.0.0.1 with
 * OS-chosen ports: HTTP and WebSocket servers the backend calls, or TCP clients that dial the backend's
 * hub. Each is reached exactly as `aiwolf-agent rpc --http/--ws/--tcp` would be: its transport comes from
 * the composition root's builder with the same flags.
 */
export const startLocalAgents = async (input: {
  transport: Transport;
  playerIds: readonly number[];
  agentOptions: (playerId: number) => FunctionCallAgentOptions;
  host?: string;
}): Promise<LocalAgents> => {
  const host = input.host ?? '127.0.0.1';
  const agents = input.playerIds.map((id) => ({ id, agent: createFunctionCallAgent(input.agentOptions(id)) }));
  const closers: (() => Promise<void> | void)[] = [];
  const endpoints = new Map<number, AgentEndpoint>();
  if (input.transport === 'in-process') {
    for (const { id, agent } of agents) endpoints.set(id, createInProcessEndpoint(agent));
  } else if (input.transport === 'tcp') {
    const hub = await startTcpHub({ host, port: 0 });
    closers.push(() => hub.close());
    for (const { id, agent } of agents) {
      const client = await transportFrom({
        tcp: `${host}:${hub.port}`,
        playerId: String(id),
        reconnectMs: '200',
      }).start(agent);
      closers.unshift(() => client.stop());
      endpoints.set(id, hub.endpointFor(id));
    }
    await hub.waitForPlayers(input.playerIds, 10_000);
  } else {
    const kind = input.transport;
    for (const { id, agent } of agents) {
      const server = await transportFrom({ [kind]: `${host}:0` }).start(agent);
      const url = server.url ?? '';
      const endpoint = kind === 'http' ? createHttpEndpoint(url) : createWsEndpoint(url);
      closers.push(
        () => endpoint.close(),
        () => server.stop(),
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
