import { Command } from 'commander';
import { registerCommands } from './commands.ts';

// Entry point of the `aiwolf-agent` binary (bin/aiwolf-agent.js). Each subcommand lives in its own
// file under cli/ and is listed in the command table of commands.ts, which loads only the one being run.
const program = new Command()
  .name('aiwolf-agent')
  .description('An AIWolfDial Werewolf agent: plays on aiwolf-nlp-server, runs a local arena, speaks ja/en.')
  .showHelpAfterError();

await registerCommands({ program, args: process.argv.slice(2) });

await program.parseAsync(process.argv);
