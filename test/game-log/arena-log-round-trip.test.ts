import { describe, expect, it } from 'vitest';
import { formatGameLogLines } from '../../src/arena/logs/game-log-line.ts';
import type { GameLogEvent } from '../../src/arena/rules/rules-types.ts';
import { readGameLog } from '../../src/game-log/index.ts';

const seats = [
  { idx: 1, role: 'WEREWOLF', status: 'ALIVE', connectionName: 'rule1', name: 'ミナト' },
  { idx: 2, role: 'SEER', status: 'ALIVE', connectionName: 'rule2', name: 'シオン' },
  { idx: 3, role: 'VILLAGER', status: 'ALIVE', connectionName: 'llm1', name: 'ミオ' },
] as const;

const EVENTS: GameLogEvent[] = [
  { type: 'status', day: 0, seats: [...seats] },
  { type: 'talk', day: 0, idx: 0, turn: 0, agent: 2, text: '占い師です、よろしく' },
  { type: 'whisper', day: 0, idx: 0, turn: 0, agent: 1, text: 'Over' },
  { type: 'divine', day: 0, agent: 2, target: 3, result: 'HUMAN' },
  { type: 'status', day: 1, seats: [...seats] },
  { type: 'vote', day: 1, agent: 1, target: 2 },
  { type: 'vote', day: 1, agent: 2, target: 1 },
  { type: 'vote', day: 1, agent: 3, target: 1 },
  { type: 'execute', day: 1, agent: 1, role: 'WEREWOLF' },
  { type: 'guard', day: 1, agent: 3, target: 2, targetRole: 'SEER' },
  { type: 'attackVote', day: 1, agent: 1, target: 3 },
  { type: 'attack', day: 1, target: 3, success: false },
  { type: 'status', day: 2, seats: seats.map((seat) => ({ ...seat, status: seat.idx === 1 ? 'DEAD' : 'ALIVE' })) },
  { type: 'result', day: 2, humans: 2, werewolves: 0, winSide: 'VILLAGER' },
];

describe('our arena writes game logs the reader reads back', () => {
  it('round-trips every event the arena logs', () => {
    const record = readGameLog({ text: EVENTS.flatMap(formatGameLogLines).join('\n'), id: 'arena' });
    expect(record.errors).toEqual([]);
    expect(record.seats.map((seat) => [seat.team, seat.name, seat.role])).toEqual([
      ['rule', 'ミナト', 'WEREWOLF'],
      ['rule', 'シオン', 'SEER'],
      ['llm', 'ミオ', 'VILLAGER'],
    ]);
    expect(record.talks[0]?.text).toBe('占い師です、よろしく');
    expect(record.whispers).toHaveLength(1);
    expect(record.votes).toHaveLength(3);
    expect(record.guards[0]).toMatchObject({ agent: 3, target: 2, targetRole: 'SEER' });
    expect(record.attackVotes[0]).toMatchObject({ agent: 1, target: 3 });
    expect(record.attacks[0]).toMatchObject({ target: 3, success: false });
    expect(record.winner).toBe('VILLAGER');
  });
});
