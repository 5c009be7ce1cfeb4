import { z } from 'zod';

/** Seed 004 §3 `Player`: `role` only when the receiver knows it. */
export const PlayerSchema = z.object({
  player_id: z.number().int(),
  name: z.string().default(''),
  /** Lenient: a list that omits it is read by its meaning (alive_players / dead_players). */
  is_alive: z.boolean().default(true),
  role: z.string().optional(),
});
export type Player = z.infer<typeof PlayerSchema>;

/** Seed 004 §3 `HistoryEvent`: `data` is free-form. */
export const HistoryEventSchema = z.object({
  event_type: z.string(),
  day: z.number().int(),
  phase: z.string(),
  data: z.unknown(),
});
export type HistoryEvent = z.infer<typeof HistoryEventSchema>;

/**
 * Seed 004 §3 `GameState`. Lenient on input (missing parts default to empty, and a call without
 * `game_state` gets an empty one) so that a terse backend still gets an answer.
 */
export const GameStateSchema = z.object({
  day_number: z.number().int().default(0),
  phase: z.string().default(''),
  alive_players: z.array(PlayerSchema).default([]),
  dead_players: z.array(PlayerSchema).default([]),
  history: z.array(HistoryEventSchema).default([]),
});
/** `game_state` as a field of params: absent = empty. */
export const GameStateFieldSchema = GameStateSchema.prefault({});
export type GameStateParams = z.infer<typeof GameStateSchema>;

/** `all_players` entries of `initialize` carry only id and name. */
export const PlayerEntrySchema = z.object({ player_id: z.number().int(), name: z.string() });
export type PlayerEntry = z.infer<typeof PlayerEntrySchema>;

export const NullableTargetSchema = z.number().int().nullable();
