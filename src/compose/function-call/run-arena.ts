import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AgentEndpoint } from '../../transport/index.ts';
import { createHttpEndpoint } from '../../transport/index.ts';
import { startTcpHub } from '../../transport/index.ts';
import { createWsEndpoint } from '../../transport/index.ts';
import { DEFAULT_PLAYERS, formatFunctionCallSummary } from '../../function-call/index.ts';
import { TRANSPORTS, type Transport } from './local-agents.ts';
import { type LabelledSide, runLocalTournament } from './local-tournament.ts';
import { parseHostPort } from '../../transport/index.ts';
import { chooseBrain, AGENT_BRAIN_CHOICES } from './choose-brain.ts';
import { createSpeakerFromSettings } from './speaker-from-settings.ts';
import { agentLlmSettings } from './agent-llm-settings.ts';

export type FunctionCallArenaFlags = {
  games?: string;
  seed?: string;
  transport?: string;
  timeoutMs?: string;
  deadlineMs?: string;
  brain?: string;
  /** Brain of the village side (villager, seer, witch, hunter); default `brain`. */
  village?: string;
  /** Brain of the werewolves; default `brain`. */
  werewolves?: string;
  language?: string;
  maxDays?: string;
  logDir?: string;
  endpoints?: string;
  listen?: string;
  waitMs?: string;
  quiet?: boolean;
  /** Config file with the `llm` section (default config/config.yml when it exists). */
  config?: string;
  /** Model name for --brain llm (env AIWOLF_LLM_MODEL, llm.model). */
  model?: string;
  /** Print the summary as one JSON object instead of the table (and no per-game lines). */
  json?: boolean;
};

const fail = (message: string): number => {
  console.error(`aiwolf-agent rpc-arena: ${message}`);
  return 2;
};

const positive = (text: string | undefined, fallback: number): number | undefined => {
  const value = Number(text ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/** External agents: 9 URLs (http(s):// or ws(s)://) for players 1..9 in order. */
const endpointsFromUrls = (list: string): Map<number, AgentEndpoint> | undefined => {
  const urls = list
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
  if (urls.length !== DEFAULT_PLAYERS.length) return undefined;
  return new Map(
    urls.map((url, index) => [index + 1, /^wss?:/.test(url) ? createWsEndpoint(url) : createHttpEndpoint(url)]),
  );
};

/** `aiwolf-agent rpc-arena`: the function-call backend plays N games and prints the summary table. */
export const runFunctionCallArena = async (flags: FunctionCallArenaFlags): Promise<number> => {
  const games = positive(flags.games, 1);
  const timeoutMs = positive(flags.timeoutMs, 10_000);
  const deadlineMs = positive(flags.deadlineMs, 5000);
  const maxDays = positive(flags.maxDays, 10);
  if (games === undefined || timeoutMs === undefined || deadlineMs === undefined || maxDays === undefined) {
    return fail('--games, --timeout-ms, --deadline-ms and --max-days must be positive numbers');
  }
  const transport = (flags.transport ?? 'in-process') as Transport;
  if (!TRANSPORTS.includes(transport)) return fail(`--transport must be one of ${TRANSPORTS.join(', ')}`);
  let endpoints: Map<number, AgentEndpoint> | undefined;
  let closeHub: (() => Promise<void>) | undefined;
  if (flags.endpoints !== undefined) {
    endpoints = endpointsFromUrls(flags.endpoints);
    if (endpoints === undefined) return fail(`--endpoints needs ${DEFAULT_PLAYERS.length} comma-separated URLs`);
  } else if (flags.listen !== undefined) {
    const address = parseHostPort(flags.listen);
    if (address === undefined) return fail(`not HOST:PORT: ${flags.listen}`);
    const hub = await startTcpHub(address);
    console.error(`aiwolf-agent rpc-arena: waiting for players 1..9 on tcp ${address.host}:${hub.port}`);
    await hub.waitForPlayers(
      DEFAULT_PLAYERS.map((player) => player.player_id),
      positive(flags.waitMs, 60_000) ?? 60_000,
    );
    endpoints = new Map(DEFAULT_PLAYERS.map((player) => [player.player_id, hub.endpointFor(player.player_id)]));
    closeHub = () => hub.close();
  }
  const names = {
    village: flags.village ?? flags.brain ?? 'auto',
    werewolves: flags.werewolves ?? flags.brain ?? 'auto',
  };
  for (const name of Object.values(names))
    if (!(AGENT_BRAIN_CHOICES as readonly string[]).includes(name))
      return fail(`brains must be one of ${AGENT_BRAIN_CHOICES.join(', ')} (got ${name})`);
  const wantsLlm = names.village === 'llm' || names.werewolves === 'llm';
  const llmSettings = wantsLlm ? agentLlmSettings(flags) : undefined;
  if (llmSettings !== undefined && 'error' in llmSettings) return fail(llmSettings.error);
  const settings = llmSettings?.settings;
  const side = (name: string): LabelledSide => {
    const brain = chooseBrain(name, settings);
    if (brain.warning !== undefined) console.error(`aiwolf-agent rpc-arena: ${brain.warning}`);
    return { label: name, factory: brain.factory, atRandom: name === 'random' };
  };
  const village = side(names.village);
  const sides = { village, werewolves: names.werewolves === names.village ? village : side(names.werewolves) };
  const llm = settings !== undefined && endpoints === undefined ? createSpeakerFromSettings(settings) : {};
  if (llm.warning !== undefined) console.error(`aiwolf-agent rpc-arena: ${llm.warning}`);
  if (flags.logDir !== undefined) mkdirSync(flags.logDir, { recursive: true });
  const seed = flags.seed ?? String(Date.now());
  try {
    const { summary } = await runLocalTournament({
      games,
      seed,
      transport,
      timeoutMs,
      agentDeadlineMs: deadlineMs,
      maxDays,
      sides,
      ...(llm.speaker === undefined ? {} : { speaker: llm.speaker }),
      ...(endpoints === undefined ? {} : { endpoints }),
      ...(flags.language === undefined ? {} : { language: flags.language }),
      onLog: (entry) => {
        if (flags.logDir !== undefined)
          appendFileSync(join(flags.logDir, `${entry.game}.jsonl`), `${JSON.stringify(entry)}\n`);
      },
      onGame: (result) => {
        if (!flags.quiet && !flags.json)
          console.log(
            `${result.gameId}: ${result.winner} after ${result.days} days ${JSON.stringify(result.features)}`,
          );
      },
    });
    if (flags.logDir !== undefined)
      writeFileSync(
        join(flags.logDir, 'summary.json'),
        `${JSON.stringify({ seed, transport, ...summary }, null, 2)}\n`,
      );
    console.log(flags.json ? JSON.stringify({ seed, transport, ...summary }) : formatFunctionCallSummary(summary));
    return 0;
  } finally {
    await closeHub?.();
  }
};
