// `npm run bench -- strength [--games N] [--sizes 5,9,13] [--lang ja|en] [--workers N] [--seed S]
//                             [--lines random,sides,counters,self] [--previous COMMIT]`
//
// Rule-brain strength in the in-process arena, for 5, 9 and 13 players:
//   (a) `random` lines: all-rule village vs random wolves, all-rule wolves (and possessed) vs a random
//       village, beside the all-random baseline; one rule seat among random brains, for every role,
//       against a random brain in that seat (the all-random games): the seat's win rate and the lift.
//   (b) `sides` lines: rule against rule. Our werewolf side against our own village, against the
//       previous release's village (--previous, default 561f5dc, see strength/previous-release.ts), and
//       the previous release against itself; our village against the previous release's wolves beside
//       that baseline. The self-play line also counts our seats' error behaviour (self-votes, attack
//       votes on a teammate, votes against a player the voter called human) and tables the final-three
//       and final-four positions. `self` plays only that self-play line (the quick one to iterate on).
//   (c) `counters` lines: exploitability — our wolves against our village whose votes follow one fixed
//       counter-rule (strength/counter-rules.ts); the best rule's gain over the plain village.
// Every line plays N games (default 2,000) in chunks of up to 50 games, seeded per chunk (the same
// games whatever --workers is), taken one after the other by --workers warm processes (one start
// each); 95% Wilson intervals for rates, normal intervals for differences.
import { type ChildProcess, fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type ArenaPlayers, runInProcessGame, type SeatBrain, shippedConfig } from '../src/arena/index.ts';
import { createRandomBrain } from '../src/brain/random-brain.ts';
import { createRuleBrainFactory } from '../src/brain/rule/index.ts';
import type { BrainFactory } from '../src/brain/brain.ts';
import type { GameRole } from '../src/game/state.ts';
import { COUNTER_RULE_NAMES, type CounterRuleName, counterRuleBrain } from './strength/counter-rules.ts';
import {
  addErrorCounts,
  auditedFactory,
  type ErrorCounts,
  emptyErrorCounts,
  type Reveal,
} from './strength/error-audit.ts';
import { addPositions, notePositions, type PositionTally } from './strength/final-positions.ts';
import { noteReveals, type RevealTally } from './strength/reveals.ts';
import { loadPreviousRuleBrain, PREVIOUS_RELEASE, preparePreviousRelease } from './strength/previous-release.ts';

type Language = 'ja' | 'en';
type SideKind = 'self-play' | 'wolves-vs-previous' | 'village-vs-previous' | 'previous-self-play';
type LineKind =
  | 'random'
  | 'rule-village'
  | 'rule-wolves'
  | `seat-${GameRole}`
  | SideKind
  | `counter-${CounterRuleName}`;
type Job = { players: ArenaPlayers; kind: LineKind; games: number; seed: string; lang: Language; previous: string };
type Tally = {
  games: number;
  villageWins: number;
  seatGames: number;
  seatWins: number;
  aborted: number;
  errors: ErrorCounts;
  positions: PositionTally;
  reveals: RevealTally;
};

// One factory for every rule seat of this worker: they read each talk once between them.
const createRuleBrain = createRuleBrainFactory();
const RULE: SeatBrain = { label: 'rule', factory: createRuleBrain };
const RANDOM: SeatBrain = { label: 'random', factory: createRandomBrain };
const SIDE_KINDS: readonly SideKind[] = [
  'self-play',
  'wolves-vs-previous',
  'village-vs-previous',
  'previous-self-play',
];
const emptyTally = (): Tally => ({
  games: 0,
  villageWins: 0,
  seatGames: 0,
  seatWins: 0,
  aborted: 0,
  errors: emptyErrorCounts(),
  positions: {},
  reveals: {},
});
let previousFactory: BrainFactory | undefined;
const ROLES_BY_SIZE: Record<number, readonly GameRole[]> = {
  5: ['VILLAGER', 'SEER', 'WEREWOLF', 'POSSESSED'],
  9: ['VILLAGER', 'SEER', 'MEDIUM', 'BODYGUARD', 'WEREWOLF', 'POSSESSED'],
  13: ['VILLAGER', 'SEER', 'MEDIUM', 'BODYGUARD', 'WEREWOLF', 'POSSESSED'],
};
const WOLF_SIDE = new Set<GameRole>(['WEREWOLF', 'POSSESSED']);

/** Plays one slice of a line in this process. */
const play = async (job: Job): Promise<Tally> => {
  const config = shippedConfig({ players: job.players, lang: job.lang });
  const tally = emptyTally();
  const seatRole = job.kind.startsWith('seat-') ? (job.kind.slice(5) as GameRole) : undefined;
  const usesPrevious =
    job.kind === 'wolves-vs-previous' || job.kind === 'village-vs-previous' || job.kind === 'previous-self-play';
  if (usesPrevious) previousFactory ??= await loadPreviousRuleBrain(job.previous);
  const previous: SeatBrain = { label: 'previous', factory: previousFactory ?? createRuleBrain };
  const reveals: Reveal[] = [];
  const audited: SeatBrain = { label: 'rule', factory: auditedFactory(createRuleBrain, tally.errors, reveals) };
  const counter = job.kind.startsWith('counter-') ? (job.kind.slice(8) as CounterRuleName) : undefined;
  const counterSeat: SeatBrain | undefined =
    counter === undefined ? undefined : { label: 'counter', factory: counterRuleBrain(counter) };
  for (let game = 0; game < job.games; game++) {
    let seated = false;
    const brainFor = (role: GameRole): SeatBrain => {
      const wolfSide = WOLF_SIDE.has(role);
      switch (job.kind) {
        case 'rule-village':
          return wolfSide ? RANDOM : RULE;
        case 'rule-wolves':
          return wolfSide ? RULE : RANDOM;
        case 'self-play':
          return audited;
        case 'wolves-vs-previous':
          return wolfSide ? RULE : previous;
        case 'village-vs-previous':
          return wolfSide ? previous : RULE;
        case 'previous-self-play':
          return previous;
        default:
          break;
      }
      if (counterSeat !== undefined) return wolfSide || role === 'SEER' ? RULE : counterSeat;
      if (seatRole !== undefined && !seated && role === seatRole) {
        seated = true;
        return RULE;
      }
      return RANDOM;
    };
    const outcome = await runInProcessGame({ config, seed: `${job.seed}/game${game}`, brainFor });
    tally.games++;
    if (outcome.winSide === 'VILLAGER') tally.villageWins++;
    if (outcome.winSide === 'NONE') tally.aborted++;
    if (job.kind === 'self-play') {
      notePositions(outcome.gameRecord, tally.positions);
      noteReveals(outcome.gameRecord, reveals, tally.reveals);
    }
    reveals.length = 0;
    const ruleSeat = outcome.seats.find((seat) => seat.team === 'rule');
    if (seatRole !== undefined && ruleSeat !== undefined) {
      tally.seatGames++;
      const side = WOLF_SIDE.has(ruleSeat.role) ? 'WEREWOLF' : 'VILLAGER';
      if (outcome.winSide === side) tally.seatWins++;
    }
  }
  return tally;
};

const Z = 1.959964;

/** 95% Wilson score interval of a proportion. */
const wilson = (wins: number, games: number): [number, number] => {
  if (games === 0) return [0, 0];
  const p = wins / games;
  const denominator = 1 + (Z * Z) / games;
  const centre = (p + (Z * Z) / (2 * games)) / denominator;
  const half = (Z * Math.sqrt((p * (1 - p)) / games + (Z * Z) / (4 * games * games))) / denominator;
  return [centre - half, centre + half];
};

const variance = (wins: number, games: number): number => {
  const p = games === 0 ? 0 : wins / games;
  return games === 0 ? 0 : (p * (1 - p)) / games;
};

const pct = (value: number): string => `${(value * 100).toFixed(1)}%`;
const rate = (wins: number, games: number): string => {
  const [low, high] = wilson(wins, games);
  return `${pct(wins / Math.max(1, games))} [${pct(low)}, ${pct(high)}]`;
};
const signed = (value: number): string => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}`;
const lift = (difference: number, spread: number): string =>
  `${signed(difference)} [${signed(difference - Z * spread)}, ${signed(difference + Z * spread)}] pt`;

/** Games per chunk: small enough to keep both workers busy to the end, large enough to be cheap to send. */
const CHUNK_GAMES = 50;

/** `cpuMs`: CPU time (user + system) the worker spent on the chunk, which a shared machine inflates far less than the wall clock. */
type WorkerMessage = { ready: true } | { tally: Tally; cpuMs: number } | { error: string };

/**
 * A pool of warm worker processes: each starts once (tsx and the modules load once), then plays the
 * chunks it is handed over IPC, one at a time, until the pool closes.
 */
const startPool = (workers: number) => {
  const started: { child: ChildProcess; ready: Promise<void> }[] = [];
  for (let index = 0; index < workers; index++) {
    const child = fork(fileURLToPath(import.meta.url), ['--worker'], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const ready = new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('error', reject);
      // A worker that dies while loading (a broken import) must fail the run, not hang it.
      child.once('exit', (code) => reject(new Error(`worker exited with ${code} before it was ready`)));
    });
    started.push({ child, ready });
  }
  let cpuMs = 0;
  const play = (child: ChildProcess, job: Job): Promise<Tally> =>
    new Promise((resolve, reject) => {
      const onExit = (code: number | null): void =>
        reject(new Error(`worker exited with ${code} during ${job.kind} (${job.players}p)`));
      child.once('exit', onExit);
      child.once('message', (message: WorkerMessage) => {
        child.off('exit', onExit);
        if ('tally' in message) {
          cpuMs += message.cpuMs;
          resolve(message.tally);
        } else reject(new Error('error' in message ? message.error : 'unexpected worker message'));
      });
      child.send(job);
    });
  return {
    /** Runs the jobs, each on the next free worker; results in job order. */
    run: async (jobs: readonly Job[]): Promise<Tally[]> => {
      const results: Tally[] = new Array(jobs.length);
      let next = 0;
      await Promise.all(
        started.map(async ({ child, ready }) => {
          await ready;
          while (next < jobs.length) {
            const index = next++;
            results[index] = await play(child, jobs[index] as Job);
          }
        }),
      );
      return results;
    },
    /** CPU time the workers spent playing so far. */
    cpuMs: (): number => cpuMs,
    close: (): void => {
      for (const { child } of started) child.disconnect();
    },
  };
};

/** Worker side: announce readiness, then play every job that arrives until the parent disconnects. */
const serveJobs = (): void => {
  process.on('message', (job: Job) => {
    const before = process.cpuUsage();
    play(job).then(
      (tally) => {
        const used = process.cpuUsage(before);
        process.send?.({ tally, cpuMs: (used.user + used.system) / 1000 } satisfies WorkerMessage);
      },
      (error: unknown) => process.send?.({ error: String(error) } satisfies WorkerMessage),
    );
  });
  process.send?.({ ready: true } satisfies WorkerMessage);
};

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
};

const main = async (): Promise<void> => {
  const games = Number(argument('games') ?? 2000);
  const sizes = (argument('sizes') ?? '5,9,13').split(',').map(Number) as ArenaPlayers[];
  const lang = (argument('lang') ?? 'ja') as Language;
  const workers = Number(argument('workers') ?? availableParallelism());
  const seed = argument('seed') ?? 'strength';
  const groups = new Set((argument('lines') ?? 'random,sides,counters').split(','));
  const previous = argument('previous') ?? PREVIOUS_RELEASE;
  if (groups.has('sides')) preparePreviousRelease(previous);
  const started = Date.now();
  const pool = startPool(Math.max(1, workers));
  /** Mean worker CPU ms per game of a line, per table size: what a full run's estimate is built on. */
  const cpuPerLineGame = new Map<number, number>();
  console.log(`strength: ${games} games per line, sizes ${sizes.join('/')}, ${lang}, ${workers} workers, seed ${seed}`);

  for (const players of sizes) {
    const kinds: LineKind[] = [
      ...(groups.has('random')
        ? [
            'random' as const,
            'rule-village' as const,
            'rule-wolves' as const,
            ...(ROLES_BY_SIZE[players] ?? []).map((role) => `seat-${role}` as const),
          ]
        : []),
      ...(groups.has('sides') || groups.has('counters') || groups.has('self') ? ['self-play' as const] : []),
      ...(groups.has('sides') ? SIDE_KINDS.filter((kind) => kind !== 'self-play') : []),
      ...(groups.has('counters') ? COUNTER_RULE_NAMES.map((name) => `counter-${name}` as const) : []),
    ];
    const jobs: Job[] = [];
    for (const kind of kinds) {
      for (let chunk = 0; chunk * CHUNK_GAMES < games; chunk++) {
        const share = Math.min(CHUNK_GAMES, games - chunk * CHUNK_GAMES);
        jobs.push({ players, kind, games: share, seed: `${seed}/${players}/${kind}/${chunk}`, lang, previous });
      }
    }
    const cpuBefore = pool.cpuMs();
    const tallies = await pool.run(jobs);
    const cpuMs = pool.cpuMs() - cpuBefore;
    cpuPerLineGame.set(players, cpuMs / (kinds.length * games));
    const total = new Map<LineKind, Tally>();
    jobs.forEach((job, index) => {
      const sum = total.get(job.kind) ?? emptyTally();
      const part = tallies[index] as Tally;
      total.set(job.kind, {
        games: sum.games + part.games,
        villageWins: sum.villageWins + part.villageWins,
        seatGames: sum.seatGames + part.seatGames,
        seatWins: sum.seatWins + part.seatWins,
        aborted: sum.aborted + part.aborted,
        errors: addErrorCounts(sum.errors, part.errors),
        positions: addPositions(sum.positions, part.positions),
        reveals: addPositions(sum.reveals, part.reveals),
      });
    });
    console.log(
      `\n### ${players} players (${((Date.now() - started) / 1000).toFixed(0)} s so far; worker CPU ${(cpuMs / 1000).toFixed(0)} s, ${(cpuMs / (kinds.length * games)).toFixed(1)} ms per game)`,
    );
    if (groups.has('random')) printRandomLines(players, total);
    if (groups.has('sides')) printSideLines(total);
    else if (groups.has('self')) printSelfPlay(total);
    if (groups.has('counters')) printCounterLines(total);
    // Raw counts, so runs with different seeds can be pooled.
    console.log(`\ntallies ${players}p ${JSON.stringify(Object.fromEntries(total))}`);
  }
  pool.close();
  console.log(`\ntotal ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // What the default run (2,000 games per line, every size, every line) would take on these workers if
  // the CPU were ours alone: the measured CPU per game, times its games, over the workers. On a shared
  // machine the wall clock above is longer.
  const linesOf = (players: number): number =>
    3 + (ROLES_BY_SIZE[players]?.length ?? 0) + SIDE_KINDS.length + COUNTER_RULE_NAMES.length;
  const fullCpuMs = [5, 9, 13].reduce(
    (sum, players) => sum + (cpuPerLineGame.get(players) ?? Number.NaN) * linesOf(players) * 2000,
    0,
  );
  if (!Number.isNaN(fullCpuMs))
    console.log(
      `full run (${[5, 9, 13].map(linesOf).join(' + ')} lines × 2,000 games) from this CPU per game: ${(fullCpuMs / 60_000).toFixed(0)} CPU-min, ${(fullCpuMs / 60_000 / Math.max(1, workers)).toFixed(1)} min on ${workers} workers`,
    );
};

/** The random-opponent lines of one table size (village, wolves, one rule seat per role). */
const printRandomLines = (players: number, total: ReadonlyMap<LineKind, Tally>): void => {
  const base = total.get('random') as Tally;
  const village = total.get('rule-village') as Tally;
  const wolves = total.get('rule-wolves') as Tally;
  const baseWolfWins = base.games - base.villageWins - base.aborted;
  const wolvesWolfWins = wolves.games - wolves.villageWins - wolves.aborted;
  console.log('\n| Line | Games | Win rate [95% CI] | All-random baseline | Lift [95% CI] |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| Village side: all-rule village vs random wolves | ${village.games} | ${rate(village.villageWins, village.games)} | ${rate(base.villageWins, base.games)} | ${lift(village.villageWins / village.games - base.villageWins / base.games, Math.sqrt(variance(village.villageWins, village.games) + variance(base.villageWins, base.games)))} |`,
  );
  console.log(
    `| Werewolf side: all-rule wolves vs random village | ${wolves.games} | ${rate(wolvesWolfWins, wolves.games)} | ${rate(baseWolfWins, base.games)} | ${lift(wolvesWolfWins / wolves.games - baseWolfWins / base.games, Math.sqrt(variance(wolvesWolfWins, wolves.games) + variance(baseWolfWins, base.games)))} |`,
  );
  const seatLifts: { difference: number; seatVariance: number }[] = [];
  for (const role of ROLES_BY_SIZE[players] ?? []) {
    const seat = total.get(`seat-${role}`) as Tally;
    const baseWins = WOLF_SIDE.has(role) ? baseWolfWins : base.villageWins;
    const difference = seat.seatWins / Math.max(1, seat.seatGames) - baseWins / base.games;
    const seatVariance = variance(seat.seatWins, seat.seatGames);
    seatLifts.push({ difference, seatVariance });
    console.log(
      `| One rule seat: ${role} | ${seat.seatGames} | ${rate(seat.seatWins, seat.seatGames)} | ${rate(baseWins, base.games)} | ${lift(difference, Math.sqrt(seatVariance + variance(baseWins, base.games)))} |`,
    );
  }
  // Mean lift over roles. The seat lines are independent; the shared all-random baseline enters as
  // (villager-side roles − werewolf-side roles)/k times the village rate (wolf rate = 1 − village).
  const roles = ROLES_BY_SIZE[players] ?? [];
  const k = Math.max(1, roles.length);
  const meanLift = seatLifts.reduce((sum, entry) => sum + entry.difference, 0) / k;
  const villageRoles = roles.filter((role) => !WOLF_SIDE.has(role)).length;
  const baseWeight = (villageRoles - (roles.length - villageRoles)) / k;
  const meanVariance =
    seatLifts.reduce((sum, entry) => sum + entry.seatVariance, 0) / (k * k) +
    baseWeight * baseWeight * variance(base.villageWins, base.games);
  console.log(`| One rule seat: mean over roles | ${k} roles | | | ${lift(meanLift, Math.sqrt(meanVariance))} |`);
  if (base.aborted + village.aborted + wolves.aborted > 0) {
    console.log(
      `\n(games without a winner: random ${base.aborted}, rule village ${village.aborted}, rule wolves ${wolves.aborted})`,
    );
  }
};

const wolfWins = (tally: Tally): number => tally.games - tally.villageWins - tally.aborted;
const difference = (left: Tally, leftWins: number, right: Tally, rightWins: number): string =>
  lift(
    leftWins / Math.max(1, left.games) - rightWins / Math.max(1, right.games),
    Math.sqrt(variance(leftWins, left.games) + variance(rightWins, right.games)),
  );

/** Only our werewolf side against our own village (`--lines self`, the quick line to iterate on). */
const printSelfPlay = (total: ReadonlyMap<LineKind, Tally>): void => {
  const self = total.get('self-play') as Tally;
  console.log(`\nOur wolves vs our village: ${self.games} games, werewolf side ${rate(wolfWins(self), self.games)}`);
  printErrorsAndPositions(self);
};

/** Rule against rule: both sides, the previous release, error behaviour and the final positions. */
const printSideLines = (total: ReadonlyMap<LineKind, Tally>): void => {
  const self = total.get('self-play') as Tally;
  const wolvesVsPrevious = total.get('wolves-vs-previous') as Tally;
  const villageVsPrevious = total.get('village-vs-previous') as Tally;
  const previous = total.get('previous-self-play') as Tally;
  console.log('\n| Rule against rule | Games | Werewolf side wins [95% CI] | Village side wins [95% CI] |');
  console.log('|---|---|---|---|');
  const row = (label: string, tally: Tally): void =>
    console.log(
      `| ${label} | ${tally.games} | ${rate(wolfWins(tally), tally.games)} | ${rate(tally.villageWins, tally.games)} |`,
    );
  row('Our wolves vs our village', self);
  row("Our wolves vs the previous release's village", wolvesVsPrevious);
  row("Previous release's wolves vs our village", villageVsPrevious);
  row('Previous release against itself', previous);
  console.log(
    `\nOur werewolf side against the previous release's village, minus the previous release's own: ${difference(wolvesVsPrevious, wolfWins(wolvesVsPrevious), previous, wolfWins(previous))}`,
  );
  console.log(
    `Our village against the previous release's wolves, minus the previous release's own village: ${difference(villageVsPrevious, villageVsPrevious.villageWins, previous, previous.villageWins)}`,
  );
  printErrorsAndPositions(self);
};

/** Our seats' error behaviour in self-play and the final-three / final-four positions. */
const printErrorsAndPositions = (self: Tally): void => {
  const errors = self.errors;
  console.log(
    `\nError behaviour of our seats (self-play): self-votes ${errors.selfVotes} of ${errors.votes} votes; attack votes on oneself or a teammate ${errors.teammateAttacks} of ${errors.attackVotes}; votes against a player the voter called human ${errors.declaredHumanVotes}`,
  );
  console.log(
    '\n| Final positions (self-play; first day with that many alive) | Games | Werewolf side wins [95% CI] |',
  );
  console.log('|---|---|---|');
  for (const [key, [games, wins]] of Object.entries(self.positions).sort(([left], [right]) =>
    left.localeCompare(right),
  )) {
    console.log(`| ${key} | ${games} | ${rate(wins, games)} |`);
  }
  console.log(
    '\n| Open werewolf-side reveals by our seats (self-play; alive that day) | Reveals | Werewolf side wins [95% CI] |',
  );
  console.log('|---|---|---|');
  for (const [key, [count, wins]] of Object.entries(self.reveals).sort(([left], [right]) =>
    left.localeCompare(right),
  )) {
    console.log(`| ${key} | ${count} | ${rate(wins, count)} |`);
  }
};

/** Exploitability: each fixed counter-rule's gain for the village over the plain all-rule village. */
const printCounterLines = (total: ReadonlyMap<LineKind, Tally>): void => {
  const self = total.get('self-play') as Tally;
  console.log(
    '\n| Village votes by a fixed counter-rule, vs our wolves | Games | Village wins [95% CI] | Gain over our village [95% CI] |',
  );
  console.log('|---|---|---|---|');
  let bestRule: { name: string; gain: number; text: string } | undefined;
  for (const name of COUNTER_RULE_NAMES) {
    const tally = total.get(`counter-${name}`) as Tally;
    const gain = tally.villageWins / Math.max(1, tally.games) - self.villageWins / Math.max(1, self.games);
    const text = difference(tally, tally.villageWins, self, self.villageWins);
    console.log(`| ${name} | ${tally.games} | ${rate(tally.villageWins, tally.games)} | ${text} |`);
    if (bestRule === undefined || gain > bestRule.gain) bestRule = { name, gain, text };
  }
  if (bestRule !== undefined)
    console.log(`\nExploitability (best single counter-rule): ${bestRule.name} ${bestRule.text}`);
};

const workerIndex = process.argv.indexOf('--worker');
if (workerIndex !== -1) {
  serveJobs();
} else {
  await main();
}
