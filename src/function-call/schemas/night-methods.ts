import { z } from 'zod';
import { GameStateFieldSchema, NullableTargetSchema, PlayerSchema } from './common.ts';

/** Seed 004 §4.2 `werewolf_action`. `abstain` with a null target is the seed's timeout default. */
export const WerewolfActionParamsSchema = z.object({
  game_state: GameStateFieldSchema,
  night_number: z.number().int(),
  alive_players: z.array(PlayerSchema),
  teammates: z.array(PlayerSchema),
  previous_votes: z
    .array(z.object({ night: z.number().int(), target_id: z.number().int(), voted_by: z.array(z.number().int()) }))
    .default([]),
});
export const WerewolfActionResultSchema = z.object({
  action: z.enum(['kill', 'abstain']),
  target_id: NullableTargetSchema,
  reasoning: z.string().optional(),
  confidence: z.number().min(0).max(1),
});

/** Seed 004 §4.2 `seer_action`: a check result is `werewolf` or a good role name. */
export const SeerActionParamsSchema = z.object({
  game_state: GameStateFieldSchema,
  night_number: z.number().int(),
  alive_players: z.array(PlayerSchema),
  previous_checks: z
    .array(z.object({ night: z.number().int(), target_id: z.number().int(), role: z.string() }))
    .default([]),
});
export const SeerActionResultSchema = z.object({
  action: z.enum(['check', 'abstain']),
  target_id: NullableTargetSchema,
  reasoning: z.string().optional(),
});

/** Seed 004 §4.2 `witch_action`. One potion per call; the backend calls again for the second potion. */
export const WitchActionParamsSchema = z.object({
  game_state: GameStateFieldSchema,
  night_number: z.number().int(),
  alive_players: z.array(PlayerSchema),
  poison_available: z.boolean(),
  antidote_available: z.boolean(),
  killed_player_id: NullableTargetSchema,
  previous_actions: z
    .array(z.object({ night: z.number().int(), action: z.string(), target_id: NullableTargetSchema.optional() }))
    .default([]),
});
export const WitchActionResultSchema = z.object({
  action: z.enum(['save', 'poison', 'abstain']),
  target_id: NullableTargetSchema.optional(),
  reasoning: z.string().optional(),
});

/** Seed 004 §4.2 `hunter_action`, called when the hunter is exiled (`vote`) or killed (`kill`). */
export const HunterActionParamsSchema = z.object({
  game_state: GameStateFieldSchema,
  cause: z.string(),
  killed_by: NullableTargetSchema.optional(),
  alive_players: z.array(PlayerSchema),
});
export const HunterActionResultSchema = z.object({
  action: z.enum(['shoot', 'abstain']),
  target_id: NullableTargetSchema.optional(),
  reasoning: z.string().optional(),
});
