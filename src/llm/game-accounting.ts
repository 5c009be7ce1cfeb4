import type { BrainFactory } from '../brain/brain.ts';
import { formatGameReport, type GameReport, type LlmRuntime } from './llm-runtime.ts';

/**
 * Wraps the LLM brain factory so the process's runtime knows which agents play which game: the cost
 * caps are per game, and when the last of a game's agents in this process sees FINISH the game's
 * report goes out once, as the end-of-game line and as a JSONL record.
 */
export const withGameAccounting = (
  factory: BrainFactory,
  options: {
    readonly runtime: LlmRuntime;
    /** Where the game's totals go besides the end-of-game line (the JSONL log). */
    readonly record?: (report: GameReport) => void;
  },
): BrainFactory => {
  const { runtime } = options;
  return (brainOptions) => {
    const brain = factory(brainOptions);
    let joined: { readonly gameId: string; readonly agent: string } | undefined;
    const inner = brain.observe?.bind(brain);
    return {
      ...brain,
      name: brain.name,
      observe(state, event) {
        try {
          inner?.(state, event);
        } finally {
          if (joined === undefined && state.gameId !== undefined && event !== 'FINISH') {
            joined = { gameId: state.gameId, agent: state.self };
            runtime.joinGame(joined.gameId, joined.agent);
          }
          if (event === 'FINISH' && joined !== undefined) {
            const report = runtime.leaveGame(joined.gameId, joined.agent);
            joined = undefined;
            if (report !== undefined) {
              runtime.notify(formatGameReport(report));
              options.record?.(report);
            }
          }
        }
      },
    };
  };
};
