import { describe, expect, it } from 'vitest';
import { loadGames } from '../../src/replay/load-games.ts';
import { fromGameRecord } from '../../src/replay/from-game-record.ts';
import type { ReplayGame } from '../../src/replay/replay-game.ts';
import { replaySeat } from '../../src/replay/replay-seat.ts';
import { seatSteps } from '../../src/replay/seat-packets.ts';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import type { GameState } from '../../src/game/state.ts';

const LOGS = '../shared/fixtures/aiwolfdial-logs';
const games: ReplayGame[] = loadGames([LOGS]).map((game) => fromGameRecord(game.record, game.folder));

type Wire = {
  request: string;
  info: {
    day: number;
    agent: string;
    role_map: Record<string, string>;
    divine_result?: { agent: string; target: string; result: string };
    medium_result?: { agent: string; target: string };
    attack_vote_list?: unknown[];
    status_map: Record<string, string>;
  };
  talk_history?: { day: number; idx: number; agent: string; text: string }[];
  whisper_history?: { day: number; idx: number; agent: string; text: string }[];
  new_talk?: { day: number; idx: number; text: string };
};

describe('replay seat views', () => {
  it('reads every contest folder, with a decision for every logged vote, divination, guard and attack vote', () => {
    expect(games.length).toBe(122);
    for (const game of games) {
      const logged = game.events.filter((event) =>
        ['vote', 'divine', 'guard', 'attackVote'].includes(event.type),
      ).length;
      let replayed = 0;
      for (const seat of game.seats)
        for (const step of seatSteps(game, seat.idx))
          if (step.decision !== undefined && 'target' in step.decision.real) replayed++;
      expect(replayed, game.id).toBe(logged);
    }
  });

  it('never shows a seat another seat’s role, a whisper it was not part of, or a result that is not its own', () => {
    let packets = 0;
    for (const game of games) {
      const byName = new Map(game.seats.map((seat) => [seat.name, seat]));
      const wolves = new Set(game.seats.filter((seat) => seat.role === 'WEREWOLF').map((seat) => seat.name));
      // Whisper texts of the game: no non-werewolf may ever receive one, in any field.
      const talkTexts = new Set(game.events.flatMap((event) => (event.type === 'talk' ? [event.text] : [])));
      const whisperTexts = new Set(
        game.events.flatMap((event) => (event.type === 'whisper' && !talkTexts.has(event.text) ? [event.text] : [])),
      );
      for (const seat of game.seats) {
        const wolf = seat.role === 'WEREWOLF';
        for (const step of seatSteps(game, seat.idx)) {
          if (step.packet === undefined) continue;
          packets++;
          const wire = JSON.parse(step.packet) as Wire;
          expect(wire.info.agent).toBe(seat.name);
          for (const [name, role] of Object.entries(wire.info.role_map)) {
            expect(name === seat.name || (wolf && wolves.has(name)), `${game.id} ${seat.name} sees ${name}`).toBe(true);
            expect(role).toBe(byName.get(name)?.role);
          }
          if (wire.info.divine_result !== undefined) {
            expect(seat.role).toBe('SEER');
            expect(wire.info.divine_result.agent).toBe(seat.name);
          }
          if (wire.info.medium_result !== undefined) expect(seat.role).toBe('MEDIUM');
          if (wire.info.attack_vote_list !== undefined) expect(wolf).toBe(true);
          if (!wolf) {
            expect(wire.whisper_history ?? []).toEqual([]);
            const texts = [...(wire.talk_history ?? []), ...(wire.new_talk === undefined ? [] : [wire.new_talk])];
            for (const talk of texts) expect(whisperTexts.has((talk as { text: string }).text)).toBe(false);
          }
          // Histories hold only today's talk.
          for (const talk of [...(wire.talk_history ?? []), ...(wire.whisper_history ?? [])])
            expect(talk.day).toBe(wire.info.day);
        }
      }
    }
    expect(packets).toBeGreaterThan(10_000);
  });

  it('folds into states that hold only what the seat could know at that moment', async () => {
    const sample = games.filter((game, index) => index % 20 === 0 || (game.freeform && index % 4 === 0));
    let views = 0;
    for (const game of sample) {
      const wolves = new Set(game.seats.filter((seat) => seat.role === 'WEREWOLF').map((seat) => seat.name));
      for (const seat of game.seats) {
        const check = (state: GameState, request: string): void => {
          views++;
          expect(state.self).toBe(seat.name);
          expect(state.role).toBe(seat.role);
          for (const name of Object.keys(state.knownRoles))
            expect(name === seat.name || (seat.role === 'WEREWOLF' && wolves.has(name))).toBe(true);
          if (seat.role !== 'WEREWOLF') expect(state.whispers).toEqual([]);
          if (seat.role !== 'SEER') expect(state.divineResults).toEqual([]);
          if (seat.role !== 'MEDIUM') expect(state.mediumResults).toEqual([]);
          for (const result of state.divineResults) {
            expect(result.agent).toBe(seat.name);
            // A divination is known from the next day on, never on its own night.
            expect(result.day).toBeLessThan(state.day);
          }
          // Nothing from a later day; on a talk turn nothing said after it.
          for (const talk of state.talks) expect(talk.day).toBeLessThanOrEqual(state.day);
          if (request === 'VOTE' || request === 'DIVINE')
            expect(state.talks.some((talk) => talk.day > state.day)).toBe(false);
        };
        await replaySeat({ game, seat: seat.idx, factory: createRandomBrain, seed: 'views', onView: check });
      }
    }
    expect(views).toBeGreaterThan(200);
  });

  it('delivers on a talk turn exactly the talk said before it that day', () => {
    const game = games.find((entry) => !entry.freeform && entry.seats.length === 5)!;
    const seat = game.seats[0]!;
    const seen: { day: number; idx: number }[] = [];
    for (const step of seatSteps(game, seat.idx)) {
      if (step.packet === undefined) continue;
      const wire = JSON.parse(step.packet) as Wire;
      if (wire.request === 'DAILY_INITIALIZE') seen.length = 0;
      seen.push(...(wire.talk_history ?? []));
      if (step.decision?.request !== 'TALK') continue;
      const own = game.events.find(
        (event) =>
          event.type === 'talk' &&
          event.day === step.day &&
          event.agent === seat.idx &&
          'text' in step.decision!.real &&
          event.text === step.decision!.real.text &&
          !seen.some((talk) => talk.idx === event.idx),
      );
      expect(own).toBeDefined();
      const before = game.events.filter(
        (event) =>
          event.type === 'talk' && event.day === step.day && own !== undefined && 'idx' in own && event.idx < own.idx,
      );
      expect(seen.map((talk) => talk.idx)).toEqual(before.map((event) => ('idx' in event ? event.idx : -1)));
    }
  });
});
