import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleState } from '../../src/brain/llm/sample-state.ts';
import { buildBrain, llmSettingsFrom } from '../../src/compose/index.ts';
import { content, type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server.ts';

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(async () => {
  await server.close();
});

describe('--brain llm through the composition root', () => {
  it('builds the LLM brain from the config sections and plays through the model', async () => {
    const resolved = buildBrain({
      name: 'llm',
      settings: llmSettingsFrom({ llm: { baseURL: server.baseURL, log: { dir: '' } }, prompts: {}, env: {} }),
    });
    expect(resolved.warning).toBeUndefined();
    expect(resolved.name).toBe('llm');
    server.push(content({ thought: '', target: 'Sakura' }));
    const state = sampleState({ lang: 'en', role: 'VILLAGER', day: 2 });
    const brain = resolved.factory({ seed: 's', lang: 'en' });
    expect(brain.name).toBe('llm');
    const decision = await brain.vote({ state, signal: new AbortController().signal, deadline: Date.now() + 5_000 });
    expect(decision).toMatchObject({ target: 'Sakura', source: 'llm' });
  });

  it('fails at start on a bad llm section, naming the key, instead of playing with it', () => {
    expect(() => llmSettingsFrom({ llm: { maxRetries: -1 }, env: {} })).toThrow(/llm\.maxRetries/);
  });

  it('falls back to the rule brain only when no key or endpoint is set, saying so', () => {
    const resolved = buildBrain({ name: 'llm', settings: llmSettingsFrom({ env: {}, cwd: '/nonexistent' }) });
    expect(resolved.name).toBe('rule');
    expect(resolved.warning).toMatch(/OPENAI_API_KEY.*playing with the rule brain instead/);
  });
});
