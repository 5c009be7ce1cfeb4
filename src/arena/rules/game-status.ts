import type { AliveStatus } from '../../game/state.ts';
import type { ServerJudgement, ServerTalk, ServerVote } from './rules-types.ts';
import type { TalkRemain } from './store-talk.ts';

/**
 * What happened on one day (the server's GameStatus). Packets of day N report `statuses[N-1]`'s results
 * ("previous day" semantics) and `statuses[N]`'s status map and talk.
 */
export type DayStatus = {
  readonly day: number;
  /** By seat index. Errored agents stay ALIVE here, as on the server. */
  readonly status: Map<number, AliveStatus>;
  readonly talks: ServerTalk[];
  readonly whispers: ServerTalk[];
  /** Final voting round only (what `vote_list` shows the next day). */
  votes: ServerVote[];
  attackVotes: ServerVote[];
  executed?: number;
  attacked?: number;
  divineResult?: ServerJudgement;
  mediumResult?: ServerJudgement;
  guard?: { readonly agent: number; readonly target: number };
  /** Set while a talk or whisper phase runs; packets then carry remain_*. */
  remain?: Map<number, TalkRemain> | undefined;
};

export const firstDayStatus = (seats: readonly number[]): DayStatus => ({
  day: 0,
  status: new Map(seats.map((seat) => [seat, 'ALIVE'] as const)),
  talks: [],
  whispers: [],
  votes: [],
  attackVotes: [],
});

/** The next day starts with the same deaths and nothing else. */
export const nextDayStatus = (previous: DayStatus): DayStatus => ({
  day: previous.day + 1,
  status: new Map(previous.status),
  talks: [],
  whispers: [],
  votes: [],
  attackVotes: [],
});
