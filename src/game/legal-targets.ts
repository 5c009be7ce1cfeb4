import type { GameState } from './state.ts';

export const TARGET_ACTIONS = ['VOTE', 'DIVINE', 'GUARD', 'ATTACK'] as const;
export type TargetAction = (typeof TARGET_ACTIONS)[number];

/** Stub: alive agents other than self. The exact rules follow. */
export const legalTargets = (state: GameState, _action: TargetAction): string[] =>
  state.agents.filter((agent) => state.status[agent] === 'ALIVE' && agent !== state.self);
