import type { Command } from 'commander';
import { registerRpcCommands } from './rpc-command.ts';
import { registerProtocolCommand } from './protocol-command.ts';
import { registerConnectCommand } from './connect-command.ts';
import { registerArenaCommand } from './arena-command.ts';
import { registerPlayCommand } from './play-command.ts';
import { registerPromptsCommand } from './prompts-command.ts';
import { registerTranslateCommand } from './translate-command.ts';
import { registerReplayCommand } from './replay-command.ts';

/** Every subcommand registers itself here: one import and one call per command file. */
export const registerCommands = (program: Command): void => {
  void program;
  registerRpcCommands(program);
  registerProtocolCommand(program);
  registerConnectCommand(program);
  registerArenaCommand(program);
  registerPlayCommand(program);
  registerPromptsCommand(program);
  registerTranslateCommand(program);
  registerReplayCommand(program);
};
