import { Command } from 'commander';
import { registerCommands } from './commands.ts';

// Entry point of the `aiwolf-agent` binary (bin/aiwolf-agent.js), and of the bundle `npm run build` makes
// (dist/aiwolf-agent.js). Each subcommand lives in its own file under cli/, listed in commands.ts.
const program = new Command()
  .name('aiwolf-agent')
  .description('An AIWolfDial Werewolf agent: plays on aiwolf-nlp-server, runs a local arena, speaks ja/en.')
  .showHelpAfterError();

registerCommands(program);

await program.parseAsync(process.argv);
