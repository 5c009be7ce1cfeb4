import { describe, expect, it } from 'vitest';
import { aliveOn, gameRecordSchema, nightAliveOn, nightDays, readGameLog } from '../../src/game-log/index.ts';

// A 5-player game written by hand: a comma and a newline inside talk, a trailing Unix time, one odd line.
const LOG = [
  '0,status,1,VILLAGER,ALIVE,kanolab1,エリザ',
  '0,status,2,SEER,ALIVE,sunamelli2,ハナ',
  '0,status,3,WEREWOLF,ALIVE,osawalab1,リア',
  '0,status,4,POSSESSED,ALIVE,ai168wolf1,ハンク',
  '0,status,5,VILLAGER,ALIVE,ninetailed,リョウ',
  '0,talk,0,0,2,Hello, I am the seer,1778646866',
  '0,talk,1,0,3,first line',
  'second line, still talk',
  '0,whisper,0,0,3,Over',
  '0,divine,2,3,WEREWOLF',
  '1,status,1,VILLAGER,ALIVE,kanolab1,エリザ',
  '1,status,2,SEER,ALIVE,sunamelli2,ハナ',
  '1,status,3,WEREWOLF,ALIVE,osawalab1,リア',
  '1,status,4,POSSESSED,ALIVE,ai168wolf1,ハンク',
  '1,status,5,VILLAGER,ALIVE,ninetailed,リョウ',
  '1,vote,1,3',
  '1,vote,2,3',
  '1,vote,3,2',
  '1,vote,4,2',
  '1,vote,1,3',
  '1,bogus,1,2',
  '1,execute,3,WEREWOLF',
  '1,divine,2,1,HUMAN',
  '1,attack,-1,true',
  '2,status,1,VILLAGER,ALIVE,kanolab1,エリザ',
  '2,status,2,SEER,ALIVE,sunamelli2,ハナ',
  '2,status,3,WEREWOLF,DEAD,osawalab1,リア',
  '2,status,4,POSSESSED,ALIVE,ai168wolf1,ハンク',
  '2,status,5,VILLAGER,,ninetailed,リョウ',
  '2,result,4,0,VILLAGER',
].join('\r\n');

describe('readGameLog', () => {
  const record = readGameLog({ text: LOG, id: 'hand' });

  it('reads seats with the team (trailing digits removed), the character name and the role', () => {
    expect(record.seats.map((seat) => [seat.idx, seat.team, seat.name, seat.role])).toEqual([
      [1, 'kanolab', 'エリザ', 'VILLAGER'],
      [2, 'sunamelli', 'ハナ', 'SEER'],
      [3, 'osawalab', 'リア', 'WEREWOLF'],
      [4, 'ai168wolf', 'ハンク', 'POSSESSED'],
      [5, 'ninetailed', 'リョウ', 'VILLAGER'],
    ]);
    expect(gameRecordSchema.safeParse(record).success).toBe(true);
  });

  it('keeps commas and continuation lines in talk text and takes the trailing Unix time apart', () => {
    expect(record.talks[0]).toMatchObject({
      day: 0,
      idx: 0,
      turn: 0,
      agent: 2,
      text: 'Hello, I am the seer',
      time: 1778646866,
    });
    expect(record.talks[1]?.text).toBe('first line\nsecond line, still talk');
    expect(record.talks[1]?.time).toBeUndefined();
    expect(record.whispers).toEqual([{ line: 9, day: 0, idx: 0, turn: 0, agent: 3, text: 'Over' }]);
  });

  it('numbers re-votes by round and reads night actions, executions, attacks and the winner', () => {
    expect(record.votes.map((vote) => [vote.agent, vote.target, vote.round])).toEqual([
      [1, 3, 0],
      [2, 3, 0],
      [3, 2, 0],
      [4, 2, 0],
      [1, 3, 1],
    ]);
    expect(record.divines.map((divine) => [divine.day, divine.target, divine.result])).toEqual([
      [0, 3, 'WEREWOLF'],
      [1, 1, 'HUMAN'],
    ]);
    expect(record.executions).toEqual([{ line: 22, day: 1, agent: 3, role: 'WEREWOLF' }]);
    expect(record.attacks).toEqual([{ line: 24, day: 1, target: -1, success: true }]);
    expect(record.winner).toBe('VILLAGER');
    expect(record.lastDay).toBe(2);
  });

  it('reports the odd line as data and goes on', () => {
    expect(record.errors).toEqual([{ code: 'unknown-kind', line: 21, message: 'bogus: unknown record kind' }]);
  });

  it('knows who was alive by day and by night; an errored seat is not alive', () => {
    expect(aliveOn(record, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(nightAliveOn(record, 1)).toEqual([1, 2, 4, 5]);
    expect(aliveOn(record, 2)).toEqual([1, 2, 4]);
    expect(nightDays(record)).toEqual([0, 1]);
    expect(record.statuses.find((status) => status.day === 2 && status.idx === 5)?.status).toBe('ERRORED');
  });

  it('names seats Agent[NN] when the log has no character names (old server)', () => {
    const old = readGameLog({ text: '0,status,3,SEER,ALIVE,UEC-IL1\n0,result,4,1,NONE', id: 'old' });
    expect(old.seats).toEqual([
      { idx: 3, connectionName: 'UEC-IL1', name: 'Agent[03]', nameInLog: false, team: 'UEC-IL', role: 'SEER' },
    ]);
    expect(old.winner).toBeUndefined();
    expect(old.errors.map((error) => error.code)).toEqual(['no-winner']);
  });

  it('prefers the team from the JSON log when the caller passes it', () => {
    const withTeams = readGameLog({ text: LOG, id: 'hand', teams: { 1: 'Kano Lab' } });
    expect(withTeams.seats[0]?.team).toBe('Kano Lab');
    expect(withTeams.seats[1]?.team).toBe('sunamelli');
  });

  it('never throws on garbage and reports each problem with a stable code', () => {
    const odd = readGameLog({
      text: 'hello\n0,status,x,VILLAGER,ALIVE,a1,A\n0,status,1,FOX,ALIVE,a1,A\n0,vote,1\n0,attack,2,maybe\n0,status,1,SEER,GONE,a,A',
      id: 'odd',
    });
    expect(odd.errors.map((error) => error.code)).toEqual([
      'orphan-line',
      'bad-number',
      'unknown-role',
      'bad-field-count',
      'bad-value',
      'bad-value',
      'no-status',
      'no-winner',
    ]);
    expect(odd.seats).toEqual([]);
  });
});
