import type { GameRecord } from '../game-log/index.ts';
import { bareSpeciesOf, understand } from '../nl/index.ts';
import { createRoster, type Sentence } from '../protocol/index.ts';
import { languageOf } from './from-game-record.ts';

/**
 * Whether the reader (`understand`, as the agent reads talk) got what the true seer and the true medium of
 * a logged game said about themselves: their claim, and every result they could have told — a divination of
 * night N, or the medium's reading of day N's execution, when they still talked after it.
 */
export type RoleReadingTally = {
  /** Games where the role's seat talked after day 0. */
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

/** Every sentence inside a reading (AND, BECAUSE, DAY… opened). */
const flattened = (sentence: Sentence): Sentence[] => {
  switch (sentence.type) {
    case 'AND':
    case 'OR':
    case 'BECAUSE':
    case 'XOR':
      return [sentence, ...sentence.clauses.flatMap(flattened)];
    case 'DAY':
      return [sentence, ...flattened(sentence.clause)];
    default:
      return [sentence];
  }
};

type Result = { readonly day: number; readonly target: number; readonly species: 'HUMAN' | 'WEREWOLF' };

/**
 * A claimed medium's bare result about the player executed the day before (`Xは人狼でした`), as the beliefs
 * take it (`brain/beliefs/statements.ts`): the line reads what the beliefs see.
 */
const bareMediumResult = (record: GameRecord, talk: GameRecord['talks'][number]): Sentence[] => {
  const executed = record.executions.find((execution) => execution.day === talk.day - 1)?.agent;
  if (executed === undefined || executed === talk.agent) return [];
  const species = bareSpeciesOf(talk.text, record.seats[executed - 1]?.name ?? '');
  return species === undefined ? [] : [{ type: 'IDENTIFIED', subject: talk.agent, target: executed, species }];
};

/** A claimed seer's bare findings about players alive that morning, as the beliefs take them. */
const bareSeerResults = (record: GameRecord, talk: GameRecord['talks'][number]): Sentence[] => {
  const deadBefore = (seat: number): boolean =>
    record.executions.some((execution) => execution.agent === seat && execution.day < talk.day) ||
    record.attacks.some((attack) => attack.success && attack.target === seat && attack.day < talk.day);
  return record.seats.flatMap((seat): Sentence[] => {
    if (seat.idx === talk.agent || deadBefore(seat.idx)) return [];
    const species = bareSpeciesOf(talk.text, seat.name);
    return species === undefined ? [] : [{ type: 'DIVINED', subject: talk.agent, target: seat.idx, species }];
  });
};

const tallyOf = (options: {
  record: GameRecord;
  seat: number;
  role: 'SEER' | 'MEDIUM';
  results: readonly Result[];
}): RoleReadingTally => {
  const { record, seat } = options;
  // A claim may come on day 0; results can only come later.
  const talks = record.talks.filter((talk) => talk.agent === seat);
  if (!talks.some((talk) => talk.day >= 1)) return EMPTY;
  const names = record.seats.map((each) => each.name);
  const roster = createRoster(names);
  const lang = languageOf(record);
  const speaker = names[seat - 1] ?? '';
  let claimedMedium = false;
  let claimedSeer = false;
  const read = talks.flatMap((talk) => {
    const sentences = understand({ text: talk.text, speaker, roster, lang }).flatMap(flattened);
    const claims = (role: string) =>
      sentences.some((sentence) => sentence.type === 'COMINGOUT' && sentence.target === seat && sentence.role === role);
    claimedMedium ||= claims('MEDIUM');
    claimedSeer ||= claims('SEER');
    const noResult = !sentences.some((sentence) => sentence.type === 'IDENTIFIED' || sentence.type === 'DIVINED');
    const bare = noResult
      ? [
          ...(claimedMedium ? bareMediumResult(record, talk) : []),
          ...(claimedSeer ? bareSeerResults(record, talk) : []),
        ]
      : [];
    return [...sentences, ...bare].map((sentence) => ({
      day: talk.day,
      sentence,
    }));
  });
  const comingOut = read.some(
    ({ sentence }) => sentence.type === 'COMINGOUT' && sentence.target === seat && sentence.role === options.role,
  );
  const verb = options.role === 'SEER' ? 'DIVINED' : 'IDENTIFIED';
  // A reporter who never claims the role still claims it by reporting: the beliefs take a result of the
  // role's kind as its claim (`brain/beliefs/compute.ts`), so the line does too.
  const byResult = !comingOut && read.some(({ sentence }) => sentence.type === verb && sentence.species !== 'ANY');
  const claimed = comingOut || byResult;
  const lastDay = Math.max(...talks.map((talk) => talk.day));
  const tellable = options.results.filter((result) => result.day < lastDay);
  const told = tellable.filter((result) =>
    read.some(
      ({ day, sentence }) =>
        day > result.day &&
        sentence.type === verb &&
        sentence.target === result.target &&
        sentence.species === result.species,
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
