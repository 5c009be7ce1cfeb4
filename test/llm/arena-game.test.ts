import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brain, BrainFactory, DecisionContext, TargetDecision } from '../../src/brain/brain.ts';
import { legalTargets, type TargetAction } from '../../src/game/index.ts';
import { createRoster } from '../../src/protocol/index.ts';
import { createLlmBrainFactory, runTournament } from '../../src/compose/index.ts';
import { createPlayerResponder, type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server.ts';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
  server.respondWith(createPlayerResponder({ wrongEvery: 5 }));
});
afterAll(async () => {
  await server.close();
});

type Audit = { illegal: string[]; sources: Record<string, number>; votesAsStated: number; votesAgainstTalk: string[] };

/** Wraps a brain to check every target it returns against the legal targets of that moment. */
const audited =
  (factory: BrainFactory, audit: Audit): BrainFactory =>
  (options) => {
    const brain = factory(options);
    const stated = new Map<number, string>();
    const check =
      (method: 'vote' | 'divine' | 'guard' | 'attack', action: TargetAction) =>
      async (context: DecisionContext): Promise<TargetDecision> => {
        const decision = await brain[method](context);
        audit.sources[decision.source] = (audit.sources[decision.source] ?? 0) + 1;
        const legal = legalTargets(context.state, action);
        const said = stated.get(context.state.day);
        // A stated self-vote is the one intention the brain overrides (it never offers itself as a candidate).
        if (method === 'vote' && said !== undefined && said !== context.state.self && legal.includes(said)) {
          if (decision.target === said) audit.votesAsStated++;
          else audit.votesAgainstTalk.push(`${context.state.self} said ${said}, voted ${decision.target}`);
        }
        if (legal.length > 0 && !legal.includes(decision.target)) audit.illegal.push(`${method} ${decision.target}`);
        return decision;
      };
    const wrapped: Brain = {
      ...brain,
      name: brain.name,
      talk: async (context) => {
        const decision = await brain.talk(context);
        audit.sources[decision.source] = (audit.sources[decision.source] ?? 0) + 1;
        if (/[\n,]/.test(decision.text)) audit.illegal.push(`talk ${decision.text}`);
        const vote = decision.intents.filter((sentence) => sentence.type === 'VOTE').at(-1);
        const name =
          vote !== undefined && 'target' in vote ? createRoster(context.state.agents).nameOf(vote.target) : undefined;
        if (name !== undefined) stated.set(context.state.day, name);
        return decision;
      },
      whisper: (context) => brain.whisper(context),
      vote: check('vote', 'VOTE'),
      divine: check('divine', 'DIVINE'),
      guard: check('guard', 'GUARD'),
      attack: check('attack', 'ATTACK'),
    };
    if (brain.observe !== undefined) wrapped.observe = (state, event) => brain.observe?.(state, event);
    return wrapped;
  };

describe('a full arena game with the LLM brain against the fake model', () => {
  it.each([
    [9, 'ja'],
    [5, 'en'],
  ] as const)('%i players (%s) completes with legal answers only', async (players, lang) => {
    const audit: Audit = { illegal: [], sources: {}, votesAsStated: 0, votesAgainstTalk: [] };
    const factory = await createLlmBrainFactory({
      llm: { log: { dir: '' } },
      env: { OPENAI_BASE_URL: server.baseURL },
    });
    const before = server.requests.length;
    const summary = await runTournament({
      players,
      lang,
      games: 1,
      seed: `llm-arena-${players}`,
      actionTimeoutMs: 5_000,
      brains: {
        village: { label: 'llm', factory: audited(factory, audit) },
        werewolves: { label: 'llm', factory: audited(factory, audit) },
      },
    });
    expect(summary.games).toBe(1);
    expect(summary.aborted).toBe(0);
    expect(summary.errors).toBe(0);
    expect(summary.timeouts).toBe(0);
    expect(audit.illegal).toEqual([]);
    expect(audit.votesAgainstTalk).toEqual([]);
    expect(audit.votesAsStated).toBeGreaterThan(0);
    expect(audit.sources['llm'] ?? 0).toBeGreaterThan(10);
    expect(server.requests.length - before).toBeGreaterThan(20);
  });
});
