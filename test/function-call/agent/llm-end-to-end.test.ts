import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFunctionCallAgent } from '../../../src/function-call/agent/create-agent.ts';
import { createSeededBrain } from '../../../src/function-call/agent/brain-adapter/seeded-brain.ts';
import { llmSettingsFrom } from '../../../src/compose/index.ts';
import { createSpeakerFromSettings } from '../../../src/compose/function-call/speaker-from-settings.ts';
import { content, type FakeOpenAiServer, startFakeOpenAiServer } from '../../support/fake-openai-server.ts';
import { gameState, initializeParams, request } from './fixtures.ts';

let server: FakeOpenAiServer | undefined;
let cwd: string | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await server?.close();
  if (cwd !== undefined) rmSync(cwd, { recursive: true, force: true });
});

const discussParams = {
  game_state: gameState(),
  day_number: 1,
  speech_order: 3,
  // Two players agree on Player 4: evidence enough for a village player to name a suspect.
  previous_speeches: [
    { player_id: 2, content: 'I suspect Player 4 (P4) is a werewolf.', round: 1 },
    { player_id: 3, content: 'Player 4 (P4) is a werewolf, I think.', round: 1 },
  ],
  last_night_events: [],
};

const speakingAgent = async () => {
  server = await startFakeOpenAiServer();
  cwd = mkdtempSync(join(tmpdir(), 'rpc-llm-'));
  vi.stubEnv('OPENAI_BASE_URL', server.baseURL);
  vi.stubEnv('OPENAI_API_KEY', 'test-key');
  const { speaker, warning } = createSpeakerFromSettings(llmSettingsFrom({ cwd }));
  expect(warning).toBeUndefined();
  const agent = createFunctionCallAgent({
    brainFactory: createSeededBrain,
    deadlineMs: 4000,
    ...(speaker === undefined ? {} : { speaker }),
  });
  await agent.handleText(request('initialize', initializeParams(1, 'villager', 'en')));
  return agent;
};

describe('LLM speech through an OpenAI-compatible server on 127.0.0.1', () => {
  it('restates the rule draft in the game language', async () => {
    const agent = await speakingAgent();
    server?.respondWith((body) => {
      const draft = /strategy draft[^:]*: (.*)$/m.exec(body.messages[1]?.content ?? '')?.[1] ?? '';
      return content({ speech: `In my view: ${draft}` });
    });
    const answer = JSON.parse((await agent.handleText(request('discuss', discussParams))) ?? '');
    expect(answer.result.speech).toMatch(/^In my view: .*Player 4 \(P4\)/);
    expect(server?.requests[0]?.body.messages[0]?.content).toContain('Answer in English only');
  });

  it('restates the defence in a PK round, and keeps the rule defence when the model hangs', async () => {
    const defendParams = {
      game_state: gameState(),
      accusations: [{ accuser_id: 4, content: 'Player 1 (P1) is a werewolf.', evidence: [] }],
      time_limit: 3,
    };
    const agent = await speakingAgent();
    server?.respondWith(() => content({ speech: 'I am a villager; Player 4 (P4) is guessing.' }));
    const restated = JSON.parse((await agent.handleText(request('defend', defendParams))) ?? '');
    expect(restated.result.defense).toBe('I am a villager; Player 4 (P4) is guessing.');
    server?.respondWith(() => ({ kind: 'hang' }));
    const started = Date.now();
    const kept = JSON.parse((await agent.handleText(request('defend', { ...defendParams, time_limit: 2 }))) ?? '');
    expect(Date.now() - started).toBeLessThan(4000);
    expect(kept.result.defense).not.toBe(restated.result.defense);
    expect(kept.result.defense.length).toBeGreaterThan(0);
  });

  it('keeps the rule speech when the model hangs past the deadline', async () => {
    const agent = await speakingAgent();
    server?.respondWith(() => ({ kind: 'hang' }));
    const started = Date.now();
    const answer = JSON.parse((await agent.handleText(request('discuss', discussParams))) ?? '');
    expect(Date.now() - started).toBeLessThan(4000);
    expect(answer.result.speech).toContain('Player 4 (P4)');
  });
});
