import type { Brain, BrainFactory, TargetDecision } from '../../../brain/brain.ts';
import type { GameState } from '../../../game/state.ts';
import { createRandom } from '../../../random.ts';

const others = (state: GameState, skipTeammates: boolean): string[] =>
  state.agents.filter(
    (name) =>
      state.status[name] === 'ALIVE' && name !== state.self && !(skipTeammates && state.teammates.includes(name)),
  );

/**
 * The adapter's last-resort brain when neither the rule brain nor the random brain can be loaded:
 * seeded choices among legal targets, unchecked players first for the seer, `Over` for talk.
 */
export const createSeededBrain: BrainFactory = ({ seed }) => {
  const random = createRandom(`${seed}/rpc-seeded-brain`);
  const target = (candidates: readonly string[]): TargetDecision => ({
    kind: 'target',
    target: random.pick(candidates) ?? '',
    source: 'random',
  });
  const brain: Brain = {
    name: 'rpc-seeded',
    talk: async () => ({ kind: 'talk', text: 'Over', intents: [], source: 'random' }),
    whisper: async () => ({ kind: 'talk', text: 'Over', intents: [], source: 'random' }),
    vote: async ({ state }) => target(others(state, true)),
    attack: async ({ state }) => target(others(state, true)),
    guard: async ({ state }) => target(others(state, false)),
    divine: async ({ state }) => {
      const checked = new Set(state.divineResults.map((result) => result.target));
      const unchecked = others(state, false).filter((name) => !checked.has(name));
      return target(unchecked.length > 0 ? unchecked : others(state, false));
    },
  };
  return brain;
};
