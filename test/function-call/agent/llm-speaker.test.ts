import { describe, expect, it } from 'vitest';
import type { CallLogEntry } from '../../../src/brain/llm/call-log.ts';
import type { ChatModel, ChatRequest } from '../../../src/brain/llm/chat-model.ts';
import { createFunctionCallAgent } from '../../../src/function-call/agent/create-agent.ts';
import { createSeededBrain } from '../../../src/function-call/agent/brain-adapter/seeded-brain.ts';
import { createLlmSpeaker } from '../../../src/function-call/agent/speaker/llm-speaker.ts';
import { loadSpeakerPrompts } from '../../../src/compose/function-call/speaker-from-settings.ts';
import { gameState, initializeParams, request } from './fixtures.ts';

/** A ChatModel that records requests and replies with scripted text. */
const fakeModel = (reply: (request: ChatRequest) => string) => {
  const requests: ChatRequest[] = [];
  const model: ChatModel = {
    complete: async (chatRequest) => {
      requests.push(chatRequest);
      return { ok: true, value: { text: reply(chatRequest), model: 'fake', attempts: 1 } };
    },
  };
  return { model, requests };
};

const prompts = () => {
  const compiled = loadSpeakerPrompts();
  if (!compiled.ok) throw new Error(compiled.error.message);
  return compiled.value;
};

const discussParams = {
  game_state: gameState(),
  day_number: 1,
  speech_order: 3,
  // Two players agree on 4号: evidence enough for a village player to name a suspect.
  previous_speeches: [
    { player_id: 2, content: '我怀疑4号(P4)是狼人。', round: 1 },
    { player_id: 3, content: '4号(P4)很可疑。', round: 1 },
  ],
  last_night_events: [],
  remaining_time: 60,
};

const agentWith = async (reply: (request: ChatRequest) => string) => {
  const { model, requests } = fakeModel(reply);
  const logged: CallLogEntry[] = [];
  const speaker = createLlmSpeaker({ chatModel: model, prompts: prompts(), log: (entry) => logged.push(entry) });
  const agent = createFunctionCallAgent({ brainFactory: createSeededBrain, deadlineMs: 2000, speaker });
  await agent.handleText(request('initialize', initializeParams(1, 'villager')));
  return { agent, requests, logged };
};

describe('LLM speech for discuss and defend', () => {
  it('renders every template in zh, en and ja strictly', () => {
    const compiled = prompts();
    for (const language of ['zh', 'en', 'ja'] as const) {
      expect(compiled.system(language, { self: { label: '1', roleName: 'x', isWerewolf: true } })).toContain('JSON');
      const discuss = compiled.discuss(language, {
        day: 1,
        speechOrder: 1,
        alive: ['a', 'b'],
        deaths: '',
        knowledge: '',
        speeches: [],
        draft: 'DRAFT',
      });
      expect(discuss).toContain('DRAFT');
      expect(
        compiled.defend(language, {
          day: 2,
          rivals: ['b'],
          knowledge: 'k',
          accusations: [{ speaker: 'c', content: 'C' }],
          draft: 'D',
        }),
      ).toContain('C');
    }
  });

  it('uses the model text when it still names the suspect', async () => {
    const { agent, requests } = await agentWith(() => '{"speech": "我觉得4号(P4)的发言很可疑，今天我投4号。"}');
    const answer = JSON.parse((await agent.handleText(request('discuss', discussParams))) ?? '');
    expect(answer.result.speech).toBe('我觉得4号(P4)的发言很可疑，今天我投4号。');
    expect(answer.result.target_players).toEqual([4]);
    expect(requests[0]?.messages[1]?.content).toContain('2号(P2)：我怀疑4号(P4)是狼人。');
  });

  it('keeps the rule speech when the model drops the suspect or sends no JSON', async () => {
    for (const reply of ['{"speech": "大家好。"}', 'no json here']) {
      const { agent, logged } = await agentWith(() => reply);
      const answer = JSON.parse((await agent.handleText(request('discuss', discussParams))) ?? '');
      expect(answer.result.speech).toContain('4号(P4)');
      expect(answer.result.speech).not.toBe('大家好。');
      expect(logged.map((entry) => entry.outcome)).toEqual(['invalid']);
    }
  });

  it("writes every call to the LLM brain's call log: seat, day, templates, reply and outcome", async () => {
    const speech = '我觉得4号(P4)的发言很可疑，今天我投4号。';
    const { agent, logged, requests } = await agentWith(() => JSON.stringify({ speech }));
    await agent.handleText(request('discuss', discussParams));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      agent: '1号(P1)',
      day: 1,
      requestType: 'talk',
      templates: ['system', 'discuss'],
      response: JSON.stringify({ speech }),
      outcome: 'used',
      used: true,
    });
    expect(logged[0]?.messages).toEqual(requests[0]?.messages);
    // The reply schema sent to the provider comes from the zod schema the reply is checked with.
    expect(requests[0]?.replySchema?.schema).toMatchObject({ required: ['speech'], additionalProperties: false });
  });
});
