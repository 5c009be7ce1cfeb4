import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { llmSettingsFrom } from '../../../src/compose/index.ts';
import { createFunctionCallAgent } from '../../../src/function-call/agent/create-agent.ts';
import { createSeededBrain } from '../../../src/function-call/agent/brain-adapter/seeded-brain.ts';
import { createSpeakerFromSettings } from '../../../src/compose/function-call/speaker-from-settings.ts';
import { content, type FakeOpenAiServer, startFakeOpenAiServer } from '../../support/fake-openai-server.ts';
import { alive, gameState, initializeParams, request } from './fixtures.ts';

const DEADLINE_MS = 2500;
let server: FakeOpenAiServer | undefined;
let cwd: string | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await server?.close();
  server = undefined;
  if (cwd !== undefined) rmSync(cwd, { recursive: true, force: true });
});

/** Every non-speech function, with the role that receives it and params the rule answer differs from. */
const CASES = [
  {
    method: 'vote',
    role: 'villager',
    params: {
      game_state: gameState(),
      day_number: 1,
      alive_players: alive(),
      discussion_summary: '',
      previous_votes: [],
    },
  },
  {
    // A PK round: the tied players 3 and 5 are the only legal choices.
    method: 'vote',
    role: 'villager',
    params: {
      game_state: gameState(),
      day_number: 1,
      alive_players: alive(),
      discussion_summary: '',
      previous_votes: [{ day: 1, votes: { '3': 2, '5': 2 } }],
      vote_type: 'pk',
    },
  },
  {
    method: 'werewolf_action',
    role: 'werewolf',
    params: {
      game_state: gameState(),
      night_number: 1,
      alive_players: alive(),
      teammates: [{ player_id: 2, name: 'P2' }],
      previous_votes: [],
    },
  },
  {
    method: 'seer_action',
    role: 'seer',
    params: { game_state: gameState(), night_number: 1, alive_players: alive(), previous_checks: [] },
  },
  {
    method: 'witch_action',
    role: 'witch',
    params: {
      game_state: gameState(),
      night_number: 3,
      alive_players: alive(),
      poison_available: true,
      antidote_available: true,
      killed_player_id: 4,
      previous_actions: [],
    },
  },
  {
    method: 'hunter_action',
    role: 'hunter',
    params: {
      game_state: gameState({ aliveIds: [2, 3, 4, 5, 6, 7, 8, 9] }),
      cause: 'vote',
      alive_players: alive([2, 3, 4, 5, 6, 7, 8, 9]),
    },
  },
] as const;

const answer = async (agent: ReturnType<typeof createFunctionCallAgent>, method: string, params: unknown) =>
  JSON.parse((await agent.handleText(request(method, params))) ?? '{}').result as Record<string, unknown>;

const agentFor = async (role: string, withModel: boolean) => {
  let speaker: ReturnType<typeof createSpeakerFromSettings>['speaker'];
  if (withModel) {
    server = await startFakeOpenAiServer();
    cwd = mkdtempSync(join(tmpdir(), 'rpc-decide-'));
    vi.stubEnv('OPENAI_BASE_URL', server.baseURL);
    vi.stubEnv('OPENAI_API_KEY', 'test-key');
    speaker = createSpeakerFromSettings(llmSettingsFrom({ cwd })).speaker;
    expect(speaker).toBeDefined();
  }
  const agent = createFunctionCallAgent({
    brainFactory: createSeededBrain,
    seed: 'decide',
    deadlineMs: DEADLINE_MS,
    ...(speaker === undefined ? {} : { speaker }),
  });
  await answer(agent, 'initialize', initializeParams(1, role));
  return agent;
};

/** The choice codes the prompt offers, and the one the rule strategy suggests. */
const choicesIn = (prompt: string) => ({
  codes: [...prompt.matchAll(/^- ([a-z]+(?::\d+)?)：/gmu)].map((match) => match[1] ?? ''),
  rule: /规则策略的建议：(\S+)/u.exec(prompt)?.[1],
});

describe.each(CASES)(
  '--brain llm decides $method over HTTP (fake Chat Completions server)',
  ({ method, role, params }) => {
    it('uses the model answer when it comes in time (a legal choice other than the rule answer)', async () => {
      const ruleAnswer = await answer(await agentFor(role, false), method, params);
      const agent = await agentFor(role, true);
      let picked = '';
      server?.respondWith((body) => {
        const { codes, rule } = choicesIn(body.messages[1]?.content ?? '');
        picked = codes.find((code) => code !== rule && code !== 'abstain') ?? '';
        return content({ choice: picked });
      });
      const result = await answer(agent, method, params);
      expect(picked).not.toBe('');
      const [action, id] = picked.split(':');
      const target = result['vote_target'] ?? result['target_id'];
      expect(target).toBe(Number(id));
      if (method !== 'vote') expect(result['action']).toBe(action === 'vote' ? undefined : action);
      expect(result).not.toEqual(ruleAnswer);
    });

    it('falls back to the rule answer when the model hangs, within the deadline', async () => {
      const ruleAnswer = await answer(await agentFor(role, false), method, params);
      const agent = await agentFor(role, true);
      server?.respondWith(() => ({ kind: 'hang' }));
      const started = Date.now();
      const result = await answer(agent, method, params);
      expect(Date.now() - started).toBeLessThan(DEADLINE_MS);
      expect(result).toEqual(ruleAnswer);
    });

    it('ignores an illegal choice', async () => {
      const ruleAnswer = await answer(await agentFor(role, false), method, params);
      const agent = await agentFor(role, true);
      server?.respondWith(() => content({ choice: 'kill:99' }));
      expect(await answer(agent, method, params)).toEqual(ruleAnswer);
    });
  },
);
