import { describe, expect, it } from 'vitest';
import { createFunctionCallAgent } from '../../../src/function-call/agent/create-agent.ts';
import type { Session } from '../../../src/function-call/agent/session.ts';
import { readTalkBeliefs } from '../../../src/function-call/agent/talk-beliefs.ts';
import { createSeededBrain } from '../../../src/function-call/agent/brain-adapter/seeded-brain.ts';
import { alive, gameState, initializeParams, PLAYERS, request } from './fixtures.ts';

type Speech = { player_id: number; content: string };

const call = async (agent: ReturnType<typeof createFunctionCallAgent>, method: string, params: unknown) => {
  const text = await agent.handleText(request(method, params));
  return JSON.parse(text ?? '{}').result;
};

const agentAs = async (playerId: number, role: string) => {
  const agent = createFunctionCallAgent({ brainFactory: createSeededBrain, seed: 'village-play' });
  await call(agent, 'initialize', initializeParams(playerId, role));
  return agent;
};

const historyOf = (speeches: readonly Speech[], day = 1) =>
  speeches.map((speech) => ({ event_type: 'speech', day, phase: 'day', data: speech }));

const discuss = (agent: ReturnType<typeof createFunctionCallAgent>, speeches: readonly Speech[]) =>
  call(agent, 'discuss', {
    game_state: gameState(),
    day_number: 1,
    speech_order: speeches.length + 1,
    previous_speeches: speeches.map((speech) => ({ ...speech, round: 1 })),
    last_night_events: [],
  });

const vote = async (
  agent: ReturnType<typeof createFunctionCallAgent>,
  speeches: readonly Speech[],
): Promise<number | null> =>
  (
    await call(agent, 'vote', {
      game_state: gameState({ history: historyOf(speeches) }),
      day_number: 1,
      alive_players: alive(),
      discussion_summary: '',
      previous_votes: [],
    })
  ).vote_target;

const session = (selfId: number): Session => ({
  selfId,
  role: 'villager',
  players: PLAYERS,
  language: 'zh',
  key: '',
  intentions: new Map(),
  knownRoles: new Map(),
  saves: new Map(),
});

describe('the rule village reads the discussion like a village player', () => {
  it('takes an attack on a vouched-for player as a tell, but not before the claim nor between rival claimants', () => {
    const beliefs = readTalkBeliefs({
      session: session(1),
      speeches: [
        { player_id: 6, content: '我怀疑2号是狼人。' },
        { player_id: 2, content: '我是预言家，我查验了3号，他是好人。' },
        { player_id: 7, content: '我怀疑3号是狼人。' },
        { player_id: 8, content: '2号很可疑。' },
        { player_id: 4, content: '我是女巫，我用解药救了5号，他是好人。' },
        { player_id: 9, content: '5号和4号都很可疑。' },
      ],
    });
    // 6 spoke before 2 claimed; 7 attacks the seer's 金水, 8 the seer, 9 the witch and her 银水.
    expect(beliefs.tells).toEqual([
      { by: 7, target: 3 },
      { by: 8, target: 2 },
      { by: 9, target: 5 },
      { by: 9, target: 4 },
    ]);
    const rivals = readTalkBeliefs({
      session: session(1),
      speeches: [
        { player_id: 2, content: '我是预言家，我查验了3号，他是好人。' },
        { player_id: 5, content: '我才是预言家，2号是悍跳。' },
        { player_id: 7, content: '我怀疑5号是狼人。' },
      ],
    });
    // Two seer claims vouch for neither claimant (nor for a 金水 of either).
    expect(rivals.tells).toEqual([]);
  });

  it('names no suspect on a guess, but votes with the whole day once a player attacks the claimed seer', async () => {
    const early: Speech[] = [{ player_id: 2, content: '我是预言家，我查验了3号，他是好人。' }];
    const spoken = await discuss(await agentAs(1, 'villager'), early);
    expect(spoken.is_accusation).toBe(false);
    expect(spoken.target_players).toEqual([]);
    // Player 8 attacks the seer after the claim; player 5 accused 6 once, on a guess.
    const day: Speech[] = [
      ...early,
      { player_id: 5, content: '我觉得6号有点可疑。' },
      { player_id: 8, content: '2号是悍跳，大家投2号。' },
    ];
    const villager = await agentAs(1, 'villager');
    await discuss(villager, early);
    expect(await vote(villager, day)).toBe(8);
  });

  it('a hunter claims on the first day; a witch claims to vouch for the player she saved', async () => {
    const hunter = await discuss(await agentAs(5, 'hunter'), []);
    expect(hunter.speech).toContain('我是猎人');
    const witch = await agentAs(4, 'witch');
    const quiet = await discuss(witch, []);
    expect(quiet.speech).not.toContain('我是女巫');
    await call(witch, 'witch_action', {
      game_state: gameState(),
      night_number: 2,
      alive_players: alive(),
      poison_available: true,
      antidote_available: true,
      killed_player_id: 6,
      previous_actions: [],
    });
    const claimed = await call(witch, 'discuss', {
      game_state: gameState({ day: 2 }),
      day_number: 2,
      speech_order: 1,
      previous_speeches: [],
      last_night_events: [],
    });
    expect(claimed.speech).toContain('我是女巫');
    expect(claimed.speech).toContain('我用解药救了6号(P6)');
    expect(claimed.target_players).toContain(6);
  });

  it('the seer checks the most suspected player no claim vouches for', async () => {
    const seer = await agentAs(1, 'seer');
    const speeches: Speech[] = [
      { player_id: 4, content: '我是女巫，我用解药救了5号，他是好人。' },
      { player_id: 7, content: '我觉得3号有点可疑。' },
      { player_id: 9, content: '4号很可疑，3号也可疑。' },
    ];
    const checked = await call(seer, 'seer_action', {
      game_state: gameState({ history: historyOf(speeches) }),
      night_number: 2,
      alive_players: alive(),
      previous_checks: [],
    });
    // 9 attacked the witch (a tell): 9 is checked before 3, and the witch herself is not.
    expect(checked.target_id).toBe(9);
  });
});
