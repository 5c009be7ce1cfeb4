import type { GameRole } from '../game/state.ts';
import { createRandom } from '../random.ts';
import { isPassTalk } from './published-talk.ts';
import type { ReplayGame } from './replay-game.ts';

/** A real talk turn a pair may be drawn at. */
export type TalkTurn = {
  readonly game: ReplayGame;
  readonly seat: number;
  readonly day: number;
  /** The talk's index within the day and its turn, as in the log. */
  readonly talkIdx: number;
  readonly turn: number;
  readonly text: string;
  /** 1 = the seat's first talk decision of the game, 2 = its second… (replay asks every one of them). */
  readonly ordinal: number;
};

/**
 * Every turn of `game` a pair may be drawn at: day ≥ 1 (day 0 is greetings) and a real utterance,
 * not a pass; only seats dealt `roles` when given.
 */
export const talkTurnsOf = (game: ReplayGame, roles?: ReadonlySet<GameRole>): TalkTurn[] => {
  const ordinals = new Map<number, number>();
  const turns: TalkTurn[] = [];
  const roleOf = new Map(game.seats.map((seat) => [seat.idx, seat.role]));
  for (const event of game.events) {
    if (event.type !== 'talk') continue;
    const ordinal = (ordinals.get(event.agent) ?? 0) + 1;
    ordinals.set(event.agent, ordinal);
    const role = roleOf.get(event.agent);
    if (event.day < 1 || isPassTalk(event.text) || role === undefined) continue;
    if (roles !== undefined && !roles.has(role)) continue;
    turns.push({
      game,
      seat: event.agent,
      day: event.day,
      talkIdx: event.idx,
      turn: event.turn,
      text: event.text,
      ordinal,
    });
  }
  return turns;
};

/**
 * The order in which one folder's turns are tried, fixed by the seed alone (never by the brain), so
 * two brains or two prompt sets meet the same turns: the games in a seeded order, each with its turns
 * in the order they are tried, seats taking turns (seats in a seeded order, each seat's turns too).
 */
export const talkTurnQueues = (
  games: readonly ReplayGame[],
  seed: string,
  roles?: ReadonlySet<GameRole>,
): TalkTurn[][] => {
  const random = createRandom(seed);
  return random
    .shuffle(games)
    .map((game) => {
      const bySeat = new Map<number, TalkTurn[]>();
      for (const turn of talkTurnsOf(game, roles)) bySeat.set(turn.seat, [...(bySeat.get(turn.seat) ?? []), turn]);
      const seats = random
        .shuffle([...bySeat.keys()].sort((left, right) => left - right))
        .map((seat) => random.shuffle(bySeat.get(seat) ?? []));
      const queue: TalkTurn[] = [];
      for (let round = 0; queue.length < seats.flat().length; round++)
        for (const seat of seats) if (seat[round] !== undefined) queue.push(seat[round]!);
      return queue;
    })
    .filter((queue) => queue.length > 0);
};

/**
 * How many pairs each game gives (same order as the queues): one per game in turn, pass after pass,
 * until `perFolder` or every game is out of turns, so N pairs cover min(N, games) games.
 */
export const pairsPerGame = (queues: readonly (readonly TalkTurn[])[], perFolder: number): number[] => {
  const counts = queues.map(() => 0);
  let left = perFolder;
  for (let pass = 0; left > 0; pass++) {
    let gave = false;
    queues.forEach((queue, index) => {
      if (left > 0 && queue.length > pass) {
        counts[index]!++;
        left--;
        gave = true;
      }
    });
    if (!gave) break;
  }
  return counts;
};
