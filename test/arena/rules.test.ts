import { describe, expect, it } from 'vitest';
import type { ArenaConfig } from '../../src/arena/config/arena-config-schema.ts';
import { shippedConfig } from '../../src/arena/config/load-arena-config.ts';
import { runFreeformPhase } from '../../src/arena/freeform/freeform-phase.ts';
import { createGameId, createSeats } from '../../src/arena/rules/create-seats.ts';
import { playGame } from '../../src/arena/rules/game-machine.ts';
import type { GameRole } from '../../src/game/state.ts';
import { createRandom } from '../../src/random.ts';
import { playScripted, randomAnswer, type Sent } from './support/scripted-game.ts';
import { gameLog, type Packet } from './support/transcripts.ts';

const FIVE: readonly GameRole[] = ['WEREWOLF', 'POSSESSED', 'SEER', 'VILLAGER', 'VILLAGER'];
const info = (packet: Packet) =>
  packet.info as Record<string, unknown> & {
    day: number;
    agent: string;
    status_map: Record<string, string>;
  };
const withGame = (config: ArenaConfig, game: Partial<ArenaConfig['game']>): ArenaConfig => ({
  ...config,
  game: { ...config.game, ...game },
});

describe('the game flow of aiwolf-nlp-server', () => {
  it('reports the previous day in every packet of a day; today is visible only in status_map', () => {
    const { sent, lines } = playScripted({
      config: shippedConfig({ players: 13, lang: 'ja' }),
      seed: 'previous-day',
      answer: randomAnswer,
    });
    const executions = lines.filter((line) => line.split(',')[1] === 'execute');
    expect(executions.length).toBeGreaterThan(0);
    for (const line of executions) {
      const [day, , idx] = line.split(',');
      const seatName = sent.find((record) => record.seat.idx === Number(idx))?.seat.name;
      const sameDay = sent.filter((record) => info(record.packet).day === Number(day) && record.request === 'ATTACK');
      for (const record of sameDay) {
        expect(info(record.packet).status_map[seatName ?? '']).toBe('DEAD');
        expect(info(record.packet).executed_agent).not.toBe(seatName);
      }
      const nextDay = sent.filter((record) => info(record.packet).day === Number(day) + 1);
      for (const record of nextDay) expect(info(record.packet).executed_agent).toBe(seatName);
    }
  });

  it('shows each agent its own role, werewolves each other, everybody everything at FINISH', () => {
    const { sent, seats } = playScripted({
      config: shippedConfig({ players: 13, lang: 'en' }),
      seed: 'roles',
      answer: randomAnswer,
    });
    const wolves = seats
      .filter((seat) => seat.role === 'WEREWOLF')
      .map((seat) => seat.name)
      .sort();
    for (const { seat, request, packet } of sent) {
      const roleMap = info(packet).role_map as Record<string, string>;
      if (request === 'FINISH') expect(Object.keys(roleMap)).toHaveLength(13);
      else if (seat.role === 'WEREWOLF') expect(Object.keys(roleMap).sort()).toEqual(wolves);
      else expect(roleMap).toEqual({ [seat.name]: seat.role });
    }
  });

  it('asks again after a tied vote (vote.max_count 2) and keeps only the final round in vote_list', () => {
    const config = withGame(shippedConfig({ players: 5, lang: 'ja' }), {
      vote: { max_count: 2, allow_self_vote: true },
    });
    const voteRounds = new Map<string, number>();
    const answer = (sent: Sent): string => {
      if (sent.request !== 'VOTE')
        return sent.request === 'TALK'
          ? 'Over'
          : randomAnswer(sent, {
              int: () => 0,
              pick: (items: readonly string[]) => items[0],
            } as never);
      const round = (voteRounds.get(`${info(sent.packet).day}/${sent.seat.idx}`) ?? 0) + 1;
      voteRounds.set(`${info(sent.packet).day}/${sent.seat.idx}`, round);
      const names = Object.keys(info(sent.packet).status_map);
      // Round 1: everyone votes for themselves (a 5-way tie); round 2: everyone votes for the first alive other.
      if (round === 1) return sent.seat.name;
      return names.find((name) => name !== sent.seat.name && info(sent.packet).status_map[name] === 'ALIVE') ?? '';
    };
    const { sent, lines } = playScripted({
      config,
      seed: 'revote',
      answer,
      roles: FIVE,
    });
    const dayOneVotes = sent.filter((record) => record.request === 'VOTE' && info(record.packet).day === 1);
    expect(dayOneVotes).toHaveLength(10);
    expect(lines.filter((line) => line.startsWith('1,vote,'))).toHaveLength(10);
    const dayTwo = sent.find((record) => info(record.packet).day === 2);
    const voteList = info(dayTwo?.packet as Packet).vote_list as {
      agent: string;
      target: string;
    }[];
    expect(voteList).toHaveLength(5);
    expect(voteList.every((vote) => vote.agent !== vote.target)).toBe(true);
  });

  it('a guarded attack kills nobody and leaves attacked_agent out the next day', () => {
    const roles: GameRole[] = [
      'WEREWOLF',
      'WEREWOLF',
      'WEREWOLF',
      'POSSESSED',
      'SEER',
      'BODYGUARD',
      'MEDIUM',
      'VILLAGER',
      'VILLAGER',
      'VILLAGER',
      'VILLAGER',
      'VILLAGER',
      'VILLAGER',
    ];
    // Seats depend only on the seed, so a first run tells us the names: seat 12 (a villager) is guarded and attacked.
    const first = playScripted({
      config: shippedConfig({ players: 13, lang: 'ja' }),
      seed: 'guard',
      answer: randomAnswer,
      roles,
    });
    const protectedName = first.seats[11]?.name ?? '';
    const { lines, sent } = playScripted({
      config: shippedConfig({ players: 13, lang: 'ja' }),
      seed: 'guard',
      roles,
      answer: (record, random) => {
        if (record.request === 'GUARD' || record.request === 'ATTACK') return protectedName;
        if (record.request === 'VOTE') {
          // Never execute the protected villager or the bodyguard.
          const alive = Object.entries(info(record.packet).status_map).filter(
            ([name, status]) => status === 'ALIVE' && name !== protectedName && name !== first.seats[5]?.name,
          );
          return alive[0]?.[0] ?? '';
        }
        return randomAnswer(record, random);
      },
    });
    expect(lines).toContain(`1,guard,6,12,VILLAGER`);
    expect(lines).toContain(`1,attack,12,false`);
    const dayTwo = sent.filter((record) => info(record.packet).day === 2);
    expect(dayTwo.length).toBeGreaterThan(0);
    for (const record of dayTwo) expect(info(record.packet).attacked_agent).toBeUndefined();
  });

  it('restarts whisper idx at 0 in the day-0 evening whisper phase, like the server', () => {
    const { lines } = playScripted({
      config: shippedConfig({ players: 13, lang: 'ja' }),
      seed: 'whisper',
      answer: randomAnswer,
    });
    const dayZeroWhispers = lines.filter((line) => line.startsWith('0,whisper,'));
    expect(dayZeroWhispers.filter((line) => line.split(',')[2] === '0')).toHaveLength(2);
  });

  it('names agents Agent[NN] without profiles, and sends no profile', () => {
    const base = shippedConfig({ players: 5, lang: 'ja' });
    const config = {
      ...base,
      custom_profile: { ...base.custom_profile, enable: false },
    };
    const { sent, seats } = playScripted({
      config,
      seed: 'no-profile',
      answer: randomAnswer,
    });
    expect(seats.map((seat) => seat.name)).toEqual(['Agent[01]', 'Agent[02]', 'Agent[03]', 'Agent[04]', 'Agent[05]']);
    expect(
      sent
        .filter((record) => record.request === 'INITIALIZE')
        .every((record) => info(record.packet).profile === undefined),
    ).toBe(true);
  });

  it('character names and a profile when profiles are on', () => {
    const { sent, seats } = playScripted({
      config: shippedConfig({ players: 5, lang: 'en' }),
      seed: 'profile',
      answer: randomAnswer,
    });
    expect(seats.every((seat) => /^[A-Z][a-z]+$/.test(seat.name))).toBe(true);
    const profile = info(sent[0]?.packet as Packet).profile as string;
    expect(
      profile
        .split('\n')
        .map((line) => line.split(':')[0])
        .sort(),
    ).toEqual(['age', 'gender', 'personality']);
  });

  it('ends after max_day with no winner when nobody can be executed', () => {
    const config = withGame(shippedConfig({ players: 5, lang: 'ja' }), {
      max_day: 1,
    });
    const { outcome, sent, lines } = playScripted({
      config,
      seed: 'max-day',
      answer: (record) => (record.request === 'TALK' ? 'Over' : 'nobody'),
    });
    expect(outcome.winSide).toBe('NONE');
    expect(outcome.abortedByError).toBe(false);
    const finish = sent.filter((record) => record.request === 'FINISH');
    expect(finish.every((record) => info(record.packet).day === 2)).toBe(true);
    expect(lines.at(-1)).toBe('2,result,4,1,NONE');
  });

  it('an errored agent ends a 5-player game with NONE after the next night phase, as in the late-answer transcript', () => {
    let failed = false;
    const { outcome, sent, lines } = playScripted({
      config: shippedConfig({ players: 5, lang: 'ja' }),
      seed: 'errored',
      roles: FIVE,
      answer: (record, random) => {
        if (!failed && record.request === 'TALK' && record.seat.idx === 2) {
          failed = true;
          return { ok: false, fatal: true, reason: 'bad-name-answer' };
        }
        return record.seat.idx === 2 && failed
          ? { ok: false, fatal: true, reason: 'errored' }
          : randomAnswer(record, random);
      },
    });
    expect(outcome.winSide).toBe('NONE');
    expect(outcome.abortedByError).toBe(true);
    expect(outcome.errored).toEqual([2]);
    // Day 0 goes on (talk, DAILY_FINISH, the night's first phase) but no DIVINE: the check ran after the evening whisper.
    expect(sent.some((record) => record.request === 'DIVINE')).toBe(false);
    expect(sent.filter((record) => record.request === 'DAILY_FINISH')).toHaveLength(5);
    expect(lines.filter((line) => line.startsWith('1,status,2,'))[0]).toMatch(/^1,status,2,POSSESSED,,probe2,/);
    expect(lines.at(-1)).toBe('1,result,4,1,NONE');
    const recorded = gameLog('ja_5_late_sequential');
    expect(recorded.at(-1)).toBe('1,result,4,1,NONE');
  });
});

describe('game log lines have the shapes of the server log', () => {
  const SHAPES: Record<string, RegExp> = {
    status: /^\d+,status,\d+,[A-Z]+,(ALIVE|DEAD|),[^,]*,[^,]+$/,
    talk: /^\d+,talk,\d+,\d+,\d+,.*$/,
    whisper: /^\d+,whisper,\d+,\d+,\d+,.*$/,
    vote: /^\d+,vote,\d+,\d+$/,
    attackVote: /^\d+,attackVote,\d+,\d+$/,
    execute: /^\d+,execute,\d+,[A-Z]+$/,
    divine: /^\d+,divine,\d+,\d+,(HUMAN|WEREWOLF)$/,
    guard: /^\d+,guard,\d+,\d+,[A-Z]+$/,
    attack: /^\d+,attack,-?\d+,(true|false)$/,
    result: /^\d+,result,\d+,\d+,(VILLAGER|WEREWOLF|NONE)$/,
  };
  it('every line of the recorded logs and of arena logs matches a known shape', () => {
    const arena = playScripted({
      config: shippedConfig({ players: 13, lang: 'ja' }),
      seed: 'shapes',
      answer: randomAnswer,
    }).lines;
    for (const line of [...gameLog('ja_13'), ...gameLog('ja_5_late_sequential'), ...arena]) {
      const kind = line.split(',')[1] ?? '';
      expect(SHAPES[kind], line).toBeDefined();
      expect(line, kind).toMatch(SHAPES[kind] as RegExp);
    }
    const kinds = (lines: readonly string[]) => new Set(lines.map((line) => line.split(',')[1]));
    for (const kind of kinds(gameLog('ja_13'))) expect(kinds(arena).has(kind), kind).toBe(true);
  });
});

describe('histories are diffs', () => {
  it("each agent's talk_history diffs add up to the day's talk exactly once, in idx order", () => {
    const { sent, lines } = playScripted({
      config: shippedConfig({ players: 13, lang: 'ja' }),
      seed: 'diffs',
      answer: randomAnswer,
    });
    const received = new Map<string, { idx: number; text: string }[]>();
    for (const { seat, packet } of sent) {
      for (const talk of (packet.talk_history as { idx: number; day: number; text: string }[] | undefined) ?? []) {
        const key = `${talk.day}/${seat.name}`;
        received.set(key, [...(received.get(key) ?? []), talk]);
      }
    }
    for (const [key, talks] of received) {
      const day = key.split('/')[0];
      const logged = lines.filter((line) => line.startsWith(`${day},talk,`));
      expect(talks.map((talk) => talk.idx)).toEqual(logged.map((_, index) => index));
      expect(talks.map((talk) => talk.text)).toEqual(logged.map((line) => line.split(',').slice(5).join(',')));
    }
  });

  it('like the server, a werewolf never receives the tail of the day-0 evening whispers', () => {
    const { sent, lines } = playScripted({
      config: shippedConfig({ players: 13, lang: 'ja' }),
      seed: 'whisper-tail',
      answer: randomAnswer,
    });
    const evening = lines.filter((line) => line.startsWith('0,whisper,')).length;
    const delivered = sent
      .filter((record) => record.seat.role === 'WEREWOLF' && info(record.packet).day === 0)
      .flatMap((record) => (record.packet.whisper_history as unknown[] | undefined) ?? []);
    // Whispers are delivered per recipient; across the three wolves some whispers of day 0 are never seen.
    expect(delivered.length).toBeLessThan(evening * 3);
  });
});

describe('packets are values once sent (the arena prints them lazily: src/packets/printed-frame.ts)', () => {
  it.each([
    { players: 5, lang: 'ja' },
    { players: 13, lang: 'ja' },
    { players: 5, lang: 'en', freeform: true },
  ] as const)('no packet object changes after it was sent, to the end of the game %o', (options) => {
    const config = shippedConfig(options);
    const random = createRandom(`frozen-packets-${options.players}`);
    const names = Array.from({ length: options.players }, (_, index) => `seat${index + 1}`);
    const seats = createSeats({ config, connectionNames: names, random });
    const gameId = createGameId({ timeMs: 0, random });
    const machine = playGame({ config, seats, gameId, random, freeform: runFreeformPhase });
    const sentPackets: { packet: object; text: string }[] = [];
    let submissions = 0;
    for (let step = machine.next(); !step.done; ) {
      const effect = step.value;
      if (effect.type === 'phase-next') {
        // Speak-anytime phases: a few talks by random seats, then the phase runs out of time.
        const seat = 1 + random.int(options.players);
        step = machine.next(
          submissions++ % 6 === 5 ? undefined : { ok: true, text: `hello from ${seat}`, seat, receivedAt: 0 },
        );
        continue;
      }
      if (effect.type !== 'request') {
        step = machine.next(undefined);
        continue;
      }
      sentPackets.push({ packet: effect.packet, text: JSON.stringify(effect.packet) });
      const isTalk = effect.request === 'TALK' || effect.request === 'WHISPER';
      const target = seats[random.int(options.players)]?.name ?? '';
      step = machine.next({ ok: true, text: isTalk ? (random.int(3) === 0 ? 'Over' : 'こんにちは') : target });
    }
    expect(sentPackets.length).toBeGreaterThan(50);
    if (options.freeform === true)
      expect(sentPackets.some(({ text }) => text.includes('"request":"TALK_BROADCAST"'))).toBe(true);
    for (const { packet, text } of sentPackets) expect(JSON.stringify(packet)).toBe(text);
  });
});
