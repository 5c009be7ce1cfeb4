import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { type Command, InvalidArgumentError } from 'commander';
import {
  type AgentNumber,
  type ParseOptions,
  type ProtocolError,
  parse,
  parseAgent,
  print,
  resolveSubjects,
} from '../protocol/index.ts';

/** `ERROR <code> <offset> <message>`: one line, fixed fields first so scripts can split on blanks. */
export const formatErrorLine = (error: ProtocolError): string => `ERROR ${error.code} ${error.offset} ${error.message}`;

export const normalizeLine = (line: string, options: ParseOptions): string => {
  const parsed = parse(line, options);
  return parsed.ok ? print(parsed.value) : formatErrorLine(parsed.error);
};

export const parseLineToJson = (line: string, options: ParseOptions & { readonly speaker?: AgentNumber }): string => {
  const parsed = parse(line, options);
  if (!parsed.ok) return JSON.stringify({ error: parsed.error });
  const sentence = options.speaker === undefined ? parsed.value : resolveSubjects(parsed.value, options.speaker);
  return JSON.stringify(sentence);
};

/**
 * Reads stdin line by line and writes one line per input line, honouring back-pressure so a huge input
 * streams through in constant memory.
 */
const mapStdinLines = async (transform: (line: string) => string): Promise<void> => {
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (!process.stdout.write(`${transform(line)}\n`)) await once(process.stdout, 'drain');
  }
};

const speakerOption = (value: string): AgentNumber => {
  const agent = parseAgent(value);
  if (!agent.ok) throw new InvalidArgumentError(`expected Agent[NN] (${agent.error.message}).`);
  return agent.value;
};

const HELP_AFTER = `
Input: one utterance per line on stdin (UTF-8). Output: exactly one line per input line, in order.

  normalize  the normal form of the Java reference parser (aiwolf 0.6.x Content.getText), or
             ERROR <code> <offset> <message>   (offset in UTF-16 units from the line start)
  parse      one JSON AST per line; with --speaker Agent[NN] every omitted subject is resolved
             (top level = speaker, inside REQUEST/INQUIRE = their target, elsewhere = the operator's
             subject); a rejected line gives {"error":{"code","offset","length","message"}}

Examples:
  echo 'Agent[1]VOTE  Agent[2]' | aiwolf-agent protocol normalize     # Agent[01] VOTE Agent[02]
  echo 'REQUEST(VOTE Agent[3])' | aiwolf-agent protocol normalize --lenient
  echo 'BECAUSE (COMINGOUT Agent[01] SEER) (VOTE Agent[02])' | aiwolf-agent protocol parse --speaker Agent[01]
`;

export const registerProtocolCommand = (program: Command): void => {
  const protocol = program
    .command('protocol')
    .description('Read and write AIWolf protocol 3.6 utterances (stdin → stdout, one per line).')
    .addHelpText('after', HELP_AFTER);

  protocol
    .command('normalize')
    .description('Print the normal form of each line, or ERROR <code> <offset> <message>.')
    .option('--lenient', 'also read the protocol ver2 forms REQUEST(<sentence>) and INQUESTED', false)
    .addHelpText('after', HELP_AFTER)
    .action(async (options: { lenient: boolean }) => {
      await mapStdinLines((line) => normalizeLine(line, { lenient: options.lenient }));
    });

  protocol
    .command('parse')
    .description('Print each line as one JSON AST (agents as numbers, ANY = 0).')
    .option('--speaker <agent>', 'resolve omitted subjects for this speaker, e.g. Agent[03]', speakerOption)
    .option('--lenient', 'also read the protocol ver2 forms REQUEST(<sentence>) and INQUESTED', false)
    .addHelpText('after', HELP_AFTER)
    .action(async (options: { lenient: boolean; speaker?: AgentNumber }) => {
      const parseOptions =
        options.speaker === undefined
          ? { lenient: options.lenient }
          : { lenient: options.lenient, speaker: options.speaker };
      await mapStdinLines((line) => parseLineToJson(line, parseOptions));
    });
};
