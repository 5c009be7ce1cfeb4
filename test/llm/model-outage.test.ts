import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runTournament } from '../../src/compose/index.ts';
import type { Brain, BrainFactory, DecisionContext, TalkDecision, TargetDecision } from '../../src/brain/brain.ts';
import type { ChatRequest } from '../../src/brain/llm/chat-model.ts';
import { buildLlmBrainFactory } from '../../src/brain/llm/llm-brain.ts';
import { createRuleBrainFactory } from '../../src/brain/rule/index.ts';
import { loadPromptTemplates } from '../../src/llm/index.ts';
import { createLlmRuntime, type GameReport, type RuntimeSettings } from '../../src/llm/llm-runtime.ts';
import { createOpenAiChatModel, type OpenAiChatModelOptions } from '../../src/llm/openai-chat-model.ts';
import { withGameAccounting } from '../../src/llm/game-accounting.ts';
import { shippedRenderers } from '../../src/nl-io/index.ts';
import {
  content,
  createPlayerResponder,
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from '../support/fake-openai-server.ts';

/**
 * The model under real-world failure, end to end: the real openai SDK against the fake Chat
 * Completions server (real HTTP), the real LLM brain over the rule brain, whole arena games.
 */
const templates = (() => {
  const loaded = loadPromptTemplates({});
  if (!loaded.ok) throw loaded.error;
  return loaded.value;
})();
const plainRuleBrain = createRuleBrainFactory({ renderers: shippedRenderers() });

type DecisionMethod = 'talk' | 'whisper' | 'vote' | 'divine' | 'guard' | 'attack';
type AnyDecision = TalkDecision | TargetDecision;

/** `brain` with each of its decisions passed through `around` (the method's name and the original call). */
const aroundEveryDecision = (
  brain: Brain,
  around: (method: DecisionMethod, decide: () => Promise<AnyDecision>) => Promise<AnyDecision>,
): Brain => {
  const wrap =
    <K extends DecisionMethod>(method: K) =>
    async (context: DecisionContext) =>
      (await around(method, () => brain[method](context))) as never;
  const wrapped: Brain = {
    ...brain,
    name: brain.name,
    talk: wrap('talk'),
    whisper: wrap('whisper'),
    vote: wrap('vote'),
    divine: wrap('divine'),
    guard: wrap('guard'),
    attack: wrap('attack'),
  };
  if (brain.observe !== undefined) wrapped.observe = (state, event) => brain.observe?.(state, event);
  return wrapped;
};

/**
 * The rule brain under the LLM brain, timed: an answer's own cost is the rule brain's thinking; what
 * the model layer adds on top is what a dead model must not cost. `timed` points `ruleClock` at the
 * brain being built (the LLM brain builds its rule brain synchronously, once).
 */
let ruleClock: { ms: number } | undefined;
const ruleBrain: BrainFactory = (options) => {
  const clock = ruleClock ?? { ms: 0 };
  return aroundEveryDecision(plainRuleBrain(options), async (_method, decide) => {
    const started = performance.now();
    const decision = await decide();
    clock.ms = performance.now() - started;
    return decision;
  });
};

const servers: FakeOpenAiServer[] = [];
const startServer = async (): Promise<FakeOpenAiServer> => {
  const server = await startFakeOpenAiServer();
  servers.push(server);
  return server;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const modelOptions = (baseURL: string, overrides: Partial<OpenAiChatModelOptions> = {}): OpenAiChatModelOptions => ({
  baseURL,
  model: 'main-model',
  temperature: 0.7,
  maxTokens: 300,
  tokenLimitParameter: 'auto',
  structuredOutput: 'json_schema',
  requestTimeoutMs: 20_000,
  maxRetries: 2,
  retryBackoffMs: 50,
  ...overrides,
});

type Setup = {
  readonly runtime: ReturnType<typeof createLlmRuntime>;
  readonly notices: string[];
  readonly reports: GameReport[];
  readonly factory: BrainFactory;
};

const llmSeats = (options: {
  model: Partial<OpenAiChatModelOptions> & { baseURL: string };
  runtime?: Partial<RuntimeSettings>;
  breakerNow?: () => number;
}): Setup => {
  const notices: string[] = [];
  const reports: GameReport[] = [];
  const runtime = createLlmRuntime({
    ...(options.runtime === undefined ? {} : { settings: options.runtime }),
    notify: (message) => notices.push(message),
    ...(options.breakerNow === undefined ? {} : { breakerNow: options.breakerNow }),
  });
  const brain = buildLlmBrainFactory({
    chatModel: createOpenAiChatModel({ ...modelOptions(options.model.baseURL, options.model), runtime }),
    templates,
    fallback: ruleBrain,
    settings: {
      memory: { recentTalks: 10, summaryDays: 3, maxLineChars: 100 },
      notes: { plan: false, summary: true },
      voteFollowsTalk: true,
      noteTimeoutMs: 5_000,
    },
  });
  return { runtime, notices, reports, factory: withGameAccounting(brain, { runtime, record: (r) => reports.push(r) }) };
};

type Answer = {
  readonly method: string;
  readonly startedAt: number;
  readonly ms: number;
  /** Of which the rule brain's own thinking. */
  readonly ruleMs: number;
  readonly source: string;
  readonly text: string;
};

/** Records how long each answer took, its source and its words. */
const timed =
  (factory: BrainFactory, answers: Answer[]): BrainFactory =>
  (options) => {
    const clock = { ms: 0 };
    ruleClock = clock;
    const brain = factory(options);
    ruleClock = undefined;
    return aroundEveryDecision(brain, async (method, decide) => {
      const startedAt = Date.now();
      const started = performance.now();
      clock.ms = 0;
      const decision = await decide();
      answers.push({
        method,
        startedAt,
        ms: performance.now() - started,
        ruleMs: clock.ms,
        source: decision.source,
        text: 'text' in decision ? decision.text : decision.target,
      });
      return decision;
    });
  };

const playGame = async (factory: BrainFactory, answers: Answer[], actionTimeoutMs: number, seed = 'outage') =>
  runTournament({
    players: 5,
    lang: 'en',
    games: 1,
    seed,
    actionTimeoutMs,
    brains: {
      village: { label: 'llm', factory: timed(factory, answers) },
      werewolves: { label: 'llm', factory: timed(factory, answers) },
    },
  });

describe('a hung model endpoint', () => {
  it('after K timeouts the rest of the game is answered at once, and a later probe closes the breaker', async () => {
    const server = await startServer();
    server.respondWith(() => ({ kind: 'hang' }));
    let breakerOffset = 0;
    const setup = llmSeats({
      model: { baseURL: server.baseURL },
      runtime: { breaker: { failureThreshold: 3, coolDownMs: 60_000, maxCoolDownMs: 600_000 }, maxConcurrency: 4 },
      breakerNow: () => Date.now() + breakerOffset,
    });
    const answers: Answer[] = [];
    const summary = await playGame(setup.factory, answers, 2_000);
    expect(summary.games).toBe(1);
    expect(summary.timeouts).toBe(0);
    const opened = setup.notices.findIndex((notice) => notice.includes('circuit open after 3 consecutive failures'));
    expect(opened).toBeGreaterThanOrEqual(0);
    // K requests reached the hung endpoint (each one waited out its budget); then none at all.
    const waited = answers.filter((answer) => answer.ms - answer.ruleMs >= 50);
    const report = answers
      .map((answer) => `${answer.method} ${Math.round(answer.ms)}/${Math.round(answer.ruleMs)}`)
      .join(', ');
    expect(server.requests.length, report).toBe(3);
    expect(waited, report).toHaveLength(3);
    const afterwards = answers.slice(answers.indexOf(waited[2]!) + 1);
    expect(afterwards.length).toBeGreaterThan(20);
    // Every later answer costs the rule brain's thinking plus under 50 ms (in practice about 1 ms).
    expect(afterwards.every((answer) => answer.source === 'fallback' && answer.ms - answer.ruleMs < 50)).toBe(true);
    const overheads = afterwards.map((answer) => answer.ms - answer.ruleMs).sort((a, b) => a - b);
    expect(overheads[Math.floor(overheads.length / 2)]).toBeLessThan(5);
    expect(setup.reports).toHaveLength(1);
    expect(setup.reports[0]?.breaker.opened).toBe(1);
    expect(
      setup.notices.some(
        (notice) => notice.startsWith(`game ${setup.reports[0]?.gameId}:`) && notice.includes('circuit opened 1'),
      ),
    ).toBe(true);

    // The endpoint recovers; once the cool-down is over, one probe closes the breaker.
    server.respondWith(createPlayerResponder());
    breakerOffset = 60_000;
    const recovered: Answer[] = [];
    await playGame(setup.factory, recovered, 3_000, 'recovered');
    expect(setup.notices.some((notice) => notice.includes('cool-down over, one request probes'))).toBe(true);
    expect(setup.notices.some((notice) => notice.includes('circuit closed'))).toBe(true);
    expect(recovered.filter((answer) => answer.source === 'llm').length).toBeGreaterThan(5);
  }, 60_000);
});

const request = (overrides: Partial<ChatRequest> = {}): ChatRequest => ({
  requestType: 'vote',
  messages: [{ role: 'user', content: 'vote now' }],
  signal: new AbortController().signal,
  deadline: Date.now() + 3_000,
  ...overrides,
});

describe('429 with Retry-After', () => {
  it('waits the time asked when the deadline allows it', async () => {
    const server = await startServer();
    server.push({ kind: 'status', status: 429, headers: { 'retry-after': '1' } }, content('{"target":"Ken"}'));
    const model = createOpenAiChatModel({
      ...modelOptions(server.baseURL),
      runtime: createLlmRuntime({ notify: () => {} }),
    });
    const outcome = await model.complete(request({ deadline: Date.now() + 3_000 }));
    expect(outcome.ok).toBe(true);
    expect(server.requests).toHaveLength(2);
    const waited = server.requests[1]!.receivedAt - server.requests[0]!.receivedAt;
    expect(waited).toBeGreaterThanOrEqual(1_000);
  });

  it('does not wait at all when the wait does not fit, and the breaker learns of it', async () => {
    const server = await startServer();
    server.respondWith(() => ({ kind: 'status', status: 429, headers: { 'retry-after': '1' } }));
    const notices: string[] = [];
    const runtime = createLlmRuntime({ notify: (message) => notices.push(message) });
    const model = createOpenAiChatModel({ ...modelOptions(server.baseURL), runtime });
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const outcome = await model.complete(request({ deadline: Date.now() + 900 }));
      expect(Date.now() - started).toBeLessThan(400);
      expect(!outcome.ok && outcome.error.code).toBe('rate_limited');
      // The endpoint asked everyone to wait a second: the next call does not even ask it.
      if (i === 0) expect(server.requests).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 1_050));
    }
    expect(server.requests).toHaveLength(3);
    expect(notices.some((notice) => notice.includes('circuit open after 3 consecutive failures (rate_limited)'))).toBe(
      true,
    );
    const skipped = await model.complete(request());
    expect(!skipped.ok && skipped.error.code).toBe('circuit_open');
    expect(server.requests).toHaveLength(3);
  }, 15_000);

  it('reads an HTTP date and retry-after-ms too', async () => {
    const server = await startServer();
    const retryAt = new Date(Date.now() + 2_000).toUTCString();
    server.push(
      { kind: 'status', status: 429, headers: { 'retry-after-ms': '300' } },
      { kind: 'status', status: 429, headers: { 'retry-after': retryAt } },
      content('{"target":"Ken"}'),
    );
    const model = createOpenAiChatModel({
      ...modelOptions(server.baseURL),
      runtime: createLlmRuntime({ notify: () => {} }),
    });
    const outcome = await model.complete(request({ deadline: Date.now() + 5_000 }));
    expect(outcome.ok).toBe(true);
    const [first, second, third] = server.requests.map((entry) => entry.receivedAt);
    expect(second! - first!).toBeGreaterThanOrEqual(300);
    // Not before the date the server gave.
    expect(third!).toBeGreaterThanOrEqual(Date.parse(retryAt));
  }, 10_000);
});

describe('one concurrency limit per endpoint for the whole process', () => {
  it('two agents together never have more than maxConcurrency requests in flight', async () => {
    const server = await startServer();
    server.respondWith(() => content('{"target":"Ken"}', { delayMs: 120 }));
    const runtime = createLlmRuntime({ settings: { maxConcurrency: 2 }, notify: () => {} });
    // Two brains' models (as two agents of one process get), one shared runtime.
    const agents = ['Ken', 'Mio'].map((agent) => ({
      agent,
      model: createOpenAiChatModel({ ...modelOptions(server.baseURL), runtime }),
    }));
    const outcomes = await Promise.all(
      agents.flatMap(({ agent, model }) =>
        Array.from({ length: 5 }, () => model.complete(request({ agent, deadline: Date.now() + 5_000 }))),
      ),
    );
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(server.requests).toHaveLength(10);
    expect(server.maxInFlight()).toBe(2);
  });

  it('the wait for a slot counts against the request deadline', async () => {
    const server = await startServer();
    server.respondWith(() => content('{"target":"Ken"}', { delayMs: 800 }));
    const runtime = createLlmRuntime({ settings: { maxConcurrency: 1 }, notify: () => {} });
    const model = createOpenAiChatModel({ ...modelOptions(server.baseURL), runtime });
    const first = model.complete(request({ deadline: Date.now() + 3_000 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const second = await model.complete(request({ deadline: Date.now() + 500 }));
    expect(!second.ok && second.error.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(600);
    expect((await first).ok).toBe(true);
    expect(server.requests).toHaveLength(1);
  });
});

/** A port nothing listens on: connections are refused at once. */
const refusedBaseURL = async (): Promise<string> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
};

describe('the fallback model', () => {
  it('is asked when the primary is down, and its words reach the game', async () => {
    const backup = await startServer();
    backup.respondWith(createPlayerResponder());
    const setup = llmSeats({
      model: { baseURL: await refusedBaseURL(), fallback: { baseURL: backup.baseURL, model: 'backup-model' } },
    });
    const answers: Answer[] = [];
    const summary = await playGame(setup.factory, answers, 3_000, 'fallback');
    expect(summary.games).toBe(1);
    expect(backup.requests.length).toBeGreaterThan(5);
    expect(backup.requests.every((entry) => entry.body.model === 'backup-model')).toBe(true);
    const spoken = answers.filter((answer) => answer.method === 'talk' && answer.source === 'llm');
    expect(spoken.some((answer) => /I will vote for \w+ today\./.test(answer.text))).toBe(true);
    // The primary's breaker opened after K refusals; the fallback kept answering.
    expect(setup.notices.some((notice) => notice.includes('circuit open') && notice.includes('(main-model)'))).toBe(
      true,
    );
  }, 30_000);

  it('never sends the primary key to another server', async () => {
    const backup = await startServer();
    backup.push(content('{"target":"Ken"}'));
    const model = createOpenAiChatModel({
      ...modelOptions(await refusedBaseURL()),
      apiKey: 'sk-primary-SECRET',
      fallback: { baseURL: backup.baseURL },
      runtime: createLlmRuntime({ notify: () => {} }),
    });
    const outcome = await model.complete(request());
    expect(outcome.ok).toBe(true);
    expect(backup.requests[0]?.headers.authorization).not.toContain('sk-primary-SECRET');
  });
});

describe('the cost ledger and its cap', () => {
  it('past the token cap the rule brain plays on, said once; the totals equal the usage returned', async () => {
    const server = await startServer();
    const player = createPlayerResponder();
    server.respondWith((body, index) => {
      const reply = player(body, index);
      return reply.kind === 'content'
        ? { ...reply, usage: { promptTokens: 100 + index, completionTokens: 20, cachedTokens: 50 } }
        : reply;
    });
    const setup = llmSeats({
      model: { baseURL: server.baseURL },
      runtime: {
        caps: { maxTokensPerGame: 1_500 },
        pricing: { 'main-model': { input: 1, output: 2, cachedInput: 0.5 } },
      },
    });
    const answers: Answer[] = [];
    await playGame(setup.factory, answers, 3_000, 'capped');
    const report = setup.reports[0]!;
    const returned = server.requests.map((_, index) => ({ prompt: 100 + index, completion: 20 }));
    const sumPrompt = returned.reduce((sum, usage) => sum + usage.prompt, 0);
    expect(report.totals).toMatchObject({
      calls: server.requests.length,
      promptTokens: sumPrompt,
      cachedTokens: 50 * returned.length,
      completionTokens: 20 * returned.length,
      totalTokens: sumPrompt + 20 * returned.length,
    });
    expect(report.totals.costUsd).toBeCloseTo(
      ((sumPrompt - 50 * returned.length) * 1 + 50 * returned.length * 0.5 + 20 * returned.length * 2) / 1e6,
      10,
    );
    expect(report.process.totalTokens).toBe(report.totals.totalTokens);
    expect(report.cap).toMatchObject({ cap: 'tokens', limit: 1_500 });
    // The cap stops the model within the requests already in flight when it was reached.
    expect(report.totals.totalTokens).toBeLessThan(1_500 + 5 * 150);
    expect(setup.notices.filter((notice) => notice.includes('cap reached (')).length).toBe(1);
    const afterCap = answers.slice(answers.findLastIndex((answer) => answer.source === 'llm') + 1);
    expect(afterCap.length).toBeGreaterThan(5);
    expect(afterCap.every((answer) => answer.source === 'fallback')).toBe(true);
    expect(setup.notices.at(-1)).toMatch(/^game .*: \d+ model replies, [\d,]+ tokens .*\$0\.\d{4}.*tokens cap reached/);
  }, 30_000);
});
