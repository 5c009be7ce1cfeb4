import { z } from 'zod';

/**
 * How our agent paces a speak-anytime phase (freeform.md §11). Times are for the contest's 10-minute
 * phase; a shorter phase scales every pacing time down in proportion (the guard has its own rule), so
 * the same policy plays 3-second test phases.
 */
export const freeformSettingsSchema = z.object({
  /** Never send within this many ms of the local deadline (default 3 s; see `guardFor`). */
  minimumGuardMs: z.number().int().nonnegative().default(3000),
  /** The first attempt waits 0..this ms, chosen from a hash of our name (no opening crowd). */
  maximumStaggerMs: z.number().int().nonnegative().default(3000),
  /** Seeded random gap after each of our utterances. */
  minimumGapMs: z.number().int().nonnegative().default(4000),
  maximumGapMs: z.number().int().nonnegative().default(6000),
  /** Delay before replying to an @mention of us. */
  mentionDelayMs: z.number().int().nonnegative().default(1000),
  /** Debounce after a new claim (CO, divination, identification) so a burst settles first. */
  claimDelayMs: z.number().int().nonnegative().default(1500),
  /** Reconsider speaking after this long without an attempt. */
  idleMs: z.number().int().nonnegative().default(25_000),
  /** Utterances kept back for a mention reply or the closing vote statement. */
  reserve: z.number().int().nonnegative().default(1),
  /** The closing statement may use the reserve from this long before the guard window. */
  closingWindowMs: z.number().int().nonnegative().default(60_000),
  /** Assumed phase length when `setting.*.duration` is missing (conservative). */
  fallbackDurationMs: z.number().int().positive().default(30_000),
});

export type FreeformSettings = z.infer<typeof freeformSettingsSchema>;
export type FreeformSettingsInput = z.input<typeof freeformSettingsSchema>;
