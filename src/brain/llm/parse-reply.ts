import { z } from 'zod';
import { extractJsonObject } from './extract-json.ts';
import { type Intent, intentSchema, type NoteReply, type TalkReply, type TargetReply } from './reply-schemas.ts';

/**
 * Replies to typed values, tolerant of models that ignore the schema: JSON found anywhere in the
 * text, missing optional parts defaulted, bad intents dropped one by one, and plain text taken as
 * the speech / the target / the note when there is no JSON at all.
 */
export type ParsedReply<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

const looseTalk = z.object({
  thought: z.string().catch(''),
  speech: z.string(),
  intents: z.array(z.unknown()).catch([]),
});

const looseTarget = z.object({ thought: z.string().catch(''), target: z.string() });
const looseNote = z.object({ note: z.string() });

export const parseTalkReply = (text: string): ParsedReply<TalkReply> => {
  const json = extractJsonObject(text);
  if (json === undefined) {
    return looksLikeJson(text)
      ? { ok: false, reason: 'invalid JSON' }
      : { ok: true, value: { thought: '', speech: text, intents: [] } };
  }
  const parsed = looseTalk.safeParse(json);
  if (!parsed.success) return { ok: false, reason: `no speech in the reply` };
  const intents = parsed.data.intents.flatMap((intent): Intent[] => {
    const one = intentSchema.safeParse(withNulls(intent));
    return one.success ? [one.data] : [];
  });
  return { ok: true, value: { thought: parsed.data.thought, speech: parsed.data.speech, intents } };
};

export const parseTargetReply = (text: string): ParsedReply<TargetReply> => {
  const json = extractJsonObject(text);
  if (json === undefined) {
    return looksLikeJson(text)
      ? { ok: false, reason: 'invalid JSON' }
      : { ok: true, value: { thought: '', target: text.trim() } };
  }
  const parsed = looseTarget.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'no target in the reply' };
};

export const parseNoteReply = (text: string): ParsedReply<NoteReply> => {
  const json = extractJsonObject(text);
  if (json === undefined)
    return looksLikeJson(text) ? { ok: false, reason: 'invalid JSON' } : { ok: true, value: { note: text.trim() } };
  const parsed = looseNote.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'no note in the reply' };
};

/**
 * A reply that must be JSON (no plain-text reading): the object found anywhere in the text, checked
 * with `schema`. For callers whose replies have no natural plain-text form (the function-call speaker).
 */
export const parseJsonReply = <T>(text: string, schema: z.ZodType<T>, missing: string): ParsedReply<T> => {
  const json = extractJsonObject(text);
  if (json === undefined) return { ok: false, reason: looksLikeJson(text) ? 'invalid JSON' : 'no JSON in the reply' };
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: missing };
};

/** A reply that starts like JSON but does not parse is broken, not plain text. */
const looksLikeJson = (text: string): boolean => /^\s*(?:```|\{)/.test(text);

/** Models often leave out the null fields; fill them in before the strict check. */
const withNulls = (intent: unknown): unknown =>
  typeof intent === 'object' && intent !== null ? { role: null, species: null, ...(intent as object) } : intent;
