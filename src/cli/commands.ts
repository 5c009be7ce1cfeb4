import type { Command } from 'commander';

/** What a command file exports: it declares its command(s), options, help and action on the program. */
export type RegisterCommand = (program: Command) => void;

/**
 * One line of the command table. `summary` is what `aiwolf-agent --help` lists; it must equal the
 * description the command file gives itself (test/cli/commands.test.ts checks every entry).
 */
export type CommandEntry = {
  readonly name: string;
  readonly summary: string;
  readonly load: () => Promise<RegisterCommand>;
};

/**
 * Every subcommand, loaded only when it is the one being run: a command file (and everything it imports:
 * the arena, the client, ws, openai…) is imported by the `load` of its entry, so `aiwolf-agent --help` and
 * `aiwolf-agent protocol normalize` start without loading the rest. To add a command: write
 * `<name>-command.ts` exporting a `RegisterCommand`, and add one entry here with a literal import path.
 */
export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'rpc',
    summary: 'Serve one agent of the function-call protocol (seed 004, JSON-RPC 2.0) over HTTP, WebSocket and/or TCP.',
    load: async () => (await import('./rpc-command.ts')).registerRpcCommands,
  },
  {
    name: 'rpc-arena',
    summary: 'Play 9-player witch/hunter games of the function-call protocol and print a summary table.',
    load: async () => (await import('./rpc-command.ts')).registerRpcCommands,
  },
  {
    name: 'protocol',
    summary: 'Read and write AIWolf protocol 3.6 utterances (stdin → stdout, one per line).',
    load: async () => (await import('./protocol-command.ts')).registerProtocolCommand,
  },
  {
    name: 'connect',
    summary:
      'Connect N agents to an aiwolf-nlp-server and play. Settings: defaults < config file < .env < environment < flags.',
    load: async () => (await import('./connect-command.ts')).registerConnectCommand,
  },
  {
    name: 'arena',
    summary:
      'Run a local game master faithful to aiwolf-nlp-server: N self-play games with a summary, or --serve for external agents.',
    load: async () => (await import('./arena-command.ts')).registerArenaCommand,
  },
  {
    name: 'play',
    summary: 'Watch one complete game of our agents in the built-in arena (no server, no API key).',
    load: async () => (await import('./play-command.ts')).registerPlayCommand,
  },
  {
    name: 'prompts',
    summary: 'Inspect the LLM prompt templates (prompts/{ja,en}).',
    load: async () => (await import('./prompts-command.ts')).registerPromptsCommand,
  },
  {
    name: 'score',
    summary:
      'Score finished games with the contest’s official metrics (win rate, targeting, vote/divination accuracy, coordination, error behaviour), per team and for all seats.',
    load: async () => (await import('./score-command.ts')).registerScoreCommand,
  },
  {
    name: 'translate',
    summary:
      'Read utterances from stdin (one per line) and write one JSON line each with the protocol sentences they mean; with --to-nl, read protocol sentences and write an utterance.',
    load: async () => (await import('./translate-command.ts')).registerTranslateCommand,
  },
  {
    name: 'replay',
    summary:
      "Counterfactual evaluation on real game logs: at every decision of every seat, rebuild that seat's packets, ask our brain, and score both choices with the official metrics.",
    load: async () => (await import('./replay-command.ts')).registerReplayCommand,
  },
];

/**
 * The command the arguments run: the first operand, or the one after `help` (`aiwolf-agent help arena`).
 * The program itself has no option that takes a value, so the first word not starting with `-` is it.
 */
export const invokedCommandName = (args: readonly string[]): string | undefined => {
  const operands = args.filter((arg) => !arg.startsWith('-'));
  return operands[0] === 'help' ? operands[1] : operands[0];
};

/**
 * Declares the command being run in full (its module is loaded now) and every other one as a name and
 * summary only, enough for the command list in `--help` and for commander's "did you mean" suggestions.
 */
export const registerCommands = async (options: {
  readonly program: Command;
  readonly args: readonly string[];
  readonly table?: readonly CommandEntry[];
}): Promise<void> => {
  const { program, args, table = COMMANDS } = options;
  const invoked = table.find((entry) => entry.name === invokedCommandName(args));
  if (invoked !== undefined) (await invoked.load())(program);
  for (const entry of table) {
    if (program.commands.some((command) => command.name() === entry.name)) continue;
    program.command(entry.name).description(entry.summary);
  }
};
