import type { Command } from 'commander';
import { connectAgents, type RunnerEvent } from '../client/index.ts';
import { BRAIN_NAMES, buildBrain, buildGameDialer } from '../compose/index.ts';
import { loadConfig } from '../config/index.ts';
import { describeError } from '../errors.ts';

type ConnectFlags = {
  url?: string;
  team?: string;
  agents?: string;
  token?: string;
  config?: string;
  brain?: string;
  model?: string;
  promptsDir?: string;
  lang?: string;
  safetyMarginMs?: string;
  seed?: string;
  logDir?: string;
  log?: boolean;
  autoReconnect?: boolean;
  maxGames?: string;
  quiet?: boolean;
};

/** `aiwolf-agent connect`: play on a real aiwolf-nlp-server with N agents from this process. */
export const registerConnectCommand = (program: Command): void => {
  program
    .command('connect')
    .description(
      'Connect N agents to an aiwolf-nlp-server and play. Settings: defaults < config file < .env < environment < flags.',
    )
    .option(
      '--url <url>',
      'game server WebSocket URL, path exactly /ws (env AIWOLF_SERVER_URL; default ws://127.0.0.1:8080/ws)',
    )
    .option(
      '--team <name>',
      'team name; agents are <team>1..<team>N, must not end with a digit (env AIWOLF_TEAM; default aiwolf)',
    )
    .option('--agents <n>', 'number of agents (connections) this process runs (env AIWOLF_AGENTS; default 5)')
    .option(
      '--token <jwt>',
      'auth token, sent as "Authorization: Bearer"; prefer AIWOLF_TOKEN in .env (env AIWOLF_TOKEN)',
    )
    .option('-c, --config <path>', 'YAML config file (default config/config.yml when it exists)')
    .option('--brain <name>', `decision maker: ${BRAIN_NAMES.join(' | ')} (env AIWOLF_BRAIN; default rule)`)
    .option('--model <name>', 'with --brain llm: model name (env AIWOLF_LLM_MODEL; default llm.model, gpt-4o-mini)')
    .option(
      '--prompts-dir <dir>',
      'with --brain llm: prompt template folder (env AIWOLF_PROMPTS_DIR; default the built-in prompts/)',
    )
    .option('--lang <lang>', 'talk language: ja | en (env AIWOLF_LANG; default ja)')
    .option(
      '--safety-margin-ms <ms>',
      'answer this long before timeout.action expires (env AIWOLF_SAFETY_MARGIN_MS; default 2000)',
    )
    .option('--seed <text>', 'seed for every random choice, for reproducible games (env AIWOLF_SEED; default random)')
    .option(
      '--log-dir <dir>',
      'folder for per-game JSONL logs <dir>/<game_id>/<agent>.jsonl (env AIWOLF_LOG_DIR; default log)',
    )
    .option('--log', 'write per-game JSONL logs (env AIWOLF_LOG_ENABLED; default on)')
    .option('--no-log', 'do not write per-game JSONL logs')
    .option(
      '--auto-reconnect',
      'reconnect after every game and after failures, with backoff (env AIWOLF_AUTO_RECONNECT; default off)',
    )
    .option('--no-auto-reconnect', 'play one game per agent, then exit')
    .option(
      '--max-games <n>',
      'stop each agent after this many finished games (env AIWOLF_MAX_GAMES; default unlimited with --auto-reconnect, else 1)',
    )
    .option('-q, --quiet', 'print only warnings, errors and the final summary')
    .addHelpText(
      'after',
      '\nExamples:\n  aiwolf-agent connect --team kanolab --agents 5 --brain random\n  AIWOLF_TOKEN=eyJ... aiwolf-agent connect --url wss://contest.example/ws --team kanolab --agents 1 --auto-reconnect\n\nCtrl-C stops cleanly: pending answers are dropped and sockets closed; press it twice to exit at once.',
    )
    .action(async (flags: ConnectFlags) => {
      process.exitCode = await runConnect(flags);
    });
};

const runConnect = async (flags: ConnectFlags): Promise<number> => {
  const loaded = loadConfig({
    configPath: flags.config,
    flags: {
      'server.url': flags.url,
      'server.team': flags.team,
      'server.agents': flags.agents,
      'server.token': flags.token,
      'server.autoReconnect': flags.autoReconnect,
      'server.maxGames': flags.maxGames,
      'agent.brain': flags.brain,
      'llm.model': flags.model,
      'prompts.dir': flags.promptsDir,
      'agent.lang': flags.lang,
      'agent.safetyMarginMs': flags.safetyMarginMs,
      'agent.seed': flags.seed,
      'log.dir': flags.logDir,
      'log.enabled': flags.log,
    },
  });
  if (!loaded.ok) {
    console.error(`aiwolf-agent: ${loaded.error.code}: ${loaded.error.message}`);
    return 2;
  }
  const { config } = loaded.value;
  let brain: ReturnType<typeof buildBrain>;
  try {
    brain = buildBrain({ name: config.agent.brain, settings: config, cwd: process.cwd() });
  } catch (error) {
    // Broken prompt templates: stop at start, naming the fix, rather than play with a brain we did not ask for.
    console.error(`aiwolf-agent: ${describeError(error)}`);
    return 2;
  }
  if (brain.warning !== undefined) console.warn(`aiwolf-agent: warning: ${brain.warning}`);

  const controller = new AbortController();
  let interrupts = 0;
  const onSignal = (): void => {
    interrupts += 1;
    if (interrupts > 1) process.exit(130);
    console.error('aiwolf-agent: stopping (Ctrl-C again to exit at once)…');
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const { server, agent, log } = config;
  console.error(
    `aiwolf-agent: ${server.agents} agent(s) ${server.team}1..${server.team}${server.agents} → ${server.url}` +
      ` brain=${brain.name} lang=${agent.lang}${server.token === undefined ? '' : ' token=yes'}` +
      `${log.enabled ? ` logs=${log.dir}` : ' logs=off'}${server.autoReconnect ? ' auto-reconnect' : ''}`,
  );
  try {
    const report = await connectAgents({
      dial: buildGameDialer(server),
      team: server.team,
      agents: server.agents,
      brainFactory: brain.factory,
      autoReconnect: server.autoReconnect,
      maxGames: server.maxGames,
      lang: agent.lang,
      safetyMarginMs: agent.safetyMarginMs,
      freeform: config.freeform,
      seed: agent.seed,
      logDir: log.enabled ? log.dir : undefined,
      backoff: { initialDelayMs: server.reconnectInitialDelayMs, maxDelayMs: server.reconnectMaxDelayMs },
      signal: controller.signal,
      onEvent: (event) => printEvent(event, flags.quiet === true),
    });
    for (const entry of report.agents) {
      console.error(
        `aiwolf-agent: ${entry.name}: ${entry.games} game(s), ${entry.failures} failure(s)` +
          `${entry.lastError === undefined ? '' : ` — last: ${entry.lastError}`}`,
      );
    }
    const played = report.agents.every((entry) => entry.games > 0);
    return played || controller.signal.aborted ? 0 : 1;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
};

const printEvent = (event: RunnerEvent, quiet: boolean): void => {
  switch (event.kind) {
    case 'connect-failed':
      console.error(`aiwolf-agent: ${event.agent}: ${event.message}`);
      return;
    case 'closed-early':
      console.error(`aiwolf-agent: ${event.agent}: connection closed before FINISH (code ${event.code})`);
      return;
    case 'game-finished':
      if (!quiet) console.error(`aiwolf-agent: ${event.agent}: game ${event.games} finished`);
      return;
    case 'connected':
      if (!quiet) console.error(`aiwolf-agent: ${event.agent}: connected, waiting for a game`);
      return;
    case 'retrying':
      if (!quiet) console.error(`aiwolf-agent: ${event.agent}: reconnecting in ${event.delayMs} ms`);
      return;
    case 'connecting':
    case 'stopped':
      return;
  }
};
