import { describe, expect, it } from 'vitest';
import { createRuleBrain } from '../../../../src/brain/rule/index.ts';
import type { GameState } from '../../../../src/game/state.ts';
import { buildState, context, withNamesAndLimit } from '../../support/build-state.ts';

/** A table with long names and a tight limit: the vote's reason (the seer claimer's black) does not fit. */
const LIMIT = { countInWord: false, countSpaces: false, baseLength: 34, mentionLength: 34 };
const NAMES = ['ミナト', 'クリスティーナ', 'リュウノスケ', 'アレクサンドル', 'ユミ'];

const tight = (): GameState => {
  const base = buildState({
    count: 5,
    self: 'Agent[01]',
    role: 'VILLAGER',
    day: 1,
    talks: [['Agent[02]', `私は占い師です。占いの結果、${NAMES[2]}は人狼でした。`]],
  });
  return withNamesAndLimit(base, NAMES, LIMIT);
};

describe('ja: a vote whose reasons do not fit the line', () => {
  it('is said as a soft one that asks its target to speak, never bare', async () => {
    const state = tight();
    let asked = 0;
    for (const seed of ['soft-0', 'soft-1', 'soft-2', 'soft-3']) {
      const { text } = await createRuleBrain({ seed, lang: 'ja' }).talk(context(state));
      expect(text, text).toContain('リュウノスケ');
      const reasoned = /黒/u.test(text);
      const soft = /考えも聞かせて|弁明次第|誰を怪しんでいる/u.test(text);
      expect(reasoned || soft, text).toBe(true);
      if (soft) asked++;
    }
    expect(asked).toBeGreaterThan(0);
  });
});
