import { z } from 'zod';
import type { HistoryEvent } from './common.ts';

/**
 * The public events our backend writes into `game_state.history` (other backends may write other
 * event types; readers skip what they do not know).
 */
export const DeathDataSchema = z.object({
  player_id: z.number().int(),
  cause: z.enum(['kill', 'poison', 'vote', 'shot']),
});
export const SpeechDataSchema = z.object({
  player_id: z.number().int(),
  content: z.string(),
  kind: z.string().default('discuss'),
});
export const VoteCastDataSchema = z.object({
  voter_id: z.number().int(),
  target_id: z.number().int().nullable(),
  vote_type: z.string().default('elimination'),
});
export const PkDataSchema = z.object({ candidates: z.array(z.number().int()) });

export const EVENT_TYPES = {
  death: 'death',
  speech: 'speech',
  voteCast: 'vote_cast',
  pk: 'pk',
  exile: 'exile',
  shot: 'hunter_shot',
} as const;

/** The data of every event of one type that parses with the given schema, with its day. */
export const eventsOf = <T>(
  history: readonly HistoryEvent[],
  type: string,
  schema: z.ZodType<T>,
): { day: number; data: T }[] =>
  history.flatMap((event) => {
    if (event.event_type !== type) return [];
    const parsed = schema.safeParse(event.data);
    return parsed.success ? [{ day: event.day, data: parsed.data }] : [];
  });
