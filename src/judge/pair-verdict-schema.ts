import { z } from 'zod';
import { PAIR_CRITERIA, type PairCriterion } from './criteria.ts';

/**
 * One judge's verdict on one blind pair, one JSON object a line (docs/judge.md § Verdicts): the model
 * writes these, and so can a person. `A` and `B` are the labels of `pairs.jsonl`, whatever order the
 * judge saw them in. Scores are whole numbers 1–5; a typo in a criterion's name is an error, not a 0.
 */
const score = z.number().int().min(1).max(5);

export const sideScoresSchema = z.strictObject(
  Object.fromEntries(PAIR_CRITERIA.map((criterion) => [criterion, score])) as Record<PairCriterion, typeof score>,
);
export type SideScores = z.infer<typeof sideScoresSchema>;

export const PREFERENCES = ['A', 'B', 'tie'] as const;

/** What a judge says of a pair: the reply asked of the model, and the body of a verdict line. */
export const pairJudgementSchema = z.object({
  scores: z.strictObject({ A: sideScoresSchema, B: sideScoresSchema }),
  preferred: z.enum(PREFERENCES),
  /** Why, in a sentence or two (optional for people). */
  reason: z.string().optional(),
});
export type PairJudgement = z.infer<typeof pairJudgementSchema>;

export const pairVerdictSchema = pairJudgementSchema.extend({
  id: z.string().min(1),
  /** The order the judge saw: `AB` as in pairs.jsonl, `BA` swapped (the model is asked both). */
  order: z.enum(['AB', 'BA']).optional(),
  /** Who judged: a model name, a person's initials. */
  judge: z.string().optional(),
});
export type PairVerdict = z.infer<typeof pairVerdictSchema>;

/** The reply schema sent to the model (structured output): the judgement, every field required. */
export const PAIR_REPLY_SCHEMA = {
  name: 'pair_verdict',
  schema: {
    type: 'object',
    properties: {
      scores: {
        type: 'object',
        properties: Object.fromEntries(
          (['A', 'B'] as const).map((side) => [
            side,
            {
              type: 'object',
              properties: Object.fromEntries(PAIR_CRITERIA.map((criterion) => [criterion, { type: 'integer' }])),
              required: [...PAIR_CRITERIA],
              additionalProperties: false,
            },
          ]),
        ),
        required: ['A', 'B'],
        additionalProperties: false,
      },
      preferred: { type: 'string', enum: [...PREFERENCES] },
      reason: { type: 'string' },
    },
    required: ['scores', 'preferred', 'reason'],
    additionalProperties: false,
  },
} as const;
