import type { Species } from '../../game/state.ts';
import type { Random } from '../../random.ts';
import type { ArenaConfig, PhaseAction, PhaseConfig } from '../config/arena-config-schema.ts';
import { type DayStatus, firstDayStatus, nextDayStatus } from './game-status.ts';
import { buildPacket, type HistoryPointers } from './packet-builder.ts';
import {
  ANSWERED_REQUESTS,
  type ArenaSeat,
  type GameLogEvent,
  type GameOutcome,
  type RequestOutcome,
  type RulesEffect,
  type WinSide,
  type WireVote,
} from './rules-types.ts';
import { storeTalkAnswer, type TalkRemain } from './store-talk.ts';

/**
 * The game master's rules as a generator: it yields what to send (and log) and is resumed with what the
 * agent answered. No I/O and no clock: the WebSocket server, the in-process runner and the tests drive it
 * the same way. The flow follows aiwolf-nlp-server's logic/game.go: day phases, night phases, the end
 * check after every phase and after the day advances, FINISH to everyone.
 */
export type GameMachine = Generator<RulesEffect, GameOutcome, RequestOutcome | undefined>;

/** Hook for freeform talk phases (issue 9); turn-based rounds when absent or when `duration` is unset. */
export type FreeformPhaseRunner = (options: {
  kind: 'talk' | 'whisper';
  participants: readonly ArenaSeat[];
  game: ArenaGameView;
}) => Generator<RulesEffect, void, RequestOutcome | undefined>;

/** Read/write access a phase runner needs; the machine owns the state. */
export type ArenaGameView = {
  readonly config: ArenaConfig;
  readonly seats: readonly ArenaSeat[];
  readonly random: Random;
  current(): DayStatus;
  isErrored(seat: number): boolean;
  packetFor(seat: ArenaSeat, request: string): Record<string, unknown>;
  recordOutcome(seat: number, outcome: RequestOutcome): void;
};

const speciesOf = (seat: ArenaSeat): Species => (seat.role === 'WEREWOLF' ? 'WEREWOLF' : 'HUMAN');

export function* playGame(options: {
  config: ArenaConfig;
  seats: readonly ArenaSeat[];
  gameId: string;
  random: Random;
  freeform?: FreeformPhaseRunner;
}): GameMachine {
  const { config, seats, gameId, random } = options;
  const statuses = new Map<number, DayStatus>([[0, firstDayStatus(seats.map((seat) => seat.idx))]]);
  const pointers: HistoryPointers = { talk: new Map(), whisper: new Map() };
  const errored = new Set<number>();
  let day = 0;
  let winSide: WinSide = 'NONE';
  let abortedByError = false;
  let timeouts = 0;

  const current = (): DayStatus => statuses.get(day) as DayStatus;
  const seatAt = (idx: number): ArenaSeat => seats[idx - 1] as ArenaSeat;
  const isAlive = (seat: ArenaSeat): boolean => current().status.get(seat.idx) === 'ALIVE';
  const aliveSeats = (): ArenaSeat[] => seats.filter(isAlive);
  const aliveWerewolves = (): ArenaSeat[] => seats.filter((seat) => isAlive(seat) && seat.role === 'WEREWOLF');
  const packetFor = (seat: ArenaSeat, request: string): Record<string, unknown> =>
    buildPacket(
      {
        gameId,
        config,
        seats,
        day,
        current: current(),
        previous: statuses.get(day - 1),
        pointers,
      },
      seat,
      request,
    );
  const recordOutcome = (seat: number, outcome: RequestOutcome): void => {
    if (outcome.ok) return;
    if (outcome.reason === 'timeout' || outcome.reason === 'bad-name-answer') timeouts++;
    if (outcome.fatal) errored.add(seat);
  };
  const log = (event: GameLogEvent): RulesEffect => ({ type: 'log', event });

  function* send(seat: ArenaSeat, request: string): Generator<RulesEffect, RequestOutcome, RequestOutcome | undefined> {
    const packet = packetFor(seat, request);
    const outcome = (yield {
      type: 'request',
      seat: seat.idx,
      request,
      packet,
      needsAnswer: ANSWERED_REQUESTS.has(request),
    }) ?? {
      ok: false,
      fatal: false,
      reason: 'timeout',
    };
    recordOutcome(seat.idx, outcome);
    return outcome;
  }

  function* sendToEveryone(request: string): Generator<RulesEffect, void, RequestOutcome | undefined> {
    for (const seat of seats) yield* send(seat, request);
  }

  /** An exact in-game name of a seat that can be targeted: alive and not errored (errored = zombie). */
  const targetOf = (outcome: RequestOutcome): ArenaSeat | undefined => {
    if (!outcome.ok) return undefined;
    const target = seats.find((seat) => seat.name === outcome.text);
    return target !== undefined && isAlive(target) && !errored.has(target.idx) ? target : undefined;
  };

  const statusEvent = (): GameLogEvent => ({
    type: 'status',
    day,
    seats: seats.map((seat) => ({
      idx: seat.idx,
      role: seat.role,
      status: errored.has(seat.idx) ? '' : (current().status.get(seat.idx) ?? 'ALIVE'),
      connectionName: seat.connectionName,
      name: seat.name,
    })),
  });

  const countAlive = (): { humans: number; werewolves: number } => {
    const alive = aliveSeats();
    const werewolves = alive.filter((seat) => seat.role === 'WEREWOLF').length;
    return { humans: alive.length - werewolves, werewolves };
  };

  const shouldFinish = (): boolean => {
    if (errored.size >= Math.floor(seats.length * config.server.max_continue_error_ratio)) {
      abortedByError = true;
      return true;
    }
    const { humans, werewolves } = countAlive();
    winSide = humans <= werewolves ? 'WEREWOLF' : werewolves === 0 ? 'VILLAGER' : 'NONE';
    return winSide !== 'NONE';
  };

  function* talkRounds(kind: 'talk' | 'whisper'): Generator<RulesEffect, void, RequestOutcome | undefined> {
    const participants = kind === 'talk' ? aliveSeats() : aliveWerewolves();
    if (participants.length < 2) return;
    const setting = kind === 'talk' ? config.game.talk : config.game.whisper;
    if (setting.duration !== undefined && options.freeform !== undefined) {
      const view: ArenaGameView = {
        config,
        seats,
        random,
        current,
        isErrored: (seat) => errored.has(seat),
        packetFor,
        recordOutcome,
      };
      yield* options.freeform({ kind, participants, game: view });
      return;
    }
    const status = current();
    const list = kind === 'talk' ? status.talks : status.whispers;
    const remain = new Map<number, TalkRemain>(
      participants.map((seat) => {
        const counters: TalkRemain = {
          count: setting.max_count.per_agent,
          skip: setting.max_skip,
        };
        if (setting.max_length.per_agent !== -1) counters.length = setting.max_length.per_agent;
        return [seat.idx, counters];
      }),
    );
    status.remain = remain;
    const order = random.shuffle(participants);
    // The server numbers talks from 0 in every phase (day-0 evening whispers restart at idx 0).
    let idx = 0;
    for (let turn = 0; turn < setting.max_count.per_day; turn++) {
      let spoke = false;
      for (const seat of order) {
        const counters = remain.get(seat.idx) as TalkRemain;
        if (errored.has(seat.idx) || counters.count <= 0 || (counters.length !== undefined && counters.length <= 0))
          continue;
        // The counter drops before the request, so the first TALK shows per_agent - 1.
        counters.count--;
        const outcome = yield* send(seat, kind === 'talk' ? 'TALK' : 'WHISPER');
        const text = storeTalkAnswer({
          text: outcome.ok ? outcome.text : '',
          failed: !outcome.ok,
          setting,
          remain: counters,
          speaker: seat.name,
          agentsInIndexOrder: seats.map((other) => other.name),
        });
        list.push({
          idx,
          day,
          turn,
          agent: seat.name,
          text,
          skip: text === 'Skip',
          over: text === 'Over',
        });
        yield log({ type: kind, day, idx, turn, agent: seat.idx, text });
        idx++;
        if (text !== 'Over') spoke = true;
      }
      if (!spoke) break;
    }
    status.remain = undefined;
  }

  /** Valid votes of one round, logged as they come (invalid ones leave no trace). */
  function* collectVotes(request: 'VOTE' | 'ATTACK', voters: readonly ArenaSeat[]) {
    const votes: WireVote[] = [];
    const selfAllowed = request === 'VOTE' ? config.game.vote.allow_self_vote : config.game.attack_vote.allow_self_vote;
    for (const voter of voters) {
      const target = targetOf(yield* send(voter, request));
      if (target === undefined || (!selfAllowed && target.idx === voter.idx)) continue;
      votes.push({ day, agent: voter.name, target: target.name });
      yield log({
        type: request === 'VOTE' ? 'vote' : 'attackVote',
        day,
        agent: voter.idx,
        target: target.idx,
      });
    }
    return votes;
  }

  /** Seats with the most votes, in seat order (the random tie-break makes the order irrelevant). */
  const topVoted = (votes: readonly WireVote[], counts: (vote: WireVote) => boolean): ArenaSeat[] => {
    const tally = new Map<string, number>();
    for (const vote of votes) if (counts(vote)) tally.set(vote.target, (tally.get(vote.target) ?? 0) + 1);
    const most = Math.max(0, ...tally.values());
    return seats.filter((seat) => most > 0 && tally.get(seat.name) === most);
  };

  function* execution(): Generator<RulesEffect, void, RequestOutcome | undefined> {
    let executed: ArenaSeat | undefined;
    let candidates: ArenaSeat[] = [];
    for (let round = 0; round < config.game.vote.max_count; round++) {
      current().votes = yield* collectVotes('VOTE', aliveSeats());
      candidates = topVoted(current().votes, () => true);
      if (candidates.length === 1) {
        executed = candidates[0];
        break;
      }
    }
    executed ??= random.pick(candidates);
    if (executed === undefined) return;
    const status = current();
    status.status.set(executed.idx, 'DEAD');
    status.executed = executed.idx;
    yield log({
      type: 'execute',
      day,
      agent: executed.idx,
      role: executed.role,
    });
    // The server's quirk: the medium result names the executed agent as `agent`, not the medium.
    status.mediumResult = {
      day,
      agent: executed.name,
      target: executed.name,
      result: speciesOf(executed),
    };
  }

  function* divine(): Generator<RulesEffect, void, RequestOutcome | undefined> {
    const seer = aliveSeats().find((seat) => seat.role === 'SEER');
    if (seer === undefined) return;
    const target = targetOf(yield* send(seer, 'DIVINE'));
    if (target === undefined || target.idx === seer.idx) return;
    const result = speciesOf(target);
    current().divineResult = {
      day,
      agent: seer.name,
      target: target.name,
      result,
    };
    yield log({
      type: 'divine',
      day,
      agent: seer.idx,
      target: target.idx,
      result,
    });
  }

  function* guard(): Generator<RulesEffect, void, RequestOutcome | undefined> {
    const bodyguard = aliveSeats().find((seat) => seat.role === 'BODYGUARD');
    if (bodyguard === undefined) return;
    const target = targetOf(yield* send(bodyguard, 'GUARD'));
    if (target === undefined || target.idx === bodyguard.idx) return;
    current().guard = { agent: bodyguard.idx, target: target.idx };
    yield log({
      type: 'guard',
      day,
      agent: bodyguard.idx,
      target: target.idx,
      targetRole: target.role,
    });
  }

  function* attack(): Generator<RulesEffect, void, RequestOutcome | undefined> {
    if (aliveWerewolves().length === 0) return;
    let attacked: ArenaSeat | undefined;
    let candidates: ArenaSeat[] = [];
    const notWerewolf = (vote: WireVote): boolean =>
      seats.find((seat) => seat.name === vote.target)?.role !== 'WEREWOLF';
    for (let round = 0; round < config.game.attack_vote.max_count; round++) {
      current().attackVotes = yield* collectVotes('ATTACK', aliveWerewolves());
      candidates = topVoted(current().attackVotes, notWerewolf);
      if (candidates.length === 1) {
        attacked = candidates[0];
        break;
      }
    }
    if (attacked === undefined && !config.game.attack_vote.allow_no_target) attacked = random.pick(candidates);
    const status = current();
    if (attacked === undefined) {
      yield log({ type: 'attack', day, target: -1, success: true });
      return;
    }
    const guarded =
      status.guard !== undefined && status.guard.target === attacked.idx && isAlive(seatAt(status.guard.agent));
    if (guarded) {
      yield log({ type: 'attack', day, target: attacked.idx, success: false });
      return;
    }
    status.status.set(attacked.idx, 'DEAD');
    status.attacked = attacked.idx;
    yield log({ type: 'attack', day, target: attacked.idx, success: true });
  }

  function* runAction(action: PhaseAction): Generator<RulesEffect, void, RequestOutcome | undefined> {
    switch (action) {
      case 'talk':
        return yield* talkRounds('talk');
      case 'whisper':
        return yield* talkRounds('whisper');
      case 'execution':
        return yield* execution();
      case 'divine':
        return yield* divine();
      case 'guard':
        return yield* guard();
      case 'attack':
        return yield* attack();
    }
  }

  /** Runs the section's phases; true when the game must end (checked after every phase). */
  function* runPhases(phases: readonly PhaseConfig[]): Generator<RulesEffect, boolean, RequestOutcome | undefined> {
    for (const phase of phases) {
      if (phase.only_day !== undefined && phase.only_day !== day) continue;
      if (phase.except_day !== undefined && phase.except_day === day) continue;
      for (const action of phase.actions) yield* runAction(action);
      if (shouldFinish()) return true;
    }
    return false;
  }

  yield* sendToEveryone('INITIALIZE');
  for (;;) {
    yield* sendToEveryone('DAILY_INITIALIZE');
    yield log(statusEvent());
    // As on the server, a day that ends the game still runs the night's DAILY_FINISH and first phase.
    yield* runPhases(config.logic.day_phases);
    yield* sendToEveryone('DAILY_FINISH');
    yield* runPhases(config.logic.night_phases);
    statuses.set(day + 1, nextDayStatus(current()));
    day++;
    if (config.game.max_day >= 0 && day >= config.game.max_day + 1) break;
    if (shouldFinish()) break;
  }
  yield* sendToEveryone('FINISH');
  yield log(statusEvent());
  const { humans, werewolves } = countAlive();
  yield log({ type: 'result', day, humans, werewolves, winSide });
  return {
    gameId,
    winSide,
    abortedByError,
    finalDay: day,
    seats,
    errored: [...errored],
    timeouts,
    alive: aliveSeats().map((seat) => seat.idx),
  };
}
