import type { GameSettings } from '../vocabulary/index.ts';
import { settingSchema } from './setting-schema.ts';

/**
 * The setting of the last frame: every packet of a day repeats it and every seat of a game shares it,
 * so it is read with its schema (it has defaults to fill and three generations to map) once per
 * distinct text. The same JSON text gives the same value, and settings are read-only values, so
 * packets may share one. Undefined when the schema refuses it.
 */
let lastSetting: { readonly wire: unknown; readonly text: string; readonly value: GameSettings } | undefined;

/**
 * `wire` is recognised first by identity: the in-process arena sends one setting object per game,
 * never changed once sent (JSON-parsed frames always bring a fresh one, compared by text).
 */
export const readSettingOnce = (wire: unknown): GameSettings | undefined => {
  if (lastSetting !== undefined && lastSetting.wire === wire) return lastSetting.value;
  const text = JSON.stringify(wire);
  if (lastSetting?.text === text) {
    lastSetting = { ...lastSetting, wire };
    return lastSetting.value;
  }
  const parsed = settingSchema.safeParse(wire);
  if (!parsed.success) return undefined;
  lastSetting = { wire, text, value: parsed.data };
  return parsed.data;
};
