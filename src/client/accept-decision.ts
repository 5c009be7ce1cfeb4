import type { TalkDecision, TargetDecision } from '../brain/brain.ts';
import type { GameState } from '../game/state.ts';
import { type DecidedRequest, isTalkRequest } from './brain-call.ts';
import { fitTalkText, targetsFor } from './game-rules.ts';

export type AcceptedDecision =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: string };

/**
 * Turns a brain decision into the exact frame to send, or says why it is unusable (then the caller
 * sends the fallback). Brains are trusted for nothing: talk is fitted to the server's limits, a
 * target must be a legal name (surrounding whitespace forgiven, since the server would not).
 */
export const acceptDecision = (options: {
  state: GameState | undefined;
  request: DecidedRequest;
  decision: TalkDecision | TargetDecision;
}): AcceptedDecision => {
  const { state, request, decision } = options;
  if (state === undefined) return { ok: false, reason: 'no game state' };
  if (typeof decision !== 'object' || decision === null)
    return { ok: false, reason: `no decision (${String(decision)})` };
  if (isTalkRequest(request)) {
    if (decision.kind !== 'talk' || typeof decision.text !== 'string') {
      return { ok: false, reason: `expected talk text, got ${describe(decision)}` };
    }
    if (decision.text === 'Over' || decision.text === 'Skip') return { ok: true, text: decision.text };
    const text = fitTalkText({ state, text: decision.text, channel: request === 'TALK' ? 'talk' : 'whisper' });
    return { ok: true, text: text.length === 0 ? 'Over' : text };
  }
  if (decision.kind !== 'target' || typeof decision.target !== 'string') {
    return { ok: false, reason: `expected a target name, got ${describe(decision)}` };
  }
  const legal = targetsFor({ state, request });
  // The exact name first: a (dynamic-profile) name may itself begin or end with a space.
  const target = legal.includes(decision.target) ? decision.target : decision.target.trim();
  return legal.includes(target)
    ? { ok: true, text: target }
    : { ok: false, reason: `illegal target ${JSON.stringify(decision.target)}` };
};

const describe = (decision: object): string => {
  try {
    return JSON.stringify(decision).slice(0, 200);
  } catch {
    // Not serialisable (a cycle, a BigInt): its String form still says what it was.
    return String(decision);
  }
};
