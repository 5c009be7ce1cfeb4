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

/**
 * The talk just before, by someone other than the speaker: what a bare `同意します` / `I agree` agrees
 * with. Talk of an earlier day is too old to be meant.
 */
export const previousTalkFinder = (options: {
  roster: Roster;
  talks: readonly RecentTalk[];
  speaker: AgentNumber;
}): (() => TalkReference | undefined) => {
  return () => {
    const last = options.talks.at(-1);
    for (let index = options.talks.length - 1; index >= 0; index -= 1) {
      const talk = options.talks[index];
      if (talk === undefined || (last !== undefined && talk.day !== last.day)) return undefined;
      const agent = options.roster.numberOf(talk.speaker);
      if (agent === undefined || agent === options.speaker) continue;
      return { day: talk.day, id: talk.idx, talkType: talk.type ?? 'TALK' };
    }
    return undefined;
  };
};
