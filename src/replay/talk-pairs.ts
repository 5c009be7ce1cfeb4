import { createHash } from 'node:crypto';
import type { BrainFactory } from '../brain/brain.ts';
import { FALLBACK_LENGTH_LIMITS, serverProcessTalk } from '../game/index.ts';
import type { GameRole, GameState } from '../game/state.ts';
import { createRandom } from '../random.ts';
import { pairsPerGame, type TalkTurn, talkTurnQueues } from './draw-talk-turns.ts';
import { fromGameRecord } from './from-game-record.ts';
import type { LoadedGame } from './load-games.ts';
import { type PairView, pairView } from './pair-context.ts';
import { isPassTalk, publishedTalk } from './published-talk.ts';
import type { ReplayGame } from './replay-game.ts';
import { replaySeat, type SeatDecision } from './replay-seat.ts';
import { runJobs } from './run-jobs.ts';
import type { DrawnTurnGate } from './drawn-turn-gate.ts';
import type { PairKey, PairSide, TalkPair } from './talk-pair-schema.ts';

export type TalkPairsOptions = {
  readonly games: readonly LoadedGame[];
  readonly factory: BrainFactory;
  /** The brain's name, written to the key. */
  readonly brain: string;
  /** Fixes the turns drawn, the A/B order and every brain's seed. */
  readonly seed: string;
  readonly perFolder: number;
  readonly roles?: ReadonlySet<GameRole>;
  /** Seats replayed at once (for a model-backed brain). */
  readonly concurrency?: number;
  /**
   * The model is asked only at the drawn turns: each round replays a seat with the gate opened at that
   * round's turns of it, and its earlier decisions are the rule brain's (see drawn-turn-gate.ts).
   */
  readonly modelAtDrawnTurns?: DrawnTurnGate;
  /** The time (ms) a seat has for each answer, instead of the game's `timeout.action`. */
  readonly decisionTimeoutMs?: number;
  /** Called after each seat replayed, with the seats replayed and the seats queued so far. */
  readonly onProgress?: (replayed: number, queued: number) => void;
};

export type FolderDraw = {
  /** Pairs written. */
  readonly pairs: number;
  /** Turns tried: pairs plus the turns where our brain passed (`Over`, `Skip`, nothing left after formatting). */
  readonly tried: number;
  readonly oursPassed: number;
  /** Turns available in the folder (day ≥ 1, the real agent said something). */
  readonly available: number;
};

export type TalkPairsResult = {
  readonly pairs: TalkPair[];
  readonly keys: PairKey[];
  readonly byFolder: Readonly<Record<string, FolderDraw>>;
};

/** What replay saw at one of a seat's talk turns: our decision and the seat's state just before it. */
type SeatTalk = { readonly decision: SeatDecision; readonly state: GameState };
/** A turn kept for a pair, with our line as the logs would print it. */
type Accepted = { readonly turn: TalkTurn; readonly talk: SeatTalk; readonly line: string };

/** Stable for a turn, so two drawings (two brains, two prompt sets) give the same turn the same id. */
export const pairId = (turn: TalkTurn): string =>
  `t${createHash('sha256').update(`${turn.game.id}/${turn.day}/${turn.talkIdx}`).digest('hex').slice(0, 10)}`;

/** Our frame as the server would have stored it (the `" @Name "` spacing, the length cut), then as the logs print it. */
const ourPublishedLine = (state: GameState, frame: string): string => {
  if (isPassTalk(frame)) return '';
  const talk = state.settings?.talk;
  const stored = serverProcessTalk({
    text: frame,
    limits: talk?.maxLength ?? FALLBACK_LENGTH_LIMITS,
    maxSkip: talk?.maxSkip ?? 0,
    remainSkip: state.remain.skip ?? 0,
    ...(state.remain.length === undefined ? {} : { remainLength: state.remain.length }),
    speaker: state.self,
    agentNames: state.agents,
    mode: talk?.duration === undefined ? 'turn' : 'freeform',
  }).storedText;
  const line = publishedTalk(stored);
  return isPassTalk(line) ? '' : line;
};

/**
 * Blind talk pairs from real games: for each folder, turns are tried in a seeded order
 * (`talkTurnOrder`); our brain replays the turn's seat up to that turn (exactly as `replay` does,
 * same brain seed) and says its line there; a turn where our brain passes is skipped and the next one
 * tried, until `perFolder` pairs or the folder runs out. Each pair shows the seat's view of the game
 * and both lines formatted as the logs print them, in a seeded random order.
 */
export const drawTalkPairs = async (options: TalkPairsOptions): Promise<TalkPairsResult> => {
  const finished = options.games.filter((game) => game.record.winner !== undefined);
  const logOf = new Map<string, string>();
  const folders = new Map<string, ReplayGame[]>();
  for (const loaded of finished) {
    const game = fromGameRecord(loaded.record, loaded.folder);
    logOf.set(game.id, loaded.path);
    folders.set(game.folder, [...(folders.get(game.folder) ?? []), game]);
  }
  const plans = [...folders.keys()].sort().map((folder) => {
    const queues = talkTurnQueues(folders.get(folder) ?? [], `${options.seed}/talk-pairs/${folder}`, options.roles);
    const wanted = pairsPerGame(queues, options.perFolder);
    return {
      folder,
      games: queues.map((queue, index) => ({
        queue,
        wanted: wanted[index] ?? 0,
        next: 0,
        accepted: [] as Accepted[],
      })),
      available: queues.flat().length,
      oursPassed: 0,
    };
  });
  let replayed = 0;
  let queued = 0;
  const seats = new Map<string, SeatTalk[]>();
  const seatKey = (turn: TalkTurn): string => `${turn.game.id}#${turn.seat}`;

  /** A seat to replay up to its `last` talk turn; the model asked at `drawn` (with the gate). */
  type Need = { readonly last: TalkTurn; readonly drawn: Set<number> };
  const gate = options.modelAtDrawnTurns;
  const replayUpTo = async (needs: Map<string, Need>): Promise<void> => {
    const jobs = [...needs.values()];
    queued += jobs.length;
    await runJobs({
      jobs,
      concurrency: options.concurrency ?? 1,
      run: async ({ last: job, drawn }) => {
        const states: GameState[] = [];
        const decisions = await replaySeat({
          game: job.game,
          seat: job.seat,
          factory: options.factory,
          seed: options.seed,
          stopAfterTalks: job.ordinal,
          ...(gate === undefined ? {} : { modelTurns: { gate, talkOrdinals: drawn } }),
          ...(options.decisionTimeoutMs === undefined ? {} : { decisionTimeoutMs: options.decisionTimeoutMs }),
          onView: (state, request) => {
            if (request === 'TALK') states.push(state);
          },
        });
        const talks = decisions.filter((decision) => decision.request === 'TALK');
        seats.set(
          seatKey(job),
          talks.map((decision, index) => ({ decision, state: states[index]! })),
        );
        replayed++;
        options.onProgress?.(replayed, queued);
      },
    });
  };

  for (;;) {
    // This round's turns: as many per game as it still lacks (a turn where our brain passed is
    // replaced by the same game's next one, so the spread over games holds whatever the brain says).
    const round = plans.flatMap((plan) =>
      plan.games.flatMap((game) => {
        const taken = game.queue.slice(game.next, game.next + Math.max(0, game.wanted - game.accepted.length));
        game.next += taken.length;
        return taken.map((turn) => ({ plan, game, turn }));
      }),
    );
    if (round.length === 0) break;
    const needs = new Map<string, Need>();
    for (const { turn } of round) {
      const key = seatKey(turn);
      const have = seats.get(key)?.length ?? 0;
      const need = needs.get(key);
      // With the gate, a turn an earlier replay reached without asking the model is replayed again.
      if (turn.ordinal <= have && gate === undefined) continue;
      if (need === undefined) needs.set(key, { last: turn, drawn: new Set([turn.ordinal]) });
      else {
        need.drawn.add(turn.ordinal);
        if (need.last.ordinal < turn.ordinal) needs.set(key, { last: turn, drawn: need.drawn });
      }
    }
    await replayUpTo(needs);
    for (const { plan, game, turn } of round) {
      const talk = seats.get(seatKey(turn))?.[turn.ordinal - 1];
      if (talk === undefined)
        throw new Error(`replay: ${turn.game.id} seat ${turn.seat} has no talk turn ${turn.ordinal}`);
      const line = 'text' in talk.decision.ours ? ourPublishedLine(talk.state, talk.decision.ours.text) : '';
      if (line === '') plan.oursPassed++;
      else game.accepted.push({ turn, talk, line });
    }
  }

  const pairs: TalkPair[] = [];
  const keys: PairKey[] = [];
  const byFolder: Record<string, FolderDraw> = {};
  for (const plan of plans) {
    // Game after game, pass after pass: the first pairs of the file already cover the most games.
    const ordered: Accepted[] = [];
    for (let pass = 0; plan.games.some((game) => game.accepted.length > pass); pass++)
      for (const game of plan.games) if (game.accepted[pass] !== undefined) ordered.push(game.accepted[pass]!);
    for (const { turn, talk, line: oursLine } of ordered) {
      const id = pairId(turn);
      const ours: PairSide = createRandom(`${options.seed}/talk-pairs/sides/${id}`).next() < 0.5 ? 'A' : 'B';
      const seat = turn.game.seats.find((entry) => entry.idx === turn.seat)!;
      const view: PairView = pairView(talk.state, guardsOf(turn.game, turn.seat));
      const realLine = publishedTalk(turn.text);
      pairs.push({
        id,
        lang: turn.game.lang,
        ...view,
        A: ours === 'A' ? oursLine : realLine,
        B: ours === 'A' ? realLine : oursLine,
      });
      keys.push({
        id,
        ours,
        folder: plan.folder,
        log: logOf.get(turn.game.id) ?? turn.game.id,
        gameId: turn.game.id,
        day: turn.day,
        talkIdx: turn.talkIdx,
        turn: turn.turn,
        seat: seat.name,
        seatIdx: seat.idx,
        team: seat.team,
        brain: options.brain,
        seed: options.seed,
        source: talk.decision.source,
        ...(talk.decision.answeredBy === undefined ? {} : { answeredBy: talk.decision.answeredBy }),
      });
    }
    byFolder[plan.folder] = {
      pairs: ordered.length,
      tried: plan.games.reduce((sum, game) => sum + game.next, 0),
      oursPassed: plan.oursPassed,
      available: plan.available,
    };
  }
  return { pairs, keys, byFolder };
};

/** The seat's own guards (the server never sends them back; the seat knows what it chose). */
const guardsOf = (game: ReplayGame, seat: number): { day: number; target: string }[] => {
  const nameOf = new Map(game.seats.map((entry) => [entry.idx, entry.name]));
  return game.events.flatMap((event) =>
    event.type === 'guard' && event.agent === seat ? [{ day: event.day, target: nameOf.get(event.target) ?? '' }] : [],
  );
};
