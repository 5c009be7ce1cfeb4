import type { FreeformSettings } from './freeform-settings.ts';
import { availableUtterances, othersAllDone, type PhaseState } from './phase-state.ts';

export type SpeakPurpose = 'regular' | 'mention' | 'closing';

export type AttemptDecision =
  /** Ask the brain for an utterance (it may still say Over). */
  | { readonly kind: 'generate'; readonly purpose: SpeakPurpose }
  /** Nothing to add and everyone else is done: end our part so the phase can end early. */
  | { readonly kind: 'over' }
  /** Keep quiet; look again at `at` (epoch ms) unless a mention or a claim comes first. */
  | { readonly kind: 'wait'; readonly at: number }
  /** Nothing more in this phase. */
  | { readonly kind: 'stop' };

/** When the closing statement may spend the reserve: the last stretch before the guard window. */
export const closingStart = (options: { phase: PhaseState; guardMs: number; closingWindowMs: number }): number =>
  options.phase.deadline - options.guardMs - options.closingWindowMs;

/**
 * What an attempt does (freeform.md §11.3). Regular talk never spends the reserve; a reply to an
 * @mention and the closing vote statement may. The closing statement comes once everyone else is
 * done, in the last stretch before the guard, or after `idleMs` of silence (agents like us that all
 * hold a reserve would otherwise wait for each other until the end); after it, Over, since the
 * phase only waits for agents that are not done.
 */
export const decideAttempt = (options: {
  phase: PhaseState;
  now: number;
  guardMs: number;
  /** Already scaled to the phase length. */
  settings: Pick<FreeformSettings, 'reserve' | 'closingWindowMs' | 'idleMs'>;
}): AttemptDecision => {
  const { phase, now, guardMs, settings } = options;
  const available = availableUtterances(phase);
  if (!phase.open || phase.overSent || available <= 0 || now >= phase.deadline - guardMs) return { kind: 'stop' };
  const closingAt = closingStart({ phase, guardMs, closingWindowMs: settings.closingWindowMs });
  if (phase.mentionPending) return { kind: 'generate', purpose: 'mention' };
  const close = (): AttemptDecision =>
    phase.closingSent ? { kind: 'over' } : { kind: 'generate', purpose: 'closing' };
  if (othersAllDone(phase) || now >= closingAt) return close();
  if (available > settings.reserve) return { kind: 'generate', purpose: 'regular' };
  if (now - phase.lastTalkAt >= settings.idleMs) return close();
  return { kind: 'wait', at: Math.min(closingAt, phase.lastTalkAt + settings.idleMs) };
};
