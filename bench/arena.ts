// Games per second of the arena: the rules alone, in-process (memory connections) with random and with rule
// brains, and over real WebSockets on 127.0.0.1 (our client against our server). `npm run bench -- arena [games]`.
// `--rule-only [--sizes 5,9] [--langs ja,en]`: only the in-process rule-brain lines, per size and language
// (default 5 and 9 players, ja and en), each warmed up as below.
import { createGameId, createSeats, playGame, shippedConfig, startArenaServer } from '../src/arena/index.ts';
import { runTournament } from '../src/compose/index.ts';
import { createRandom } from '../src/random.ts';
import { createRandomBrain } from '../src/brain/random-brain.ts';
import { connectAgents } from '../src/client/connect-agents.ts';
import { websocketDialer } from '../src/transport/index.ts';
import { processCpuMs, threadCpuMs } from './arena-ab/process-cpu.ts';

const args = process.argv.slice(3);
const flag = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const games = Number(args.find((arg, index) => /^\d+$/.test(arg) && !args[index - 1]?.startsWith('--')) ?? 20);
const ruleOnly = args.includes('--rule-only');
const sizes = (flag('--sizes') ?? '5,9').split(',').map(Number) as (5 | 9 | 13)[];
const langs = (flag('--langs') ?? 'ja,en').split(',') as ('ja' | 'en')[];
/** Least time each in-process line warms up before it is timed. */
const WARM_UP_MS = 2000;

const perGame = (ms: number, count: number): string => `cpu ${(ms / count).toFixed(1)} ms/game`;

/** The pure rules alone, answered by a trivial script: the ceiling the shells add their cost to. */
const rulesOnly = (players: 5 | 13): number => {
  const config = shippedConfig({ players, lang: 'ja' });
  const cpuBefore = processCpuMs();
  const started = Date.now();
  for (let game = 0; game < games * 10; game++) {
    const random = createRandom(`bench/${game}`);
    const names = Array.from({ length: players }, (_, index) => `bench${index + 1}`);
    const seats = createSeats({ config, connectionNames: names, random });
    const machine = playGame({ config, seats, gameId: createGameId({ timeMs: 0, random }), random });
    for (let step = machine.next(); !step.done; ) {
      const effect = step.value;
      if (effect.type !== 'request') {
        step = machine.next(effect.type === 'phase-next' ? { ok: false, fatal: false, reason: 'timeout' } : undefined);
        continue;
      }
      if (!effect.needsAnswer) {
        step = machine.next({ ok: true, text: '' });
        continue;
      }
      const isTalk = effect.request === 'TALK' || effect.request === 'WHISPER';
      const target = seats[random.int(players)]?.name ?? '';
      step = machine.next({ ok: true, text: isTalk ? (random.int(3) === 0 ? 'Over' : 'こんにちは') : target });
    }
  }
  const seconds = (Date.now() - started) / 1000;
  const rate = (games * 10) / seconds;
  console.log(
    `rules only  ${players} players: ${games * 10} games in ${seconds.toFixed(2)} s = ${rate.toFixed(1)} games/s (${perGame(processCpuMs() - cpuBefore, games * 10)})`,
  );
  return rate;
};

const inProcess = async (players: 5 | 9 | 13, brain: 'random' | 'rule', lang: 'ja' | 'en' = 'ja'): Promise<number> => {
  // Warm-up games first, as many as the timed ones and for at least WARM_UP_MS: module loading and, above
  // all, the JIT's warm-up (the first games of a process cost 2–3× the later ones, and V8's compiler
  // threads keep recompiling for the first few hundred) are not what a tournament of thousands pays.
  const warmUpStarted = Date.now();
  for (let round = 0; round === 0 || Date.now() - warmUpStarted < WARM_UP_MS; round++) {
    await runTournament({
      players,
      games: Math.max(games, 40),
      seed: `warm-up/${round}`,
      lang,
      brains: { village: brain, werewolves: brain },
    });
  }
  const cpuBefore = processCpuMs();
  const threadsBefore = threadCpuMs();
  const summary = await runTournament({
    players,
    lang,
    games,
    seed: 'bench',
    brains: { village: brain, werewolves: brain },
  });
  const cpu = processCpuMs() - cpuBefore;
  const threadsAfter = threadCpuMs();
  const rate = summary.games / (summary.elapsedMs / 1000);
  console.log(
    `in-process  ${players} players${lang === 'ja' ? '' : ` ${lang}`}, ${brain.padEnd(6)} brains: ${summary.games} games in ${(summary.elapsedMs / 1000).toFixed(2)} s = ${rate.toFixed(1)} games/s (${perGame(cpu, summary.games)})`,
  );
  if (threadsBefore !== undefined && threadsAfter !== undefined) {
    const main = (threadsAfter.main - threadsBefore.main) / summary.games;
    const other = (threadsAfter.other - threadsBefore.other) / summary.games;
    console.log(
      `            of which main thread ${main.toFixed(1)} ms/game, compiler and GC threads ${other.toFixed(1)} ms/game (/proc, 10 ms ticks)`,
    );
  }
  return rate;
};

const overWebSockets = async (players: 5 | 13): Promise<void> => {
  let finished = 0;
  const server = await startArenaServer({
    config: shippedConfig({ players, lang: 'ja' }),
    port: 0,
    seed: 'bench',
    onGame: () => finished++,
  });
  const started = Date.now();
  try {
    // One connection per agent and game; the client reconnects for the next game.
    await connectAgents({
      dial: websocketDialer({ url: server.url }),
      team: 'bench',
      agents: players,
      brainFactory: createRandomBrain,
      autoReconnect: true,
      maxGames: games,
      backoff: { initialDelayMs: 1, maxDelayMs: 10 },
      seed: 'bench',
    });
    await server.idle();
  } finally {
    await server.close();
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `websocket   ${players} players: ${finished} games in ${seconds.toFixed(2)} s = ${(finished / seconds).toFixed(1)} games/s`,
  );
};

if (ruleOnly) {
  for (const players of sizes) for (const lang of langs) await inProcess(players, 'rule', lang);
  process.exit(0);
}
const ceiling = rulesOnly(5);
rulesOnly(13);
await inProcess(5, 'random');
const withRuleBrains = await inProcess(5, 'rule');
console.log(
  `5-player rule-brain games in-process = ${((100 * withRuleBrains) / ceiling).toFixed(0)}% of the rules alone`,
);
await inProcess(13, 'random');
await inProcess(13, 'rule');
await overWebSockets(5);
await overWebSockets(13);
