import { describe, expect, it } from 'vitest';
import { computeBeliefs } from '../../src/brain/beliefs/index.ts';
import { previewPrompts } from '../../src/brain/llm/prompt-messages.ts';
import { sampleState } from '../../src/brain/llm/sample-state.ts';
import type { GameState, TalkEntry } from '../../src/game/index.ts';
import { llmSectionSchema } from '../../src/config/index.ts';
import { loadPromptTemplates } from '../../src/llm/index.ts';

const templates = (() => {
  const loaded = loadPromptTemplates({});
  if (!loaded.ok) throw loaded.error;
  return loaded.value;
})();
const { memory: limits } = llmSectionSchema.parse({});

/** A long game: `days` days of 45 long talks each, a vote every day, everyone still alive. */
const longGame = (days: number): GameState => {
  const base = sampleState({ lang: 'ja', role: 'SEER', day: days });
  const talks: TalkEntry[] = [];
  for (let day = 0; day <= days; day++) {
    for (let idx = 0; idx < 45; idx++) {
      const agent = base.agents[idx % base.agents.length]!;
      talks.push({
        idx,
        day,
        turn: Math.floor(idx / 9),
        agent,
        text: `${agent}です。${'とても長い発言が続きます。'.repeat(12)}`,
        skip: false,
        over: false,
      });
    }
  }
  const votes = Array.from({ length: days }, (_, day) =>
    base.agents.map((agent, index) => ({ day, agent, target: base.agents[(index + 1) % 9]! })),
  ).flat();
  return { ...base, talks, votes, status: Object.fromEntries(base.agents.map((agent) => [agent, 'ALIVE'])) };
};

const largest = (state: GameState): number => {
  const beliefs = computeBeliefs({
    state,
    understood: { talks: state.talks.map(() => []), whispers: state.whispers.map(() => []) },
  });
  return Math.max(
    ...previewPrompts({ templates: templates.ja, state, lang: 'ja', limits, beliefs }).map((preview) =>
      preview.messages.reduce((sum, message) => sum + [...message.content].length, 0),
    ),
  );
};

describe('prompt size', () => {
  it('is bounded whatever the day', () => {
    const day3 = largest(longGame(3));
    const day12 = largest(longGame(12));
    expect(day12).toBeLessThan(4_000);
    expect(day12).toBeLessThan(day3 * 1.15);
  });
});
