import { z } from 'zod';
import { GameStateSchema, PlayerEntrySchema } from './common.ts';

/** Seed 004 §4.1 `initialize`. */
export const InitializeParamsSchema = z.object({
  player_id: z.number().int(),
  role: z.string(),
  role_description: z.string().default(''),
  all_players: z.array(PlayerEntrySchema).min(1),
  game_config: z
    .object({
      roles: z.array(z.string()).default([]),
      wolf_count: z.number().int().optional(),
      max_days: z.number().int().optional(),
      language: z.string().default('zh-CN'),
    })
    .default({ roles: [], language: 'zh-CN' }),
});
export type InitializeParams = z.infer<typeof InitializeParamsSchema>;
export const InitializeResultSchema = z.object({ status: z.string(), message: z.string() });

/** Seed 004 §4.5 `game_over`. */
export const GameOverParamsSchema = z.object({
  winner: z.string(),
  winning_players: z.array(z.number().int()),
  final_state: GameStateSchema,
  role_reveal: z.array(z.object({ player_id: z.number().int(), role: z.string() })),
  performance_stats: z.record(z.string(), z.unknown()).default({}),
});
export const GameOverResultSchema = z.object({
  status: z.string(),
  reflection: z.string(),
  rating: z.number().min(1).max(5),
});
