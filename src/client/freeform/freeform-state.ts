import { type RandomPosition, randomPosition } from '../../random.ts';
import type { FreeformSettings } from './freeform-settings.ts';
import type { FreeformChannel, PhaseState } from './phase-state.ts';

/** Why the phase's one timer is set: a claim debounces an earlier claim, everything else keeps the earlier time. */
export type TimerReason = 'start' | 'gap' | 'idle' | 'mention' | 'claim' | 'closing';

/** The pacing times of one phase, already scaled to its length. */
export type Pacing = Omit<FreeformSettings, 'minimumGuardMs' | 'fallbackDurationMs'>;

/** One open speak-anytime phase, with the policy's bookkeeping around its `PhaseState`. */
export type PhaseRuntime = {
  /** Tells this phase from a later one of the same channel (a stale timer or generation). */
  readonly id: number;
  readonly phase: PhaseState;
  readonly pacing: Pacing;
  readonly timer: { readonly at: number; readonly reason: TimerReason } | undefined;
  /** The brain call generating our next utterance, while it runs. */
  readonly generationId: number | undefined;
  /** Something worth a new look arrived while the brain was generating. */
  readonly reconsider: boolean;
};

/** The speak-anytime policy's part of the session state. */
export type FreeformState = {
  readonly settings: FreeformSettings;
  /** Where the gap jitter's stream stands. */
  readonly random: RandomPosition;
  readonly phases: { readonly talk?: PhaseRuntime; readonly whisper?: PhaseRuntime };
  /** The last 20 generation times (ms), for the p90 that decides whether a generation still fits. */
  readonly latencies: readonly number[];
  /** Slowest send → echo seen in any phase, for the guard. */
  readonly slowestEchoMs: number;
};

export const initialFreeformState = (options: { settings: FreeformSettings; seed: string }): FreeformState => ({
  settings: options.settings,
  random: randomPosition(options.seed),
  phases: {},
  latencies: [],
  slowestEchoMs: 0,
});

export type { FreeformChannel };
