import type { Command } from 'commander';
import {
  AGENT_BRAIN_CHOICES,
  buildRpcTransports,
  type FunctionCallArenaFlags,
  runFunctionCallArena,
  type ServeFlags,
  serveAgent,
} from '../compose/index.ts';
import { describeError } from '../errors.ts';

/** `aiwolf-agent rpc` (serve one function-call agent) and `aiwolf-agent rpc-arena` (the function-call backend). */
export const registerRpcCommands = (program: Command): void => {
  program
    .command('rpc')
    .description(
      'Serve one agent of the function-call protocol (seed 004, JSON-RPC 2.0) over HTTP, WebSocket and/or TCP.',
    )
    .option('--http <host:port>', 'serve HTTP POST on / and /rpc (port 0 = any free port)')
    .option('--ws <host:port>', 'serve WebSocket, one JSON-RPC message or batch per text frame')
    .option(
      '--tcp <host:port>',
      'connect to a backend as a TCP client (newline-delimited JSON, first line {"player_id": N})',
    )
    .option('--player-id <n>', 'player id sent first on --tcp; reconnects reuse it')
    .option('--reconnect-ms <ms>', 'wait before reconnecting a lost --tcp connection (default 3000)')
    .option('--deadline-ms <ms>', "answer within this time, else the seed's default answer (default 5000)")
    .option('--brain <name>', `decision maker: ${AGENT_BRAIN_CHOICES.join(' | ')} (default auto: the rule brain)`)
    .option('--model <name>', 'with --brain llm: model name (env AIWOLF_LLM_MODEL; default llm.model of the config)')
    .option('-c, --config <path>', 'with --brain llm: config file with the llm section (default config/config.yml)')
    .option('--seed <text>', 'extra seed mixed into every per-call seed (default empty)')
    .option('-q, --quiet', 'do not print one JSON line per call')
    .addHelpText(
      'after',
      '\nExamples:\n  aiwolf-agent rpc --http 127.0.0.1:8001\n  aiwolf-agent rpc --tcp 127.0.0.1:9000 --player-id 3',
    )
    .action(async (flags: ServeFlags) => {
      const transports = buildRpcTransports({
        ...flags,
        onTcpStatus: (status) =>
          console.error(`aiwolf-agent rpc: tcp ${status} (${flags.tcp}, player ${flags.playerId})`),
      });
      if (!transports.ok) {
        console.error(`aiwolf-agent rpc: ${transports.error.message}`);
        process.exitCode = 2;
        return;
      }
      process.exitCode = await reportFailure('rpc', () => serveAgent(flags, transports.value));
    });
  program
    .command('rpc-arena')
    .description('Play 9-player witch/hunter games of the function-call protocol and print a summary table.')
    .option('--games <n>', 'number of games (default 1)')
    .option('--seed <text>', 'seed for roles and every choice (default the current time)')
    .option('--transport <name>', 'local agents reached over http | ws | tcp | in-process (default in-process)')
    .option('--timeout-ms <ms>', 'backend timeout per call; late or failed calls take the default (default 10000)')
    .option('--deadline-ms <ms>', 'answer deadline of the local agents (default 5000)')
    .option('--brain <name>', `brain of the local agents: ${AGENT_BRAIN_CHOICES.join(' | ')} (default auto)`)
    .option(
      '--village <name>',
      `brain of the village side (villager, seer, witch, hunter): ${AGENT_BRAIN_CHOICES.join(' | ')} (default --brain)`,
    )
    .option('--werewolves <name>', `brain of the werewolves: ${AGENT_BRAIN_CHOICES.join(' | ')} (default --brain)`)
    .option('--model <name>', 'with --brain llm: model name (env AIWOLF_LLM_MODEL; default llm.model of the config)')
    .option('-c, --config <path>', 'with --brain llm: config file with the llm section (default config/config.yml)')
    .option('--language <tag>', 'game_config.language sent to agents: zh-CN | en | ja (default zh-CN)')
    .option('--max-days <n>', 'draw after this many days (default 10)')
    .option('--log-dir <dir>', 'write <dir>/game-N.jsonl per game and <dir>/summary.json')
    .option(
      '--endpoints <urls>',
      'nine external agents instead of local ones: comma-separated http(s):// or ws(s):// URLs, players 1..9',
    )
    .option('--listen <host:port>', 'accept nine external TCP agents (player ids 1..9) instead of local ones')
    .option('--wait-ms <ms>', 'how long --listen waits for all nine players (default 60000)')
    .option('--json', 'print the summary as one JSON object on stdout (no table, no per-game lines)')
    .option('-q, --quiet', 'print only the summary table')
    .addHelpText(
      'after',
      '\nExamples:\n  aiwolf-agent rpc-arena --games 20 --seed demo\n  aiwolf-agent rpc-arena --transport tcp --games 3 --log-dir log/rpc',
    )
    .action(async (flags: FunctionCallArenaFlags) => {
      process.exitCode = await reportFailure('rpc-arena', () => runFunctionCallArena(flags));
    });
};

/** A start-up failure (broken prompt templates…) becomes one line and exit code 2, not a stack trace. */
const reportFailure = async (command: string, run: () => Promise<number>): Promise<number> => {
  try {
    return await run();
  } catch (error) {
    console.error(`aiwolf-agent ${command}: ${describeError(error)}`);
    return 2;
  }
};
