import { describe, expect, it } from 'vitest';
import { foldPacket, type GameState, initialGameState, legalTargets } from '../../src/game/index.ts';
import { decodePacket } from '../../src/packets/index.ts';
import { FIXTURE_NAMES, readGameLog, readTranscript } from './server-fixtures.ts';

/** Every client of a recorded game, folded from its own received packets. */
const foldClients = (name: string) => {
  const states = new Map<string, GameState>();
  for (const line of readTranscript(name)) {
    if (line.dir !== 'recv') continue;
    const decoded = decodePacket(JSON.stringify(line.packet));
    if (!decoded.ok) throw new Error(`${name}: ${decoded.error.code} at ${decoded.error.path}`);
    states.set(line.client, foldPacket(states.get(line.client) ?? initialGameState(), decoded.value));
  }
  return states;
};

const keyOf = (talk: { day: number; idx: number; turn: number; agent: string; text: string }) =>
  `${talk.day}/${talk.idx}/${talk.turn}/${talk.agent}/${talk.text}`;

describe('folding the recorded games', () => {
  for (const name of FIXTURE_NAMES) {
    it(name, () => {
      const game = readGameLog(name);
      const nameOf = (idx: number) => game.seats.get(idx)!.name;
      const loggedTalks = game.talks
        .filter((talk) => talk.kind === 'talk')
        .map((talk) => ({ ...talk, agent: nameOf(talk.agentIdx) }));
      const loggedWhispers = game.talks
        .filter((talk) => talk.kind === 'whisper')
        .map((talk) => ({ ...talk, agent: nameOf(talk.agentIdx) }));
      const states = foldClients(name);
      expect(states.size).toBe(game.seats.size);
      for (const seat of game.seats.values()) {
        const state = states.get(seat.connection)!;
        expect(state.self).toBe(seat.name);
        expect(state.role).toBe(seat.role);
        expect(state.agents).toHaveLength(game.seats.size);
        if (!state.finished) continue; // the late-answer client was errored and never got FINISH
        // Roles: everybody's at FINISH.
        for (const other of game.seats.values()) expect(state.knownRoles[other.name]).toBe(other.role);
        // Deaths as the final status block shows them (errored seats have an empty status).
        for (const other of game.finalStatus.values()) {
          if (other.status !== '') expect(state.status[other.name]).toBe(other.status);
        }
        // Errored seats (empty final status) are inferred from the talk rounds; healthy ones never are.
        expect(state.erroredAgents).toEqual(
          [...game.finalStatus.values()]
            .filter((other) => other.status === '' && other.name !== seat.name)
            .map((other) => other.name),
        );
        expect(state.executed).toEqual(
          game.executions.map((entry) => ({ day: entry.day, agent: nameOf(entry.agentIdx) })),
        );
        expect(state.attacked).toEqual(
          game.attacks
            .filter((entry) => entry.succeeded && entry.agentIdx > 0)
            .map((entry) => ({ day: entry.day, agent: nameOf(entry.agentIdx) })),
        );
        // The full talk history, exactly as the server logged it, without duplicates.
        expect(state.talks.map(keyOf)).toEqual(loggedTalks.map(keyOf));
        // Whispers: wolves get them in publication order, minus the tails the server never delivers (§6.7).
        if (seat.role === 'WEREWOLF') {
          const logged = loggedWhispers.map(keyOf);
          let cursor = 0;
          for (const key of state.whispers.map(keyOf)) {
            cursor = logged.indexOf(key, cursor) + 1;
            expect(cursor, `whisper ${key}`).toBeGreaterThan(0);
          }
          expect([...state.teammates].sort()).toEqual(
            [...game.seats.values()]
              .filter((other) => other.role === 'WEREWOLF' && other.name !== seat.name)
              .map((other) => other.name)
              .sort(),
          );
        } else {
          expect(state.whispers).toEqual([]);
          expect(state.teammates).toEqual([]);
        }
      }
    });
  }
});

describe('legal targets on recorded packets', () => {
  it('are alive, exact names, never self for divine/guard, never a wolf for attack', () => {
    for (const name of FIXTURE_NAMES) {
      const snapshots = new Map<string, GameState>();
      for (const line of readTranscript(name)) {
        if (line.dir !== 'recv') continue;
        const decoded = decodePacket(JSON.stringify(line.packet));
        if (!decoded.ok) throw new Error(decoded.error.code);
        const state = foldPacket(snapshots.get(line.client) ?? initialGameState(), decoded.value);
        snapshots.set(line.client, state);
        const request = decoded.value.request;
        if (request !== 'VOTE' && request !== 'DIVINE' && request !== 'GUARD' && request !== 'ATTACK') continue;
        const targets = legalTargets(state, request);
        expect(targets.length).toBeGreaterThan(0);
        for (const target of targets) {
          expect(Object.keys(decoded.value.info!.statusMap)).toContain(target);
          expect(decoded.value.info!.statusMap[target]).toBe('ALIVE');
        }
        if (request === 'VOTE') expect(targets).toContain(state.self); // allow_self_vote is true in these configs
        if (request === 'DIVINE' || request === 'GUARD') expect(targets).not.toContain(state.self);
        if (request === 'ATTACK') for (const target of targets) expect(state.knownRoles[target]).not.toBe('WEREWOLF');
      }
    }
  });
});
