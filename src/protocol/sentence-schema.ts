import { z } from 'zod';
import { ROLES, type Sentence, SPECIES, TALK_TYPES, TARGET_VERBS } from './ast.ts';
import { exceedsNestingDepth, MAX_NESTING_DEPTH } from './nesting-depth.ts';

/**
 * Zod schema of the AST, for ASTs that arrive as JSON (the `protocol parse` output, model outputs,
 * RPC payloads). ast.ts stays the hand-written source other parts import; the annotation below makes the
 * compiler prove that the schema produces exactly `Sentence`.
 */
const INT32_MAX = 2_147_483_647;
const agentSchema = z.number().int().min(0).max(INT32_MAX);
const countSchema = z.number().int().min(0).max(INT32_MAX);
const subject = { subject: agentSchema.exactOptional() };

const treeSchema: z.ZodType<Sentence> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal(['OVER']) }),
    z.strictObject({ type: z.literal(['SKIP']) }),
    z.strictObject({
      ...subject,
      type: z.literal(['AGREE', 'DISAGREE']),
      talkType: z.enum(TALK_TYPES),
      talkDay: countSchema,
      talkId: countSchema,
    }),
    z.strictObject({
      ...subject,
      type: z.literal(['ESTIMATE', 'COMINGOUT']),
      target: agentSchema,
      role: z.enum(ROLES),
    }),
    z.strictObject({
      ...subject,
      type: z.literal(['DIVINED', 'IDENTIFIED']),
      target: agentSchema,
      species: z.enum(SPECIES),
    }),
    z.strictObject({ ...subject, type: z.literal(TARGET_VERBS), target: agentSchema }),
    z.strictObject({ ...subject, type: z.literal(['REQUEST', 'INQUIRE']), target: agentSchema, clause: treeSchema }),
    z.strictObject({ ...subject, type: z.literal(['BECAUSE', 'XOR']), clauses: z.tuple([treeSchema, treeSchema]) }),
    z.strictObject({ ...subject, type: z.literal(['AND', 'OR']), clauses: z.tuple([treeSchema], treeSchema) }),
    z.strictObject({ ...subject, type: z.literal(['NOT']), clause: treeSchema }),
    z.strictObject({ ...subject, type: z.literal(['DAY']), day: countSchema, clause: treeSchema }),
  ]),
);

/** The depth check runs first (iteratively), so zod's recursive walk never meets a hostile depth. */
export const sentenceSchema: z.ZodType<Sentence, unknown> = z
  .unknown()
  .refine((value) => !exceedsNestingDepth(value), {
    message: `sentences nest deeper than ${MAX_NESTING_DEPTH} operators`,
  })
  .pipe(treeSchema);
