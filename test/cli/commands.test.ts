import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { COMMANDS, type CommandEntry, invokedCommandName, registerCommands } from '../../src/cli/commands.ts';

const binary = fileURLToPath(new URL('../../bin/aiwolf-agent.js', import.meta.url));

/** A table whose loaders record which command files were loaded. */
const recordingTable = (): { table: CommandEntry[]; loaded: string[] } => {
  const loaded: string[] = [];
  const table = ['alpha', 'beta'].map((name) => ({
    name,
    summary: `the ${name} command`,
    load: async () => {
      loaded.push(name);
      return (program: Command) => {
        program
          .command(name)
          .description(`the ${name} command`)
          .option('--flag', 'a flag')
          .action(() => {});
      };
    },
  }));
  return { table, loaded };
};

describe('command table', () => {
  it('finds the command being run, also after help and options', () => {
    expect(invokedCommandName(['arena', '--games', '3'])).toBe('arena');
    expect(invokedCommandName(['--help'])).toBeUndefined();
    expect(invokedCommandName(['help', 'protocol'])).toBe('protocol');
    expect(invokedCommandName(['-h', 'protocol', 'normalize'])).toBe('protocol');
  });

  it('loads no command file for the command list, and only the command being run', async () => {
    const listing = recordingTable();
    const program = new Command();
    await registerCommands({ program, args: ['--help'], table: listing.table });
    expect(listing.loaded).toEqual([]);
    expect(program.commands.map((command) => [command.name(), command.description()])).toEqual([
      ['alpha', 'the alpha command'],
      ['beta', 'the beta command'],
    ]);

    const running = recordingTable();
    const second = new Command();
    await registerCommands({ program: second, args: ['beta', '--flag'], table: running.table });
    expect(running.loaded).toEqual(['beta']);
    expect(second.commands.find((command) => command.name() === 'beta')?.options.map((option) => option.long)).toEqual([
      '--flag',
    ]);
  });

  it.each(COMMANDS)('$name: its file declares it with the summary the list shows', async (entry) => {
    const program = new Command();
    (await entry.load())(program);
    const declared = program.commands.find((command) => command.name() === entry.name);
    expect(declared?.description()).toBe(entry.summary);
  });

  it('the binary lists every command and runs protocol normalize', () => {
    const help = spawnSync(process.execPath, [binary, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    for (const entry of COMMANDS) expect(help.stdout).toMatch(new RegExp(`^  ${entry.name} `, 'm'));
    const normalized = spawnSync(process.execPath, [binary, 'protocol', 'normalize'], {
      input: 'Agent[1]VOTE  Agent[2]\n',
      encoding: 'utf8',
    });
    expect(normalized.stdout).toBe('Agent[01] VOTE Agent[02]\n');
  });
});
