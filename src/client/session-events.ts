import type { GameEvent } from '../brain/brain.ts';
import type { GameState } from '../game/state.ts';
import type { Packet } from '../packets/index.ts';
import type { DecidedRequest } from './brain-call.ts';
import type { SpeakPurpose } from './freeform/speaking-policy.ts';
import type { FreeformChannel } from './freeform/phase-state.ts';
import type { AnswerSource, SessionLogEntry } from './session-logger.ts';
import type { SessionState } from './session-state.ts';

/** One call to the brain, as the session asked it; the driver hands it back with the result. */
export type BrainAsk =
  /** A request the server waits on (`session.pending` while it is open). */
  | { readonly kind: 'answer'; readonly id: number; readonly request: DecidedRequest; readonly deadline: number }
  /** A speak-anytime utterance, generated on the policy's own timer. */
  | {
      readonly kind: 'speak';
      readonly id: number;
      readonly channel: FreeformChannel;
      readonly phaseId: number;
      readonly purpose: SpeakPurpose;
      readonly deadline: number;
      readonly startedAt: number;
    };

/** What a timer delivers when it fires (the driver adds the time). */
export type TimedEvent =
  | { readonly kind: 'deadline-reached'; readonly answerId: number }
  | { readonly kind: 'speak-tick'; readonly channel: FreeformChannel; readonly phaseId: number };

/** Everything that can happen to a session; `at` is the time it happened (epoch ms). */
export type SessionEvent =
  | { readonly kind: 'packet-arrived'; readonly packet: Packet; readonly at: number }
  /** A frame the decoder refused; `request` when the decoder could still read it. */
  | {
      readonly kind: 'malformed-arrived';
      readonly text: string;
      readonly code: string;
      readonly message: string;
      readonly request: string | undefined;
      readonly at: number;
    }
  | { readonly kind: 'brain-answered'; readonly ask: BrainAsk; readonly decision: unknown; readonly at: number }
  | { readonly kind: 'brain-failed'; readonly ask: BrainAsk; readonly message: string; readonly at: number }
  /** There was no brain to ask (its factory failed). */
  | { readonly kind: 'brain-unavailable'; readonly ask: BrainAsk; readonly at: number }
  /** The brain factory failed: the next call tries again. */
  | { readonly kind: 'brain-lost'; readonly at: number }
  | (TimedEvent & { readonly at: number })
  | { readonly kind: 'socket-closed'; readonly at: number };

/** The session's timers: the pending answer's deadline and each open phase's next attempt. */
export type TimerKey = 'answer' | FreeformChannel;

/** What a step asks the driver to do, in order. */
export type SessionEffect =
  | {
      readonly kind: 'send';
      readonly request: string;
      readonly text: string;
      readonly source: AnswerSource;
      readonly arrivedAt: number;
      readonly deadline?: number;
      readonly detail?: string;
    }
  | { readonly kind: 'log'; readonly entry: SessionLogEntry }
  /**
   * A packet for the log. Its text is read (and parsed again) only if a logger keeps it: an in-process
   * arena's packet prints its text only when someone reads `raw`.
   */
  | { readonly kind: 'log-received'; readonly packet: Packet }
  | { readonly kind: 'new-brain'; readonly gameId: string | undefined }
  | { readonly kind: 'observe'; readonly event: GameEvent; readonly state: GameState }
  | { readonly kind: 'ask-brain'; readonly ask: BrainAsk; readonly state: GameState }
  /** The brain call is no longer wanted: its signal fires. */
  | { readonly kind: 'abort'; readonly askId: number }
  /** Sets the timer `timer` (replacing the one it had) to deliver `event` at `at`. */
  | { readonly kind: 'schedule'; readonly timer: TimerKey; readonly at: number; readonly event: TimedEvent }
  | { readonly kind: 'cancel-timer'; readonly timer: TimerKey }
  | { readonly kind: 'close-log' };

export type SessionStep = { readonly session: SessionState; readonly effects: readonly SessionEffect[] };
