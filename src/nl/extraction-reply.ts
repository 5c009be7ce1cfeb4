import { z } from 'zod';
import { ANY, type AgentNumber, parse, type Roster, type Sentence, stripInheritedSubjects } from '../protocol/index.ts';
import type { ExtractionSchema } from './structured-extractor.ts';

/** The reply the model must give: protocol sentences as text, `Agent[NN]` numbered as in the prompt. */
export const ExtractionReplySchema = z.strictObject({
  sentences: z
    .array(z.string())
    .describe('AIWolf protocol 3.6 sentences the utterance states, e.g. "COMINGOUT Agent[01] SEER"; [] if none'),
});
export type ExtractionReply = z.infer<typeof ExtractionReplySchema>;

const withoutDraft = (schema: Record<string, unknown>): Record<string, unknown> => {
  const { $schema: _draft, ...rest } = schema;
  return rest;
};

export const EXTRACTION_SCHEMA: ExtractionSchema = {
  name: 'protocol_sentences',
  // Providers reject `$schema` inside response_format; the rest is plain JSON schema.
  schema: withoutDraft(z.toJSONSchema(ExtractionReplySchema) as Record<string, unknown>),
};

/** Every agent a sentence names (subjects, targets, inner clauses). */
const agentsOf = (sentence: Sentence): AgentNumber[] => {
  const own: AgentNumber[] = [];
  if ('subject' in sentence && sentence.subject !== undefined) own.push(sentence.subject);
  if ('target' in sentence) own.push(sentence.target);
  if ('clause' in sentence) own.push(...agentsOf(sentence.clause));
  if ('clauses' in sentence) for (const clause of sentence.clauses) own.push(...agentsOf(clause));
  return own;
};

/**
 * Turns the model's reply into sentences: each string is parsed by the protocol library; invalid ones,
 * and ones naming agents outside the roster, are dropped. The speaker's own subject is omitted.
 * Undefined when the reply does not follow the schema at all.
 */
export const sentencesFromReply = (options: {
  reply: unknown;
  roster: Roster;
  speaker: AgentNumber | undefined;
}): Sentence[] | undefined => {
  const checked = ExtractionReplySchema.safeParse(
    typeof options.reply === 'string' ? safeJson(options.reply) : options.reply,
  );
  if (!checked.success) return undefined;
  const sentences: Sentence[] = [];
  for (const text of checked.data.sentences.slice(0, 20)) {
    const parsed = parse(text);
    if (!parsed.ok) continue;
    let sentence = parsed.value;
    if (!agentsOf(sentence).every((agent) => agent === ANY || options.roster.nameOf(agent) !== undefined)) continue;
    if ('subject' in sentence && sentence.subject !== undefined && sentence.subject === options.speaker) {
      const { subject: _speaker, ...rest } = sentence;
      sentence = rest as Sentence;
    }
    sentences.push(stripInheritedSubjects(sentence));
  }
  return sentences;
};

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: undefined is how the caller learns the reply is unreadable.
    return undefined;
  }
};
