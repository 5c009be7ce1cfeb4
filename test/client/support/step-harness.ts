import { resolveFreeformSettings } from '../../../src/client/freeform/freeform-settings.ts';
import {
  type BrainAsk,
  initialSession,
  type SessionConfig,
  type SessionEffect,
  type SessionEvent,
  type SessionLogEntry,
  type SessionState,
  stepSession,
  type TimedEvent,
  type TimerKey,
} from '../../../src/client/index.ts';
import type { GameState } from '../../../src/game/state.ts';
import { decodePacket } from '../../../src/packets/index.ts';

export type SentFrame = Extract<SessionEffect, { kind: 'send' }> & { readonly at: number };

export const stepConfig = (overrides: Partial<SessionConfig> = {}): SessionConfig => ({
  name: 'peerbot1',
  seed: 'step',
  lang: 'ja',
  safetyMarginMs: 100,
  freeform: resolveFreeformSettings(),
  ...overrides,
});

/** Freezes the session's own records (not the game state, which the core folds): a step that wrote to its input throws. */
const freezeShell = (session: SessionState): void => {
  Object.freeze(session);
  Object.freeze(session.freeform);
  Object.freeze(session.freeform.phases);
  for (const runtime of Object.values(session.freeform.phases)) Object.freeze(runtime);
  if (session.pending !== undefined) Object.freeze(session.pending);
};

/**
 * The session reducer with a ledger instead of a driver: no socket, no timer, no brain. Each event is
 * stepped on a frozen session, and its effects are recorded: what was sent (with the event's time),
 * which timers are set, which brain calls are open or aborted, and the log.
 */
export const createStepMachine = (config: SessionConfig = stepConfig()) => {
  const machine = {
    session: initialSession(config),
    sends: [] as SentFrame[],
    timers: new Map<TimerKey, { at: number; event: TimedEvent }>(),
    asks: new Map<number, { ask: BrainAsk; state: GameState }>(),
    aborted: [] as number[],
    logs: [] as SessionLogEntry[],
    brains: 0,
    feed(event: SessionEvent): readonly SessionEffect[] {
      freezeShell(machine.session);
      const step = stepSession(machine.session, event);
      machine.session = step.session;
      for (const effect of step.effects) record(effect, event.at);
      return step.effects;
    },
    /** A raw frame as the driver would turn it into an event. */
    frame(text: string, at: number): readonly SessionEffect[] {
      const decoded = decodePacket(text);
      if (decoded.ok) return machine.feed({ kind: 'packet-arrived', packet: decoded.value, at });
      const { code, message, request } = decoded.error;
      return machine.feed({ kind: 'malformed-arrived', text, code, message, request, at });
    },
    /** Fires a timer at its time (or `at`), as the scheduler would. */
    fire(timer: TimerKey, at?: number): readonly SessionEffect[] {
      const set = machine.timers.get(timer);
      if (set === undefined) throw new Error(`no ${timer} timer is set`);
      machine.timers.delete(timer);
      return machine.feed({ ...set.event, at: at ?? set.at });
    },
    /** The open brain call of the pending answer. */
    answerAsk(): { ask: Extract<BrainAsk, { kind: 'answer' }>; state: GameState } {
      const open = [...machine.asks.values()].filter((entry) => entry.ask.kind === 'answer').at(-1);
      if (open === undefined || open.ask.kind !== 'answer') throw new Error('no open answer');
      return { ask: open.ask, state: open.state };
    },
    decide(ask: BrainAsk, decision: unknown, at: number): readonly SessionEffect[] {
      machine.asks.delete(ask.id);
      return machine.feed({ kind: 'brain-answered', ask, decision, at });
    },
  };
  const record = (effect: SessionEffect, at: number): void => {
    switch (effect.kind) {
      case 'send':
        machine.sends.push({ ...effect, at });
        return;
      case 'schedule':
        machine.timers.set(effect.timer, { at: effect.at, event: effect.event });
        return;
      case 'cancel-timer':
        machine.timers.delete(effect.timer);
        return;
      case 'ask-brain':
        machine.asks.set(effect.ask.id, { ask: effect.ask, state: effect.state });
        return;
      case 'abort':
        machine.aborted.push(effect.askId);
        machine.asks.delete(effect.askId);
        return;
      case 'log':
        machine.logs.push(effect.entry);
        return;
      case 'new-brain':
        machine.brains += 1;
        return;
      default:
        return;
    }
  };
  return machine;
};

export type StepMachine = ReturnType<typeof createStepMachine>;
