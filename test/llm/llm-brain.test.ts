import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Brain, BrainFactory, DecisionContext } from '../../src/brain/brain.ts';
import type { CallLogEntry } from '../../src/brain/llm/call-log.ts';
import { buildLlmBrainFactory } from '../../src/brain/llm/llm-brain.ts';
import { tableVoice } from '../../src/brain/llm/prompt-context.ts';
import { sampleState } from '../../src/brain/llm/sample-state.ts';
import { describeVoice } from '../../src/brain/llm/voice-description.ts';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import { createRuleBrain } from '../../src/brain/rule/index.ts';
import type { GameState } from '../../src/game/index.ts';
import { legalTargets } from '../../src/game/index.ts';
import { createCallLogFile } from '../../src/llm/call-log-file.ts';
import { createLlmBrainFactory } from '../../src/compose/index.ts';
import { llmSectionSchema } from '../../src/config/index.ts';
import { chatModelFor, loadPromptTemplates } from '../../src/llm/index.ts';
import { content, type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server.ts';

const SECRET = 'sk-brain-test-SECRET-9876543210';
const templates = (() => {
  const loaded = loadPromptTemplates({});
  if (!loaded.ok) throw loaded.error;
  return loaded.value;
})();

let server: FakeOpenAiServer;
let entries: CallLogEntry[];
beforeEach(async () => {
  server = await startFakeOpenAiServer();
  entries = [];
});
afterEach(async () => {
  await server.close();
});

const brainFor = (
  options: { fallback?: BrainFactory; log?: (entry: CallLogEntry) => void; llm?: object } = {},
): Brain => {
  const llm = llmSectionSchema.parse({
    baseURL: server.baseURL,
    apiKey: SECRET,
    retryBackoffMs: 20,
    ...options.llm,
  });
  return buildLlmBrainFactory({
    chatModel: chatModelFor(llm),
    templates,
    fallback: options.fallback ?? createRandomBrain,
    settings: {
      memory: llm.memory,
      notes: { plan: false, summary: false },
      voteFollowsTalk: true,
      noteTimeoutMs: 1_000,
    },
    log: options.log ?? ((entry) => entries.push(entry)),
  })({ seed: 'test', lang: 'en' });
};

const context = (state: GameState, budgetMs = 3_000): DecisionContext => ({
  state,
  signal: AbortSignal.timeout(budgetMs),
  deadline: Date.now() + budgetMs,
});

const state = sampleState({ lang: 'en', role: 'VILLAGER', day: 2 });
const dead = state.agents.find((agent) => state.status[agent] === 'DEAD')!;
const candidates = legalTargets(state, 'VOTE');

describe('LLM brain against the real SDK and a fake Chat Completions server', () => {
  it('uses a good talk reply: cleaned speech, intents as protocol sentences, structured output requested', async () => {
    server.push(
      content({
        thought: 'Sakura is quiet',
        speech: 'Minato: I think Sakura is hiding something, honestly. I will vote for Sakura.',
        intents: [{ type: 'VOTE', target: 'Sakura', role: null, species: null }],
      }),
    );
    const decision = await brainFor().talk(context(state));
    expect(decision.source).toBe('llm');
    expect(decision.text).toBe('I think Sakura is hiding something honestly. I will vote for Sakura.');
    expect(decision.intents).toEqual([{ type: 'VOTE', target: 2 }]);
    const body = server.requests[0]!.body;
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user', 'user']);
    expect(body.response_format?.type).toBe('json_schema');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      requestType: 'talk',
      outcome: 'used',
      used: true,
      templates: ['system', 'memory', 'talk'],
    });
    expect(entries[0]!.usage?.promptTokens).toBeGreaterThan(0);
  });

  it('then votes as it said, without asking the model again', async () => {
    const brain = brainFor();
    server.push(
      content({ thought: '', speech: 'I vote Benjamin today.', intents: [{ type: 'VOTE', target: 'Benjamin' }] }),
    );
    await brain.talk(context(state));
    const vote = await brain.vote(context(state));
    expect(vote).toMatchObject({ target: 'Benjamin', source: 'llm' });
    expect(server.requests).toHaveLength(1);
  });

  it('retries once when the reply names a dead player, telling the model the candidates', async () => {
    server.push(content({ thought: 'x', target: dead }), content({ thought: 'y', target: 'daisuke ' }));
    const decision = await brainFor().vote(context(state));
    expect(decision).toMatchObject({ kind: 'target', target: 'Daisuke', source: 'llm' });
    const retry = server.requests[1]!.body.messages;
    expect(retry.at(-1)!.content).toContain(`"${dead}" is not one of the candidates`);
    expect(entries.map((entry) => entry.outcome)).toEqual(['illegal_target', 'used']);
  });

  it('falls back to the rule choice when the model names unknown players twice', async () => {
    server.push(content({ thought: '', target: 'Nobody' }), content({ thought: '', target: 'Zed' }));
    const decision = await brainFor().vote(context(state));
    expect(decision.source).toBe('fallback');
    expect(candidates).toContain(decision.target);
    expect(server.requests).toHaveLength(2);
  });

  it('reads plain text from a model without JSON support (structuredOutput none)', async () => {
    server.push(
      content('I will vote for Sakura, she dodged every question.'),
      content('Sure! ```json\n{"speech": "Hello all.", "intents": []}\n```'),
    );
    const brain = brainFor({ llm: { structuredOutput: 'none' } });
    expect(await brain.vote(context(state))).toMatchObject({ target: 'Sakura', source: 'llm' });
    expect(server.requests[0]!.body).not.toHaveProperty('response_format');
    expect(await brain.talk(context(state))).toMatchObject({ text: 'Hello all.', source: 'llm' });
  });

  it('falls back on invalid JSON', async () => {
    server.push(content('{"thought": "hmm", "target": '));
    const decision = await brainFor().divine(context(sampleState({ lang: 'en', role: 'SEER', day: 2 })));
    expect(decision.source).toBe('fallback');
    expect(entries[0]).toMatchObject({ outcome: 'invalid', used: false });
  });

  it('retries HTTP 429 and uses the next reply; falls back after repeated 500s', async () => {
    server.push({ kind: 'status', status: 429 }, content({ thought: '', target: 'Sakura' }));
    expect(await brainFor().vote(context(state))).toMatchObject({ target: 'Sakura', source: 'llm' });
    expect(entries[0]!.attempts).toBe(2);
    server.respondWith(() => ({ kind: 'status', status: 500 }));
    const failed = await brainFor({ llm: { maxRetries: 1 } }).vote(context(state));
    expect(failed.source).toBe('fallback');
    expect(entries[1]).toMatchObject({ outcome: 'failed', error: { code: 'server_error', status: 500 } });
  });

  it('answers with the fallback in time when the reply comes after the deadline, and discards the late reply', async () => {
    server.push(content({ thought: '', speech: 'Too late to matter.', intents: [] }, { delayMs: 1_500 }));
    const started = Date.now();
    const decision = await brainFor().talk(context(state, 1_000));
    const elapsed = Date.now() - started;
    expect(decision.source).toBe('fallback');
    expect(elapsed).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ used: false });
    expect(entries[0]!.outcome).not.toBe('used');
  });

  it('gives up on a hung connection at the deadline', async () => {
    server.respondWith(() => ({ kind: 'hang' }));
    const started = Date.now();
    const decision = await brainFor().guard(context(sampleState({ lang: 'en', role: 'BODYGUARD', day: 2 }), 1_200));
    expect(decision.source).toBe('fallback');
    expect(Date.now() - started).toBeLessThan(1_200);
  });

  it('keeps the API key out of the call log', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'llm-log-'));
    server.push({ kind: 'status', status: 401, body: { error: { message: `Incorrect API key provided: ${SECRET}` } } });
    const log = createCallLogFile({ dir, prompt: 'full', secret: SECRET });
    await brainFor({ log }).vote(context(state));
    const folder = join(dir, readdirSync(dir)[0]!);
    const text = readFileSync(join(folder, readdirSync(folder)[0]!), 'utf8');
    expect(text).toContain('"outcome":"failed"');
    expect(text).not.toContain(SECRET);
  });
});

describe('the rule brain underneath', () => {
  it('remembers what the model said, not the fallback it planned', async () => {
    let rule: ReturnType<typeof createRuleBrain> | undefined;
    const fallback: BrainFactory = (options) => {
      rule = createRuleBrain(options);
      return rule;
    };
    const seer = sampleState({ lang: 'en', role: 'SEER', day: 2 });
    server.push(
      content({
        thought: '',
        speech: 'I am the medium and I will vote for Sakura.',
        intents: [
          { type: 'COMINGOUT', target: seer.self, role: 'MEDIUM', species: null },
          { type: 'VOTE', target: 'Sakura', role: null, species: null },
        ],
      }),
    );
    const decision = await brainFor({ fallback }).talk(context(seer));
    expect(decision.source).toBe('llm');
    const memory = (
      rule as unknown as { memory: { claimedRole?: string; saidTexts: Set<string>; intentions: Map<number, string> } }
    ).memory;
    expect(memory.claimedRole).toBe('MEDIUM');
    expect([...memory.saidTexts]).toEqual([decision.text]);
    expect(memory.intentions.get(2)).toBe('Sakura');
  });

  it('remembers the guard the model chose, not the one it planned (what a bodyguard says of its guards)', async () => {
    let rule: ReturnType<typeof createRuleBrain> | undefined;
    const fallback: BrainFactory = (options) => {
      rule = createRuleBrain(options);
      return rule;
    };
    const bodyguard = sampleState({ lang: 'en', role: 'BODYGUARD', day: 2 });
    const planned = (await createRuleBrain({ seed: 'test', lang: 'en' }).guard(context(bodyguard))).target;
    const chosen = legalTargets(bodyguard, 'GUARD').find((name) => name !== planned && name !== bodyguard.self)!;
    server.push(content({ thought: '', target: chosen }));
    const decision = await brainFor({ fallback }).guard(context(bodyguard));
    expect(decision).toMatchObject({ target: chosen, source: 'llm' });
    expect(rule?.memory.guards.get(2)).toBe(chosen);
  });
});

describe('the voice the model is told', () => {
  const systemOf = (index: number): string => server.requests[index]?.body.messages[0]?.content ?? '';
  const voiceLine = (system: string): string => /^Your voice \(all game\): (.*)$/mu.exec(system)?.[1] ?? '';
  const said = (base: GameState, agent: string, text: string): GameState => ({
    ...base,
    talks: [...base.talks, { idx: base.talks.length, day: base.day, turn: 1, agent, text, skip: false, over: false }],
  });

  it("is the rule brain's, holds after the model's own lines, and follows lines another said under our name", async () => {
    // No line under our name yet: the voice is the one the rule brain draws for this seed, profile and table.
    const { profile: _profile, ...bare } = state;
    const start: GameState = { ...bare, talks: bare.talks.filter((entry) => entry.agent !== bare.self) };
    const brain = brainFor({ fallback: createRuleBrain });
    server.push(content({ thought: '', speech: 'Sakura has said nothing useful today.', intents: [] }));
    const first = await brain.talk(context(start));
    expect(first.source).toBe('llm');
    const told = voiceLine(systemOf(0));
    expect(told).toBe(describeVoice(tableVoice(start, 'en', 'test')));

    // The server echoes our line; the next request's system message is the same (and stays cacheable).
    server.push(content({ thought: '', speech: 'Over', intents: [] }));
    await brain.talk(context(said(start, start.self, first.text)));
    expect(systemOf(1)).toBe(systemOf(0));

    // A line under our name we never answered (a replayed seat's real agent): we go on in its voice.
    const other = said(
      said(start, start.self, first.text),
      start.self,
      "Hey guys I'm gonna be totally honest. Wow that was kinda fishy and I'm not buying it.",
    );
    server.push(content({ thought: '', speech: 'Over', intents: [] }));
    await brain.talk(context(other));
    // The seat's own flavour of its register: how it says "I think", then the register's "I shall".
    const own = tableVoice(start, 'en', 'test');
    expect(told).toMatch(/^precise and measured: says "[^"]+" and "I shall"; no contractions/);
    expect(told).toContain(`"${own.think}"`);
    expect(voiceLine(systemOf(2))).toBe(
      `warm and chatty: says "I'm pretty sure" and "I'll"; contractions (I'm, don't)`,
    );
  });
});

describe('the vote we stated', () => {
  const said = (base: GameState, agent: string, text: string): GameState => ({
    ...base,
    talks: [...base.talks, { idx: base.talks.length, day: base.day, turn: 1, agent, text, skip: false, over: false }],
  });
  const start: GameState = { ...state, talks: state.talks.filter((entry) => entry.agent !== state.self) };
  const [sakura, daisuke] = ['Sakura', 'Daisuke'];

  it('is what the table heard under our name, else our latest statement not yet in the record', async () => {
    expect(candidates).toEqual(expect.arrayContaining([sakura, daisuke]));
    const brain = brainFor({ fallback: createRuleBrain });
    // The model states a vote; before the server echoes it, the vote follows it without asking again.
    server.push(
      content({
        thought: '',
        speech: `I will vote for ${daisuke}.`,
        intents: [{ type: 'VOTE', target: daisuke, role: null, species: null }],
      }),
    );
    const first = await brain.talk(context(start));
    expect(first.source).toBe('llm');
    expect((await brain.vote(context(start))).target).toBe(daisuke);
    expect(server.requests).toHaveLength(1);

    // Echoed, and then a line under our name we never answered (a replayed seat's real agent) names Sakura:
    // that is what the others heard, so the prompt and the vote keep to it.
    const heard = said(said(start, start.self, first.text), start.self, `I will vote for ${sakura}.`);
    server.push(content({ thought: '', speech: 'Over', intents: [] }));
    await brain.talk(context(heard));
    expect(server.requests[1]?.body.messages.at(-1)?.content).toContain(
      `Your stated vote today: ${sakura} (keep it, or say why you change it)`,
    );
    expect((await brain.vote(context(heard))).target).toBe(sakura);
    expect(server.requests).toHaveLength(2);
  });
});

describe('the vote we stated, in a replayed seat', () => {
  const said = (base: GameState, agent: string, text: string): GameState => ({
    ...base,
    talks: [...base.talks, { idx: base.talks.length, day: base.day, turn: 1, agent, text, skip: false, over: false }],
  });
  const start: GameState = { ...state, talks: state.talks.filter((entry) => entry.agent !== state.self) };

  it('is not a statement of ours the record passed by: another spoke under our name instead', async () => {
    const brain = brainFor({ fallback: createRuleBrain });
    server.push(
      content({
        thought: '',
        speech: 'I will vote for Daisuke.',
        intents: [{ type: 'VOTE', target: 'Daisuke', role: null, species: null }],
      }),
    );
    expect((await brain.talk(context(start))).source).toBe('llm');
    // Our line never reached the table; the seat's real agent spoke instead and stated no vote.
    const replayed = said(start, start.self, 'Good morning. I have nothing to add yet, let us hear the seer.');
    server.push(content({ thought: '', speech: 'Over', intents: [] }));
    await brain.talk(context(replayed));
    const prompt = server.requests[1]?.body.messages.at(-1)?.content ?? '';
    expect(prompt).not.toContain('Your stated vote today');
    expect(prompt).not.toContain('(you)→Daisuke');
  });
});

describe('createLlmBrainFactory', () => {
  it('says clearly that the LLM is not configured and plays with the fallback brain', async () => {
    const warnings: string[] = [];
    const factory = await createLlmBrainFactory({
      env: {},
      cwd: tmpdir(),
      fallback: createRandomBrain,
      warn: (message) => warnings.push(message),
    });
    expect(factory).toBe(createRandomBrain);
    expect(warnings[0]).toMatch(/OPENAI_API_KEY.*OPENAI_BASE_URL/);
  });

  it('fails fast on a bad setting, naming the key', async () => {
    await expect(
      createLlmBrainFactory({ llm: { temperature: 'hot' as unknown as number }, env: {}, cwd: tmpdir() }),
    ).rejects.toThrow(/llm\.temperature/);
  });

  it('builds a working brain from env settings and a base URL', async () => {
    server.push(content({ thought: '', target: 'Sakura' }));
    const factory = await createLlmBrainFactory({
      llm: { log: { dir: '' }, models: { vote: 'vote-model' } },
      env: { OPENAI_BASE_URL: server.baseURL, AIWOLF_LLM_MODEL: 'env-model' },
      cwd: tmpdir(),
      fallback: createRandomBrain,
    });
    const decision = await factory({ seed: 's', lang: 'en' }).vote(context(state));
    expect(decision).toMatchObject({ target: 'Sakura', source: 'llm' });
    expect(server.requests[0]!.body.model).toBe('vote-model');
  });
});

describe('LLM brain seams', () => {
  it('reports a request it could not build instead of dropping it silently, and still answers', async () => {
    const warnings: string[] = [];
    const brain = buildLlmBrainFactory({
      chatModel: chatModelFor(llmSectionSchema.parse({ baseURL: server.baseURL })),
      templates: {
        en: {
          lang: 'en',
          render: () => {
            throw new Error('template bug');
          },
        },
      },
      fallback: createRandomBrain,
      settings: {
        memory: llmSectionSchema.parse({}).memory,
        notes: { plan: false, summary: false },
        voteFollowsTalk: true,
        noteTimeoutMs: 1_000,
      },
      warn: (message) => warnings.push(message),
    })({ seed: 'test', lang: 'en' });
    const decision = await brain.talk(context(state));
    expect(decision.source).toBe('fallback');
    expect(server.requests).toHaveLength(0);
    expect(warnings).toEqual([expect.stringMatching(/LLM talk: could not build the request \(template bug\)/)]);
  });

  it("rewrites the rule brain's commitments through its explicit intentions interface", async () => {
    const rule = createRuleBrain({ seed: 'test', lang: 'en' });
    expect(rule.intentions).toBeDefined();
    server.push(
      content({
        thought: '',
        speech: 'I will vote for Sakura.',
        intents: [{ type: 'VOTE', target: 'Sakura', role: null, species: null }],
      }),
    );
    const brain = brainFor({ fallback: () => rule });
    const decision = await brain.talk(context(state));
    expect(decision.source).toBe('llm');
    expect(rule.statedIntention(state.day)).toBe('Sakura');
    expect(rule.memory.saidTexts.has(decision.text)).toBe(true);
  });
});
