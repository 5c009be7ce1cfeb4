import { z } from 'zod';
import type { Judgement, VoteEntry } from '../vocabulary/index.ts';

export const speciesSchema = z.enum(['HUMAN', 'WEREWOLF']);

/** divine_result / medium_result. For medium results the server puts the executed agent in `agent`. */
const wireJudgementSchema = z.object({ day: z.int(), agent: z.string(), target: z.string(), result: speciesSchema });
const wireVoteSchema = z.object({ day: z.int(), agent: z.string(), target: z.string() });

export type WireJudgement = z.output<typeof wireJudgementSchema>;
export type WireVote = z.output<typeof wireVoteSchema>;

/** Keeps the known keys only (the transforms below are also used as is on our own arena's frames). */
export const judgementFromWire = (judge: WireJudgement): Judgement => ({
  day: judge.day,
  agent: judge.agent,
  target: judge.target,
  result: judge.result,
});
export const voteFromWire = (vote: WireVote): VoteEntry => ({ day: vote.day, agent: vote.agent, target: vote.target });

export const judgementSchema = wireJudgementSchema.transform(judgementFromWire);
export const voteSchema = wireVoteSchema.transform(voteFromWire);
