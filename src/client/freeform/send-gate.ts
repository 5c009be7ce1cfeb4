import { availableUtterances, type PhaseState } from './phase-state.ts';

export const SEND_GATE_CODES = ['PHASE_CLOSED', 'PAST_GUARD', 'OVER_SENT', 'NO_UTTERANCE_LEFT'] as const;
export type SendGateCode = (typeof SEND_GATE_CODES)[number];

export type SendGateResult = { readonly ok: true } | { readonly ok: false; readonly code: SendGateCode };

/**
 * Checked at the moment of sending, after generation (freeform.md §11.1): a frame that reaches the
 * server after its drain is read as our next VOTE/DIVINE/ATTACK answer, so a missing utterance is
 * always the better failure.
 */
export const checkSendGate = (options: {
  phase: PhaseState | undefined;
  now: number;
  guardMs: number;
}): SendGateResult => {
  const { phase } = options;
  if (phase === undefined || !phase.open) return { ok: false, code: 'PHASE_CLOSED' };
  if (options.now >= phase.deadline - options.guardMs) return { ok: false, code: 'PAST_GUARD' };
  if (phase.overSent) return { ok: false, code: 'OVER_SENT' };
  if (availableUtterances(phase) <= 0) return { ok: false, code: 'NO_UTTERANCE_LEFT' };
  return { ok: true };
};
