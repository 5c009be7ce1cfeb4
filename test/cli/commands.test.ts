import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { COMMANDS, registerCommands } from '../../src/cli/commands.ts';

const binary = fileURLToPath(new URL('../../bin/aiwolf-agent.js', import.meta.url));

const declaredNames = (): string[] => {
  const program = new Command();
  registerCommands(program);
  return program.commands.map((command) => command.name());
};

describe('command table', () => {
  it('declares every command once, each with a description for --help', () => {
    const program = new Command();
    registerCommands(program);
    const names = program.commands.map((command) => command.name());
    expect(names).toEqual([
      'rpc',
      'rpc-arena',
      'protocol',
      'connect',
      'arena',
      'play',
      'prompts',
      'score',
      'translate',
      'replay',
      'judge',
      'stand-in-model',
    ]);
    expect(new Set(names).size).toBe(names.length);
    for (const command of program.commands) expect(command.description().length).toBeGreaterThan(10);
    expect(COMMANDS.length).toBe(11); // rpc-command.ts declares two commands
  });

  it('the binary lists every command and runs protocol normalize', () => {
    const help = spawnSync(process.execPath, [binary, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    for (const name of declaredNames()) expect(help.stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
    const normalized = spawnSync(process.execPath, [binary, 'protocol', 'normalize'], {
      input: 'Agent[1]VOTE  Agent[2]\n',
      encoding: 'utf8',
    });
    expect(normalized.stdout).toBe('Agent[01] VOTE Agent[02]\n');
  });
});
