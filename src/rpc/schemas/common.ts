import { z } from 'zod';

/** Seed 004 §3 `Player`: `role` only when the receiver knows it. */
export const PlayerSchema = z.object({
  player_id: z.number().int(),
  name: z.string(),
  is_alive: z.boolean(),
  role: z.string().optional(),
});
export type Player = z.infer<typeof PlayerSchema>;

/** Seed 004 §3 `GameEvent`: `data` is free-form. */
export const GameEventSchema = z.object({
  event_type: z.string(),
  day: z.number().int(),
  phase: z.string(),
  data: z.unknown(),
});
export type GameEvent = z.infer<typeof GameEventSchema>;

/** Seed 004 §3 `GameState`. */
export const GameStateSchema = z.object({
  day_number: z.number().int(),
  phase: z.string(),
  alive_players: z.array(PlayerSchema),
  dead_players: z.array(PlayerSchema),
  history: z.array(GameEventSchema),
});
export type RpcGameState = z.infer<typeof GameStateSchema>;

/** `all_players` entries of `initialize` carry only id and name. */
export const PlayerEntrySchema = z.object({ player_id: z.number().int(), name: z.string() });
export type PlayerEntry = z.infer<typeof PlayerEntrySchema>;

export const NullableTargetSchema = z.number().int().nullable();
