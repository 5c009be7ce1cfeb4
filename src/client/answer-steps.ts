import { describeError } from '../errors.ts';
import type { GameState } from '../game/state.ts';
import { resumeRandom } from '../random.ts';
import { acceptDecision } from './accept-decision.ts';
import { answerDeadline, DEFAULT_ACTION_TIMEOUT_MS } from './answer-deadline.ts';
import type { DecidedRequest } from './brain-call.ts';
import { ensureBrain } from './ensure-brain.ts';
import { fallbackAnswer } from './fallback-answer.ts';
import { initialGameState } from './game-rules.ts';
import { type LoosePacket, readLoosePacket } from './loose-packet.ts';
import type { BrainAsk, SessionEffect } from './session-events.ts';
import type { AnswerSource } from './session-logger.ts';
import type { SessionDraft } from './session-state.ts';

/**
 * The turn-based answers (server.md §4.5): exactly one answer per request that needs one, nothing
 * late, every target a name of the packet that asked for it, and NAME answered at once even while
 * another answer is pending. Each function is one transition of the session draft.
 */

const DECIDED_REQUESTS: ReadonlySet<string> = new Set(['TALK', 'WHISPER', 'VOTE', 'DIVINE', 'GUARD', 'ATTACK']);

export const isDecidedRequest = (request: string | undefined): request is DecidedRequest =>
  request !== undefined && DECIDED_REQUESTS.has(request);

/** Sends a frame, unless the socket has closed. */
export const send = (
  draft: SessionDraft,
  out: SessionEffect[],
  effect: Extract<SessionEffect, { kind: 'send' }>,
): void => {
  if (!draft.closed) out.push(effect);
};

/** The pending answer is done (sent or given up): its timer goes, later decisions are dropped. */
const settle = (draft: SessionDraft, out: SessionEffect[]): void => {
  draft.pending = undefined;
  out.push({ kind: 'cancel-timer', timer: 'answer' });
};

/** Gives up a pending answer without sending anything: the server has moved on. */
export const cancelPending = (draft: SessionDraft, reason: string, out: SessionEffect[]): void => {
  const answer = draft.pending;
  if (answer === undefined) return;
  settle(draft, out);
  out.push({ kind: 'abort', askId: answer.id });
  out.push({ kind: 'log', entry: { kind: 'note', message: `${answer.request} answer cancelled: ${reason}` } });
};

const sendFallback = (draft: SessionDraft, source: AnswerSource, detail: string, out: SessionEffect[]): void => {
  const answer = draft.pending;
  if (answer === undefined) return;
  settle(draft, out);
  out.push({ kind: 'abort', askId: answer.id });
  const { request, fallback: text, arrivedAt, deadline } = answer;
  send(draft, out, { kind: 'send', request, text, source, arrivedAt, deadline, detail });
};

/** NAME is answered at once with the connection name. */
export const answerName = (draft: SessionDraft, at: number, out: SessionEffect[]): void => {
  // A mid-game NAME means the server stopped waiting for our previous answer; anything we still
  // sent for it would be read as the NAME reply and cost us the game.
  cancelPending(draft, 'NAME arrived (server health check)', out);
  send(draft, out, { kind: 'send', request: 'NAME', text: draft.config.name, source: 'name', arrivedAt: at });
};

const drawFallback = (
  draft: SessionDraft,
  options: { request: DecidedRequest; state: GameState | undefined; remainSkip?: number | undefined },
): string => {
  const random = resumeRandom(draft.fallbackRandom);
  const text = fallbackAnswer({ ...options, random });
  draft.fallbackRandom = random.position;
  return text;
};

/** A request that needs an answer, folded into `draft.game`: asks the brain, with the fallback ready. */
export const startAnswer = (draft: SessionDraft, request: DecidedRequest, at: number, out: SessionEffect[]): void => {
  // Checked here so the reason is only written when there is something to cancel (every request).
  if (draft.pending !== undefined) cancelPending(draft, `a new ${request} request arrived`, out);
  const actionTimeoutMs =
    draft.game?.settings?.timeout.action ?? draft.salvagedActionTimeoutMs ?? DEFAULT_ACTION_TIMEOUT_MS;
  const deadline = answerDeadline({ arrivedAt: at, actionTimeoutMs, safetyMarginMs: draft.config.safetyMarginMs });
  ensureBrain(draft, out);
  const state = draft.game;
  const fallback = drawFallback(draft, { request, state });
  const id = draft.nextAskId;
  draft.nextAskId = id + 1;
  if (state === undefined) {
    draft.pending = { id, request, arrivedAt: at, deadline, fallback, state: initialGameState() };
    sendFallback(draft, 'error', 'no game state', out);
    return;
  }
  draft.pending = { id, request, arrivedAt: at, deadline, fallback, state };
  out.push({ kind: 'schedule', timer: 'answer', at: deadline, event: { kind: 'deadline-reached', answerId: id } });
  out.push({ kind: 'ask-brain', ask: { kind: 'answer', id, request, deadline }, state });
};

type AnswerAsk = Extract<BrainAsk, { kind: 'answer' }>;

/** The brain decided. Sent only if it is still wanted, in time and legal for the request's own packet. */
export const answerDecided = (
  draft: SessionDraft,
  ask: AnswerAsk,
  decision: unknown,
  at: number,
  out: SessionEffect[],
): void => {
  const answer = draft.pending;
  if (answer?.id !== ask.id) {
    lateDrop(ask, decision, at, out);
    return;
  }
  // A busy event loop can deliver this before the deadline timer although the deadline has passed:
  // the decision is late all the same, so the fallback goes out in its place.
  if (at > answer.deadline) {
    lateDrop(ask, decision, at, out);
    sendFallback(draft, 'fallback', 'deadline', out);
    return;
  }
  const accepted = checkDecision(answer.state, answer.request, decision);
  if (!accepted.ok) {
    out.push({ kind: 'log', entry: { kind: 'brain-error', request: answer.request, message: accepted.reason } });
    sendFallback(draft, 'error', accepted.reason, out);
    return;
  }
  settle(draft, out);
  const { request, arrivedAt, deadline } = answer;
  const detail = String((decision as { source?: unknown }).source);
  send(draft, out, { kind: 'send', request, text: accepted.text, source: 'brain', arrivedAt, deadline, detail });
};

const lateDrop = (ask: AnswerAsk, decision: unknown, at: number, out: SessionEffect[]): void => {
  const text = decisionText(decision);
  out.push({ kind: 'log', entry: { kind: 'late-drop', request: ask.request, text, lateByMs: at - ask.deadline } });
};

const checkDecision = (
  state: GameState,
  request: DecidedRequest,
  decision: unknown,
): { ok: true; text: string } | { ok: false; reason: string } => {
  try {
    return acceptDecision({ state, request, decision: decision as Parameters<typeof acceptDecision>[0]['decision'] });
  } catch (error) {
    return { ok: false, reason: describeError(error) };
  }
};

/** The brain threw or rejected: logged even when the answer went out already; the fallback if it did not. */
export const answerFailed = (draft: SessionDraft, ask: AnswerAsk, message: string, out: SessionEffect[]): void => {
  out.push({ kind: 'log', entry: { kind: 'brain-error', request: ask.request, message } });
  if (draft.pending?.id === ask.id) sendFallback(draft, 'error', `brain failed: ${message}`, out);
};

/** No brain could be made for this game. */
export const answerUnavailable = (draft: SessionDraft, ask: AnswerAsk, out: SessionEffect[]): void => {
  if (draft.pending?.id === ask.id) sendFallback(draft, 'error', 'no brain', out);
};

export const deadlineReached = (draft: SessionDraft, answerId: number, out: SessionEffect[]): void => {
  if (draft.pending?.id === answerId) sendFallback(draft, 'fallback', 'deadline', out);
};

/**
 * Logs an unusable frame and, if it is JSON whose request the server waits on, sends a safe answer.
 * A frame that is not JSON is never answered (the real server never sends a partial frame). The
 * state is not touched: names a broken frame lists are used for its own answer only.
 */
export const malformedArrived = (
  draft: SessionDraft,
  event: { text: string; code: string; message: string; request: string | undefined; at: number },
  out: SessionEffect[],
): void => {
  const { text, code, message, at } = event;
  out.push({ kind: 'log', entry: { kind: 'decode-error', code, message, raw: text } });
  if (code === 'invalid-json') return;
  const loose = readLoosePacket(text);
  if (loose.actionTimeoutMs !== undefined) draft.salvagedActionTimeoutMs = loose.actionTimeoutMs;
  const known = event.request ?? loose.request;
  if (known === 'NAME') {
    answerName(draft, at, out);
    return;
  }
  // Without a readable request type we cannot tell whether the server waits: staying silent costs
  // at most a health-check NAME, while a needless answer would shift every later answer by one.
  if (!isDecidedRequest(known)) return;
  cancelPending(draft, `a new ${known} request arrived`, out);
  const state = rosterOf(draft.game, loose);
  const fallback = drawFallback(draft, { request: known, state, remainSkip: loose.remainSkip });
  send(draft, out, {
    kind: 'send',
    request: known,
    text: fallback,
    source: 'fallback',
    arrivedAt: at,
    detail: `malformed packet (${code})`,
  });
};

/**
 * The state a broken frame's answer is chosen from: the frame's own roster when its status_map is
 * usable (and its own name, when it has one), else the last state folded from a valid packet.
 */
const rosterOf = (state: GameState | undefined, loose: LoosePacket): GameState | undefined => {
  if (loose.statusMap === undefined) return state;
  const base = state ?? initialGameState();
  return { ...base, self: loose.agent ?? base.self, agents: Object.keys(loose.statusMap), status: loose.statusMap };
};

/** The text or target of a decision for the log, whatever shape a buggy brain gave it. */
const decisionText = (decision: unknown): string => {
  if (typeof decision !== 'object' || decision === null) return String(decision);
  const record = decision as { text?: unknown; target?: unknown };
  return String(record.text ?? record.target ?? JSON.stringify(decision));
};
