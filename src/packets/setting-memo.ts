import type { GameSettings } from '../vocabulary/index.ts';
import { settingSchema } from './setting-schema.ts';

/**
 * The in-process arena sends one setting object per game, never changed once sent, in every packet of
 * every seat: it is read with its schema (defaults to fill, three generations to map) once per object.
 * Weakly held, so a game's entry goes with its setting object; settings are read-only values, so the
 * packets of a game share one. Null when the schema refuses it.
 */
const readSettings = new WeakMap<object, GameSettings | null>();

/** The setting `wire` read by its schema, once per object; undefined when the schema refuses it. */
export const readSettingOnce = (wire: unknown): GameSettings | undefined => {
  if (typeof wire !== 'object' || wire === null) return parseSetting(wire);
  let known = readSettings.get(wire);
  if (known === undefined) {
    known = parseSetting(wire) ?? null;
    readSettings.set(wire, known);
  }
  return known ?? undefined;
};

const parseSetting = (wire: unknown): GameSettings | undefined => {
  const parsed = settingSchema.safeParse(wire);
  return parsed.success ? parsed.data : undefined;
};
