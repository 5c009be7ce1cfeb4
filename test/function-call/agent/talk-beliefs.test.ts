import { describe, expect, it } from 'vitest';
import { readSpecialClaims } from '../../../src/nl/special-claims.ts';
import { createRoster } from '../../../src/protocol/index.ts';
import { createFunctionCallAgent } from '../../../src/function-call/agent/create-agent.ts';
import { readTalkBeliefs } from '../../../src/function-call/agent/talk-beliefs.ts';
import { createSeededBrain } from '../../../src/function-call/agent/brain-adapter/seeded-brain.ts';
import { alive, gameState, initializeParams, PLAYERS, request } from './fixtures.ts';

const call = async (agent: ReturnType<typeof createFunctionCallAgent>, method: string, params: unknown) => {
  const text = await agent.handleText(request(method, params));
  return JSON.parse(text ?? '{}').result;
};

/** A villager (player 1) hears today's speeches, speaks, then votes. */
const voteAfter = async (speeches: { player_id: number; content: string }[]): Promise<number | null> => {
  const agent = createFunctionCallAgent({ brainFactory: createSeededBrain, seed: 'beliefs' });
  await call(agent, 'initialize', initializeParams(1, 'villager'));
  const previous = speeches.map((speech) => ({ ...speech, round: 1 }));
  await call(agent, 'discuss', {
    game_state: gameState(),
    day_number: 1,
    speech_order: speeches.length + 1,
    previous_speeches: previous,
    last_night_events: [],
  });
  const history = previous.map((speech) => ({
    event_type: 'speech',
    day: 1,
    phase: 'day',
    data: { player_id: speech.player_id, content: speech.content },
  }));
  const voted = await call(agent, 'vote', {
    game_state: gameState({ history }),
    day_number: 1,
    alive_players: alive(),
    discussion_summary: '',
    previous_votes: [],
  });
  return voted.vote_target as number | null;
};

describe('the function-call agent reads the discussion into beliefs', () => {
  it('a Chinese seer claim in previous_speeches changes the vote to the called wolf', async () => {
    const quiet = [{ player_id: 3, content: '大家好，我先听听。' }];
    const without = await voteAfter(quiet);
    // Whom the seer calls: anyone but the player the villager would vote for anyway.
    const wolf = [7, 8, 9].find((id) => id !== without) ?? 7;
    const withClaim = await voteAfter([
      ...quiet,
      { player_id: 2, content: `我跳预言家，查杀${wolf}号，他昨晚被我验出来了。` },
    ]);
    expect(withClaim).toBe(wolf);
    expect(without).not.toBe(wolf);
  });

  it('reads N号 by player_id, witch saves and hunter shots into the beliefs', () => {
    const players = [10, 20, 30, 40].map((player_id) => ({ player_id, name: `玩家${player_id}` }));
    const session = {
      selfId: 10,
      role: 'villager',
      players,
      language: 'zh' as const,
      key: '',
      intentions: new Map(),
      knownRoles: new Map(),
      saves: new Map(),
    };
    const beliefs = readTalkBeliefs({
      session,
      speeches: [
        { player_id: 20, content: '我是预言家，我查验了30号，他是狼人。' },
        { player_id: 40, content: '我是女巫，昨晚我救了10号。' },
        { player_id: 30, content: '我是猎人，我开枪带走了20号。' },
      ],
    });
    expect(beliefs.claims).toEqual(
      new Map([
        [20, 'seer'],
        [40, 'witch'],
        [30, 'hunter'],
      ]),
    );
    expect(beliefs.seerCalls).toMatchObject([{ by: 20, target: 30, werewolf: true }]);
    expect(beliefs.witchSaves).toEqual([{ by: 40, target: 10 }]);
    expect(beliefs.hunterShots).toEqual([{ by: 30, target: 20 }]);
  });

  it('witch and hunter talk is an extension beside the protocol: claims, saves, poisons, shots, not reports', () => {
    const roster = createRoster(PLAYERS.map((player) => player.name));
    const read = (text: string) => readSpecialClaims({ text, speaker: 'P1', roster, lang: 'zh' });
    expect(read('我是女巫，昨晚我救了3号。')).toEqual([
      { type: 'SPECIAL_COMINGOUT', role: 'WITCH', negated: false },
      { type: 'SAVED', target: 3 },
    ]);
    expect(read('我毒了5号。')).toEqual([{ type: 'POISONED', target: 5 }]);
    expect(read('我不是猎人。')).toEqual([{ type: 'SPECIAL_COMINGOUT', role: 'HUNTER', negated: true }]);
    expect(read('2号说他是女巫。')).toEqual([]);
    expect(read('我没有救人。')).toEqual([]);
    expect(readSpecialClaims({ text: 'I am the witch.', speaker: 'P1', roster, lang: 'en' })).toEqual([
      { type: 'SPECIAL_COMINGOUT', role: 'WITCH', negated: false },
    ]);
  });
});
