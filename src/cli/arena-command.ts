import { Presets, SingleBar } from 'cli-progress';
import type { Command } from 'commander';
import type { Language } from '../vocabulary/index.ts';
import {
  addGame,
  type ArenaConfig,
  type ArenaPlayers,
  emptySummary,
  formatSummaryTable,
  loadArenaConfig,
  shippedConfig,
  startArenaServer,
} from '../arena/index.ts';
import {
  BRAIN_NAMES,
  type BrainName,
  isBrainName,
  type LlmSettings,
  runFunctionCallArena,
  type BrainSpec,
  runTournament,
  withActionTimeout,
} from '../compose/index.ts';
import { loadConfig } from '../config/index.ts';
import { describeError } from '../errors.ts';

type ArenaFlags = {
  players: string;
  lang: string;
  games: string;
  seed?: string;
  brain: string;
  village?: string;
  werewolves?: string;
  actionTimeout?: string;
  talkDuration?: string;
  serve?: boolean;
  selfMatch: boolean;
  port: string;
  host: string;
  json?: boolean;
  config?: string;
  agentConfig?: string;
  model?: string;
  logDir?: string;
  freeform?: boolean;
  ruleset: string;
  transport?: string;
};

const fail = (message: string): never => {
  throw new Error(message);
};

export const parsePlayers = (text: string): ArenaPlayers =>
  text === '5' || text === '9' || text === '13'
    ? (Number(text) as ArenaPlayers)
    : fail(`--players must be 5, 9 or 13 (got ${text})`);

export const parseLanguage = (text: string): Language =>
  text === 'ja' || text === 'en' ? text : fail(`--lang must be ja or en (got ${text})`);

export const parseBrain = (text: string, flag: string): BrainName =>
  isBrainName(text) ? text : fail(`${flag} must be one of ${BRAIN_NAMES.join(', ')} (got ${text})`);

const parseCount = (text: string, flag: string, minimum: number): number => {
  const value = Number(text);
  return Number.isInteger(value) && value >= minimum
    ? value
    : fail(`${flag} must be an integer ≥ ${minimum} (got ${text})`);
};

/** The config for the flags: --config, else the shipped one for --players/--lang (/--freeform). */
export const arenaConfigFor = (flags: {
  config?: string | undefined;
  players: ArenaPlayers;
  lang: Language;
  freeform?: boolean | undefined;
  actionTimeout?: string | undefined;
  talkDuration?: string | undefined;
}): ArenaConfig => {
  let config: ArenaConfig;
  if (flags.config !== undefined) {
    const loaded = loadArenaConfig(flags.config);
    config = loaded.ok ? loaded.value : fail(describeError(loaded.error));
  } else {
    if (flags.freeform === true && flags.players !== 5)
      fail('--freeform games are 5-player only (config/arena/freeform_*.yml)');
    config = shippedConfig({ players: flags.players, lang: flags.lang, freeform: flags.freeform === true });
  }
  const timeout =
    flags.actionTimeout === undefined ? undefined : parseCount(flags.actionTimeout, '--action-timeout', 1);
  const withTimeout = withActionTimeout(config, timeout);
  if (flags.talkDuration === undefined) return withTimeout;
  if (withTimeout.game.talk.duration === undefined) fail('--talk-duration needs a freeform config (--freeform)');
  const duration = parseCount(flags.talkDuration, '--talk-duration', 1);
  return { ...withTimeout, game: { ...withTimeout.game, talk: { ...withTimeout.game.talk, duration } } };
};

/**
 * What the LLM brain needs (the `llm` / `prompts` settings from config/config.yml, .env, env, --model);
 * read only when a seat plays `llm`, so rule and random runs never need the agent config.
 */
export const brainSetupFor = (options: {
  brains: readonly BrainName[];
  agentConfig?: string | undefined;
  model?: string | undefined;
}): LlmSettings | undefined => {
  if (!options.brains.includes('llm')) return undefined;
  const loaded = loadConfig({ configPath: options.agentConfig, flags: { 'llm.model': options.model } });
  if (!loaded.ok) return fail(`${loaded.error.code}: ${loaded.error.message}`);
  return { llm: loaded.value.config.llm, prompts: loaded.value.config.prompts };
};

/** `aiwolf-agent arena`: many in-process games with a summary, or `--serve` a WebSocket game server. */
export const registerArenaCommand = (program: Command): void => {
  program
    .command('arena')
    .description(
      'Run a local game master faithful to aiwolf-nlp-server: N self-play games with a summary, or --serve for external agents.',
    )
    .option('--players <n>', 'table size: 5 | 9 | 13', '5')
    .option('--lang <lang>', 'ja | en: character names, profiles and talk limits (50 / 125 characters)', 'ja')
    .option(
      '--games <n>',
      'number of games to play; with --serve: stop after this many games and print the summary',
      '10',
    )
    .option('--seed <text>', 'seed for roles, names, talk order, tie-breaks and every brain: same seed, same games')
    .option('--brain <name>', `brain of every seat: ${BRAIN_NAMES.join(' | ')}`, 'rule')
    .option('--village <name>', 'brain of the village side (villager, seer, medium, bodyguard); default --brain')
    .option('--werewolves <name>', 'brain of the werewolf side (werewolves and the possessed); default --brain')
    .option(
      '--action-timeout <ms>',
      'setting.timeout.action sent to agents (the server adds timeout.acceptable on top); default from the config (60000)',
    )
    .option('--serve', 'run the WebSocket server instead and wait for external agents (ours or the official sample)')
    .option('--port <port>', 'with --serve: port to listen on (0 = any free port)', '8080')
    .option('--host <host>', 'with --serve: interface to listen on', '127.0.0.1')
    .option('--no-self-match', 'with --serve: a game needs N different teams (default: N connections of one team)')
    .option('--json', 'print the summary as one JSON object on stdout (no table, no progress bar)')
    .option('-c, --config <path>', 'arena YAML config instead of the shipped config/arena/default_*.yml')
    .option(
      '--agent-config <path>',
      'agent config with the llm/prompts sections for --brain llm (default config/config.yml)',
    )
    .option('--model <name>', 'with an llm seat: model name (env AIWOLF_LLM_MODEL; default llm.model, gpt-4o-mini)')
    .option('--log-dir <dir>', "write each game's logs in the server's formats: <dir>/<name>.log and <dir>/<name>.json")
    .option('--freeform', 'speak-anytime talk phases (config/arena/freeform_*.yml; 5 players)')
    .option('--talk-duration <ms>', 'with --freeform: length of each talk phase (default 600000 = 10 min)')
    .option(
      '--ruleset <name>',
      'aiwolf (aiwolf-nlp-server rules) | function-call (seed 004: 9 players, witch, hunter, PK votes, JSON-RPC agents)',
      'aiwolf',
    )
    .option(
      '--transport <name>',
      'with --ruleset function-call: how the backend reaches the agents: in-process | http | ws | tcp',
      'in-process',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  aiwolf-agent arena --games 100 --seed 1 --village rule --werewolves random\n  aiwolf-agent arena --players 13 --lang en --games 20 --json\n  aiwolf-agent arena --serve --port 8080          # then: aiwolf-agent connect --agents 5',
    )
    .action(async (flags: ArenaFlags, command: Command) => {
      try {
        // With --serve, --games stops the server after that many games only when given explicitly.
        const serveGames = command.getOptionValueSource('games') === 'cli' ? flags.games : undefined;
        if (flags.ruleset === 'function-call') {
          process.exitCode = await functionCallTournament(flags);
          return;
        }
        if (flags.ruleset !== 'aiwolf') fail(`--ruleset must be aiwolf or function-call (got ${flags.ruleset})`);
        process.exitCode = flags.serve === true ? await serve(flags, serveGames) : await tournament(flags);
      } catch (error) {
        console.error(`arena: ${describeError(error)}`);
        process.exitCode = 2;
      }
    });
};

/** `--ruleset function-call`: the seed-004 backend drives 9 JSON-RPC agents (see the rpc-arena command). */
const functionCallTournament = async (flags: ArenaFlags): Promise<number> => {
  if (flags.serve === true) fail('--serve is for the aiwolf ruleset; for function-call agents use `aiwolf-agent rpc`');
  return runFunctionCallArena({
    games: flags.games,
    brain: flags.brain,
    ...(flags.village === undefined ? {} : { village: flags.village }),
    ...(flags.werewolves === undefined ? {} : { werewolves: flags.werewolves }),
    ...(flags.seed === undefined ? {} : { seed: flags.seed }),
    ...(flags.transport === undefined ? {} : { transport: flags.transport }),
    ...(flags.logDir === undefined ? {} : { logDir: flags.logDir }),
    ...(flags.json === undefined ? {} : { json: flags.json }),
  });
};

const tournament = async (flags: ArenaFlags): Promise<number> => {
  const players = parsePlayers(flags.players);
  const lang = parseLanguage(flags.lang);
  const games = parseCount(flags.games, '--games', 1);
  const brain = parseBrain(flags.brain, '--brain');
  const village: BrainSpec = flags.village === undefined ? brain : parseBrain(flags.village, '--village');
  const werewolves: BrainSpec = flags.werewolves === undefined ? brain : parseBrain(flags.werewolves, '--werewolves');
  const config = arenaConfigFor({ ...flags, players, lang });
  const brainSetup = brainSetupFor({
    brains: [village, werewolves],
    agentConfig: flags.agentConfig,
    model: flags.model,
  });
  const bar =
    flags.json === true
      ? undefined
      : new SingleBar(
          {
            stream: process.stderr,
            format: 'games {bar} {value}/{total} | village {village} werewolf {werewolf} aborted {aborted}',
            hideCursor: true,
          },
          Presets.shades_classic,
        );
  bar?.start(games, 0, { village: 0, werewolf: 0, aborted: 0 });
  const summary = await runTournament({
    config,
    games,
    ...(flags.seed === undefined ? {} : { seed: flags.seed }),
    brains: { village, werewolves },
    ...(brainSetup === undefined ? {} : { brainSetup }),
    ...(flags.logDir === undefined ? {} : { logs: { directory: flags.logDir } }),
    onWarning: (message) => console.error(`warning: ${message}`),
    onGame: (_result, running) =>
      bar?.update(running.games, {
        village: running.villageWins,
        werewolf: running.werewolfWins,
        aborted: running.aborted,
      }),
  });
  bar?.stop();
  if (flags.json === true) console.log(JSON.stringify(summary));
  else console.log(formatSummaryTable(summary));
  return 0;
};

const serve = async (flags: ArenaFlags, gamesText: string | undefined): Promise<number> => {
  const players = parsePlayers(flags.players);
  const lang = parseLanguage(flags.lang);
  const config = arenaConfigFor({ ...flags, players, lang });
  const games = gamesText === undefined ? undefined : parseCount(gamesText, '--games', 1);
  const started = Date.now();
  let summary = emptySummary();
  let stop: () => void = () => {};
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  const server = await startArenaServer({
    config,
    port: parseCount(flags.port, '--port', 0),
    host: flags.host,
    selfMatch: flags.selfMatch,
    ...(flags.seed === undefined ? {} : { seed: flags.seed }),
    logs: { directory: flags.logDir ?? 'log/arena' },
    onGame: (result) => {
      summary = { ...addGame(summary, result), elapsedMs: Date.now() - started };
      if (games !== undefined && summary.games >= games) stop();
      const line = {
        gameId: result.gameId,
        winSide: result.winSide,
        days: result.finalDay,
        errored: result.errored.length,
        logs: result.logFiles,
      };
      console.log(
        flags.json === true
          ? JSON.stringify(line)
          : `game ${result.gameId}: ${result.winSide} after day ${result.finalDay - 1}, logs ${result.logFiles?.gameLog ?? '-'}`,
      );
    },
    onError: (error) => console.error(`arena: game failed: ${describeError(error)}`),
  });
  const until = games === undefined ? 'Ctrl-C to stop' : `stops after ${games} game(s)`;
  console.error(`arena: ${config.game.agent_count}-player games on ${server.url} (${until})`);
  await stopped;
  console.error('arena: stopping; waiting for running games');
  await server.close();
  if (games !== undefined) console.log(flags.json === true ? JSON.stringify(summary) : formatSummaryTable(summary));
  return 0;
};
