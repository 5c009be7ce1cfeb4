import fc from 'fast-check';
import type { BrainFactory } from '../../src/brain/brain.ts';
import { describeMutation } from './frame-mutations.ts';
import { type FuzzProblem, fuzzGameArbitrary, type ProblemClass, playFuzzGame } from './fuzz-game.ts';

export type FuzzReport = {
  readonly seed: number;
  readonly frames: number;
  readonly mutated: number;
  readonly games: number;
  readonly seconds: number;
  readonly counts: Readonly<Record<ProblemClass, number>>;
  readonly answers: number;
  readonly latencyP50Ms: number;
  readonly latencyP99Ms: number;
  readonly latencyMaxMs: number;
  readonly peakRssMb: number;
  readonly decodeErrors: number;
  readonly brainErrors: number;
  readonly lateDrops: number;
  /** The first problem found, with the frame it happened on (the smallest case to replay). */
  readonly firstProblem?: FuzzProblem & { readonly game: number };
};

const percentile = (sorted: readonly number[], fraction: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;

/**
 * Plays fuzzed games (fast-check generates them from the seed, so a seed replays exactly) until
 * `frames` frames were sent, one game at a time through the real client over a real WebSocket.
 */
export const runFuzzCampaign = async (options: {
  frames: number;
  seed: number;
  brainFactory: BrainFactory;
  transcriptDir: string;
  onGame?: (done: { games: number; frames: number }) => void;
}): Promise<FuzzReport> => {
  const started = Date.now();
  const counts: Record<ProblemClass, number> = {
    crash: 0,
    'missing-answer': 0,
    'illegal-target': 0,
    'unexpected-frame': 0,
    'illegal-talk': 0,
  };
  const latencies: number[] = [];
  let frames = 0;
  let mutated = 0;
  let games = 0;
  let decodeErrors = 0;
  let brainErrors = 0;
  let lateDrops = 0;
  let firstProblem: FuzzReport['firstProblem'];
  // Games come in batches from one seeded stream; each game is about 25–200 frames.
  const batches = fc.sample(fuzzGameArbitrary, {
    seed: options.seed,
    numRuns: Math.max(1, Math.ceil(options.frames / 5)),
  });
  for (const game of batches) {
    if (frames >= options.frames) break;
    const outcome = await playFuzzGame({
      game,
      brainFactory: options.brainFactory,
      transcriptDir: options.transcriptDir,
      maxFrames: options.frames - frames,
    });
    games += 1;
    frames += outcome.frames;
    mutated += outcome.mutated;
    latencies.push(...outcome.latencies);
    decodeErrors += outcome.decodeErrors;
    brainErrors += outcome.brainErrors;
    lateDrops += outcome.lateDrops;
    for (const problem of outcome.problems) {
      counts[problem.problem] += 1;
      firstProblem ??= { ...problem, game: games };
    }
    options.onGame?.({ games, frames });
  }
  latencies.sort((a, b) => a - b);
  return {
    seed: options.seed,
    frames,
    mutated,
    games,
    seconds: (Date.now() - started) / 1000,
    counts,
    answers: latencies.length,
    latencyP50Ms: percentile(latencies, 0.5),
    latencyP99Ms: percentile(latencies, 0.99),
    latencyMaxMs: latencies.at(-1) ?? 0,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    decodeErrors,
    brainErrors,
    lateDrops,
    ...(firstProblem === undefined ? {} : { firstProblem }),
  };
};

/** True when the report meets none of the failure classes (the goals on latency and memory are separate). */
export const reportIsClean = (report: FuzzReport): boolean =>
  Object.values(report.counts).every((count) => count === 0);

export const formatFuzzReport = (report: FuzzReport): string => {
  const { counts } = report;
  const lines = [
    `fuzz: ${report.frames} frames (${report.mutated} mutated) in ${report.games} games, seed ${report.seed}, ${report.seconds.toFixed(1)} s`,
    `crashes: ${counts.crash}`,
    `missing answers: ${counts['missing-answer']}`,
    `illegal targets: ${counts['illegal-target']}`,
    `unexpected frames: ${counts['unexpected-frame']}`,
    `illegal talk: ${counts['illegal-talk']}`,
    `answer latency: p50 ${report.latencyP50Ms} ms, p99 ${report.latencyP99Ms} ms, max ${report.latencyMaxMs} ms (${report.answers} answers)`,
    `peak RSS: ${report.peakRssMb} MB (this whole process: replay server and client)`,
    `logged: ${report.decodeErrors} decode errors, ${report.brainErrors} brain errors, ${report.lateDrops} late drops`,
  ];
  const first = report.firstProblem;
  if (first === undefined) lines.push('minimal failing frame: none');
  else {
    lines.push(
      `minimal failing frame: game ${first.game}, frame ${first.frameIndex}: ${first.problem}: ${first.detail}`,
    );
    lines.push(
      `  mutation: ${first.mutation === null ? 'none (an unmutated frame)' : describeMutation(first.mutation)}`,
    );
    lines.push(
      `  frame: ${first.frame.length > 600 ? `${first.frame.slice(0, 600)}… (${first.frame.length} chars)` : first.frame}`,
    );
  }
  return lines.join('\n');
};
