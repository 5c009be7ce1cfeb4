import { describe, expect, it } from 'vitest';
import { createFunctionCallAgent } from '../../../src/function-call/agent/create-agent.ts';
import { createSeededBrain } from '../../../src/function-call/agent/brain-adapter/seeded-brain.ts';
import { createDispatcher, type RpcHandlers } from '../../../src/function-call/agent/dispatcher.ts';
import { gameState, initializeParams, request, slowBrain, throwingBrain } from './fixtures.ts';

const readyAgent = async (role: string, options: Parameters<typeof createFunctionCallAgent>[0] = {}) => {
  const agent = createFunctionCallAgent({ brainFactory: createSeededBrain, deadlineMs: 500, ...options });
  await agent.handleText(request('initialize', initializeParams(1, role)));
  return agent;
};

const voteParams = (overrides: Record<string, unknown> = {}) => ({
  game_state: gameState(),
  day_number: 1,
  alive_players: gameState().alive_players,
  discussion_summary: '',
  previous_votes: [],
  vote_type: 'elimination',
  ...overrides,
});

const parse = (text: string | undefined) => JSON.parse(text ?? 'null');

describe('dispatcher error paths', () => {
  it('answers malformed JSON with -32700 and id null', async () => {
    const agent = await readyAgent('villager');
    const answer = parse(await agent.handleText('{"jsonrpc": "2.0", "method": '));
    expect(answer).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700, suggested_action: 'abstain' } });
  });

  it('answers a request without jsonrpc 2.0 with -32600', async () => {
    const agent = await readyAgent('villager');
    expect(parse(await agent.handleText('{"method": "vote", "id": 7}'))).toMatchObject({
      id: 7,
      error: { code: -32600 },
    });
    expect(parse(await agent.handleText('[]'))).toMatchObject({ error: { code: -32600 } });
  });

  it('answers an unknown method with -32601', async () => {
    const agent = await readyAgent('villager');
    expect(parse(await agent.handleText(request('dance', {}, 3)))).toMatchObject({
      id: 3,
      error: { code: -32601, suggested_action: 'default' },
    });
  });

  it('answers invalid params with -32602', async () => {
    const agent = await readyAgent('villager');
    expect(parse(await agent.handleText(request('vote', { day_number: 'one' })))).toMatchObject({
      error: { code: -32602 },
    });
    expect(parse(await agent.handleText(request('vote', [1, 2])))).toMatchObject({ error: { code: -32602 } });
  });

  it('answers an unknown target in the params with 1001 and inconsistent data with 1004', async () => {
    const agent = await readyAgent('witch');
    const witch = {
      game_state: gameState(),
      night_number: 1,
      alive_players: gameState().alive_players,
      poison_available: true,
      antidote_available: true,
      previous_actions: [],
    };
    expect(parse(await agent.handleText(request('witch_action', { ...witch, killed_player_id: 42 })))).toMatchObject({
      error: { code: 1001, message: 'Invalid target player', suggested_action: 'abstain' },
    });
    const deadInAlive = [...gameState().alive_players, { player_id: 3, name: 'P3', is_alive: true }];
    expect(parse(await agent.handleText(request('vote', voteParams({ alive_players: deadInAlive }))))).toMatchObject({
      error: { code: 1004 },
    });
  });

  it('answers a role action for another role with 1002', async () => {
    const agent = await readyAgent('villager');
    const seer = {
      game_state: gameState(),
      night_number: 1,
      alive_players: gameState().alive_players,
      previous_checks: [],
    };
    expect(parse(await agent.handleText(request('seer_action', seer)))).toMatchObject({
      error: { code: 1002, suggested_action: 'default' },
    });
  });

  it('rejects a result naming a dead or unknown target with 1001', async () => {
    const handlers = {
      vote: async () => ({ ok: true, value: { vote_target: 3, confidence: 0.5 } }),
    } as unknown as RpcHandlers;
    const dispatcher = createDispatcher({ handlers });
    const params = voteParams({ alive_players: gameState({ aliveIds: [1, 2, 4] }).alive_players });
    expect(parse(await dispatcher.handleText(request('vote', params)))).toMatchObject({ error: { code: 1001 } });
    const unknown = {
      vote: async () => ({ ok: true, value: { vote_target: 42, confidence: 0.5 } }),
    } as unknown as RpcHandlers;
    expect(
      parse(await createDispatcher({ handlers: unknown }).handleText(request('vote', voteParams()))),
    ).toMatchObject({
      error: { code: 1001, data: 'vote target 42 is not an alive player' },
    });
  });

  it('answers a handler that throws with 1003', async () => {
    const handlers = {
      vote: async () => {
        throw new Error('boom');
      },
    } as unknown as RpcHandlers;
    const dispatcher = createDispatcher({ handlers });
    expect(parse(await dispatcher.handleText(request('vote', voteParams())))).toMatchObject({
      error: { code: 1003, suggested_action: 'random' },
    });
  });

  it('still answers a valid vote when the brain throws', async () => {
    const agent = await readyAgent('villager', { brainFactory: throwingBrain });
    const answer = parse(await agent.handleText(request('vote', voteParams())));
    expect(answer.result.vote_target).toBeTypeOf('number');
    expect(answer.result.vote_target).not.toBe(1);
  });

  it('sends the default answer (abstain) when the brain is late', async () => {
    const agent = await readyAgent('villager', { brainFactory: slowBrain(2000), deadlineMs: 100 });
    const started = Date.now();
    const answer = parse(await agent.handleText(request('vote', voteParams())));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(answer.result).toEqual({ vote_target: null, reasoning: 'timeout', confidence: 0 });
  });

  it('has late wolves abstain (the seed default) and caches that answer', async () => {
    const slowAttack: typeof throwingBrain = (options) => ({
      ...slowBrain(2000)(options),
      attack: () => new Promise(() => {}),
    });
    const agent = createFunctionCallAgent({ brainFactory: slowAttack, deadlineMs: 100 });
    await agent.handleText(request('initialize', initializeParams(1, 'werewolf')));
    const params = {
      game_state: gameState(),
      night_number: 1,
      alive_players: gameState().alive_players,
      teammates: [],
      previous_votes: [],
    };
    const first = parse(await agent.handleText(request('werewolf_action', params, 1)));
    expect(first.result).toMatchObject({ action: 'abstain', target_id: null });
    expect(parse(await agent.handleText(request('werewolf_action', params, 2))).result).toEqual(first.result);
  });

  it('answers a terse backend: no game_state, players without is_alive', async () => {
    const agent = await readyAgent('villager');
    const terse = { day_number: 1, speech_order: 1 };
    const speech = parse(await agent.handleText(request('discuss', terse)));
    expect(speech.result.speech.length).toBeGreaterThan(0);
    const players = [2, 3, 4].map((id) => ({ player_id: id, name: `P${id}` }));
    const vote = parse(await agent.handleText(request('vote', { day_number: 1, alive_players: players })));
    expect([2, 3, 4]).toContain(vote.result.vote_target);
  });

  it('handles batches and notifications', async () => {
    const agent = await readyAgent('villager');
    const batch = `[${request('vote', voteParams(), 'a')}, {"jsonrpc": "2.0", "method": "vote", "params": ${JSON.stringify(voteParams())}}, ${request('nope', {}, 'b')}]`;
    const answers = parse(await agent.handleText(batch));
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatchObject({ id: 'a', result: {} });
    expect(answers[1]).toMatchObject({ id: 'b', error: { code: -32601 } });
    const notification = JSON.stringify({ jsonrpc: '2.0', method: 'vote', params: voteParams() });
    expect(await agent.handleText(notification)).toBeUndefined();
  });

  it('returns the identical result for a repeated identical call', async () => {
    const agent = await readyAgent('villager');
    const first = parse(await agent.handleText(request('vote', voteParams(), 1)));
    const second = parse(await agent.handleText(request('vote', voteParams(), 2)));
    expect(second.result).toEqual(first.result);
    const fresh = await readyAgent('villager');
    expect(parse(await fresh.handleText(request('vote', voteParams(), 9))).result).toEqual(first.result);
  });
});
