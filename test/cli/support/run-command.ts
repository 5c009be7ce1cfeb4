import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterAll, beforeAll, vi } from 'vitest';
import type { RegisterCommand } from '../../../src/cli/commands.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../support/fake-openai-server.ts';

/** What a command run in-process printed and the exit code it set. */
export type CommandRun = {
  readonly out: string;
  readonly err: string;
  /** What went to process.stderr directly (progress bars, the model runtime's `llm:` lines). */
  readonly stderr: string;
  readonly code: number;
};

/**
 * Runs one `aiwolf-agent` command in this process, as the binary would parse it: console.log and
 * console.error are collected, stderr writes too, `env` is set for the run only, and the exit code the
 * command set is returned (and reset).
 */
export const runCommand = async (
  register: RegisterCommand,
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Promise<CommandRun> => {
  const out: string[] = [];
  const err: string[] = [];
  const written: string[] = [];
  const printed = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    out.push(String(line));
  });
  const failed = vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
    err.push(String(line));
  });
  const progress = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => {
    written.push(String(chunk));
    return true;
  });
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  process.exitCode = 0;
  try {
    const program = new Command().exitOverride();
    register(program);
    await program.parseAsync([...args], { from: 'user' });
  } finally {
    printed.mockRestore();
    failed.mockRestore();
    progress.mockRestore();
    vi.unstubAllEnvs();
  }
  const code = Number(process.exitCode ?? 0);
  process.exitCode = 0;
  return { out: out.join('\n'), err: err.join('\n'), stderr: written.join(''), code };
};

/**
 * A fake Chat Completions server and a temporary folder for the tests of one file: started before
 * them, closed and removed after them. Read them through the getters (they exist once the tests run).
 */
export const useServerAndFolder = (prefix: string): { server(): FakeOpenAiServer; folder(): string } => {
  let server: FakeOpenAiServer | undefined;
  let folder = '';
  beforeAll(async () => {
    server = await startFakeOpenAiServer();
    folder = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });
  return {
    server: () => {
      if (server === undefined) throw new Error('the fake server starts before the tests');
      return server;
    },
    folder: () => folder,
  };
};
