import { z } from 'zod';
import type { TalkEntry } from '../vocabulary/index.ts';

/**
 * One talk or whisper as the server records it (`talk_history` items, `new_talk`). Keys are the
 * same in every generation. `skip`/`over` appeared in v0.1.10 and `time` only on the newest
 * servers, so their absence means false / unknown.
 */
const wireTalkSchema = z.object({
  idx: z.int(),
  day: z.int(),
  turn: z.int(),
  agent: z.string(),
  text: z.string(),
  skip: z.boolean().optional(),
  over: z.boolean().optional(),
  time: z.number().nullish(),
});

export type WireTalk = z.output<typeof wireTalkSchema>;

/** A validated wire talk → the agent's TalkEntry (also used as is on our own arena's frames). */
export const talkFromWire = (talk: WireTalk): TalkEntry => {
  const entry = {
    idx: talk.idx,
    day: talk.day,
    turn: talk.turn,
    agent: talk.agent,
    text: talk.text,
    skip: talk.skip ?? false,
    over: talk.over ?? false,
  };
  // Added only when present (no conditional spread: every talk of every packet comes through here).
  return typeof talk.time === 'number' ? { ...entry, time: talk.time } : entry;
};

export const talkSchema = wireTalkSchema.transform(talkFromWire);

export const talkListSchema = z.array(talkSchema);
