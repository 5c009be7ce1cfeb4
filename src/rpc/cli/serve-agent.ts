import { createRpcAgent } from '../agent/create-rpc-agent.ts';
import type { DispatchEvent } from '../dispatcher.ts';
import { startHttpRpcServer } from '../transport/http-server.ts';
import { parseHostPort } from '../transport/listening-server.ts';
import { connectTcpRpcClient } from '../transport/tcp-client.ts';
import { startWsRpcServer } from '../transport/ws-server.ts';
import { chooseBrain } from './choose-brain.ts';
import { createSpeakerFromSettings } from './llm-speaker-setup.ts';
import { rpcLlmSettings } from './rpc-settings.ts';

export type ServeFlags = {
  http?: string;
  ws?: string;
  tcp?: string;
  playerId?: string;
  deadlineMs?: string;
  brain?: string;
  seed?: string;
  reconnectMs?: string;
  quiet?: boolean;
  /** Config file with the `llm` section (default config/config.yml when it exists). */
  config?: string;
  /** Model name for --brain llm (env AIWOLF_LLM_MODEL, llm.model). */
  model?: string;
};

const fail = (message: string): number => {
  console.error(`aiwolf-agent rpc: ${message}`);
  return 2;
};

/** `aiwolf-agent rpc`: one function-call agent on HTTP, WebSocket and/or as a TCP client, until Ctrl-C. */
export const serveAgent = async (flags: ServeFlags): Promise<number> => {
  if (flags.http === undefined && flags.ws === undefined && flags.tcp === undefined)
    return fail('give --http, --ws or --tcp HOST:PORT');
  const deadlineMs = Number(flags.deadlineMs ?? 5000);
  if (!Number.isFinite(deadlineMs) || deadlineMs <= 0)
    return fail('--deadline-ms must be a positive number of milliseconds');
  const llmSettings = flags.brain === 'llm' ? rpcLlmSettings(flags) : undefined;
  if (llmSettings !== undefined && 'error' in llmSettings) return fail(llmSettings.error);
  const settings = llmSettings?.settings;
  const brain = chooseBrain(flags.brain ?? 'auto', settings);
  if (brain.warning !== undefined) console.error(`aiwolf-agent rpc: ${brain.warning}`);
  const onEvent = (event: DispatchEvent): void => {
    if (!flags.quiet) console.log(JSON.stringify({ time: new Date().toISOString(), ...event }));
  };
  const llm = settings === undefined ? {} : createSpeakerFromSettings(settings);
  if (llm.warning !== undefined) console.error(`aiwolf-agent rpc: ${llm.warning}`);
  const agent = createRpcAgent({
    brainFactory: brain.factory,
    deadlineMs,
    seed: flags.seed ?? '',
    onEvent,
    ...(llm.speaker === undefined ? {} : { speaker: llm.speaker }),
  });
  const stops: (() => Promise<void> | void)[] = [];
  for (const [flag, start] of [
    [flags.http, startHttpRpcServer],
    [flags.ws, startWsRpcServer],
  ] as const) {
    if (flag === undefined) continue;
    const address = parseHostPort(flag);
    if (address === undefined) return fail(`not HOST:PORT: ${flag}`);
    const server = await start({ ...address, dispatcher: agent });
    console.error(`aiwolf-agent rpc: ${brain.name} agent listening on ${server.url}`);
    stops.push(() => server.close());
  }
  if (flags.tcp !== undefined) {
    const address = parseHostPort(flags.tcp);
    const playerId = Number(flags.playerId);
    if (address === undefined) return fail(`not HOST:PORT: ${flags.tcp}`);
    if (!Number.isInteger(playerId)) return fail('--tcp needs --player-id N');
    const client = connectTcpRpcClient({
      ...address,
      playerId,
      dispatcher: agent,
      reconnectMs: Number(flags.reconnectMs ?? 3000),
      onStatus: (status) => console.error(`aiwolf-agent rpc: tcp ${status} (${flags.tcp}, player ${playerId})`),
    });
    stops.push(() => client.close());
  }
  await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
  for (const stop of stops) await stop();
  return 0;
};
