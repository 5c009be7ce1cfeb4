import { z } from 'zod';
import type { TalkEntry } from '../vocabulary/index.ts';

/**
 * One talk or whisper as the server records it (`talk_history` items, `new_talk`). Keys are the
 * same in every generation. `skip`/`over` appeared in v0.1.10 and `time` only on the newest
 * servers, so their absence means false / unknown.
 */
export const talkSchema = z
  .object({
    idx: z.int(),
    day: z.int(),
    turn: z.int(),
    agent: z.string(),
    text: z.string(),
    skip: z.boolean().optional(),
    over: z.boolean().optional(),
    time: z.number().nullish(),
  })
  .transform(
    (talk): TalkEntry => ({
      idx: talk.idx,
      day: talk.day,
      turn: talk.turn,
      agent: talk.agent,
      text: talk.text,
      skip: talk.skip ?? false,
      over: talk.over ?? false,
      ...(typeof talk.time === 'number' ? { time: talk.time } : {}),
    }),
  );

export const talkListSchema = z.array(talkSchema);
