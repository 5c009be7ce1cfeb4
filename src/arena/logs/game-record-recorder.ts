import {
  checkStatusBlocks,
  emptyGameRecord,
  type GameRecord,
  type GameRoleName,
  readGameLog,
  type SeatStatus,
  teamFromConnectionName,
  winSideSchema,
} from '../../game-log/index.ts';
import type { GameLogEvent } from '../rules/rules-types.ts';
import { formatGameLogLines } from './game-log-line.ts';

/**
 * The game's `GameRecord` built from its log events as they happen: exactly what `readGameLog` reads
 * back from the lines `formatGameLogLines` prints (the tournament summary scores every game from it,
 * and re-reading the text it had just written was a tenth of a random-brain game). Text the log format
 * cannot carry as it is (a line break, a comma in a name, a talk ending like the trailing time some
 * logs append) makes `finish` read the printed lines instead, so the record never differs from the
 * reader's (test/arena/game-record-recorder.test.ts).
 */
export type GameRecordRecorder = {
  /** Adds one event; returns its log lines (the caller writes them to the game log). */
  add(event: GameLogEvent): string[];
  finish(): GameRecord;
};

/** Reads back as something else than it was written (see readGameLog and splitLogRecords). */
const UNSAFE_TEXT = /[\r\n]|,\d{9,}$/;
const UNSAFE_FIELD = /[\r\n,]/;

export const createGameRecordRecorder = (id: string): GameRecordRecorder => {
  const lines: string[] = [];
  const record = emptyGameRecord(id);
  const seats = new Map<number, { connectionName: string; name: string; role: GameRoleName }>();
  const voteRounds = new Map<string, number>();
  let exact = true;

  const addEvent = (event: GameLogEvent, line: number): void => {
    const day = event.day;
    switch (event.type) {
      case 'status':
        event.seats.forEach((seat, index) => {
          if (UNSAFE_FIELD.test(seat.connectionName) || UNSAFE_FIELD.test(seat.name)) exact = false;
          const status: SeatStatus = seat.status === '' ? 'ERRORED' : seat.status;
          record.statuses.push({ line: line + index, day, idx: seat.idx, role: seat.role, status });
          seats.set(seat.idx, { connectionName: seat.connectionName, name: seat.name, role: seat.role });
        });
        return;
      case 'talk':
      case 'whisper': {
        if (UNSAFE_TEXT.test(event.text)) exact = false;
        const talk = { line, day, idx: event.idx, turn: event.turn, agent: event.agent, text: event.text };
        (event.type === 'talk' ? record.talks : record.whispers).push(talk);
        return;
      }
      case 'vote': {
        const key = `${day}:${event.agent}`;
        const round = voteRounds.get(key) ?? 0;
        voteRounds.set(key, round + 1);
        record.votes.push({ line, day, agent: event.agent, target: event.target, round });
        return;
      }
      case 'attackVote':
        record.attackVotes.push({ line, day, agent: event.agent, target: event.target });
        return;
      case 'execute':
        record.executions.push({ line, day, agent: event.agent, role: event.role });
        return;
      case 'divine':
        record.divines.push({ line, day, agent: event.agent, target: event.target, result: event.result });
        return;
      case 'guard':
        record.guards.push({ line, day, agent: event.agent, target: event.target, targetRole: event.targetRole });
        return;
      case 'attack':
        record.attacks.push({ line, day, target: event.target, success: event.success });
        return;
      case 'result':
        record.result = { line, day, humans: event.humans, werewolves: event.werewolves, winSide: event.winSide };
        return;
    }
  };

  return {
    add: (event) => {
      const eventLines = formatGameLogLines(event);
      // The reader's last day is the highest day of any line (a status event of no seat has none).
      if (exact && eventLines.length > 0) {
        record.lastDay = Math.max(record.lastDay, event.day);
        addEvent(event, lines.length + 1);
      }
      lines.push(...eventLines);
      return eventLines;
    },
    finish: () => {
      if (!exact) return readGameLog({ text: lines.join('\n'), id });
      record.seats = [...seats.entries()]
        .sort(([a], [b]) => a - b)
        .map(([idx, seat]) => ({
          idx,
          connectionName: seat.connectionName,
          name: seat.name,
          nameInLog: true,
          team: teamFromConnectionName(seat.connectionName),
          role: seat.role,
        }));
      checkStatusBlocks(record);
      const winner = winSideSchema.safeParse(record.result?.winSide);
      if (winner.success) record.winner = winner.data;
      else
        record.errors.push({
          code: 'no-winner',
          line: record.result?.line ?? 0,
          message: 'the game has no winner (unfinished)',
        });
      return record;
    },
  };
};
