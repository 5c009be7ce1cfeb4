import type { GameSettings } from '../vocabulary/index.ts';
import { settingSchema } from './setting-schema.ts';

/**
 * The setting of the last frame: every packet of a day repeats it and every seat of a game shares it,
 * so it is read with its schema (it has defaults to fill and three generations to map) once per
 * distinct text. The same JSON text gives the same value, and settings are read-only values, so
 * packets may share one. Undefined when the schema refuses it.
 */
let lastSetting: { readonly text: string; readonly value: GameSettings } | undefined;

export const readSettingOnce = (value: unknown): GameSettings | undefined => {
  const text = JSON.stringify(value);
  if (lastSetting?.text === text) return lastSetting.value;
  const parsed = settingSchema.safeParse(value);
  if (!parsed.success) return undefined;
  lastSetting = { text, value: parsed.data };
  return parsed.data;
};
