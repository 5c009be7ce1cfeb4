import {
  emptyTalkStatements,
  foldTalk,
  type Report,
  type RoleClaim,
  type StatementReader,
} from '../brain/beliefs/index.ts';
import type { TalkEntry } from '../game/index.ts';
import type { GameRecord } from '../game-log/index.ts';
import { understand } from '../nl/index.ts';
import { createRoster } from '../protocol/index.ts';
import { languageOf } from './from-game-record.ts';

/**
 * Whether the agent's reading (`understand`, folded into claims and results as the beliefs fold talk) got what
 * the true seer and the true medium of a logged game said about themselves: their claim, and every result they
 * could have told — a divination of night N, or the medium's reading of day N's execution, when they still said
 * something after it.
 */
export type RoleReadingTally = {
  /** Games where the role's seat said something (words, not `Skip`, `Over` or `...`) after day 0. */
  readonly games: number;
  /** …where its claim and every result it could tell were read. */
  readonly read: number;
  /** Games where its claim was read: a `COMINGOUT` of its role, or a result of its kind alone. */
  readonly claimsRead: number;
  /** …of those, the games where only a result of its kind made the claim (as the beliefs count one). */
  readonly claimsByResult: number;
  readonly results: number;
  readonly resultsRead: number;
};

export type ReadingReport = { readonly seer: RoleReadingTally; readonly medium: RoleReadingTally };

const EMPTY: RoleReadingTally = { games: 0, read: 0, claimsRead: 0, claimsByResult: 0, results: 0, resultsRead: 0 };

type Result = { readonly day: number; readonly target: number; readonly species: 'HUMAN' | 'WEREWOLF' };

/** A report the beliefs took from the role's talk, with the day of that talk. */
type ToldResult = { readonly talkDay: number; readonly report: Report };

/**
 * What the beliefs take from one seat's talk (`foldTalk`, as the agent folds talk: its own claims, its
 * results — a bare one after a claim, a result of the kind the game allows — in the order said), with the
 * executions and attacks of the whole log: the fold only looks at deaths before each talk's day.
 */
const foldedSeat = (record: GameRecord, seat: number): { claims: readonly RoleClaim[]; told: ToldResult[] } => {
  const names = record.seats.map((each) => each.name);
  const nameOf = (idx: number): string => names[idx - 1] ?? '';
  const roster = createRoster(names);
  const reader: StatementReader = {
    roster,
    self: '',
    selfNumber: undefined,
    day: Math.max(0, ...record.talks.map((talk) => talk.day)),
    executed: record.executions.map((execution) => ({ day: execution.day, agent: nameOf(execution.agent) })),
    attacked: record.attacks
      .filter((attack) => attack.success)
      .map((attack) => ({ day: attack.day, agent: nameOf(attack.target) })),
  };
  const lang = languageOf(record);
  const speaker = nameOf(seat);
  const statements = emptyTalkStatements();
  const told: ToldResult[] = [];
  for (const talk of record.talks) {
    if (talk.agent !== seat) continue;
    const entry: TalkEntry = {
      idx: talk.idx,
      day: talk.day,
      turn: talk.turn,
      agent: speaker,
      text: talk.text,
      skip: talk.text === 'Skip',
      over: talk.text === 'Over',
    };
    const before = statements.reports.length;
    foldTalk(statements, reader, entry, understand({ text: talk.text, speaker, roster, lang }));
    for (const report of statements.reports.slice(before)) told.push({ talkDay: talk.day, report });
  }
  return { claims: statements.claims, told };
};

/** A talk with words in it: not `Skip` or `Over`, and not punctuation alone (`...`, `…`). */
const saysSomething = (text: string): boolean => text !== 'Skip' && text !== 'Over' && /[\p{L}\p{N}]/u.test(text);

const tallyOf = (options: {
  record: GameRecord;
  seat: number;
  role: 'SEER' | 'MEDIUM';
  results: readonly Result[];
}): RoleReadingTally => {
  const { record, seat } = options;
  // A claim may come on day 0; results can only come later. Only talk with words counts: `Skip`, `Over` and a
  // bare `...` say nothing to read.
  const talks = record.talks.filter((talk) => talk.agent === seat && saysSomething(talk.text));
  if (!talks.some((talk) => talk.day >= 1)) return EMPTY;
  const { claims, told: reports } = foldedSeat(record, seat);
  const names = record.seats.map((each) => each.name);
  const kind = options.role === 'SEER' ? 'divination' : 'identification';
  const comingOut = claims.some((claim) => claim.role === options.role);
  // A reporter who never claims the role still claims it by reporting: the beliefs take a result of the
  // role's kind as its claim (`brain/beliefs/compute.ts`), so the line does too.
  const byResult = !comingOut && reports.some(({ report }) => report.kind === kind);
  const claimed = comingOut || byResult;
  const lastDay = Math.max(...talks.map((talk) => talk.day));
  const tellable = options.results.filter((result) => result.day < lastDay);
  const told = tellable.filter((result) =>
    reports.some(
      ({ talkDay, report }) =>
        talkDay > result.day &&
        report.kind === kind &&
        report.target === names[result.target - 1] &&
        report.species === result.species,
    ),
  );
  const all = claimed && told.length === tellable.length;
  return {
    games: 1,
    read: all ? 1 : 0,
    claimsRead: claimed ? 1 : 0,
    claimsByResult: byResult ? 1 : 0,
    results: tellable.length,
    resultsRead: told.length,
  };
};

const sum = (a: RoleReadingTally, b: RoleReadingTally): RoleReadingTally => ({
  games: a.games + b.games,
  read: a.read + b.read,
  claimsRead: a.claimsRead + b.claimsRead,
  claimsByResult: a.claimsByResult + b.claimsByResult,
  results: a.results + b.results,
  resultsRead: a.resultsRead + b.resultsRead,
});

/** The reading tallies of one game (a role absent or silent adds nothing). */
export const gameReadings = (record: GameRecord): ReadingReport => {
  const seatOf = (role: string): number | undefined => record.seats.find((seat) => seat.role === role)?.idx;
  const seer = seatOf('SEER');
  const medium = seatOf('MEDIUM');
  return {
    seer:
      seer === undefined
        ? EMPTY
        : tallyOf({
            record,
            seat: seer,
            role: 'SEER',
            results: record.divines
              .filter((divine) => divine.agent === seer)
              .map((divine) => ({ day: divine.day, target: divine.target, species: divine.result })),
          }),
    medium:
      medium === undefined
        ? EMPTY
        : tallyOf({
            record,
            seat: medium,
            role: 'MEDIUM',
            results: record.executions.map((execution) => ({
              day: execution.day,
              target: execution.agent,
              species: execution.role === 'WEREWOLF' ? 'WEREWOLF' : 'HUMAN',
            })),
          }),
  };
};

/** The reading tallies of several games pooled. */
export const readingsOf = (records: readonly GameRecord[]): ReadingReport =>
  records
    .map(gameReadings)
    .reduce((total, game) => ({ seer: sum(total.seer, game.seer), medium: sum(total.medium, game.medium) }), {
      seer: EMPTY,
      medium: EMPTY,
    });
