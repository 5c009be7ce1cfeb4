import type { GameEvent } from '../brain/brain.ts';
import { randomPosition } from '../random.ts';
import type { SessionEffect } from './session-events.ts';
import type { SessionDraft } from './session-state.ts';

/**
 * One brain per game: asks the driver for a new one when there is none yet, or the one there is was
 * made for another game. The fallback choices restart their stream with it, so a game's fallbacks do
 * not depend on the games before it on the same connection.
 */
export const ensureBrain = (draft: SessionDraft, out: SessionEffect[]): void => {
  const gameId = draft.game?.gameId;
  if (draft.brain !== undefined && draft.brain.gameId === gameId) return;
  const { seed, name } = draft.config;
  out.push({ kind: 'new-brain', gameId });
  draft.brain = { gameId };
  draft.fallbackRandom = randomPosition(`${seed}/${gameId ?? 'game'}/${name}/fallback`);
};

/** Tells the brain about a packet it is not asked to answer. */
export const observe = (draft: SessionDraft, event: GameEvent | undefined, out: SessionEffect[]): void => {
  if (event === undefined || draft.game === undefined) return;
  ensureBrain(draft, out);
  out.push({ kind: 'observe', event, state: draft.game });
};
