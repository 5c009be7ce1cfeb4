import {
  type GameLogError,
  type GameRecord,
  type GameRoleName,
  gameRoleSchema,
  type Seat,
  type SeatStatus,
  speciesSchema,
  type TalkLogEntry,
  winSideSchema,
} from './game-record-schema.ts';
import { type LogRecord, splitLogRecords } from './split-log-records.ts';
import { defaultAgentName, teamFromConnectionName } from './team-name.ts';

export type ReadGameLogInput = {
  /** The whole `.log` file. */
  readonly text: string;
  /** The game's name in reports (usually the file name without `.log`). */
  readonly id: string;
  /** Team per seat idx from the JSON log beside the game log, which the organisers' tool prefers. */
  readonly teams?: Readonly<Record<number, string>>;
};

/** Field count after `day,kind,` (talk/whisper: at least, the text is the rest). */
const FIELD_COUNTS: Readonly<Record<string, readonly number[]>> = {
  status: [4, 5],
  vote: [2],
  attackVote: [2],
  execute: [2],
  divine: [3],
  guard: [3],
  attack: [2],
  result: [3],
};
const TRAILING_TIME = /,(\d{9,})$/;
const INTEGER = /^-?\d+$/;

type SeatLine = { connectionName: string; name: string | undefined; role: GameRoleName };

/** A record with nothing read yet (also the start of the arena's record built from events as they happen). */
export const emptyGameRecord = (id: string, errors: GameLogError[] = []): GameRecord => ({
  id,
  seats: [],
  statuses: [],
  talks: [],
  whispers: [],
  votes: [],
  attackVotes: [],
  divines: [],
  guards: [],
  executions: [],
  attacks: [],
  lastDay: 0,
  errors,
});

/**
 * Reads one game log (the server's `.log`, our arena's, or a published contest log) into a typed record.
 * Pure and total: odd lines are skipped and reported in `errors`, never thrown.
 */
export const readGameLog = (input: ReadGameLogInput): GameRecord => {
  const split = splitLogRecords(input.text);
  const errors: GameLogError[] = [...split.errors];
  const record = emptyGameRecord(input.id, errors);
  const seatLines = new Map<number, SeatLine>();
  const voteRounds = new Map<string, number>();

  const fail = (entry: LogRecord, code: GameLogError['code'], message: string): void => {
    errors.push({ code, line: entry.line, message: `${entry.kind}: ${message}` });
  };
  const integers = (entry: LogRecord, fields: readonly string[]): number[] | undefined => {
    if (fields.every((field) => INTEGER.test(field))) return fields.map(Number);
    fail(entry, 'bad-number', `expected numbers, got ${JSON.stringify(fields.join(','))}`);
    return undefined;
  };
  const role = (entry: LogRecord, text: string): GameRoleName | undefined => {
    const parsed = gameRoleSchema.safeParse(text);
    if (parsed.success) return parsed.data;
    fail(entry, 'unknown-role', `unknown role ${JSON.stringify(text)}`);
    return undefined;
  };

  const readText = (entry: LogRecord): TalkLogEntry | undefined => {
    const parts = entry.rest.split(',');
    if (parts.length < 4) return void fail(entry, 'bad-field-count', `${parts.length + 2} fields, expected ≥ 6`);
    const numbers = integers(entry, parts.slice(0, 3));
    if (!numbers) return undefined;
    const [idx, turn, agent] = numbers as [number, number, number];
    const body = parts.slice(3).join(',');
    const time = TRAILING_TIME.exec(body);
    const base = { line: entry.line, day: entry.day, idx, turn, agent };
    return time ? { ...base, text: body.slice(0, time.index), time: Number(time[1]) } : { ...base, text: body };
  };

  for (const entry of split.records) {
    record.lastDay = Math.max(record.lastDay, entry.day);
    if (entry.kind === 'talk' || entry.kind === 'whisper') {
      const talk = readText(entry);
      if (talk) (entry.kind === 'talk' ? record.talks : record.whispers).push(talk);
      continue;
    }
    const counts = FIELD_COUNTS[entry.kind];
    if (!counts) {
      fail(entry, 'unknown-kind', 'unknown record kind');
      continue;
    }
    const fields = entry.rest.split(',');
    if (!counts.includes(fields.length)) {
      fail(entry, 'bad-field-count', `${fields.length + 2} fields, expected ${counts.map((n) => n + 2).join(' or ')}`);
      continue;
    }
    const base = { line: entry.line, day: entry.day };
    switch (entry.kind) {
      case 'status': {
        const [idxText, roleText, statusText, connectionName, name] = fields as [
          string,
          string,
          string,
          string,
          string?,
        ];
        const numbers = integers(entry, [idxText]);
        const seatRole = role(entry, roleText);
        const status = parseStatus(statusText);
        if (!numbers || !seatRole) break;
        if (!status) {
          fail(entry, 'bad-value', `status ${JSON.stringify(statusText)} is not ALIVE, DEAD or empty`);
          break;
        }
        const idx = numbers[0]!;
        record.statuses.push({ ...base, idx, role: seatRole, status });
        seatLines.set(idx, { connectionName, name, role: seatRole });
        break;
      }
      case 'vote':
      case 'attackVote': {
        const numbers = integers(entry, fields);
        if (!numbers) break;
        const [agent, target] = numbers as [number, number];
        if (entry.kind === 'attackVote') {
          record.attackVotes.push({ ...base, agent, target });
          break;
        }
        const key = `${entry.day}:${agent}`;
        const round = voteRounds.get(key) ?? 0;
        voteRounds.set(key, round + 1);
        record.votes.push({ ...base, agent, target, round });
        break;
      }
      case 'execute': {
        const numbers = integers(entry, fields.slice(0, 1));
        const executedRole = role(entry, fields[1]!);
        if (numbers && executedRole) record.executions.push({ ...base, agent: numbers[0]!, role: executedRole });
        break;
      }
      case 'divine': {
        const numbers = integers(entry, fields.slice(0, 2));
        const species = speciesSchema.safeParse(fields[2]);
        if (!species.success) fail(entry, 'bad-value', `species ${JSON.stringify(fields[2])}`);
        if (numbers && species.success) {
          record.divines.push({ ...base, agent: numbers[0]!, target: numbers[1]!, result: species.data });
        }
        break;
      }
      case 'guard': {
        const numbers = integers(entry, fields.slice(0, 2));
        const targetRole = role(entry, fields[2]!);
        if (numbers && targetRole) record.guards.push({ ...base, agent: numbers[0]!, target: numbers[1]!, targetRole });
        break;
      }
      case 'attack': {
        const numbers = integers(entry, fields.slice(0, 1));
        const success = fields[1] === 'true' ? true : fields[1] === 'false' ? false : undefined;
        if (success === undefined) fail(entry, 'bad-value', `success ${JSON.stringify(fields[1])} is not true/false`);
        if (numbers && success !== undefined) record.attacks.push({ ...base, target: numbers[0]!, success });
        break;
      }
      case 'result': {
        const numbers = integers(entry, fields.slice(0, 2));
        if (numbers) record.result = { ...base, humans: numbers[0]!, werewolves: numbers[1]!, winSide: fields[2]! };
        break;
      }
    }
  }

  record.seats = buildSeats(seatLines, input.teams);
  checkStatusBlocks(record);
  const winner = winSideSchema.safeParse(record.result?.winSide);
  if (winner.success) record.winner = winner.data;
  else
    errors.push({ code: 'no-winner', line: record.result?.line ?? 0, message: 'the game has no winner (unfinished)' });
  return record;
};

const parseStatus = (text: string): SeatStatus | undefined =>
  text === 'ALIVE' ? 'ALIVE' : text === 'DEAD' ? 'DEAD' : text === '' ? 'ERRORED' : undefined;

const buildSeats = (lines: ReadonlyMap<number, SeatLine>, teams: ReadGameLogInput['teams']): Seat[] =>
  [...lines.entries()]
    .sort(([a], [b]) => a - b)
    .map(([idx, line]) => ({
      idx,
      connectionName: line.connectionName,
      name: line.name ?? defaultAgentName(idx),
      nameInLog: line.name !== undefined,
      team: teams?.[idx] ?? teamFromConnectionName(line.connectionName),
      role: line.role,
    }));

/**
 * Every status block should list every seat; a gap is reported (the alive sets then miss that seat).
 * Also used by the arena's in-memory record (src/arena/logs/game-record-recorder.ts).
 */
export const checkStatusBlocks = (record: GameRecord): void => {
  if (record.statuses.length === 0) {
    record.errors.push({ code: 'no-status', line: 0, message: 'no status lines: the seats are unknown' });
    return;
  }
  const byDay = new Map<number, Set<number>>();
  for (const status of record.statuses) {
    const seats = byDay.get(status.day) ?? new Set<number>();
    seats.add(status.idx);
    byDay.set(status.day, seats);
  }
  for (const [day, seats] of byDay) {
    const missing = record.seats.filter((seat) => !seats.has(seat.idx)).map((seat) => seat.idx);
    if (missing.length > 0) {
      record.errors.push({
        code: 'seat-missing-on-day',
        line: 0,
        message: `day ${day}: no status for seat(s) ${missing.join(', ')}`,
      });
    }
  }
};
