import { z } from 'zod';
import { GAME_ROLES } from '../../game/state.ts';

/**
 * The arena's configuration, shaped like aiwolf-nlp-server's `config/default_*.yml` (same snake_case keys
 * and meanings, §6.1/§9 of the server notes) so a server config translates line by line. Durations are
 * milliseconds or strings such as `60s` / `500ms`, as the server writes them.
 */
const DURATION = /^(\d+(?:\.\d+)?)(ms|s|m)$/;

export const durationSchema = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(DURATION, 'a duration such as 60s, 500ms or 2m')
    .transform((text) => {
      const match = DURATION.exec(text);
      const amount = Number(match?.[1]);
      const unit = match?.[2];
      return Math.round(unit === 'ms' ? amount : unit === 's' ? amount * 1000 : amount * 60_000);
    }),
]);

/** -1 means "not set", as in the server's YAML. */
const optionalLimit = z.number().int().default(-1);

export const maxLengthSchema = z.object({
  count_in_word: z.boolean().default(false),
  count_spaces: z.boolean().default(false),
  per_talk: optionalLimit,
  mention_length: optionalLimit,
  per_agent: optionalLimit,
  base_length: optionalLimit,
});

export const talkSettingSchema = z.object({
  max_count: z.object({
    per_agent: z.number().int().nonnegative(),
    per_day: z.number().int().nonnegative(),
  }),
  max_length: maxLengthSchema,
  max_skip: z.number().int().nonnegative().default(0),
  /** Speak-anytime (freeform) phase length; absent = turn-based talk. */
  duration: durationSchema.optional(),
});

const roleCountsSchema = z.partialRecord(z.enum(GAME_ROLES), z.number().int().nonnegative());

const phaseSchema = z.object({
  name: z.string(),
  actions: z.array(z.enum(['talk', 'whisper', 'execution', 'divine', 'guard', 'attack'])),
  only_day: z.number().int().optional(),
  except_day: z.number().int().optional(),
});

export const arenaConfigSchema = z.object({
  server: z.object({
    timeout: z.object({
      action: durationSchema.default(60_000),
      response: durationSchema.default(120_000),
      /** Grace the server adds to `action` without telling the agents. */
      acceptable: durationSchema.default(5_000),
    }),
    max_continue_error_ratio: z.number().min(0).max(1).default(0.2),
  }),
  game: z.object({
    agent_count: z.number().int().min(3),
    max_day: z.number().int().default(-1),
    vote_visibility: z.boolean().default(true),
    talk: talkSettingSchema,
    whisper: talkSettingSchema,
    vote: z.object({
      max_count: z.number().int().nonnegative(),
      allow_self_vote: z.boolean(),
    }),
    attack_vote: z.object({
      max_count: z.number().int().nonnegative(),
      allow_self_vote: z.boolean(),
      allow_no_target: z.boolean(),
    }),
  }),
  logic: z.object({
    day_phases: z.array(phaseSchema),
    night_phases: z.array(phaseSchema),
    roles: roleCountsSchema,
  }),
  custom_profile: z.object({
    enable: z.boolean().default(true),
    /** Which built-in character list names the agents (and labels the profile lines). */
    language: z.enum(['ja', 'en']).default('ja'),
  }),
});

export type ArenaConfig = z.infer<typeof arenaConfigSchema>;
export type ArenaConfigInput = z.input<typeof arenaConfigSchema>;
export type TalkSettingConfig = z.infer<typeof talkSettingSchema>;
export type PhaseConfig = z.infer<typeof phaseSchema>;
export type PhaseAction = PhaseConfig['actions'][number];
