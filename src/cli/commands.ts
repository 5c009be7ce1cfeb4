import type { Command } from 'commander';
import { registerConnectCommand } from './connect-command.ts';

/** Every subcommand registers itself here: one import and one call per command file. */
export const registerCommands = (program: Command): void => {
  void program;
  registerConnectCommand(program);
};
