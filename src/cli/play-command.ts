import type { Command } from 'commander';
import { type ArenaSeat, type GameLogEvent, narrateEvent } from '../arena/index.ts';
import { runTournament } from '../compose/index.ts';
import { describeError } from '../errors.ts';
import { arenaConfigFor, brainSetupFor, parseBrain, parseLanguage, parsePlayers } from './arena-command.ts';

type PlayFlags = {
  players: string;
  lang: string;
  seed?: string;
  brain: string;
  actionTimeout?: string;
  talkDuration?: string;
  config?: string;
  agentConfig?: string;
  model?: string;
  logDir?: string;
  freeform?: boolean;
};

/**
 * `aiwolf-agent play` (= `npm start`): one complete game of our own agents in the in-process arena,
 * printed as it happens. No server, no network, no API key.
 */
export const registerPlayCommand = (program: Command): void => {
  program
    .command('play')
    .description('Watch one complete game of our agents in the built-in arena (no server, no API key).')
    .option('--players <n>', 'table size: 5 | 9 | 13', '5')
    .option('--lang <lang>', 'ja | en', 'ja')
    .option('--seed <text>', 'seed: the same seed replays the same game')
    .option('--brain <name>', 'brain of every seat: rule | llm | random', 'rule')
    .option('--action-timeout <ms>', 'setting.timeout.action sent to agents; default from the config')
    .option('-c, --config <path>', 'arena YAML config instead of the shipped one')
    .option(
      '--agent-config <path>',
      'agent config with the llm/prompts sections for --brain llm (default config/config.yml)',
    )
    .option('--model <name>', 'with --brain llm: model name (env AIWOLF_LLM_MODEL; default llm.model, gpt-4o-mini)')
    .option('--log-dir <dir>', "also write the game's logs in the server's formats")
    .option('--freeform', 'speak-anytime talk phases (config/arena/freeform_*.yml)')
    .option('--talk-duration <ms>', 'with --freeform: length of each talk phase (default 600000 = 10 min)')
    .action(async (flags: PlayFlags) => {
      try {
        await play(flags);
      } catch (error) {
        console.error(`play: ${describeError(error)}`);
        process.exitCode = 2;
      }
    });
};

const play = async (flags: PlayFlags): Promise<void> => {
  const players = parsePlayers(flags.players);
  const lang = parseLanguage(flags.lang);
  const brain = parseBrain(flags.brain, '--brain');
  const config = arenaConfigFor({ ...flags, players, lang });
  const brainSetup = brainSetupFor({ brains: [brain], agentConfig: flags.agentConfig, model: flags.model });
  // A status block is either a new day's header or, right before the result, the final roster.
  let heldStatus: GameLogEvent | undefined;
  const print = (event: GameLogEvent, seats: readonly ArenaSeat[]): void => {
    if (heldStatus !== undefined) {
      const final = event.type === 'result';
      const line = narrateEvent({ event: heldStatus, seats, lang, final });
      if (line !== undefined) console.log(line);
      heldStatus = undefined;
    }
    if (event.type === 'status') {
      heldStatus = event;
      return;
    }
    const line = narrateEvent({ event, seats, lang });
    if (line !== undefined) console.log(line);
  };
  const summary = await runTournament({
    config,
    games: 1,
    ...(flags.seed === undefined ? {} : { seed: flags.seed }),
    brains: { village: brain, werewolves: brain },
    ...(brainSetup === undefined ? {} : { brainSetup }),
    ...(flags.logDir === undefined ? {} : { logs: { directory: flags.logDir } }),
    observer: { onEvent: print },
    onWarning: (message) => console.error(`warning: ${message}`),
    onGame: (result) => {
      if (result.logFiles !== undefined) console.log(`logs: ${result.logFiles.gameLog} ${result.logFiles.jsonLog}`);
    },
  });
  if (summary.aborted > 0)
    console.log(lang === 'ja' ? '(勝者なしで終了しました)' : '(the game ended without a winner)');
};
