import type { GameState } from '../../game/state.ts';
import { createRoster } from '../../protocol/index.ts';
import type { Sentence } from '../../protocol/ast.ts';
import { matchTarget } from './match-target.ts';
import type { Intent } from './reply-schemas.ts';

/**
 * The model's intents as protocol sentences (subject omitted: the speaker). Intents naming nobody in
 * the game, or missing the role / species their type needs, are dropped rather than guessed.
 */
export const intentsToSentences = (intents: readonly Intent[], state: GameState): Sentence[] => {
  const roster = createRoster(state.agents);
  const sentences: Sentence[] = [];
  for (const intent of intents.slice(0, 4)) {
    const name =
      intent.type === 'COMINGOUT'
        ? state.self
        : (() => {
            const match = matchTarget({ text: intent.target, candidates: state.agents, agents: state.agents });
            return match.ok ? match.target : undefined;
          })();
    const target = name === undefined ? undefined : roster.numberOf(name);
    if (target === undefined) continue;
    switch (intent.type) {
      case 'COMINGOUT':
      case 'ESTIMATE':
        if (intent.role !== null) sentences.push({ type: intent.type, target, role: intent.role });
        break;
      case 'DIVINED':
      case 'IDENTIFIED':
        if (intent.species !== null) sentences.push({ type: intent.type, target, species: intent.species });
        break;
      case 'VOTE':
      case 'GUARDED':
      case 'ATTACK':
        sentences.push({ type: intent.type, target });
        break;
    }
  }
  return sentences;
};

/** Name of the last VOTE (or ATTACK) target among sentences, if any. */
export const lastTargetOf = (
  sentences: readonly Sentence[],
  type: 'VOTE' | 'ATTACK',
  state: GameState,
): string | undefined => {
  const roster = createRoster(state.agents);
  const last = sentences.filter((sentence) => sentence.type === type).at(-1);
  return last !== undefined && 'target' in last ? roster.nameOf(last.target) : undefined;
};
