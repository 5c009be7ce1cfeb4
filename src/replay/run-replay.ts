import type { BrainFactory } from '../brain/brain.ts';
import type { GameRole } from '../game/state.ts';
import type { GameRecord } from '../game-log/index.ts';
import { fromGameRecord } from './from-game-record.ts';
import { buildReport, type ReplayedGame, type ReplayReport } from './replay-report.ts';
import { replaySeat, type SeatDecision } from './replay-seat.ts';
import { runJobs } from './run-jobs.ts';

export type ReplayInput = { readonly folder: string; readonly record: GameRecord };

export type ReplayOptions = {
  readonly games: readonly ReplayInput[];
  readonly factory: BrainFactory;
  /** Seeds every brain (with the game and seat), so a run is reproducible. */
  readonly seed: string;
  /** Only seats dealt these roles are replayed (all when absent). */
  readonly roles?: ReadonlySet<GameRole>;
  /** Seats replayed at once (for a model-backed brain; the rule brain gains nothing from more). */
  readonly concurrency?: number;
  /** The time (ms) a seat has for each answer, instead of the game's `timeout.action`. */
  readonly decisionTimeoutMs?: number;
  /** Called after each seat with the seats done and the total. */
  readonly onProgress?: (done: number, total: number) => void;
};

/**
 * Replays every seat of every finished game with our brain and pools the figures. Unfinished games
 * (no winner) are left out, as the official metrics do.
 */
export const runReplay = async (options: ReplayOptions): Promise<{ report: ReplayReport; games: ReplayedGame[] }> => {
  const finished = options.games.filter((game) => game.record.winner !== undefined);
  const jobs = finished.flatMap((game, gameIndex) =>
    game.record.seats
      .filter((seat) => options.roles === undefined || options.roles.has(seat.role))
      .map((seat) => ({ gameIndex, seat: seat.idx })),
  );
  const replayGames = finished.map((game) => fromGameRecord(game.record, game.folder));
  const decisions: SeatDecision[][] = finished.map(() => []);
  const results: SeatDecision[][] = new Array(jobs.length);
  let done = 0;
  await runJobs({
    jobs,
    concurrency: options.concurrency ?? 1,
    run: async (job, index) => {
      results[index] = await replaySeat({
        game: replayGames[job.gameIndex]!,
        seat: job.seat,
        factory: options.factory,
        seed: options.seed,
        ...(options.decisionTimeoutMs === undefined ? {} : { decisionTimeoutMs: options.decisionTimeoutMs }),
      });
      done++;
      options.onProgress?.(done, jobs.length);
    },
  });
  // Gathered in job order, so the report does not depend on which seat finished first.
  jobs.forEach((job, index) => {
    decisions[job.gameIndex]!.push(...(results[index] ?? []));
  });
  const games = finished.map((game, index) => ({
    record: game.record,
    folder: game.folder,
    decisions: decisions[index]!,
  }));
  return { report: buildReport(games), games };
};
