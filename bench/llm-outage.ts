// `npm run bench -- llm-outage [--players 5] [--action-timeout 8000] [--games 1]`: arena games whose
// LLM endpoint accepts connections and never answers. Without the circuit breaker each model call
// waits out its whole budget (issue 17: 187 s for one 5-player game at --action-timeout 8000); with
// it, K calls time out and the rule brain answers the rest of the game at once.
import { llmSettingsFrom, runTournament } from '../src/compose/index.ts';
import { startFakeOpenAiServer } from '../test/support/fake-openai-server.ts';

const flag = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index < 0 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
};
const players = flag('players', 5);
if (players !== 5 && players !== 9 && players !== 13) throw new Error('--players must be 5, 9 or 13');
const actionTimeoutMs = flag('action-timeout', 8_000);
const games = flag('games', 1);
const goalMs = 40_000 * games;

const server = await startFakeOpenAiServer();
server.respondWith(() => ({ kind: 'hang' }));
const notices: string[] = [];
const originalWrite = process.stderr.write.bind(process.stderr);
// The breaker's and the ledger's lines go to stderr; keep them for the figures below.
process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
  if (typeof chunk === 'string' && chunk.startsWith('llm: ')) notices.push(chunk.trim());
  return (originalWrite as (...args: unknown[]) => boolean)(chunk, ...rest);
}) as typeof process.stderr.write;

try {
  const summary = await runTournament({
    players,
    lang: 'en',
    games,
    seed: 'llm-outage',
    actionTimeoutMs,
    brains: { village: 'llm', werewolves: 'llm' },
    brainSetup: llmSettingsFrom({ llm: { baseURL: server.baseURL, log: { dir: '' } }, env: {} }),
    onWarning: (message) => console.error(`warning: ${message}`),
  });
  const seconds = (summary.elapsedMs / 1000).toFixed(1);
  console.log(
    `${games} × ${players}-player game(s), hung model, --action-timeout ${actionTimeoutMs}: ${seconds} s ` +
      `(goal < ${goalMs / 1000} s; ${server.requests.length} requests reached the model; ` +
      `${summary.timeouts} answers late; circuit opened ${notices.filter((line) => line.includes('circuit open after')).length}×)`,
  );
  if (summary.elapsedMs >= goalMs || summary.timeouts > 0) {
    console.log('NOT OK');
    process.exitCode = 1;
  }
} finally {
  process.stderr.write = originalWrite;
  await server.close();
}
