import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleState } from '../../src/brain/llm/sample-state.ts';
import { resolveBrain } from '../../src/client/brain-registry.ts';
import { content, type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server.ts';

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(async () => {
  await server.close();
});

describe('--brain llm through the client brain registry', () => {
  it('loads the LLM brain from the config sections and plays through the model', async () => {
    const resolved = await resolveBrain({
      name: 'llm',
      setup: { llm: { baseURL: server.baseURL, log: { dir: '' } }, prompts: {} },
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

  it('reports a bad llm section instead of playing with it', async () => {
    const resolved = await resolveBrain({ name: 'llm', setup: { llm: { maxRetries: -1 } } });
    expect(resolved.warning).toMatch(/llm\.maxRetries/);
  });
});
