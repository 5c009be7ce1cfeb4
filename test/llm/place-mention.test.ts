import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DecisionContext } from '../../src/brain/brain.ts';
import { buildLlmBrainFactory } from '../../src/brain/llm/llm-brain.ts';
import { placeMention } from '../../src/brain/llm/place-mention.ts';
import { sampleState } from '../../src/brain/llm/sample-state.ts';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import { llmSectionSchema } from '../../src/config/index.ts';
import type { GameState } from '../../src/game/index.ts';
import { chatModelFor, loadPromptTemplates } from '../../src/llm/index.ts';
import { content, type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server.ts';

const templates = (() => {
  const loaded = loadPromptTemplates({});
  if (!loaded.ok) throw loaded.error;
  return loaded.value;
})();

const en = { self: 'Minato', agents: ['Minato', 'Sakura', 'Sara', 'Daisuke'] };
const ja = { self: 'ミナト', agents: ['ミナト', 'ミオ', 'ミオリ', 'ケン'] };

describe('placeMention: an @Name goes at the start of the utterance', () => {
  it.each([
    ['@Sakura what did you see last night?', '@Sakura what did you see last night?'],
    ['  @Sakura what did you see?', '@Sakura what did you see?'],
    // At the end: an address, moved to the front.
    ['What do you think @Sakura?', '@Sakura What do you think?'],
    ['Why did you vote for Daisuke, @Sakura', '@Sakura Why did you vote for Daisuke'],
    // At the start of a later sentence: the rest is addressed, moved to the front.
    ['Good morning. @Sakura what did you see?', '@Sakura Good morning. What did you see?'],
    // Inside a sentence: a reference, not an address; the name stays without its @.
    ['I agree with @Sakura that Daisuke is odd.', 'I agree with Sakura that Daisuke is odd.'],
    // The longest name wins: @Sara is not @Sakura and vice versa.
    ['Thanks @Sara.', '@Sara Thanks.'],
    ['Nothing to say about anyone.', 'Nothing to say about anyone.'],
    // Our own name is no mention; an @ before no player is left for fitTalk.
    ['I am @Minato and I vote Sakura.', 'I am @Minato and I vote Sakura.'],
  ])('en: %s', (speech, expected) => {
    expect(placeMention(speech, en)).toBe(expected);
  });

  it.each([
    ['@ミオ 昨夜の結果を教えて。', '@ミオ 昨夜の結果を教えて。'],
    ['昨夜の結果を教えて？@ミオ', '@ミオ 昨夜の結果を教えて？'],
    ['どう思う？＠ミオさん', '@ミオ どう思う？'],
    ['おはよう。@ミオ 結果はどうだった？', '@ミオ おはよう。結果はどうだった？'],
    // The honorific is part of the sentence: the name stays there, the address moves to the front.
    ['おはよう。@ミオさんは誰が怪しいと思う？', '@ミオ おはよう。ミオさんは誰が怪しいと思う？'],
    ['ケンと@ミオリが怪しいと思う。', 'ケンとミオリが怪しいと思う。'],
  ])('ja: %s', (speech, expected) => {
    expect(placeMention(speech, ja)).toBe(expected);
  });
});

describe('the LLM brain sends an @Name where the rules want it (real SDK, scripted server)', () => {
  let server: FakeOpenAiServer;
  beforeEach(async () => {
    server = await startFakeOpenAiServer();
  });
  afterEach(async () => {
    await server.close();
  });

  const brainFor = (lang: 'ja' | 'en') => {
    const llm = llmSectionSchema.parse({ baseURL: server.baseURL, apiKey: 'sk-test', retryBackoffMs: 20 });
    return buildLlmBrainFactory({
      chatModel: chatModelFor(llm),
      templates,
      fallback: createRandomBrain,
      settings: {
        memory: llm.memory,
        notes: { plan: false, summary: false },
        voteFollowsTalk: true,
        noteTimeoutMs: 1_000,
      },
    })({ seed: 'test', lang });
  };
  const context = (state: GameState): DecisionContext => ({
    state,
    signal: AbortSignal.timeout(3_000),
    deadline: Date.now() + 3_000,
  });

  it.each([
    ['en', 'Why did you call Sakura human @Daisuke?', '@Daisuke Why did you call Sakura human?'],
    ['en', 'I agree with @Daisuke about Sakura.', 'I agree with Daisuke about Sakura.'],
    ['ja', 'サクラさんを白と言った理由は？@ダイスケ', '@ダイスケ サクラさんを白と言った理由は？'],
    [
      'ja',
      'おはよう。@ダイスケさんはなぜサクラさんが白だと？',
      '@ダイスケ おはよう。ダイスケさんはなぜサクラさんが白だと？',
    ],
  ] as const)('%s: "%s" is sent as "%s"', async (lang, speech, sent) => {
    server.push(content({ thought: '', speech, intents: [] }));
    const decision = await brainFor(lang).talk(context(sampleState({ lang, role: 'VILLAGER', day: 2 })));
    expect(decision.source).toBe('llm');
    expect(decision.text).toBe(sent);
    // The prompt the model answered listed the seer's result once, though it was told on three days.
    const prompt = server.requests[0]!.body.messages.map((message) => message.content).join('\n');
    expect(prompt.match(lang === 'ja' ? /サクラ=人間/g : /Sakura=human/g)).toHaveLength(1);
  });
});
