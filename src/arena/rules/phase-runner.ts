import type { Random } from '../../random.ts';
import type { ArenaConfig } from '../config/arena-config-schema.ts';
import type { DayStatus } from './game-status.ts';
import type { ArenaSeat, RequestOutcome, RulesEffect } from './rules-types.ts';

/** Read/write access a phase runner needs; the machine owns the state. */
export type ArenaGameView = {
  readonly config: ArenaConfig;
  readonly seats: readonly ArenaSeat[];
  readonly random: Random;
  current(): DayStatus;
  isErrored(seat: number): boolean;
  packetFor(seat: ArenaSeat, request: string): Record<string, unknown>;
  recordOutcome(seat: number, outcome: RequestOutcome): void;
};

/** Runs a speak-anytime (freeform) phase: used when the talk/whisper setting has a `duration`. */
export type FreeformPhaseRunner = (options: {
  kind: 'talk' | 'whisper';
  participants: readonly ArenaSeat[];
  game: ArenaGameView;
}) => Generator<RulesEffect, void, RequestOutcome | undefined>;
