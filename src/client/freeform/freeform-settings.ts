import {
  type FreeformSettings,
  type FreeformSettingsInput,
  freeformSettingsSchema,
} from '../../config/freeform-section-schema.ts';

/** The schema is the `freeform` section of the settings (src/config); the policy's arithmetic lives here. */
export { type FreeformSettings, type FreeformSettingsInput, freeformSettingsSchema };

export const REFERENCE_DURATION_MS = 600_000;

/** The defaults, read once: every session without a freeform section (every in-process seat) uses them. */
let defaults: FreeformSettings | undefined;

/** The settings of the policy: read-only values (the defaults are shared by every session). */
export const resolveFreeformSettings = (input?: FreeformSettingsInput): FreeformSettings => {
  if (input !== undefined) return freeformSettingsSchema.parse(input);
  defaults ??= freeformSettingsSchema.parse({});
  return defaults;
};

/** Pacing times shrink with the phase (never grow): 10 minutes → as configured; 3 s → 1/200. */
export const pacingScale = (durationMs: number): number => Math.min(1, durationMs / REFERENCE_DURATION_MS);

/**
 * Guard = max(minimum, 2 × the slowest echo we measured) — the server's timer starts after it wrote
 * every phase start, so our deadline can be late by a network delay — but at most a quarter of the
 * phase, so a short phase still leaves time to speak.
 */
export const guardFor = (options: { settings: FreeformSettings; durationMs: number; slowestEchoMs: number }): number =>
  Math.min(Math.max(options.settings.minimumGuardMs, 2 * options.slowestEchoMs), options.durationMs / 4);
