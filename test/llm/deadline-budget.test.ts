import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POST_PROCESSING_RESERVE_MS } from '../../src/brain/llm/deadline-budget.ts';
import { buildLlmBrainFactory } from '../../src/brain/llm/llm-brain.ts';
import { sampleState } from '../../src/brain/llm/sample-state.ts';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import { answerDeadline } from '../../src/client/answer-deadline.ts';
import { llmSectionSchema } from '../../src/config/index.ts';
import { chatModelFor, loadPromptTemplates } from '../../src/llm/index.ts';
import { content, type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server.ts';

const templates = (() => {
  const loaded = loadPromptTemplates({});
  if (!loaded.ok) throw loaded.error;
  return loaded.value;
})();

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(async () => {
  await server.close();
});

const brainWith = (warnings: string[]) => {
  const llm = llmSectionSchema.parse({ baseURL: server.baseURL, maxRetries: 0 });
  return buildLlmBrainFactory({
    chatModel: chatModelFor(llm),
    templates,
    fallback: createRandomBrain,
    settings: {
      memory: llm.memory,
      notes: { plan: false, summary: false },
      voteFollowsTalk: true,
      noteTimeoutMs: 1_000,
    },
    warn: (message) => warnings.push(message),
  })({ seed: 'budget', lang: 'en' });
};

const state = sampleState({ lang: 'en', role: 'VILLAGER', day: 2 });

describe('one deadline budget', () => {
  it('asks the model with a 3 s action timeout and the default 2 s margin (the margin is capped at half)', async () => {
    const arrivedAt = Date.now();
    const deadline = answerDeadline({ arrivedAt, actionTimeoutMs: 3_000, safetyMarginMs: 2_000 });
    expect(deadline - arrivedAt - POST_PROCESSING_RESERVE_MS).toBe(1_200);
    server.push(content({ thought: '', target: 'Sakura' }));
    const warnings: string[] = [];
    const decision = await brainWith(warnings).vote({ state, signal: new AbortController().signal, deadline });
    expect(decision).toMatchObject({ target: 'Sakura', source: 'llm' });
    expect(warnings).toEqual([]);
  });

  it('says once per game when the budget is too small to ask the model, and again in the game summary', async () => {
    const warnings: string[] = [];
    const brain = brainWith(warnings);
    for (let answer = 0; answer < 3; answer++) {
      const decision = await brain.vote({ state, signal: new AbortController().signal, deadline: Date.now() + 400 });
      expect(decision.source).toBe('fallback');
    }
    expect(server.requests).toHaveLength(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/LLM vote: only \d+ ms left for the model .*--safety-margin-ms/);
    brain.observe?.(state, 'FINISH');
    expect(warnings[1]).toBe(
      'LLM game summary: 3 of 3 answers had too little time to ask the model (the rule brain answered them)',
    );
  });
});
