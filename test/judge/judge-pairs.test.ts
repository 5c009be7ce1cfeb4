import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatModelFromSettings, llmSettingsFrom } from '../../src/compose/index.ts';
import { judgePairs } from '../../src/judge/judge-pairs.ts';
import type { JudgeUsage } from '../../src/judge/judge-requests.ts';
import { type JudgeTemplates, loadJudgeTemplates } from '../../src/judge/judge-templates.ts';
import type { PairVerdict } from '../../src/judge/pair-verdict-schema.ts';
import { pairPreference } from '../../src/judge/score-pairs.ts';
import type { TalkPair } from '../../src/replay/talk-pair-schema.ts';
import { content, type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server.ts';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const pair = (id: string, lang: 'ja' | 'en' = 'en'): TalkPair => ({
  id,
  lang,
  players: ['Mina', 'Sora', 'Ken', 'Yui', 'Rin'],
  alive: ['Mina', 'Sora', 'Ken', 'Yui'],
  speaker: 'Mina',
  speakerRole: 'SEER',
  knows: {
    teammates: [],
    divinations: [{ day: 0, target: 'Ken', result: 'WEREWOLF' }],
    mediumResults: [],
    guards: [],
    whispers: [],
  },
  day: 1,
  context: ['day 0 | Sora: Hello all', 'night 0 | attacked Rin', 'day 1 | Sora: @Mina  who did you divine?'],
  A: `first line of ${id}`,
  B: `second line of ${id}`,
});

const templates = (lang: 'ja' | 'en'): JudgeTemplates => {
  const loaded = loadJudgeTemplates(lang);
  if (!loaded.ok) throw loaded.error;
  return loaded.value;
};

const modelFor = (llm: Record<string, unknown> = {}) => {
  const built = chatModelFromSettings(
    llmSettingsFrom({
      llm: {
        baseURL: server.baseURL,
        apiKey: 'sk-test',
        maxRetries: 0,
        requestTimeoutMs: 400,
        log: { dir: '' },
        ...llm,
      },
      env: {},
    }),
  );
  if ('warning' in built) throw new Error(built.warning);
  return built.chatModel;
};

const scores = (value: number) => ({ natural: value, context: value, consistent: value, strategic: value });
const usage = (): JudgeUsage => ({ requests: 0, promptTokens: 0, completionTokens: 0, cachedTokens: 0 });

const run = (
  jobs: { pair: TalkPair; order: 'AB' | 'BA' }[],
  extra: { retries?: number; maxRequests?: number } = {},
) => {
  const verdicts: PairVerdict[] = [];
  const invalid: unknown[] = [];
  const spent = usage();
  const promise = judgePairs({
    jobs,
    model: modelFor({ models: { judge: 'judge-model' } }),
    templates,
    judge: 'judge-model',
    retries: extra.retries ?? 2,
    concurrency: 1,
    requestDeadlineMs: 2_000,
    ...(extra.maxRequests === undefined ? {} : { maxRequests: extra.maxRequests }),
    usage: spent,
    onVerdict: (verdict) => verdicts.push(verdict),
    onInvalid: (entry) => invalid.push(entry),
  });
  return { promise, verdicts, invalid, spent };
};

describe('judge --pairs with a model (real openai SDK, scripted endpoint)', () => {
  it('asks both orders of llm.models.judge, shows the second order swapped, and maps its verdict back to the file’s labels', async () => {
    // A judge with a pure first-position bias: it always prefers what it was shown as A, and scores A 4, B 2.
    server.respondWith(() => content({ scores: { A: scores(4), B: scores(2) }, preferred: 'A', reason: 'first' }));
    const item = pair('p1');
    const { promise, verdicts } = run([
      { pair: item, order: 'AB' },
      { pair: item, order: 'BA' },
    ]);
    await promise;
    expect(server.requests.map((request) => request.body.model)).toEqual(['judge-model', 'judge-model']);
    expect(server.requests[0]!.body.response_format?.json_schema?.name).toBe('pair_verdict');
    const shown = server.requests.map((request) => request.body.messages.at(-1)!.content);
    expect(shown[0]).toContain('Candidate A: first line of p1\nCandidate B: second line of p1');
    expect(shown[1]).toContain('Candidate A: second line of p1\nCandidate B: first line of p1');
    // The seat's view is in the prompt: its role, its divination, the context, nothing from the key.
    expect(shown[0]).toContain('true role is SEER');
    expect(shown[0]).toContain('divined Ken on night 0: WEREWOLF');
    expect(shown[0]).toContain('day 1 | Sora: @Mina  who did you divine?');
    expect(verdicts).toEqual([
      {
        id: 'p1',
        order: 'AB',
        judge: 'judge-model',
        scores: { A: scores(4), B: scores(2) },
        preferred: 'A',
        reason: 'first',
      },
      {
        id: 'p1',
        order: 'BA',
        judge: 'judge-model',
        scores: { A: scores(2), B: scores(4) },
        preferred: 'B',
        reason: 'first',
      },
    ]);
    // The position bias cancels: neither side wins.
    expect(pairPreference(verdicts, 'A')).toBe('tie');
  });

  it('asks again when a reply breaks the scales, then reports the pair instead of fixing it', async () => {
    server.push(
      content({ scores: { A: scores(7), B: scores(2) }, preferred: 'A', reason: 'x' }),
      content({ scores: { A: scores(3), B: scores(2) }, reason: 'no preference' }),
      content('I prefer A.'),
      content({ scores: { A: scores(3), B: scores(3) }, preferred: 'tie', reason: 'same' }),
    );
    const { promise, verdicts, invalid, spent } = run(
      [
        { pair: pair('bad'), order: 'AB' },
        { pair: pair('good'), order: 'AB' },
      ],
      { retries: 2 },
    );
    const result = await promise;
    expect(result.verdicts).toBe(1);
    expect(invalid).toEqual([
      {
        id: 'bad',
        order: 'AB',
        problems: [
          expect.stringContaining('scores.A.natural'),
          expect.stringContaining('preferred'),
          'no JSON object in the reply',
        ],
      },
    ]);
    expect(verdicts.map((verdict) => verdict.id)).toEqual(['good']);
    expect(spent.requests).toBe(4);
  });

  it('a judge that is down ends with a clear error and keeps the verdicts already given', async () => {
    server.push(content({ scores: { A: scores(4), B: scores(2) }, preferred: 'A', reason: 'ok' }));
    server.respondWith(() => ({ kind: 'status', status: 503, body: { error: { message: 'overloaded' } } }));
    const { promise, verdicts } = run([
      { pair: pair('p1'), order: 'AB' },
      { pair: pair('p2'), order: 'AB' },
      { pair: pair('p3'), order: 'AB' },
    ]);
    await expect(promise).rejects.toThrow(
      /the judge model failed on pair p2 \(AB\): server_error.*1 verdicts written in this run are kept/,
    );
    expect(verdicts.map((verdict) => verdict.id)).toEqual(['p1']);
  });

  it('a judge that is too slow ends the same way', async () => {
    server.push(content({ scores: { A: scores(4), B: scores(2) }, preferred: 'A', reason: 'ok' }));
    server.respondWith(() => ({ kind: 'hang' }));
    const { promise, verdicts } = run([
      { pair: pair('p1'), order: 'AB' },
      { pair: pair('p2'), order: 'AB' },
    ]);
    await expect(promise).rejects.toThrow(/the judge model failed on pair p2 \(AB\): (timeout|aborted)/);
    expect(verdicts).toHaveLength(1);
  });

  it('stops at --max-requests with what it judged', async () => {
    server.respondWith(() => content({ scores: { A: scores(4), B: scores(2) }, preferred: 'A', reason: 'ok' }));
    const { promise, verdicts } = run(
      [
        { pair: pair('p1'), order: 'AB' },
        { pair: pair('p1'), order: 'BA' },
        { pair: pair('p2'), order: 'AB' },
      ],
      { maxRequests: 2 },
    );
    await expect(promise).rejects.toThrow(/--max-requests 2 reached; 2 verdicts written/);
    expect(verdicts).toHaveLength(2);
    expect(server.requests).toHaveLength(2);
  });

  it('asks a Japanese pair in Japanese', async () => {
    server.respondWith(() => content({ scores: { A: scores(4), B: scores(2) }, preferred: 'A', reason: 'ok' }));
    const { promise } = run([{ pair: pair('ja1', 'ja'), order: 'AB' }]);
    await promise;
    const prompt = server.requests[0]!.body.messages.map((message) => message.content).join('\n');
    expect(prompt).toContain('候補A：first line of ja1');
    expect(prompt).toContain('0日目の夜にKenを占った結果：WEREWOLF');
  });
});
