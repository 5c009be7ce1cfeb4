import { z } from 'zod';
import type { ReplySchema } from './chat-model.ts';

/**
 * What the model must answer, per request kind. The zod schemas are the single source: the JSON
 * schemas sent as `response_format` and the validation of replies both come from them.
 */
export const INTENT_TYPES = ['COMINGOUT', 'ESTIMATE', 'DIVINED', 'IDENTIFIED', 'VOTE', 'GUARDED', 'ATTACK'] as const;
export const INTENT_ROLES = ['VILLAGER', 'SEER', 'MEDIUM', 'BODYGUARD', 'WEREWOLF', 'POSSESSED'] as const;

export const intentSchema = z.strictObject({
  type: z.enum(INTENT_TYPES),
  /** An agent name exactly as in the roster (for COMINGOUT: one's own name). */
  target: z.string(),
  /** COMINGOUT / ESTIMATE only. */
  role: z.enum(INTENT_ROLES).nullable(),
  /** DIVINED / IDENTIFIED only. */
  species: z.enum(['HUMAN', 'WEREWOLF']).nullable(),
});

export const talkReplySchema = z.strictObject({
  /** Private reasoning, never sent. */
  thought: z.string(),
  /** The utterance, or "Over" to stop talking today. */
  speech: z.string(),
  /** What the speech states, machine-readable, so beliefs and the vote follow the talk. */
  intents: z.array(intentSchema),
});

export const targetReplySchema = z.strictObject({
  thought: z.string(),
  /** One name from the candidates. */
  target: z.string(),
});

export const noteReplySchema = z.strictObject({
  /** A plan for the day (daily_initialize) or a summary of the day (daily_finish). */
  note: z.string(),
});

export type Intent = z.infer<typeof intentSchema>;
export type TalkReply = z.infer<typeof talkReplySchema>;
export type TargetReply = z.infer<typeof targetReplySchema>;
export type NoteReply = z.infer<typeof noteReplySchema>;

/** The JSON schema sent as `response_format`, from the zod schema the reply is validated with. */
export const toReplySchema = (name: string, schema: z.ZodType): ReplySchema => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema) as Record<string, unknown>;
  return { name, schema: json };
};

export const REPLY_SCHEMAS = {
  talk: toReplySchema('talk_reply', talkReplySchema),
  target: toReplySchema('target_reply', targetReplySchema),
  note: toReplySchema('note_reply', noteReplySchema),
} as const;
