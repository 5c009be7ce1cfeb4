import {
  aliveSeats,
  aliveWerewolves,
  currentStatus,
  isAlive,
  logEffect,
  type RulesContext,
  type RulesStep,
  seatAt,
  send,
  speciesOf,
  targetOf,
} from './rules-context.ts';
import type { ArenaSeat, ServerVote } from './rules-types.ts';
import { collectVotes, topVoted } from './voting.ts';

/**
 * Execution (logic/execution.go): `vote.max_count` voting rounds while the top is tied, then a random
 * pick among the tied; no valid vote, nobody executed. Also sets the medium's result.
 */
export function* execution(context: RulesContext): RulesStep {
  let executed: ArenaSeat | undefined;
  let candidates: ArenaSeat[] = [];
  for (let round = 0; round < context.config.game.vote.max_count; round++) {
    // Each round replaces the list: only the final round shows in tomorrow's vote_list.
    currentStatus(context).votes = yield* collectVotes(context, 'VOTE', aliveSeats(context));
    candidates = topVoted(context, currentStatus(context).votes, () => true);
    if (candidates.length === 1) {
      executed = candidates[0];
      break;
    }
  }
  executed ??= context.random.pick(candidates);
  if (executed === undefined) return;
  const status = currentStatus(context);
  status.status.set(executed.idx, 'DEAD');
  status.executed = executed.idx;
  yield logEffect({ type: 'execute', day: context.day, agent: executed.idx, role: executed.role });
  // The server's quirk: the medium result names the executed agent as `agent`, not the medium.
  status.mediumResult = { day: context.day, agent: executed.name, target: executed.name, result: speciesOf(executed) };
}

/** Divination by the first living seer; no result for a dead, errored or self target. */
export function* divine(context: RulesContext): RulesStep {
  const seer = aliveSeats(context).find((seat) => seat.role === 'SEER');
  if (seer === undefined) return;
  const target = targetOf(context, yield* send(context, seer, 'DIVINE'));
  if (target === undefined || target.idx === seer.idx) return;
  const result = speciesOf(target);
  currentStatus(context).divineResult = { day: context.day, agent: seer.name, target: target.name, result };
  yield logEffect({ type: 'divine', day: context.day, agent: seer.idx, target: target.idx, result });
}

/** Guard by the first living bodyguard, for this night only; never self. */
export function* guard(context: RulesContext): RulesStep {
  const bodyguard = aliveSeats(context).find((seat) => seat.role === 'BODYGUARD');
  if (bodyguard === undefined) return;
  const target = targetOf(context, yield* send(context, bodyguard, 'GUARD'));
  if (target === undefined || target.idx === bodyguard.idx) return;
  currentStatus(context).guard = { agent: bodyguard.idx, target: target.idx };
  yield logEffect({
    type: 'guard',
    day: context.day,
    agent: bodyguard.idx,
    target: target.idx,
    targetRole: target.role,
  });
}

/**
 * Attack (logic/attack.go): rounds like voting among living werewolves; votes for a werewolf are dropped
 * at the tally; a tie after the last round is broken at random unless `allow_no_target`. A guard by a
 * living bodyguard saves the target (and hides it from tomorrow's attacked_agent).
 */
export function* attack(context: RulesContext): RulesStep {
  if (aliveWerewolves(context).length === 0) return;
  const notWerewolf = (vote: ServerVote): boolean =>
    context.seats.find((seat) => seat.name === vote.target)?.role !== 'WEREWOLF';
  let attacked: ArenaSeat | undefined;
  let candidates: ArenaSeat[] = [];
  for (let round = 0; round < context.config.game.attack_vote.max_count; round++) {
    currentStatus(context).attackVotes = yield* collectVotes(context, 'ATTACK', aliveWerewolves(context));
    candidates = topVoted(context, currentStatus(context).attackVotes, notWerewolf);
    if (candidates.length === 1) {
      attacked = candidates[0];
      break;
    }
  }
  if (attacked === undefined && !context.config.game.attack_vote.allow_no_target) {
    attacked = context.random.pick(candidates);
  }
  const { day } = context;
  if (attacked === undefined) {
    yield logEffect({ type: 'attack', day, target: -1, success: true });
    return;
  }
  const status = currentStatus(context);
  const guardedBy = status.guard?.target === attacked.idx ? status.guard.agent : undefined;
  if (guardedBy !== undefined && isAlive(context, seatAt(context, guardedBy))) {
    yield logEffect({ type: 'attack', day, target: attacked.idx, success: false });
    return;
  }
  status.status.set(attacked.idx, 'DEAD');
  status.attacked = attacked.idx;
  yield logEffect({ type: 'attack', day, target: attacked.idx, success: true });
}
