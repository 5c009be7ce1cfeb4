import { z } from 'zod';
import { toReplySchema } from '../../../brain/llm/index.ts';

/**
 * What the model answers the function-call speaker. The zod schemas are the single source: the JSON
 * schemas sent as `response_format` and the validation of replies both come from them.
 */
export const speechReplySchema = z.strictObject({
  /** The restated speech, one line in the game's language. */
  speech: z.string(),
});

export const decisionReplySchema = z.strictObject({
  /** One of the legal choice codes the prompt lists (`vote:3`, `abstain`, …). */
  choice: z.string(),
});

export const SPEAKER_REPLY_SCHEMAS = {
  speech: toReplySchema('speech', speechReplySchema),
  decision: toReplySchema('decision', decisionReplySchema),
} as const;
