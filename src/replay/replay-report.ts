import type { GameRecord } from '../game-log/index.ts';
import { roleOf } from '../game-log/index.ts';
import { scoreDivination, scoreVote } from '../score/index.ts';
import type { SeatDecision } from './replay-seat.ts';
import { type ReadingReport, readingsOf } from './role-readings.ts';
import { eachGameOnce } from './same-game.ts';

/** The figures of one side (our brain or the real agents) over a set of decisions. */
export type SideFigures = {
  /** Village-side votes (villager, seer, medium, bodyguard seats). */
  readonly villageVotes: number;
  /** Votes on werewolves ÷ the count random voting would give (official vote accuracy). */
  readonly voteAccuracy: number | null;
  readonly divinations: number;
  /** Werewolves divined ÷ the count random divination would give. */
  readonly divinationAccuracy: number | null;
  readonly attackVotes: number;
  /** Share of the werewolves' attack votes on the real seer while it lived. */
  readonly attackOnSeerShare: number | null;
  readonly guards: number;
  /** Share of the bodyguard's guards on the real seer. */
  readonly guardOnSeerShare: number | null;
  readonly possessedVotes: number;
  /** Share of the possessed's votes on non-werewolves. */
  readonly possessedNonWerewolfVoteShare: number | null;
  readonly werewolfVotes: number;
  /** Share of the werewolves' votes on a fellow werewolf (villages with ≥ 2 werewolves). */
  readonly werewolfTeammateVoteShare: number | null;
};

export type Agreement = {
  readonly vote: number | null;
  readonly divine: number | null;
  readonly guard: number | null;
  readonly attack: number | null;
  readonly all: number | null;
};

export type GroupReport = {
  readonly games: number;
  /** Targeted decisions compared (votes, divinations, guards, attack votes); talk turns not counted. */
  readonly decisions: number;
  readonly talkTurns: number;
  readonly ours: SideFigures;
  readonly theirs: SideFigures;
  readonly agreement: Agreement;
  /**
   * Our targeted decisions by where the answer came from: the brain's label (`rule`, `llm`, `random`, or
   * `fallback` = the LLM brain's rule answer when the model failed), `client-fallback` when the client
   * had to answer for a failed or late brain.
   */
  readonly answeredBy: Readonly<Record<string, number>>;
  /** Whether the reader got the true seer's and medium's claims and results from the logged talk. */
  readonly reading: ReadingReport;
};

/** One replayed game: its record (the truth) and every seat's decisions. */
export type ReplayedGame = {
  readonly record: GameRecord;
  readonly folder: string;
  readonly decisions: readonly SeatDecision[];
};

type Tally = {
  villageVotes: number;
  voteHits: number;
  voteExpected: number;
  divinations: number;
  divineHits: number;
  divineExpected: number;
  attackVotes: number;
  attackOnSeer: number;
  guards: number;
  guardOnSeer: number;
  possessedVotes: number;
  possessedNonWolf: number;
  werewolfVotes: number;
  werewolfTeammate: number;
};

const emptyTally = (): Tally => ({
  villageVotes: 0,
  voteHits: 0,
  voteExpected: 0,
  divinations: 0,
  divineHits: 0,
  divineExpected: 0,
  attackVotes: 0,
  attackOnSeer: 0,
  guards: 0,
  guardOnSeer: 0,
  possessedVotes: 0,
  possessedNonWolf: 0,
  werewolfVotes: 0,
  werewolfTeammate: 0,
});

const VILLAGE_SIDE: ReadonlySet<string> = new Set(['VILLAGER', 'SEER', 'MEDIUM', 'BODYGUARD']);

const ratio = (numerator: number, denominator: number): number | null =>
  denominator > 0 ? numerator / denominator : null;

/** Adds one targeted decision (ours or theirs) of `seat` to the tally. */
const add = (tally: Tally, record: GameRecord, decision: SeatDecision, target: number): void => {
  const role = roleOf(record, decision.seat);
  const targetRole = roleOf(record, target);
  const wolves = record.seats.filter((seat) => seat.role === 'WEREWOLF').length;
  switch (decision.request) {
    case 'VOTE':
      if (role !== undefined && VILLAGE_SIDE.has(role)) {
        const term = scoreVote({ record, day: decision.day, voter: decision.seat, target });
        tally.villageVotes++;
        tally.voteHits += term.hit;
        tally.voteExpected += term.expected;
      } else if (role === 'POSSESSED') {
        tally.possessedVotes++;
        if (targetRole !== 'WEREWOLF') tally.possessedNonWolf++;
      } else if (role === 'WEREWOLF' && wolves >= 2) {
        tally.werewolfVotes++;
        if (targetRole === 'WEREWOLF' && target !== decision.seat) tally.werewolfTeammate++;
      }
      return;
    case 'DIVINE': {
      const term = scoreDivination({ record, day: decision.day, seer: decision.seat, target });
      tally.divinations++;
      tally.divineHits += term.hit;
      tally.divineExpected += term.expected;
      return;
    }
    case 'ATTACK':
      tally.attackVotes++;
      if (targetRole === 'SEER') tally.attackOnSeer++;
      return;
    case 'GUARD':
      tally.guards++;
      if (targetRole === 'SEER') tally.guardOnSeer++;
      return;
    default:
      return;
  }
};

const figures = (tally: Tally): SideFigures => ({
  villageVotes: tally.villageVotes,
  voteAccuracy: ratio(tally.voteHits, tally.voteExpected),
  divinations: tally.divinations,
  divinationAccuracy: ratio(tally.divineHits, tally.divineExpected),
  attackVotes: tally.attackVotes,
  attackOnSeerShare: ratio(tally.attackOnSeer, tally.attackVotes),
  guards: tally.guards,
  guardOnSeerShare: ratio(tally.guardOnSeer, tally.guards),
  possessedVotes: tally.possessedVotes,
  possessedNonWerewolfVoteShare: ratio(tally.possessedNonWolf, tally.possessedVotes),
  werewolfVotes: tally.werewolfVotes,
  werewolfTeammateVoteShare: ratio(tally.werewolfTeammate, tally.werewolfVotes),
});

const targetOf = (answer: SeatDecision['real'] | SeatDecision['ours']): number | undefined =>
  'target' in answer ? answer.target : undefined;

/** Pools replayed games into one report: our figures, the real agents' on the same decisions, agreement. */
export const summarise = (games: readonly ReplayedGame[]): GroupReport => {
  const ours = emptyTally();
  const theirs = emptyTally();
  const same: Record<string, [number, number]> = { VOTE: [0, 0], DIVINE: [0, 0], GUARD: [0, 0], ATTACK: [0, 0] };
  let decisions = 0;
  let talkTurns = 0;
  const answeredBy: Record<string, number> = {};
  for (const game of games) {
    for (const decision of game.decisions) {
      const real = targetOf(decision.real);
      const mine = targetOf(decision.ours);
      if (real === undefined || mine === undefined) {
        talkTurns++;
        continue;
      }
      decisions++;
      const by = decision.source === 'brain' ? (decision.answeredBy ?? 'brain') : 'client-fallback';
      answeredBy[by] = (answeredBy[by] ?? 0) + 1;
      add(theirs, game.record, decision, real);
      add(ours, game.record, decision, mine);
      const counts = same[decision.request];
      if (counts !== undefined) {
        counts[0] += real === mine ? 1 : 0;
        counts[1] += 1;
      }
    }
  }
  const share = (key: string): number | null => ratio(same[key]?.[0] ?? 0, same[key]?.[1] ?? 0);
  const total = Object.values(same).reduce((sum, [hits, count]) => [sum[0] + hits, sum[1] + count], [0, 0]);
  return {
    games: games.length,
    decisions,
    talkTurns,
    ours: figures(ours),
    theirs: figures(theirs),
    agreement: {
      vote: share('VOTE'),
      divine: share('DIVINE'),
      guard: share('GUARD'),
      attack: share('ATTACK'),
      all: ratio(total[0] ?? 0, total[1] ?? 0),
    },
    answeredBy,
    reading: readingsOf(games.map((game) => game.record)),
  };
};

export type ReplayReport = GroupReport & {
  /** The 2026 folders (`jsai2026_*`), held out from tuning. */
  readonly heldOut: GroupReport;
  /**
   * All pooled with each game once: logs of the same game in two folders (a translated copy) count as
   * one, the first in folder order. Equal to the pooled figures when no game repeats.
   */
  readonly eachGameOnce: GroupReport;
  readonly byFolder: Readonly<Record<string, GroupReport>>;
};

export const HELD_OUT_PREFIX = 'jsai2026_';

export const buildReport = (games: readonly ReplayedGame[]): ReplayReport => {
  const folders = [...new Set(games.map((game) => game.folder))].sort();
  const inFolderOrder = folders.flatMap((folder) => games.filter((game) => game.folder === folder));
  return {
    ...summarise(games),
    heldOut: summarise(games.filter((game) => game.folder.startsWith(HELD_OUT_PREFIX))),
    eachGameOnce: summarise(eachGameOnce(inFolderOrder)),
    byFolder: Object.fromEntries(
      folders.map((folder) => [folder, summarise(games.filter((game) => game.folder === folder))]),
    ),
  };
};
