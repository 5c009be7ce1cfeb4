import type { Command } from 'commander';
import { registerArenaCommand } from './arena-command.ts';
import { registerConnectCommand } from './connect-command.ts';
import { registerJudgeCommand } from './judge-command.ts';
import { registerPlayCommand } from './play-command.ts';
import { registerPromptsCommand } from './prompts-command.ts';
import { registerProtocolCommand } from './protocol-command.ts';
import { registerReplayCommand } from './replay-command.ts';
import { registerRpcCommands } from './rpc-command.ts';
import { registerScoreCommand } from './score-command.ts';
import { registerStandInModelCommand } from './stand-in-model-command.ts';
import { registerTranslateCommand } from './translate-command.ts';

/** What a command file exports: it declares its command(s), options, help and action on the program. */
export type RegisterCommand = (program: Command) => void;

/**
 * Every subcommand file, in the order `aiwolf-agent --help` lists them. Plain static imports, so tsc, biome
 * and the architecture test see every edge; start-up stays fast because `npm run build` bundles this graph
 * into one file (docs/development.md § Commands and start-up). To add a command: write
 * `<name>-command.ts` exporting a `RegisterCommand`, and add it here.
 */
export const COMMANDS: readonly RegisterCommand[] = [
  registerRpcCommands,
  registerProtocolCommand,
  registerConnectCommand,
  registerArenaCommand,
  registerPlayCommand,
  registerPromptsCommand,
  registerScoreCommand,
  registerTranslateCommand,
  registerReplayCommand,
  registerJudgeCommand,
  registerStandInModelCommand,
];

/** Declares every command of the table on the program. */
export const registerCommands = (program: Command, table: readonly RegisterCommand[] = COMMANDS): void => {
  for (const register of table) register(program);
};
