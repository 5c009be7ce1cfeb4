import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { describeError } from '../errors.ts';
import { startStandInEndpoint } from '../llm/stand-in-endpoint.ts';

type StandInFlags = { port: string; wait: boolean; answerTimeoutS: string; pollMs: string };

/** The file the command writes beside the requests: the `llm` settings of a run against this stand-in. */
export const STAND_IN_CONFIG_FILE = 'agent-config.yml';

/**
 * The agent's LLM settings for a run answered by the stand-in: one attempt that may wait as long as an
 * answer may take, no breaker that a first (requests-only) run's refusals could open, every seat's request
 * in flight at once, and no background notes (one request per decision asked, nothing else).
 */
const agentConfig = (baseURL: string, answerTimeoutMs: number): string =>
  [
    '# Written by `aiwolf-agent stand-in-model`: the LLM settings of a run answered by it.',
    'llm:',
    `  baseURL: ${baseURL}`,
    '  model: stand-in',
    `  requestTimeoutMs: ${answerTimeoutMs + 60_000}`,
    '  maxRetries: 0',
    '  maxConcurrency: 1000',
    '  daySummary: false',
    '  dayPlan: false',
    '  breaker:',
    '    failures: 1000000',
    '',
  ].join('\n');

const parsePositive = (text: string, flag: string): number => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${flag} must be an integer ≥ 0 (got ${text})`);
  return value;
};

/** `aiwolf-agent stand-in-model DIR`: a Chat Completions server whose answers are files (for measuring). */
export const registerStandInModelCommand = (program: Command): void => {
  program
    .command('stand-in-model')
    .description(
      'A stand-in for a model, answered from files: an OpenAI Chat Completions server on 127.0.0.1 that writes each request to DIR/requests/NNNN.json (+ NNNN.md to read) and replies with DIR/answers/NNNN.txt once it exists. A repeated request keeps its number, also across restarts.',
    )
    .argument(
      '<dir>',
      'folder of requests/ and answers/ (made if missing); the settings for the agent go to DIR/agent-config.yml',
    )
    .option('--port <n>', 'port on 127.0.0.1 (0: any free one)', '8765')
    .option('--no-wait', 'reply 503 at once when an answer is missing (a first run that only writes the requests)')
    .option('--answer-timeout-s <s>', 'how long a request waits for its answer file', '86400')
    .option('--poll-ms <ms>', 'how often the answers folder is looked at', '500')
    .addHelpText(
      'after',
      `\nThe agent then runs with --agent-config DIR/${STAND_IN_CONFIG_FILE} (llm.baseURL set to this server, one attempt as long as an answer may take, no background notes); with replay also --decision-timeout-ms, e.g.\n  aiwolf-agent stand-in-model runs/llm &\n  aiwolf-agent replay LOGS --talk-pairs runs/llm/pairs --brain llm --model-at-drawn-turn --agent-config runs/llm/${STAND_IN_CONFIG_FILE} --decision-timeout-ms 86400000 --concurrency 100`,
    )
    .action(async (dir: string, flags: StandInFlags) => {
      try {
        const answerTimeoutMs = parsePositive(flags.answerTimeoutS, '--answer-timeout-s') * 1000;
        const endpoint = await startStandInEndpoint({
          dir,
          port: parsePositive(flags.port, '--port'),
          wait: flags.wait,
          answerTimeoutMs,
          pollMs: Math.max(10, parsePositive(flags.pollMs, '--poll-ms')),
          onRequest: ({ number, fresh, answered }) =>
            console.log(
              `${number}: ${fresh ? 'new request' : 'request seen before'}, ${answered ? 'answered' : 'no answer'}`,
            ),
        });
        writeFileSync(join(dir, STAND_IN_CONFIG_FILE), agentConfig(endpoint.baseURL, answerTimeoutMs));
        console.log(
          `stand-in model at ${endpoint.baseURL} (${flags.wait ? 'waiting for answers' : 'not waiting'}); requests in ${join(dir, 'requests')}, answers from ${join(dir, 'answers')}; settings in ${join(dir, STAND_IN_CONFIG_FILE)}`,
        );
        const stop = (): void => {
          void endpoint.close().then(() => process.exit(0));
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      } catch (error) {
        console.error(`stand-in-model: ${describeError(error)}`);
        process.exitCode = 2;
      }
    });
};
