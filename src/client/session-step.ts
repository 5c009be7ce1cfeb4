import type { GameEvent } from '../brain/brain.ts';
import { describeError } from '../errors.ts';
import type { Packet } from '../packets/index.ts';
import {
  answerDecided,
  answerFailed,
  answerName,
  answerUnavailable,
  cancelPending,
  deadlineReached,
  isDecidedRequest,
  malformedArrived,
  startAnswer,
} from './answer-steps.ts';
import { observe } from './ensure-brain.ts';
import {
  closeFreeform,
  freeformPacket,
  isFreeformPacket,
  speakDecided,
  speakFailed,
  speakTick,
  speakUnavailable,
} from './freeform/freeform-step.ts';
import { fold } from './game-rules.ts';
import type { SessionEffect, SessionEvent, SessionStep } from './session-events.ts';
import type { SessionDraft, SessionState } from './session-state.ts';

const OBSERVED_EVENTS: Readonly<Record<string, GameEvent>> = {
  INITIALIZE: 'INITIALIZE',
  DAILY_INITIALIZE: 'DAILY_INITIALIZE',
  DAILY_FINISH: 'DAILY_FINISH',
  FINISH: 'FINISH',
  TALK_BROADCAST: 'TALK_UPDATE',
  WHISPER_BROADCAST: 'WHISPER_UPDATE',
};

/**
 * The session as a pure function: the state after `event`, and what to do about it (send, set or
 * cancel a timer, ask or abort the brain, log), in order. The input state is never changed. Sockets,
 * timers and brains live in the driver (agent-session.ts), which performs the effects and feeds what
 * comes back (a decision, a timer firing) in again as events.
 */
export const stepSession = (session: SessionState, event: SessionEvent): SessionStep => {
  const draft = draftOf(session, concernsFreeform(session, event));
  const effects: SessionEffect[] = [];
  apply(draft, event, effects);
  return { session: draft, effects };
};

/**
 * The step's own copy of the session, field by field: one object literal gives every copy the same
 * shape (a spread of sessions of several shapes was the step's main cost). The freeform part is copied
 * only for an event that can change it (a turn-based game never does).
 */
const draftOf = (session: SessionState, withFreeform: boolean): SessionDraft => ({
  config: session.config,
  game: session.game,
  brain: session.brain,
  fallbackRandom: session.fallbackRandom,
  pending: session.pending,
  finished: session.finished,
  closed: session.closed,
  salvagedActionTimeoutMs: session.salvagedActionTimeoutMs,
  nextAskId: session.nextAskId,
  freeform: withFreeform
    ? { ...session.freeform, phases: { ...session.freeform.phases } }
    : (session.freeform as SessionDraft['freeform']),
});

/** Whether `event` can change the freeform part: only while a phase is open, when one opens, when a generation ends. */
const concernsFreeform = (session: SessionState, event: SessionEvent): boolean => {
  if (session.freeform.phases.talk !== undefined || session.freeform.phases.whisper !== undefined) return true;
  switch (event.kind) {
    case 'packet-arrived':
      return isFreeformPacket(event.packet.request);
    case 'brain-answered':
    case 'brain-failed':
    case 'brain-unavailable':
      return event.ask.kind === 'speak';
    default:
      return event.kind === 'speak-tick';
  }
};

const apply = (draft: SessionDraft, event: SessionEvent, out: SessionEffect[]): void => {
  switch (event.kind) {
    case 'packet-arrived':
      packetArrived(draft, event.packet, event.at, out);
      return;
    case 'malformed-arrived':
      malformedArrived(draft, event, out);
      return;
    case 'brain-answered':
      if (event.ask.kind === 'answer') {
        answerDecided(draft, event.ask, event.decision, event.at, out);
        return;
      }
      speakDecided(draft, event.ask, event.decision, event.at, out);
      return;
    case 'brain-failed':
      if (event.ask.kind === 'answer') {
        answerFailed(draft, event.ask, event.message, out);
        return;
      }
      speakFailed(draft, event.ask, event.message, event.at, out);
      return;
    case 'brain-unavailable':
      if (event.ask.kind === 'answer') {
        answerUnavailable(draft, event.ask, out);
        return;
      }
      speakUnavailable(draft, event.ask);
      return;
    case 'brain-lost':
      draft.brain = undefined;
      return;
    case 'deadline-reached':
      deadlineReached(draft, event.answerId, out);
      return;
    case 'speak-tick':
      speakTick(draft, event, out);
      return;
    case 'socket-closed':
      socketClosed(draft, out);
      return;
  }
};

const packetArrived = (draft: SessionDraft, packet: Packet, at: number, out: SessionEffect[]): void => {
  const request: string = packet.request;
  if (request === 'NAME') {
    out.push({ kind: 'log-received', packet });
    answerName(draft, at, out);
    return;
  }
  if (request === 'INITIALIZE') {
    // A new game on the same session: start from a fresh state and a fresh brain.
    draft.game = undefined;
    draft.brain = undefined;
    draft.finished = false;
  }
  let foldError: string | undefined;
  try {
    draft.game = fold({ state: draft.game, packet });
  } catch (error) {
    foldError = describeError(error);
  }
  // Logged after folding so the record carries the game id INITIALIZE just brought.
  out.push({ kind: 'log-received', packet });
  if (foldError !== undefined)
    out.push({
      kind: 'log',
      entry: { kind: 'note', message: `folding ${request} failed, keeping the previous state: ${foldError}` },
    });
  if (request === 'FINISH') draft.finished = true;
  freeformPacket(draft, { request, talk: packet.newTalk ?? packet.newWhisper, at }, out);
  if (isDecidedRequest(request)) startAnswer(draft, request, at, out);
  else observe(draft, OBSERVED_EVENTS[request], out);
};

const socketClosed = (draft: SessionDraft, out: SessionEffect[]): void => {
  if (draft.closed) return;
  cancelPending(draft, 'session closed', out);
  closeFreeform(draft, out);
  draft.closed = true;
  out.push({ kind: 'close-log' });
};
