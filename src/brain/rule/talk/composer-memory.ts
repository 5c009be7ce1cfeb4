import { type Reason, reasonKey } from './evidence.ts';

/** What one agent's composer remembers over a game: pieces and skeletons used, replies and reasons given. */
export type ComposerMemory = {
  readonly variantUses: Map<string, number>;
  readonly skeletons: Set<string>;
  readonly replies: Set<string>;
  readonly reasons: Set<string>;
};

export const createComposerMemory = (): ComposerMemory => ({
  variantUses: new Map(),
  skeletons: new Set(),
  replies: new Set(),
  reasons: new Set(),
});

/** Marks a reason said on `day` (kept with the replies: the day's record of what was said). */
export const reasonSaidKey = (day: number, reason: Reason): string => `reason:${day}:${reasonKey(reason)}`;
