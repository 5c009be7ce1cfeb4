import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatRequest } from '../../src/brain/llm/chat-model.ts';
import { createOpenAiChatModel, type OpenAiChatModelOptions } from '../../src/llm/openai-chat-model.ts';
import { content, type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server.ts';

const SECRET = 'sk-test-SECRET-0123456789';

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(async () => {
  await server.close();
});

const model = (overrides: Partial<OpenAiChatModelOptions> = {}) =>
  createOpenAiChatModel({
    apiKey: SECRET,
    baseURL: server.baseURL,
    model: 'main-model',
    models: { vote: 'cheap-model' },
    temperature: 0.5,
    maxTokens: 300,
    tokenLimitParameter: 'auto',
    requestTimeoutMs: 5_000,
    maxRetries: 2,
    retryBackoffMs: 20,
    structuredOutput: 'json_schema',
    ...overrides,
  });

const request = (overrides: Partial<ChatRequest> = {}): ChatRequest => ({
  requestType: 'talk',
  messages: [
    { role: 'system', content: 'rules' },
    { role: 'user', content: 'talk now' },
  ],
  replySchema: { name: 'talk', schema: { type: 'object' } },
  signal: new AbortController().signal,
  deadline: Date.now() + 5_000,
  ...overrides,
});

describe('openai chat model adapter', () => {
  it('sends model, limits and the JSON schema, and records usage', async () => {
    server.push(content('{"speech":"hi"}', { usage: { promptTokens: 120, completionTokens: 7, cachedTokens: 100 } }));
    const outcome = await model().complete(request());
    expect(outcome).toEqual({
      ok: true,
      value: {
        text: '{"speech":"hi"}',
        model: 'main-model',
        attempts: 1,
        usage: { promptTokens: 120, cachedTokens: 100, completionTokens: 7 },
      },
    });
    const sent = server.requests[0]!;
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(sent.body.model).toBe('main-model');
    expect(sent.body.temperature).toBe(0.5);
    expect(sent.body.max_tokens).toBe(300);
    expect(sent.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'talk', schema: { type: 'object' }, strict: true },
    });
  });

  it('uses the per-request-type model override and json_object mode', async () => {
    server.push(content('{}'));
    await model({ structuredOutput: 'json_object', temperature: null }).complete(request({ requestType: 'vote' }));
    expect(server.requests[0]!.body.model).toBe('cheap-model');
    expect(server.requests[0]!.body.response_format).toEqual({ type: 'json_object' });
    expect(server.requests[0]!.body).not.toHaveProperty('temperature');
  });

  it('retries 429 and 500 while the deadline allows', async () => {
    server.push({ kind: 'status', status: 429 }, { kind: 'status', status: 500 }, content('ok'));
    const outcome = await model().complete(request());
    expect(outcome.ok && outcome.value.attempts).toBe(3);
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after maxRetries with the failure as data', async () => {
    server.respondWith(() => ({ kind: 'status', status: 500 }));
    const outcome = await model({ maxRetries: 1 }).complete(request());
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatchObject({ code: 'server_error', status: 500, attempts: 2 });
  });

  it('does not retry when the deadline leaves no room', async () => {
    server.respondWith(() => ({ kind: 'status', status: 429 }));
    const outcome = await model({ retryBackoffMs: 2_000 }).complete(request({ deadline: Date.now() + 1_500 }));
    expect(!outcome.ok && outcome.error.code).toBe('rate_limited');
    expect(server.requests).toHaveLength(1);
  });

  it('stops a hung connection at the request timeout and at the deadline signal', async () => {
    server.respondWith(() => ({ kind: 'hang' }));
    const started = Date.now();
    const timedOut = await model({ requestTimeoutMs: 300, maxRetries: 0 }).complete(request());
    expect(!timedOut.ok && timedOut.error.code).toBe('timeout');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const aborted = await model().complete(request({ signal: controller.signal }));
    expect(!aborted.ok && aborted.error.code).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('never puts the API key in an error message', async () => {
    server.push({
      kind: 'status',
      status: 401,
      body: { error: { message: `Incorrect API key provided: ${SECRET}`, type: 'invalid_request_error' } },
    });
    const outcome = await model().complete(request());
    expect(!outcome.ok && outcome.error.code).toBe('http_error');
    expect(JSON.stringify(outcome)).not.toContain(SECRET);
  });
});
