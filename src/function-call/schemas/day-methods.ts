import { z } from 'zod';
import { HistoryEventSchema, GameStateFieldSchema, NullableTargetSchema, PlayerSchema } from './common.ts';

/** The competition's limit on one speech. */
export const MAX_SPEECH_LENGTH = 300;

/** Seed 004 §4.3 `discuss`. */
export const DiscussParamsSchema = z.object({
  game_state: GameStateFieldSchema,
  day_number: z.number().int(),
  speech_order: z.number().int(),
  previous_speeches: z
    .array(z.object({ player_id: z.number().int(), content: z.string(), round: z.number().int() }))
    .default([]),
  last_night_events: z.array(HistoryEventSchema).default([]),
  remaining_time: z.number().optional(),
});
export const DiscussResultSchema = z.object({
  speech: z.string().max(MAX_SPEECH_LENGTH),
  emotion: z.string(),
  target_players: z.array(z.number().int()),
  is_accusation: z.boolean(),
});

/** Seed 004 §4.3 `vote`; `vote_target: null` abstains. */
export const VoteParamsSchema = z.object({
  game_state: GameStateFieldSchema,
  day_number: z.number().int(),
  alive_players: z.array(PlayerSchema),
  discussion_summary: z.string().default(''),
  previous_votes: z.array(z.object({ day: z.number().int(), votes: z.record(z.string(), z.number()) })).default([]),
  vote_type: z.enum(['elimination', 'pk']).default('elimination'),
});
export const VoteResultSchema = z.object({
  vote_target: NullableTargetSchema,
  reasoning: z.string().optional(),
  confidence: z.number().min(0).max(1),
});

/** Seed 004 §4.4 `defend`. */
export const DefendParamsSchema = z.object({
  game_state: GameStateFieldSchema,
  accusations: z
    .array(z.object({ accuser_id: z.number().int(), content: z.string(), evidence: z.array(z.string()).default([]) }))
    .default([]),
  time_limit: z.number().optional(),
});
export const DefendResultSchema = z.object({
  defense: z.string().max(MAX_SPEECH_LENGTH),
  counter_arguments: z.array(z.object({ against_player: z.number().int(), point: z.string() })),
  emotional_tone: z.string(),
});
