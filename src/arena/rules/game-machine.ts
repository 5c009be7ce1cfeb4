import type { Random } from '../../random.ts';
import type { ArenaConfig, PhaseAction, PhaseConfig } from '../config/arena-config-schema.ts';
import { countAlive, shouldFinish, statusEvent } from './game-end.ts';
import { nextDayStatus } from './game-status.ts';
import { attack, divine, execution, guard } from './night-actions.ts';
import type { FreeformPhaseRunner } from './phase-runner.ts';
import {
  aliveSeats,
  createRulesContext,
  currentStatus,
  logEffect,
  type RulesContext,
  type RulesStep,
  sendToEveryone,
} from './rules-context.ts';
import type { ArenaSeat, GameOutcome, RequestOutcome, RulesEffect } from './rules-types.ts';
import { talkRounds } from './talk-rounds.ts';

export type { ArenaGameView, FreeformPhaseRunner } from './phase-runner.ts';

/**
 * The game master's rules as a generator: it yields what to send (and log) and is resumed with what the
 * agent answered. No I/O and no clock: the WebSocket server, the in-process runner and the tests drive it
 * the same way. The flow follows aiwolf-nlp-server's logic/game.go: day phases, night phases, the end
 * check after every phase and after the day advances, FINISH to everyone.
 */
export type GameMachine = Generator<RulesEffect, GameOutcome, RequestOutcome | undefined>;

function* runAction(context: RulesContext, action: PhaseAction, freeform?: FreeformPhaseRunner): RulesStep {
  switch (action) {
    case 'talk':
      return yield* talkRounds(context, 'talk', freeform);
    case 'whisper':
      return yield* talkRounds(context, 'whisper', freeform);
    case 'execution':
      return yield* execution(context);
    case 'divine':
      return yield* divine(context);
    case 'guard':
      return yield* guard(context);
    case 'attack':
      return yield* attack(context);
  }
}

/** Runs a section's phases of today; true when the game must end (checked after every phase). */
function* runPhases(
  context: RulesContext,
  phases: readonly PhaseConfig[],
  freeform?: FreeformPhaseRunner,
): RulesStep<boolean> {
  for (const phase of phases) {
    if (phase.only_day !== undefined && phase.only_day !== context.day) continue;
    if (phase.except_day !== undefined && phase.except_day === context.day) continue;
    for (const action of phase.actions) yield* runAction(context, action, freeform);
    if (shouldFinish(context)) return true;
  }
  return false;
}

export function* playGame(options: {
  config: ArenaConfig;
  seats: readonly ArenaSeat[];
  gameId: string;
  random: Random;
  freeform?: FreeformPhaseRunner;
}): GameMachine {
  const context = createRulesContext(options);
  const { config } = context;
  yield* sendToEveryone(context, 'INITIALIZE');
  for (;;) {
    yield* sendToEveryone(context, 'DAILY_INITIALIZE');
    yield logEffect(statusEvent(context));
    // As on the server, a day that ends the game still runs the night's DAILY_FINISH and first phase.
    yield* runPhases(context, config.logic.day_phases, options.freeform);
    yield* sendToEveryone(context, 'DAILY_FINISH');
    yield* runPhases(context, config.logic.night_phases, options.freeform);
    context.statuses.set(context.day + 1, nextDayStatus(currentStatus(context)));
    context.day++;
    if (config.game.max_day >= 0 && context.day >= config.game.max_day + 1) break;
    if (shouldFinish(context)) break;
  }
  yield* sendToEveryone(context, 'FINISH');
  yield logEffect(statusEvent(context));
  const { humans, werewolves } = countAlive(context);
  yield logEffect({ type: 'result', day: context.day, humans, werewolves, winSide: context.winSide });
  return {
    gameId: context.gameId,
    winSide: context.winSide,
    abortedByError: context.abortedByError,
    finalDay: context.day,
    seats: context.seats,
    errored: [...context.errored],
    timeouts: context.timeouts,
    alive: aliveSeats(context).map((seat) => seat.idx),
  };
}
