import type { Species } from '../../game/state.ts';
import type { Random } from '../../random.ts';
import type { ArenaConfig } from '../config/arena-config-schema.ts';
import { type DayStatus, firstDayStatus } from './game-status.ts';
import { buildPacket, type HistoryPointers } from './packet-builder.ts';
import { requiresAnswer } from '../../packets/index.ts';
import type { ArenaSeat, GameLogEvent, RequestOutcome, RulesEffect, WinSide } from './rules-types.ts';

/** One step of the rules: yields effects, is resumed with the outcome of each request. */
export type RulesStep<T = void> = Generator<RulesEffect, T, RequestOutcome | undefined>;

/** The state one game's rules own (the server's Game struct). Mutated only by the rules' generators. */
export type RulesContext = {
  readonly config: ArenaConfig;
  readonly seats: readonly ArenaSeat[];
  readonly gameId: string;
  readonly random: Random;
  /** By day: packets of day N report statuses[N-1]'s results. */
  readonly statuses: Map<number, DayStatus>;
  readonly pointers: HistoryPointers;
  /** Seats out of the game for good (the server's HasError). */
  readonly errored: Set<number>;
  day: number;
  winSide: WinSide;
  abortedByError: boolean;
  /** Requests answered late or not at all. */
  timeouts: number;
};

export const createRulesContext = (options: {
  config: ArenaConfig;
  seats: readonly ArenaSeat[];
  gameId: string;
  random: Random;
}): RulesContext => ({
  ...options,
  statuses: new Map([[0, firstDayStatus(options.seats.map((seat) => seat.idx))]]),
  pointers: { talk: new Map(), whisper: new Map() },
  errored: new Set(),
  day: 0,
  winSide: 'NONE',
  abortedByError: false,
  timeouts: 0,
});

export const currentStatus = (context: RulesContext): DayStatus => context.statuses.get(context.day) as DayStatus;

export const seatAt = (context: RulesContext, idx: number): ArenaSeat => context.seats[idx - 1] as ArenaSeat;

export const isAlive = (context: RulesContext, seat: ArenaSeat): boolean =>
  currentStatus(context).status.get(seat.idx) === 'ALIVE';

/** Errored agents stay ALIVE here, as in the server's status map. */
export const aliveSeats = (context: RulesContext): ArenaSeat[] =>
  context.seats.filter((seat) => isAlive(context, seat));

export const aliveWerewolves = (context: RulesContext): ArenaSeat[] =>
  aliveSeats(context).filter((seat) => seat.role === 'WEREWOLF');

export const speciesOf = (seat: ArenaSeat): Species => (seat.role === 'WEREWOLF' ? 'WEREWOLF' : 'HUMAN');

export const packetFor = (context: RulesContext, seat: ArenaSeat, request: string): Record<string, unknown> =>
  buildPacket(
    {
      gameId: context.gameId,
      config: context.config,
      seats: context.seats,
      day: context.day,
      current: currentStatus(context),
      previous: context.statuses.get(context.day - 1),
      pointers: context.pointers,
    },
    seat,
    request,
  );

export const recordOutcome = (context: RulesContext, seat: number, outcome: RequestOutcome): void => {
  if (outcome.ok) return;
  if (outcome.reason === 'timeout' || outcome.reason === 'bad-name-answer') context.timeouts++;
  if (outcome.fatal) context.errored.add(seat);
};

export const logEffect = (event: GameLogEvent): RulesEffect => ({ type: 'log', event });

/** Sends one request (built now, so it shows the state at this moment) and returns what came back. */
export function* send(context: RulesContext, seat: ArenaSeat, request: string): RulesStep<RequestOutcome> {
  const packet = packetFor(context, seat, request);
  const needsAnswer = requiresAnswer(request);
  const outcome: RequestOutcome = (yield { type: 'request', seat: seat.idx, request, packet, needsAnswer }) ?? {
    ok: false,
    fatal: false,
    reason: 'timeout',
  };
  recordOutcome(context, seat.idx, outcome);
  return outcome;
}

export function* sendToEveryone(context: RulesContext, request: string): RulesStep {
  for (const seat of context.seats) yield* send(context, seat, request);
}

/** The seat an answer names exactly, if it can be targeted: alive and not errored (errored = zombie). */
export const targetOf = (context: RulesContext, outcome: RequestOutcome): ArenaSeat | undefined => {
  if (!outcome.ok) return undefined;
  const target = context.seats.find((seat) => seat.name === outcome.text);
  return target !== undefined && isAlive(context, target) && !context.errored.has(target.idx) ? target : undefined;
};
