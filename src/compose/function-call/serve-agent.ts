import { createFunctionCallAgent } from '../../function-call/agent/create-agent.ts';
import type { DispatchEvent } from '../../function-call/agent/dispatcher.ts';
import type { RpcTransport } from '../../transport/index.ts';
import { chooseBrain } from './choose-brain.ts';
import { createSpeakerFromSettings } from './speaker-from-settings.ts';
import { agentLlmSettings } from './agent-llm-settings.ts';

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

/**
 * `aiwolf-agent rpc`: one function-call agent on the transports the composition root built from the
 * flags (HTTP, WebSocket and/or a TCP client), until Ctrl-C.
 */
export const serveAgent = async (flags: ServeFlags, transports: readonly RpcTransport[]): Promise<number> => {
  const deadlineMs = Number(flags.deadlineMs ?? 5000);
  if (!Number.isFinite(deadlineMs) || deadlineMs <= 0)
    return fail('--deadline-ms must be a positive number of milliseconds');
  const llmSettings = flags.brain === 'llm' ? agentLlmSettings(flags) : undefined;
  if (llmSettings !== undefined && 'error' in llmSettings) return fail(llmSettings.error);
  const settings = llmSettings?.settings;
  const brain = chooseBrain(flags.brain ?? 'auto', settings);
  if (brain.warning !== undefined) console.error(`aiwolf-agent rpc: ${brain.warning}`);
  const onEvent = (event: DispatchEvent): void => {
    if (!flags.quiet) console.log(JSON.stringify({ time: new Date().toISOString(), ...event }));
  };
  const llm = settings === undefined ? {} : createSpeakerFromSettings(settings);
  if (llm.warning !== undefined) console.error(`aiwolf-agent rpc: ${llm.warning}`);
  const agent = createFunctionCallAgent({
    brainFactory: brain.factory,
    deadlineMs,
    seed: flags.seed ?? '',
    onEvent,
    ...(llm.speaker === undefined ? {} : { speaker: llm.speaker }),
  });
  const stops: (() => Promise<void> | void)[] = [];
  for (const transport of transports) {
    const started = await transport.start(agent);
    console.error(`aiwolf-agent rpc: ${brain.name} agent ${started.description}`);
    stops.push(() => started.stop());
  }
  await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
  for (const stop of stops) await stop();
  return 0;
};
