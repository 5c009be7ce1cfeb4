import {
  aliveOn,
  executedOn,
  type GameRecord,
  type GameRoleName,
  nightAliveOn,
  nightDays,
  roleOf,
  voteDays,
  werewolvesOf,
} from '../game-log/index.ts';
import { declaredHumanVotes, type SideReader } from './declared-human-votes.ts';
import { attackCandidates, nightActionCandidates, scoreDivination, scoreVote } from './decision-scores.ts';
import { mentionFinder } from './mentions.ts';
import { countSharedTalks } from './shared-talks.ts';
import { type SeatCounts, type SeatMetrics, zeroSeatCounts } from './seat-metrics-schema.ts';
import { sideOf } from './side.ts';

/** Talks that say nothing: a day made only of these is a silent day. */
export const SILENT_TALKS: ReadonlySet<string> = new Set(['Over', 'Skip', '[PASS]']);

/**
 * The official metrics' numerators and denominators for every seat of one finished game (see
 * `../shared/spec/official-metrics.md`; the definitions follow the organisers' score tool exactly).
 * Returns nothing for an unfinished game: only games with a winner count.
 */
export const seatMetrics = (
  record: GameRecord,
  folder = '',
  options: {
    /**
     * False leaves the four mention counts at 0: finding names in every talk is most of the cost of a
     * game's metrics, and the arena's per-brain summary (accuracy and error behaviour) reads none of them.
     */
    readonly mentions?: boolean;
    /** Reads what each agent said about others' sides; without it votes on a declared human go unchecked. */
    readonly readSides?: SideReader;
  } = {},
): SeatMetrics[] => {
  const winner = record.winner;
  if (!winner) return [];
  const counts = new Map<number, SeatCounts>(record.seats.map((seat) => [seat.idx, zeroSeatCounts()]));
  const add = (idx: number, key: keyof SeatCounts, amount = 1): void => {
    const seat = counts.get(idx);
    if (seat) seat[key] += amount;
  };
  countVotes(record, add);
  countNightTargets(record, add);
  countMissedNightActions(record, add);
  countTalks(record, add);
  countSharedTalks(record, add, SILENT_TALKS);
  if (options.mentions !== false) countMentions(record, add);
  if (options.readSides !== undefined) {
    for (const [idx, { votes, onDeclaredHuman }] of declaredHumanVotes(record, options.readSides)) {
      add(idx, 'votesReadForDeclaredHuman', votes);
      add(idx, 'votesOnDeclaredHuman', onDeclaredHuman);
    }
  }

  const werewolves = werewolvesOf(record).length;
  const finalAlive = new Set(aliveOn(record, record.lastDay));
  const executed = new Set(record.executions.map((execution) => execution.agent));
  return record.seats.map((seat) => {
    const seatCounts = counts.get(seat.idx)!;
    seatCounts.win = sideOf(seat.role) === winner ? 1 : 0;
    seatCounts.survived = finalAlive.has(seat.idx) ? 1 : 0;
    seatCounts.executed = executed.has(seat.idx) ? 1 : 0;
    return {
      folder,
      game: record.id,
      idx: seat.idx,
      connectionName: seat.connectionName,
      name: seat.name,
      team: seat.team,
      role: seat.role,
      side: sideOf(seat.role),
      players: record.seats.length,
      werewolves,
      winner,
      counts: seatCounts,
    };
  });
};

type Add = (idx: number, key: keyof SeatCounts, amount?: number) => void;

const isWerewolf = (record: GameRecord, idx: number): boolean => roleOf(record, idx) === 'WEREWOLF';

const countVotes = (record: GameRecord, add: Add): void => {
  for (const day of voteDays(record)) {
    const votes = record.votes.filter((vote) => vote.day === day);
    const alive = aliveOn(record, day);
    const executedToday = executedOn(record, day).length;
    const crossVotes = votes.filter((vote) => vote.agent !== vote.target);
    const share = alive.length > 1 ? 1 / (alive.length - 1) : 0;
    const voters = new Set(votes.map((vote) => vote.agent));
    for (const me of alive) {
      // Counted, not filtered into two lists per seat and day: the same integers.
      let others = 0;
      let received = 0;
      for (const vote of crossVotes) {
        if (vote.agent === me) continue;
        others++;
        if (vote.target === me) received++;
      }
      add(me, 'votesReceivedOpportunities', others);
      add(me, 'votesReceived', received);
      add(me, 'votesReceivedExpected', others * share);
      add(me, 'voteDaysAlive');
      add(me, 'executedExpected', executedToday / alive.length);
      if (!voters.has(me)) add(me, 'missedVotes');
    }
    for (const vote of votes) {
      const score = scoreVote({ record, day, voter: vote.agent, target: vote.target });
      add(vote.agent, 'votesCast');
      if (vote.agent === vote.target) add(vote.agent, 'selfVotes');
      add(vote.agent, 'votesOnWerewolves', score.hit);
      if (score.hit && vote.agent !== vote.target) add(vote.agent, 'votesOnOtherWerewolves');
      add(vote.agent, 'votesOnWerewolvesExpected', score.expected);
    }
  }
};

const countReceived = (options: {
  add: Add;
  candidates: readonly number[];
  target: number;
  keys: readonly [keyof SeatCounts, keyof SeatCounts, keyof SeatCounts];
}): void => {
  if (options.candidates.length === 0) return;
  const [received, opportunities, expected] = options.keys;
  for (const idx of options.candidates) {
    options.add(idx, opportunities);
    options.add(idx, expected, 1 / options.candidates.length);
  }
  options.add(options.target, received);
};

const countNightTargets = (record: GameRecord, add: Add): void => {
  for (const divine of record.divines) {
    const candidates = nightActionCandidates(record, divine.day, divine.agent);
    countReceived({
      add,
      candidates,
      target: divine.target,
      keys: ['divinedReceived', 'divinedOpportunities', 'divinedExpected'],
    });
    const score = scoreDivination({ record, day: divine.day, seer: divine.agent, target: divine.target });
    add(divine.agent, 'divinations');
    add(divine.agent, 'divinationsOnWerewolves', score.hit);
    add(divine.agent, 'divinationsOnWerewolvesExpected', score.expected);
  }
  for (const guard of record.guards) {
    const candidates = nightActionCandidates(record, guard.day, guard.agent);
    countReceived({
      add,
      candidates,
      target: guard.target,
      keys: ['guardedReceived', 'guardedOpportunities', 'guardedExpected'],
    });
  }
  for (const attack of record.attacks) {
    if (attack.target < 0) continue;
    const candidates = attackCandidates(record, attack.day);
    countReceived({
      add,
      candidates,
      target: attack.target,
      keys: ['attackedReceived', 'attackedOpportunities', 'attackedExpected'],
    });
  }
  for (const attackVote of record.attackVotes) {
    add(attackVote.agent, 'attackVotesCast');
    // Naming a werewolf (oneself included) is an error, not a choice among the candidates.
    if (isWerewolf(record, attackVote.target)) {
      add(attackVote.agent, 'attackVotesOnWerewolves');
      continue;
    }
    countReceived({
      add,
      candidates: attackCandidates(record, attackVote.day),
      target: attackVote.target,
      keys: ['attackVotesReceived', 'attackVotesReceivedOpportunities', 'attackVotesReceivedExpected'],
    });
  }
};

const NIGHT_DUTIES: readonly {
  role: GameRoleName;
  fromDay: number;
  actions: (record: GameRecord) => readonly { day: number; agent: number }[];
  keys: readonly [keyof SeatCounts, keyof SeatCounts];
}[] = [
  { role: 'SEER', fromDay: 0, actions: (record) => record.divines, keys: ['divinationNights', 'missedDivinations'] },
  { role: 'BODYGUARD', fromDay: 1, actions: (record) => record.guards, keys: ['guardNights', 'missedGuards'] },
  {
    role: 'WEREWOLF',
    fromDay: 1,
    actions: (record) => record.attackVotes,
    keys: ['attackVoteNights', 'missedAttackVotes'],
  },
];

const countMissedNightActions = (record: GameRecord, add: Add): void => {
  for (const day of nightDays(record)) {
    for (const me of nightAliveOn(record, day)) {
      const duty = NIGHT_DUTIES.find((candidate) => candidate.role === roleOf(record, me));
      if (!duty || day < duty.fromDay) continue;
      add(me, duty.keys[0]);
      if (!duty.actions(record).some((action) => action.day === day && action.agent === me)) add(me, duty.keys[1]);
    }
  }
};

const countMentions = (record: GameRecord, add: Add): void => {
  const finder = mentionFinder(record.seats.map((seat) => seat.name));
  const nameOf = new Map(record.seats.map((seat) => [seat.idx, seat.name]));
  for (const talk of record.talks) {
    const listeners = aliveOn(record, talk.day).filter((idx) => idx !== talk.agent);
    if (listeners.length === 0) continue;
    const named = finder.named(talk.text);
    const atNamed = finder.atNamed(talk.text);
    const namedListeners = listeners.filter((idx) => named.has(nameOf.get(idx) ?? '')).length;
    for (const me of listeners) {
      add(me, 'mentionOpportunities');
      add(me, 'mentionsExpected', namedListeners / listeners.length);
      if (named.has(nameOf.get(me) ?? '')) add(me, 'mentionsReceived');
      if (atNamed.has(nameOf.get(me) ?? '')) add(me, 'atMentionsReceived');
    }
  }
};

const countTalks = (record: GameRecord, add: Add): void => {
  const byDaySpeaker = new Map<string, { speaker: number; texts: string[] }>();
  for (const talk of record.talks) {
    const key = `${talk.day}:${talk.agent}`;
    const entry = byDaySpeaker.get(key) ?? { speaker: talk.agent, texts: [] };
    entry.texts.push(talk.text.trim());
    byDaySpeaker.set(key, entry);
  }
  for (const { speaker, texts } of byDaySpeaker.values()) {
    add(speaker, 'talkDays');
    add(speaker, 'talks', texts.length);
    if (texts.every((text) => SILENT_TALKS.has(text))) add(speaker, 'silentDays');
    const repeated = texts.filter((text, index) => index > 0 && text === texts[index - 1] && !SILENT_TALKS.has(text));
    add(speaker, 'repeatedTalks', repeated.length);
  }
};
