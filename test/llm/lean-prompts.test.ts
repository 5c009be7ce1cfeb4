import { describe, expect, it } from 'vitest';
import type { Beliefs } from '../../src/brain/beliefs/index.ts';
import { computeBeliefs } from '../../src/brain/beliefs/index.ts';
import type { ChatModel, LlmRequestType } from '../../src/brain/llm/chat-model.ts';
import { buildLlmBrainFactory } from '../../src/brain/llm/llm-brain.ts';
import { buildMemoryContext, buildRequestContext } from '../../src/brain/llm/prompt-context.ts';
import { sampleState } from '../../src/brain/llm/sample-state.ts';
import { createRandomBrain } from '../../src/brain/random-brain.ts';
import type { GameState } from '../../src/game/index.ts';
import { loadPromptTemplates } from '../../src/llm/index.ts';

const limits = { recentTalks: 10, summaryDays: 3, maxLineChars: 100 };
const templates = (() => {
  const loaded = loadPromptTemplates({});
  if (!loaded.ok) throw loaded.error;
  return loaded.value;
})();

/** The sample game's beliefs with a seer claim, its two results and a question to us put in by hand. */
const beliefsWithClaims = (state: GameState): Beliefs => {
  const base = computeBeliefs({
    state,
    understood: { talks: state.talks.map(() => []), whispers: state.whispers.map(() => []) },
  });
  const [self, sakura, daisuke, shion, mizuki] = state.agents as [string, string, string, string, string];
  const origin = (idx: number) => ({ day: state.day, idx, channel: 'talk' as const });
  return {
    ...base,
    claims: [{ ...origin(1), agent: daisuke, role: 'SEER' }],
    reports: [
      { ...origin(1), reporter: daisuke, target: sakura, species: 'HUMAN', kind: 'divination' },
      { ...origin(1), reporter: daisuke, target: mizuki, species: 'WEREWOLF', kind: 'divination' },
      { ...origin(2), reporter: shion, target: self, species: 'HUMAN', kind: 'identification' },
    ],
    questions: [
      {
        ...origin(2),
        from: shion,
        kind: 'INQUIRE',
        toMe: true,
        clause: { type: 'VOTE', subject: 1, target: 2 } as Beliefs['questions'][number]['clause'],
      },
      // The same line asks a second thing: still one question to answer.
      {
        ...origin(2),
        from: shion,
        kind: 'INQUIRE',
        toMe: true,
        clause: { type: 'DIVINED', subject: 1, target: 2, species: 'ANY' } as Beliefs['questions'][number]['clause'],
      },
    ],
  };
};

describe('lean prompt contexts', () => {
  const state = sampleState({ lang: 'ja', role: 'VILLAGER', day: 2 });

  it('merges claims and reports into one entry per claimer, and points at a question already shown', () => {
    const context = buildRequestContext({ state, lang: 'ja', limits, beliefs: beliefsWithClaims(state) });
    expect(context.claimants).toEqual([
      {
        agent: 'ダイスケ',
        isSelf: false,
        role: '占い師',
        roleUnsure: false,
        results: [
          { day: 2, target: 'サクラ', result: '人間', unsure: false },
          { day: 2, target: 'ミヅキ', result: '人狼', unsure: false },
        ],
      },
      // A reporter who never claimed: the role its reports imply, and the reports, marked as unsure.
      {
        agent: 'シオン',
        isSelf: false,
        role: '霊媒師',
        roleUnsure: true,
        results: [{ day: 2, target: 'ミナト', result: '人間', unsure: true }],
      },
    ]);
    // The question is today's line 2, among the recent lines: named, not copied again.
    expect(context.questions).toEqual([{ from: 'シオン', text: '' }]);
    const talk = templates.ja.render('talk', context);
    expect(talk).toContain('- ダイスケ 占い師: サクラ=人間(2日目)、ミヅキ=人狼(2日目)');
    expect(talk).toContain('あなたへの質問: シオン(上)\n');
    expect(talk.match(/@ミナト さん、誰に投票しますか/g)).toHaveLength(1);

    const hidden = buildRequestContext({
      state,
      lang: 'ja',
      limits: { ...limits, recentTalks: 1 },
      beliefs: beliefsWithClaims(state),
    });
    expect(hidden.questions[0]?.text).toBe('@ミナト さん、誰に投票しますか？');
  });

  it('groups the votes of a day by target, most votes first', () => {
    const memory = buildMemoryContext({ state, lang: 'ja', limits, notes: { plans: new Map(), summaries: new Map() } });
    expect(memory.votes[0]?.tally.map(({ target, count }) => [target, count])).toEqual([
      ['シオン', 7],
      ['ミナト', 1],
    ]);
    expect(templates.ja.render('memory', memory)).toContain(
      '- 0日目の投票: シオン7票(ミナト、サクラ、ダイスケ、ミヅキ、ジョナサン、ミナコ、ベンジャミン) ミナト1票(シオン)',
    );
    const en = sampleState({ lang: 'en', role: 'VILLAGER', day: 2 });
    const enMemory = buildMemoryContext({
      state: en,
      lang: 'en',
      limits,
      notes: { plans: new Map(), summaries: new Map() },
    });
    expect(templates.en.render('memory', enMemory)).toContain(
      '- Votes on day 0: Shion 7 (Minato, Sakura, Daisuke, Mizuki, Jonathan, Minako, Benjamin); Minato 1 (Shion)',
    );
  });
});

describe('the daily_finish summary', () => {
  const brainWithCalls = () => {
    const calls: LlmRequestType[] = [];
    const chatModel: ChatModel = {
      complete: async (request) => {
        calls.push(request.requestType);
        return { ok: true, value: { text: '{"note": "n"}', model: 'fake', attempts: 1 } };
      },
    };
    const brain = buildLlmBrainFactory({
      chatModel,
      templates,
      fallback: createRandomBrain,
      settings: {
        memory: limits,
        notes: { plan: false, summary: true },
        voteFollowsTalk: true,
        noteTimeoutMs: 1_000,
      },
    })({ seed: 'test', lang: 'ja' });
    return { brain, calls };
  };

  it('is asked when the day had talk', async () => {
    const { brain, calls } = brainWithCalls();
    brain.observe?.(sampleState({ lang: 'ja', role: 'VILLAGER', day: 2 }), 'DAILY_FINISH');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual(['daily_finish']);
  });

  it('is skipped when nobody spoke that day (only Over and Skip)', async () => {
    const { brain, calls } = brainWithCalls();
    const state = sampleState({ lang: 'ja', role: 'VILLAGER', day: 2 });
    const quiet: GameState = {
      ...state,
      talks: state.talks.map((entry) => (entry.day === 2 ? { ...entry, text: 'Over', over: true } : entry)),
    };
    brain.observe?.(quiet, 'DAILY_FINISH');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});
