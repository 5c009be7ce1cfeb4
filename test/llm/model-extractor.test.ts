import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLlmExtractor } from '../../src/compose/index.ts';
import { understandWithModelDetailed } from '../../src/nl/index.ts';
import { createRoster } from '../../src/protocol/index.ts';
import { content, type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server.ts';

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(async () => {
  await server.close();
});

const roster = createRoster(['ミナト', 'サクラ', 'ダイスケ']);

describe('the NL model extractor over the openai adapter', () => {
  it('reads a talk through the model, with the extract model override and the schema', async () => {
    server.push(content({ sentences: ['COMINGOUT Agent[01] SEER'] }));
    const extractor = createLlmExtractor({
      llm: { models: { extract: 'small' } },
      env: { OPENAI_BASE_URL: server.baseURL },
    });
    expect(extractor).toBeDefined();
    const result = await understandWithModelDetailed({
      text: '私が占い師です',
      speaker: 'ミナト',
      roster,
      lang: 'ja',
      extractor: extractor!,
    });
    expect(result).toEqual({ sentences: [{ type: 'COMINGOUT', target: 1, role: 'SEER' }], source: 'model' });
    const body = server.requests[0]!.body;
    expect(body.model).toBe('small');
    expect(body.response_format?.json_schema?.name).toBe('protocol_sentences');
    expect(JSON.stringify(body.response_format)).not.toContain('$schema');
  });

  it('falls back to the rules when the model fails, and is absent when nothing is configured', async () => {
    server.respondWith(() => ({ kind: 'status', status: 500 }));
    const extractor = createLlmExtractor({ llm: { maxRetries: 0 }, env: { OPENAI_BASE_URL: server.baseURL } })!;
    const result = await understandWithModelDetailed({
      text: '私が占い師です',
      speaker: 'ミナト',
      roster,
      lang: 'ja',
      extractor,
    });
    expect(result.source).toBe('rules');
    expect(createLlmExtractor({ env: {} })).toBeUndefined();
  });
});
