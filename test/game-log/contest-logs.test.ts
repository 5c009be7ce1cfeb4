import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type GameRecord, readGameLog } from '../../src/game-log/index.ts';
import { contestFolders, contestLogs, SERVER_TRANSCRIPTS } from './support/contest-logs.ts';

const RECORD_LINE = /^\d+,[A-Za-z]+,/;

/** Every record line of the file must come back as exactly one entry of the record. */
const entryCount = (record: GameRecord): number =>
  record.statuses.length +
  record.talks.length +
  record.whispers.length +
  record.votes.length +
  record.attackVotes.length +
  record.divines.length +
  record.guards.length +
  record.executions.length +
  record.attacks.length +
  (record.result ? 1 : 0);

const countLines = (text: string, kind: string): number =>
  text.split('\n').filter((line) => line.split(',')[1] === kind && RECORD_LINE.test(line)).length;

describe('every published contest log', () => {
  const folders = contestFolders();

  it('has the ten folders and 122 games', () => {
    expect(folders).toHaveLength(10);
    expect(folders.flatMap((folder) => contestLogs(folder))).toHaveLength(122);
  });

  for (const folder of folders) {
    it(`${folder}: parses with no error, no seat and no decision lost`, () => {
      for (const log of contestLogs(folder)) {
        const record = readGameLog(log);
        expect(record.errors, log.id).toEqual([]);
        expect(record.winner, log.id).toBeDefined();
        expect(entryCount(record), log.id).toBe(log.text.split('\n').filter((line) => RECORD_LINE.test(line)).length);
        expect(record.votes.length, log.id).toBe(countLines(log.text, 'vote'));
        expect(record.divines.length + record.guards.length + record.attackVotes.length, log.id).toBe(
          countLines(log.text, 'divine') + countLines(log.text, 'guard') + countLines(log.text, 'attackVote'),
        );
        const seats = new Set(
          log.text
            .split('\n')
            .filter((line) => line.split(',')[1] === 'status')
            .map((line) => line.split(',')[2]),
        );
        expect(record.seats.map((seat) => String(seat.idx)).sort(), log.id).toEqual([...seats].sort());
        expect([5, 9, 13]).toContain(record.seats.length);
      }
    });
  }

  it('speak-anytime talk carries its Unix time, apart from the text', () => {
    const [log] = contestLogs('jsai2026_truck_freeform5');
    const record = readGameLog(log!);
    expect(record.talks.every((talk) => talk.time !== undefined && !/,\d+$/.test(talk.text))).toBe(true);
  });

  it('old-server logs (nlp2025) have no character names and get Agent[NN]', () => {
    const [log] = contestLogs('nlp2025');
    const record = readGameLog(log!);
    expect(record.seats.every((seat) => !seat.nameInLog && /^Agent\[\d\d\]$/.test(seat.name))).toBe(true);
  });
});

describe('the real server logs captured for this project', () => {
  for (const file of readdirSync(SERVER_TRANSCRIPTS).filter((name) => name.endsWith('.gamelog.csv'))) {
    it(`${file} parses with no line lost`, () => {
      const text = readFileSync(join(SERVER_TRANSCRIPTS, file), 'utf8');
      const record = readGameLog({ text, id: file });
      expect(record.errors.filter((error) => error.code !== 'no-winner')).toEqual([]);
      expect(entryCount(record)).toBe(text.split('\n').filter((line) => RECORD_LINE.test(line)).length);
      expect(record.seats.every((seat) => seat.team === 'peerbot')).toBe(true);
    });
  }
});
