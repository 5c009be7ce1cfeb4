import { z } from 'zod';
import type { AgentNumber, Roster } from '../protocol/index.ts';

/** One earlier talk of the game, enough to turn `I agree with X` into `AGREE TALK day1 ID:3`. */
export const RecentTalkSchema = z.object({
  day: z.number().int().nonnegative(),
  idx: z.number().int().nonnegative(),
  speaker: z.string(),
  type: z.enum(['TALK', 'WHISPER']).optional(),
});
export type RecentTalk = z.infer<typeof RecentTalkSchema>;

export type TalkReference = {
  readonly day: number;
  readonly id: number;
  readonly talkType: 'TALK' | 'WHISPER';
};

/** The newest talk of each agent: agreement with a person means agreement with what they said last. */
export const referenceFinder = (options: {
  roster: Roster;
  talks: readonly RecentTalk[];
}): ((agent: AgentNumber) => TalkReference | undefined) => {
  let newest: Map<AgentNumber, TalkReference> | undefined;
  return (agent) => {
    if (newest === undefined) {
      newest = new Map();
      for (const talk of options.talks) {
        const number = options.roster.numberOf(talk.speaker);
        if (number === undefined) continue;
        const previous = newest.get(number);
        if (
          previous !== undefined &&
          (previous.day > talk.day || (previous.day === talk.day && previous.id > talk.idx))
        )
          continue;
        newest.set(number, {
          day: talk.day,
          id: talk.idx,
          talkType: talk.type ?? 'TALK',
        });
      }
    }
    return newest.get(agent);
  };
};
