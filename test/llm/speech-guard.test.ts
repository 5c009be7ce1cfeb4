/**
 * The two guards on a talk reply: the speech actually sent decides the stated intentions (not the
 * reply's `intents`), and a public talk that leaks the wolf side's private knowledge is replaced by
 * the rule brain's answer.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Brain, BrainFactory, DecisionContext } from '../../src/brain/brain.ts';
import type { CallLogEntry } from '../../src/brain/llm/call-log.ts';
import { buildLlmBrainFactory } from '../../src/brain/llm/llm-brain.ts';
import { sampleState } from '../../src/brain/llm/sample-state.ts';
import { findLeak, mergeIntents, ownAssertions } from '../../src/brain/llm/speech-guard.ts';
import { createRuleBrain } from '../../src/brain/rule/index.ts';
import type { GameRole, GameState } from '../../src/game/index.ts';
import { llmSectionSchema } from '../../src/config/index.ts';
import { chatModelFor, loadPromptTemplates } from '../../src/llm/index.ts';
import { understand } from '../../src/nl/index.ts';
import { createRoster } from '../../src/protocol/index.ts';
import { content, type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server.ts';

const templates = (() => {
  const loaded = loadPromptTemplates({});
  if (!loaded.ok) throw loaded.error;
  return loaded.value;
})();

let server: FakeOpenAiServer;
let entries: CallLogEntry[];
let rule: ReturnType<typeof createRuleBrain> | undefined;
beforeEach(async () => {
  server = await startFakeOpenAiServer();
  entries = [];
  rule = undefined;
});
afterEach(async () => {
  await server.close();
});

const fallback: BrainFactory = (options) => {
  rule = createRuleBrain(options);
  return rule;
};

const brainFor = (lang: 'en' | 'ja' = 'en'): Brain => {
  const llm = llmSectionSchema.parse({ baseURL: server.baseURL, apiKey: 'sk-test' });
  return buildLlmBrainFactory({
    chatModel: chatModelFor(llm),
    templates,
    fallback,
    settings: {
      memory: llm.memory,
      notes: { plan: false, summary: false },
      voteFollowsTalk: true,
      noteTimeoutMs: 1_000,
    },
    log: (entry) => entries.push(entry),
  })({ seed: 'guard', lang });
};

const context = (state: GameState, budgetMs = 3_000): DecisionContext => ({
  state,
  signal: AbortSignal.timeout(budgetMs),
  deadline: Date.now() + budgetMs,
});

const talkReply = (speech: string, intents: { type: string; target: string; role?: string; species?: string }[] = []) =>
  content({
    thought: '',
    speech,
    intents: intents.map((intent) => ({ role: null, species: null, ...intent })),
  });

const ruleIntentions = (): Map<number, string> =>
  (rule as unknown as { memory: { intentions: Map<number, string> } }).memory.intentions;

// Sample game (en): Minato (self, 1), Sakura 2, Daisuke 3, Shion 4 (dead), Mizuki 5, Jonathan 6,
// Minako 7, Benjamin 8, Midori 9 (dead). As a werewolf, Sakura is the teammate.
const villager = sampleState({ lang: 'en', role: 'VILLAGER', day: 2 });
const role = (gameRole: GameRole): GameState => sampleState({ lang: 'en', role: gameRole, day: 2 });

describe('the vote follows the speech, not the reply intents', () => {
  it('reads the intention from the speech when the intents are empty', async () => {
    const brain = brainFor();
    server.push(talkReply('I think Benjamin is quiet. I will vote for Sakura today.'));
    const said = await brain.talk(context(villager));
    expect(said.source).toBe('llm');
    expect(said.intents).toContainEqual({ type: 'VOTE', target: 2 });
    expect(ruleIntentions().get(2)).toBe('Sakura');
    expect(await brain.vote(context(villager))).toMatchObject({ target: 'Sakura', source: 'llm' });
    expect(server.requests).toHaveLength(1);
  });

  it('ignores intents that name someone else than the speech', async () => {
    const brain = brainFor();
    server.push(talkReply('I will vote for Sakura today.', [{ type: 'VOTE', target: 'Benjamin' }]));
    const said = await brain.talk(context(villager));
    expect(said.intents.filter((sentence) => sentence.type === 'VOTE')).toEqual([{ type: 'VOTE', target: 2 }]);
    expect(ruleIntentions().get(2)).toBe('Sakura');
    expect(await brain.vote(context(villager))).toMatchObject({ target: 'Sakura' });
  });

  it('reads Japanese speech too', async () => {
    const brain = brainFor('ja');
    const state = sampleState({ lang: 'ja', role: 'VILLAGER', day: 2 });
    server.push(talkReply('今日はミヅキに投票します。', [{ type: 'VOTE', target: 'ベンジャミン' }]));
    await brain.talk(context(state));
    expect(await brain.vote(context(state))).toMatchObject({ target: 'ミヅキ' });
  });

  it('adds an unspoken intent only when it contradicts no intention said that day', async () => {
    const brain = brainFor();
    server.push(
      talkReply('Good morning everyone.', [{ type: 'VOTE', target: 'Benjamin' }]),
      talkReply('I will vote for Sakura.'),
      talkReply('Let us listen a bit more.', [{ type: 'VOTE', target: 'Benjamin' }]),
    );
    await brain.talk(context(villager));
    expect(ruleIntentions().get(2)).toBe('Benjamin');
    await brain.talk(context(villager));
    const third = await brain.talk(context(villager));
    expect(third.intents).toEqual([]);
    expect(ruleIntentions().get(2)).toBe('Sakura');
    expect(await brain.vote(context(villager))).toMatchObject({ target: 'Sakura' });
    expect(server.requests).toHaveLength(3);
  });

  it('the speech wins over a declared claim; other intents are kept', async () => {
    server.push(
      talkReply('I am the seer.', [
        { type: 'COMINGOUT', target: 'Minato', role: 'MEDIUM' },
        { type: 'ESTIMATE', target: 'Daisuke', role: 'WEREWOLF' },
      ]),
    );
    const said = await brainFor().talk(context(villager));
    expect(said.intents).toEqual([
      { type: 'COMINGOUT', target: 1, role: 'SEER' },
      { type: 'ESTIMATE', target: 3, role: 'WEREWOLF' },
    ]);
  });

  it('a whispered vote is no public intention; the whispered attack is the attack', async () => {
    const brain = brainFor();
    const wolf = role('WEREWOLF');
    server.push(
      talkReply('I will vote for Mizuki.'),
      talkReply('I will vote for Daisuke today.', [{ type: 'ATTACK', target: 'Jonathan' }]),
    );
    await brain.talk(context(wolf));
    await brain.whisper(context(wolf));
    expect(ruleIntentions().get(2)).toBe('Mizuki');
    expect(await brain.vote(context(wolf))).toMatchObject({ target: 'Mizuki' });
    expect(await brain.attack(context(wolf))).toMatchObject({ target: 'Jonathan', source: 'llm' });
    expect(server.requests).toHaveLength(2);
  });
});

describe('public talk that leaks falls back to the rule answer', () => {
  it.each([
    ['WEREWOLF', 'I am a werewolf. Sakura is a werewolf too.', 'reveals_role'],
    ['WEREWOLF', 'Sakura is a werewolf, I am sure.', 'exposes_teammate'],
    ['WEREWOLF', 'I am the seer. Sakura is a werewolf.', 'exposes_teammate'],
    ['WEREWOLF', 'Well. Good morning. Let us review the votes.', 'repeats_whisper'],
    ['POSSESSED', 'I am possessed.', 'reveals_role'],
  ] as const)('%s saying %j: %s', async (gameRole, speech, reason) => {
    server.push(talkReply(speech));
    const decision = await brainFor().talk(context(role(gameRole)));
    expect(decision.source).toBe('fallback');
    expect(decision.text).not.toBe(speech);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ requestType: 'talk', outcome: 'leak', used: false, parsed: { leak: reason } });
  });

  it.each([
    ['WEREWOLF', 'I am the seer. Daisuke is a werewolf.'],
    ['POSSESSED', 'I am the medium.'],
    ['VILLAGER', 'I am the seer.'],
  ] as const)('a strategic claim passes: %s saying %j', async (gameRole, speech) => {
    server.push(talkReply(speech));
    const decision = await brainFor().talk(context(role(gameRole)));
    expect(decision).toMatchObject({ source: 'llm', text: speech });
    expect(entries[0]?.outcome).toBe('used');
  });

  it('whispers are not checked: the pack may talk freely', async () => {
    server.push(talkReply('I am a werewolf and Sakura is one too.'));
    const decision = await brainFor().whisper(context(role('WEREWOLF')));
    expect(decision.source).toBe('llm');
  });
});

describe('findLeak', () => {
  const check = (state: GameState, text: string, lang: 'en' | 'ja' = 'en') => {
    const roster = createRoster(state.agents);
    const own = ownAssertions(
      understand({ text, speaker: state.self, roster, lang }),
      roster.numberOf(state.self) ?? 0,
    );
    return findLeak({ text, own, state, roster, lang });
  };

  it('catches a long run of a whisper, spaces and case aside, but not a short common phrase', () => {
    const wolf = {
      ...role('WEREWOLF'),
      whispers: [
        {
          idx: 0,
          day: 2,
          turn: 0,
          agent: 'Sakura',
          text: 'Tonight we bite Jonathan and tomorrow we push Mizuki hard.',
          skip: false,
          over: false,
        },
        { idx: 1, day: 2, turn: 0, agent: 'Sakura', text: 'Over', skip: false, over: true },
      ],
    };
    expect(check(wolf, 'Honestly tonight WE BITE Jonathan and tomorrow we push Mizuki.')).toBe('repeats_whisper');
    expect(check(wolf, 'We push on. Over.')).toBeUndefined();
  });

  it('Japanese: the possessed revealing itself, a werewolf naming its teammate', () => {
    expect(check(sampleState({ lang: 'ja', role: 'POSSESSED' }), '私は狂人です。', 'ja')).toBe('reveals_role');
    expect(check(sampleState({ lang: 'ja', role: 'WEREWOLF' }), 'サクラは人狼だ。', 'ja')).toBe('exposes_teammate');
    expect(check(sampleState({ lang: 'ja', role: 'VILLAGER' }), 'サクラは人狼だ。', 'ja')).toBeUndefined();
  });
});

describe('mergeIntents', () => {
  it('keeps the spoken vote and drops a declared one, adds a declared vote only when it agrees with the day', () => {
    const spoken = [{ type: 'VOTE' as const, target: 2 }];
    const declared = [
      { type: 'VOTE' as const, target: 8 },
      { type: 'ESTIMATE' as const, target: 3, role: 'WEREWOLF' as const },
    ];
    expect(mergeIntents({ spoken, declared, stated: {} })).toEqual([spoken[0], declared[1]]);
    expect(mergeIntents({ spoken: [], declared, stated: { VOTE: 2 } })).toEqual([declared[1]]);
    expect(mergeIntents({ spoken: [], declared, stated: { VOTE: 8 } })).toEqual(declared);
  });
});
