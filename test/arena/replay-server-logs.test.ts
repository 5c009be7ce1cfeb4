import { describe, expect, it } from 'vitest';
import { formatGameLogLines } from '../../src/arena/logs/game-log-line.ts';
import { playGame } from '../../src/arena/rules/game-machine.ts';
import type { ArenaSeat, RequestOutcome } from '../../src/arena/rules/rules-types.ts';
import type { GameRole } from '../../src/game/state.ts';
import type { Random } from '../../src/random.ts';
import { configFromSetting } from './support/config-from-setting.ts';
import { gameLog, jsonLog, type Packet } from './support/transcripts.ts';

/**
 * The strongest conformance check: replay a real server game through the arena's rules with the same
 * seats, the same talk orders and tie-breaks (the server's only random choices) and the same answers,
 * and require every packet to equal, byte for byte, what the real server sent, and the game log to
 * equal the server's game log line for line.
 */
const TRANSCRIPTS = [
  'ja_5',
  'en_5',
  'ja_13',
  'en_13',
  'ja_5_limits',
  'ja_5_skip',
  'ja_5_late_cancel',
  'ja_5_late_sequential',
] as const;

const seatsOf = (name: string): ArenaSeat[] => {
  const log = jsonLog(name);
  const initialize = log.entries
    .map((entry) => ({ entry, packet: JSON.parse(entry.request) as Packet }))
    .filter(({ packet }) => packet.request === 'INITIALIZE');
  return log.agents.map((agent, index) => {
    const info = initialize[index]?.packet.info as { agent: string; profile?: string };
    return {
      idx: agent.idx,
      name: info.agent,
      role: agent.role as GameRole,
      connectionName: agent.name,
      team: agent.team,
      ...(info.profile === undefined ? {} : { profileText: info.profile }),
    };
  });
};

/** Talk orders (turn 0 of each phase, in game order) and executed/attacked seats, from the server's log. */
const scriptedRandom = (name: string): Random => {
  const lines = gameLog(name).map((line) => line.split(','));
  const orders: number[][] = [];
  for (const fields of lines) {
    if (fields[1] !== 'talk' && fields[1] !== 'whisper') continue;
    if (fields[2] === '0') orders.push([]);
    if (fields[3] === '0') orders.at(-1)?.push(Number(fields[4]));
  }
  const removed = lines
    .filter((fields) => fields[1] === 'execute' || fields[1] === 'attack')
    .map((fields) => Number(fields[2]));
  const random: Random = {
    next: () => 0,
    int: () => 0,
    pick: <T>(items: readonly T[]): T | undefined => {
      const indexes = items.map((item) => removed.indexOf((item as ArenaSeat).idx)).filter((index) => index >= 0);
      const chosen = removed[Math.min(...indexes)];
      return items.find((item) => (item as ArenaSeat).idx === chosen);
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const order = orders.shift() ?? [];
      // Participants that never spoke in turn 0 (errored) keep their seat order after the others.
      const position = (item: T) => {
        const at = order.indexOf((item as ArenaSeat).idx);
        return at === -1 ? order.length + (item as ArenaSeat).idx : at;
      };
      return [...items].sort((left, right) => position(left) - position(right));
    },
    fork: () => random,
  };
  return random;
};

const outcomeOf = (entry: { response?: string; error?: string }): RequestOutcome => {
  if (entry.error === undefined) return { ok: true, text: entry.response ?? '' };
  if (entry.error.includes('タイムアウト')) return { ok: false, fatal: false, reason: 'timeout' };
  if (entry.error.includes('NAME')) return { ok: false, fatal: true, reason: 'bad-name-answer' };
  return { ok: false, fatal: true, reason: 'errored' };
};

describe('replaying real server games through the arena rules', () => {
  for (const name of TRANSCRIPTS) {
    it(`${name}: every packet and every game-log line is identical to the real server's`, () => {
      const log = jsonLog(name);
      const seats = seatsOf(name);
      const setting = (JSON.parse(log.entries[0]?.request ?? '{}') as Packet).setting as Record<string, unknown>;
      const config = configFromSetting(setting);
      const machine = playGame({ config, seats, gameId: log.game_id, random: scriptedRandom(name) });
      const lines: string[] = [];
      let entryIndex = 0;
      let step = machine.next();
      while (!step.done) {
        const effect = step.value;
        if (effect.type === 'log') {
          lines.push(...formatGameLogLines(effect.event));
          step = machine.next(undefined);
          continue;
        }
        if (effect.type !== 'request') throw new Error(`unexpected ${effect.type}`);
        const entry = log.entries[entryIndex++];
        expect(entry, `request #${entryIndex} ${effect.request}`).toBeDefined();
        if (entry === undefined) break;
        expect(seats[effect.seat - 1]?.name, `request #${entryIndex}`).toBe(entry.agent);
        expect(JSON.stringify(effect.packet), `request #${entryIndex}`).toBe(entry.request);
        step = machine.next(outcomeOf(entry));
      }
      expect(entryIndex).toBe(log.entries.length);
      expect(lines).toEqual(gameLog(name));
      if (step.done) expect(step.value.winSide).toBe(log.win_side);
    });
  }
});
