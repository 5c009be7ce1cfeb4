import { describe, expect, it } from 'vitest';
import { type BackendRole, DEFAULT_PLAYERS, playFunctionCallGame } from '../../../src/function-call/index.ts';
import type { AgentEndpoint } from '../../../src/transport/index.ts';
import { DEFAULT_RESULTS } from '../../../src/function-call/schemas/default-results.ts';
import type { MethodName } from '../../../src/function-call/schemas/methods.ts';

type Call = { playerId: number; method: MethodName; params: Record<string, unknown> };
type Script = (call: Call) => unknown;

/** Fake agents: each call is answered by the script (default: the seed's default answer) and recorded. */
const scripted = (script: Script) => {
  const calls: Call[] = [];
  const endpoints = new Map<number, AgentEndpoint<MethodName>>(
    DEFAULT_PLAYERS.map(({ player_id: playerId }) => [
      playerId,
      {
        transport: 'script',
        call: async ({ method, params }) => {
          const call = { playerId, method, params: params as Record<string, unknown> };
          calls.push(call);
          return { ok: true, result: script(call) ?? DEFAULT_RESULTS[method] };
        },
        close: async () => {},
      },
    ]),
  );
  return { endpoints, calls };
};

const ROLES = new Map<number, BackendRole>([
  [1, 'werewolf'],
  [2, 'werewolf'],
  [3, 'werewolf'],
  [4, 'villager'],
  [5, 'villager'],
  [6, 'villager'],
  [7, 'seer'],
  [8, 'witch'],
  [9, 'hunter'],
]);

const play = (endpoints: Map<number, AgentEndpoint<MethodName>>) =>
  playFunctionCallGame({
    gameId: 'rules',
    seed: 'rules',
    players: DEFAULT_PLAYERS,
    endpoints,
    timeoutMs: 1000,
    maxDays: 1,
    roles: ROLES,
  });

describe('backend rules', () => {
  it('lets the witch save and poison in one night, and a poisoned hunter cannot shoot', async () => {
    const { endpoints, calls } = scripted(({ method, params }) => {
      if (method === 'werewolf_action') return { action: 'kill', target_id: 4, confidence: 1 };
      if (method === 'witch_action') {
        return params['antidote_available']
          ? { action: 'save', target_id: params['killed_player_id'] }
          : { action: 'poison', target_id: 9 };
      }
      return undefined;
    });
    const result = await play(endpoints);
    const witchCalls = calls.filter((call) => call.method === 'witch_action');
    expect(witchCalls.map((call) => call.params['killed_player_id'])).toEqual([4, null]);
    expect(result.features).toMatchObject({ witchSaves: 1, witchPoisons: 1, wolfKills: 0, hunterShots: 0 });
    expect(result.survivors).toContain(4);
    expect(result.survivors).not.toContain(9);
    expect(calls.some((call) => call.method === 'hunter_action')).toBe(false);
  });

  it('runs a PK round among the tied players and exiles nobody on a second tie', async () => {
    const firstRound: Record<number, number | null> = { 1: 5, 2: 5, 3: 5, 4: 1, 5: 1, 6: 1, 7: 1, 8: 5, 9: null };
    const pkRound: Record<number, number | null> = { 2: 5, 3: 5, 4: 1, 6: 1, 7: null, 8: null, 9: null };
    const { endpoints, calls } = scripted(({ playerId, method, params }) => {
      if (method !== 'vote') return undefined;
      const table = params['vote_type'] === 'pk' ? pkRound : firstRound;
      return { vote_target: table[playerId] ?? null, confidence: 1 };
    });
    const result = await play(endpoints);
    expect(calls.filter((call) => call.method === 'defend').map((call) => call.playerId)).toEqual([1, 5]);
    const pkVoters = calls
      .filter((call) => call.method === 'vote' && call.params['vote_type'] === 'pk')
      .map((call) => call.playerId);
    expect(pkVoters).toEqual([2, 3, 4, 6, 7, 8, 9]);
    const defence = calls.find((call) => call.method === 'defend' && call.playerId === 1);
    expect(defence?.params['accusations']).toEqual(
      expect.arrayContaining([expect.objectContaining({ accuser_id: 4 })]),
    );
    expect(result.features).toMatchObject({ pkRounds: 1, pkExiles: 0, exiles: 0 });
    expect(result.winner).toBe('draw');
  });

  it('lets an exiled hunter shoot at once, and sends game_over with the roles to all nine', async () => {
    const { endpoints, calls } = scripted(({ method }) => {
      if (method === 'vote') return { vote_target: 9, confidence: 1 };
      if (method === 'hunter_action') return { action: 'shoot', target_id: 1 };
      return undefined;
    });
    const result = await play(endpoints);
    expect(calls.find((call) => call.method === 'hunter_action')?.params).toMatchObject({ cause: 'vote' });
    expect(result.features).toMatchObject({ hunterShots: 1, exiles: 1 });
    expect(result.survivors).not.toContain(1);
    const gameOver = calls.filter((call) => call.method === 'game_over');
    expect(gameOver).toHaveLength(9);
    expect(gameOver[0]?.params['role_reveal']).toHaveLength(9);
  });

  it('reads terse or over-long answers of other agents leniently', async () => {
    const { endpoints } = scripted(({ method }) => {
      if (method === 'werewolf_action') return { action: 'kill', target_id: 4 };
      if (method === 'discuss') return { speech: '长'.repeat(400) };
      return undefined;
    });
    const result = await play(endpoints);
    expect(result.features.wolfKills).toBe(1);
    expect(result.failures).toEqual({});
    const speech = result.log.find((entry) => entry.kind === 'discuss')?.detail as { speech: string };
    expect(Array.from(speech.speech)).toHaveLength(300);
  });

  it('shows the seer its checks and the wolves their teammates, and nobody else', async () => {
    const { endpoints, calls } = scripted(({ method }) =>
      method === 'seer_action' ? { action: 'check', target_id: 2 } : undefined,
    );
    await play(endpoints);
    const seen = (playerId: number, target: number) => {
      const call = calls.find((each) => each.method === 'discuss' && each.playerId === playerId);
      const state = call?.params['game_state'] as { alive_players: { player_id: number; role?: string }[] };
      return state.alive_players.find((player) => player.player_id === target)?.role;
    };
    expect(seen(7, 2)).toBe('werewolf');
    expect(seen(1, 2)).toBe('werewolf');
    expect(seen(4, 2)).toBeUndefined();
    expect(seen(4, 4)).toBe('villager');
  });
});
