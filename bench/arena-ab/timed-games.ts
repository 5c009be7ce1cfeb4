// One side of `npm run bench -- arena-ab`: in-process rule-brain games of the tree this file sits in, timed
// as the arena bench times them, printed as one JSON line. The A/B bench copies this folder into the other
// commit's tree and bundles it there, so both sides run this same timing code over their own sources.
// Arguments: games players lang.
import { runTournament } from './tournament.ts';
import { processCpuMs, threadCpuMs } from './process-cpu.ts';

const [games, players, lang] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];
/** As the arena bench: warm-up games first, as many as the timed ones and for at least 2 s (the JIT's warm-up). */
const WARM_UP_MS = 2000;

// The tree may predate some options (the code before composed talk had no `lang`: it spoke Japanese).
const options = (seed: string, count: number) =>
  ({ players, games: count, seed, lang, brains: { village: 'rule', werewolves: 'rule' } }) as Parameters<
    typeof runTournament
  >[0];

const warmUpStarted = Date.now();
for (let round = 0; round === 0 || Date.now() - warmUpStarted < WARM_UP_MS; round++) {
  await runTournament(options(`warm-up/${round}`, Math.max(games, 40)));
}
const cpuBefore = processCpuMs();
const threadsBefore = threadCpuMs();
const summary = await runTournament(options('bench', games));
const cpu = processCpuMs() - cpuBefore;
const threadsAfter = threadCpuMs();
console.log(
  JSON.stringify({
    games: summary.games,
    cpuMs: cpu / summary.games,
    ...(threadsBefore === undefined || threadsAfter === undefined
      ? {}
      : {
          mainMs: (threadsAfter.main - threadsBefore.main) / summary.games,
          otherMs: (threadsAfter.other - threadsBefore.other) / summary.games,
        }),
  }),
);
