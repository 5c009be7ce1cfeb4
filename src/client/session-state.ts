import type { Language } from '../brain/brain.ts';
import type { GameState } from '../game/state.ts';
import { type RandomPosition, randomPosition } from '../random.ts';
import type { DecidedRequest } from './brain-call.ts';
import type { FreeformSettings } from './freeform/freeform-settings.ts';
import { type FreeformState, initialFreeformState } from './freeform/freeform-state.ts';

/** What a session is told once, at its start. */
export type SessionConfig = {
  /** The connection name answered to NAME. */
  readonly name: string;
  /** Seeds the brains, the fallback choices and the freeform pacing. */
  readonly seed: string;
  readonly lang: Language;
  readonly safetyMarginMs: number;
  readonly freeform: FreeformSettings;
};

/** A request the server waits on, from its arrival until its one answer is sent or given up. */
export type PendingAnswer = {
  /** The id of the brain call that decides it (`BrainAsk.id`). */
  readonly id: number;
  readonly request: DecidedRequest;
  readonly arrivedAt: number;
  readonly deadline: number;
  /** Chosen on arrival, from this request's own packet: what goes out if the brain does not do in time. */
  readonly fallback: string;
  /** The state folded from this request's own packet: the decision is checked against it, never a later one. */
  readonly state: GameState;
};

/**
 * Everything one agent's connection knows, as a value: `stepSession` turns it and an event into the
 * next value and the effects to perform. Nothing in it is a socket, a timer or a brain.
 */
export type SessionState = {
  readonly config: SessionConfig;
  /** The game state folded so far, if a game has started. */
  readonly game: GameState | undefined;
  /** The game the current brain was made for; undefined while there is no brain. */
  readonly brain: { readonly gameId: string | undefined } | undefined;
  /** Where the fallback choices' stream stands (restarted with each new brain). */
  readonly fallbackRandom: RandomPosition;
  readonly pending: PendingAnswer | undefined;
  /** FINISH arrived: the server closes the socket next (code 1006), which is normal. */
  readonly finished: boolean;
  /** The socket closed: nothing is sent any more. */
  readonly closed: boolean;
  /** timeout.action read from a packet the decoder rejected; used only while no setting is known. */
  readonly salvagedActionTimeoutMs: number | undefined;
  /** The id of the next brain call (answers and freeform generations alike). */
  readonly nextAskId: number;
  readonly freeform: FreeformState;
};

export const initialSession = (config: SessionConfig): SessionState => ({
  config,
  game: undefined,
  brain: undefined,
  fallbackRandom: randomPosition(`${config.seed}/${config.name}/fallback`),
  pending: undefined,
  finished: false,
  closed: false,
  salvagedActionTimeoutMs: undefined,
  nextAskId: 1,
  freeform: initialFreeformState({ settings: config.freeform, seed: `${config.seed}/${config.name}/freeform` }),
});

/** A step's working copy: written field by field, then handed out as the next (read-only) state. */
export type SessionDraft = Writable<Omit<SessionState, 'freeform'>> & {
  freeform: Writable<Omit<FreeformState, 'phases'>> & { phases: Writable<FreeformState['phases']> };
};

type Writable<T> = { -readonly [Key in keyof T]: T[Key] };
