import { z } from 'zod';
import type { Judgement, VoteEntry } from '../vocabulary/index.ts';

export const speciesSchema = z.enum(['HUMAN', 'WEREWOLF']);

/** divine_result / medium_result. For medium results the server puts the executed agent in `agent`. */
export const judgementSchema = z
  .object({ day: z.int(), agent: z.string(), target: z.string(), result: speciesSchema })
  .transform(
    (judge): Judgement => ({ day: judge.day, agent: judge.agent, target: judge.target, result: judge.result }),
  );

export const voteSchema = z
  .object({ day: z.int(), agent: z.string(), target: z.string() })
  .transform((vote): VoteEntry => ({ day: vote.day, agent: vote.agent, target: vote.target }));
