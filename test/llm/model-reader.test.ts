import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Brain } from '../../src/brain/brain.ts';
import { buildLlmBrainFactory } from '../../src/brain/llm/llm-brain.ts';
import { createStructuredExtractor } from '../../src/brain/llm/model-extractor.ts';
import { createRuleBrain } from '../../src/brain/rule/index.ts';
import { llmSectionSchema } from '../../src/config/index.ts';
import { type GameState, initialGameState, type TalkEntry } from '../../src/game/index.ts';
import { chatModelFor, loadPromptTemplates } from '../../src/llm/index.ts';
import { understand } from '../../src/nl/index.ts';
import { createRoster } from '../../src/protocol/index.ts';
import { readGameLogs } from '../nl/real-talk/game-log.ts';
import { type ChatBody, content, type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server.ts';

const templates = (() => {
  const loaded = loadPromptTemplates({});
  if (!loaded.ok) throw loaded.error;
  return loaded.value;
})();

/** A real contest game (JSAI 2026, 5 players, Japanese), its talk up to the end of day 1. */
const game = readGameLogs().find((log) => log.file.startsWith('jsai2026_truck5/'));

const stateOf = (talks: readonly TalkEntry[]): GameState => {
  if (game === undefined) throw new Error('no fixture game');
  return {
    ...initialGameState({ self: game.names[0] ?? '' }),
    self: game.names[0] ?? '',
    role: 'VILLAGER',
    day: 1,
    agents: game.names,
    status: Object.fromEntries(game.names.map((name) => [name, 'ALIVE'])),
    talks,
  };
};

const talksOf = (): TalkEntry[] =>
  (game?.talks ?? [])
    .filter((talk) => !talk.whisper && talk.day <= 1)
    .map((talk) => ({
      idx: talk.idx,
      day: talk.day,
      turn: 0,
      agent: talk.speaker,
      text: talk.text,
      skip: talk.text === 'Skip',
      over: talk.text === 'Over',
    }));

const EXTRACT = 'protocol_sentences_per_talk';
const isExtraction = (body: ChatBody): boolean => body.response_format?.json_schema?.name === EXTRACT;

let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
});
afterEach(async () => {
  await server.close();
});

const brainWith = (options: { reader: boolean }): Brain => {
  const llm = llmSectionSchema.parse({ baseURL: server.baseURL, apiKey: 'sk-test', retryBackoffMs: 10, maxRetries: 0 });
  const chatModel = chatModelFor(llm);
  return buildLlmBrainFactory({
    chatModel,
    templates,
    fallback: createRuleBrain,
    settings: {
      memory: llm.memory,
      notes: { plan: false, summary: false },
      voteFollowsTalk: true,
      noteTimeoutMs: 1_000,
    },
    ...(options.reader
      ? {
          reader: {
            extractor: createStructuredExtractor({ chatModel, timeoutMs: 2_000 }),
            timeoutMs: 2_000,
            maxTokensPerDay: 100_000,
          },
        }
      : {}),
  })({ seed: 'reader', lang: 'ja' });
};

const TALK_REPLY = { thought: '', speech: 'よろしく。', intents: [] };

describe.runIf(game !== undefined)('the model reads the others’ talk (replayed contest game, real SDK)', () => {
  const talks = talksOf();
  const roster = createRoster(game?.names ?? []);
  // A talk of another player the rules read nothing from: the fake model says its speaker claimed medium.
  const unread = talks.find(
    (talk) =>
      talk.agent !== game?.names[0] &&
      !talk.over &&
      !talk.skip &&
      understand({ text: talk.text, speaker: talk.agent, roster, lang: 'ja' }).length === 0,
  );
  const claimant = unread?.agent ?? '';
  const claimLine = `- ${claimant} 霊媒師`;

  const answerExtractions = (body: ChatBody) => {
    const user = body.messages.find((message) => message.role === 'user')?.content ?? '';
    const read = user.split('\n').map((line) => {
      const [id, rest = ''] = line.split(/ (.*)/su);
      const speaker = rest.slice(0, rest.indexOf(':'));
      const sentences =
        speaker === claimant ? [`COMINGOUT Agent[0${(game?.names.indexOf(claimant) ?? 0) + 1}] MEDIUM`] : [];
      return { id: Number(id), sentences };
    });
    return content({ talks: read });
  };

  it('batches the round in one request, and the beliefs (the next prompt) contain the model’s reading', async () => {
    expect(unread).toBeDefined();
    server.respondWith((body) => (isExtraction(body) ? answerExtractions(body) : content(TALK_REPLY)));
    const brain = brainWith({ reader: true });
    const state = stateOf(talks);
    const context = () => ({ state, signal: AbortSignal.timeout(3_000), deadline: Date.now() + 3_000 });
    await brain.talk(context());
    // The reader runs in the background: wait for its one request to be answered.
    await expect.poll(() => server.requests.filter((request) => isExtraction(request.body)).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await brain.talk(context());
    const extractions = server.requests.filter((request) => isExtraction(request.body));
    // Each talk read once: the second talk request sends no new batch (nothing new to read).
    expect(extractions).toHaveLength(1);
    const talkPrompts = server.requests.filter((request) => !isExtraction(request.body));
    const last =
      talkPrompts
        .at(-1)
        ?.body.messages.map((message) => message.content)
        .join('\n') ?? '';
    expect(last).toContain(claimLine);
  });

  it('without the reader the same beliefs lack that reading (the rules alone miss it)', async () => {
    server.respondWith(() => content(TALK_REPLY));
    const brain = brainWith({ reader: false });
    const state = stateOf(talks);
    await brain.talk({ state, signal: AbortSignal.timeout(3_000), deadline: Date.now() + 3_000 });
    const prompt =
      server.requests
        .at(-1)
        ?.body.messages.map((message) => message.content)
        .join('\n') ?? '';
    expect(server.requests.some((request) => isExtraction(request.body))).toBe(false);
    expect(prompt).not.toContain(claimLine);
  });

  it('a hung extractor never delays an answer', async () => {
    server.respondWith((body) => (isExtraction(body) ? { kind: 'hang' } : content(TALK_REPLY)));
    const brain = brainWith({ reader: true });
    const state = stateOf(talks);
    const started = Date.now();
    const decision = await brain.talk({ state, signal: AbortSignal.timeout(3_000), deadline: Date.now() + 3_000 });
    expect(decision).toBeDefined();
    expect(Date.now() - started).toBeLessThan(1_500);
    const again = Date.now();
    await brain.vote({ state, signal: AbortSignal.timeout(3_000), deadline: Date.now() + 3_000 });
    expect(Date.now() - again).toBeLessThan(1_500);
    brain.observe?.(state, 'FINISH');
  });
});
