import type { Sentence } from '../protocol/index.ts';
import { BUILT_IN_EXTRACTION_PROMPT, extractionPromptContext, renderExtractionPrompt } from './extraction-prompt.ts';
import { EXTRACTION_SCHEMA, sentencesFromReply } from './extraction-reply.ts';
import type { StructuredExtractor } from './structured-extractor.ts';
import { MAX_UNDERSTOOD_LENGTH, type UnderstandOptions, understand } from './understand.ts';

export const DEFAULT_EXTRACTION_TIMEOUT_MS = 8000;

export type UnderstandWithModelOptions = UnderstandOptions & {
  readonly extractor: StructuredExtractor;
  /** Aborts the model call; the rules answer instead. */
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  /** Handlebars source of the system prompt (prompts/nl/extract.hbs); a short built-in one otherwise. */
  readonly prompt?: string;
};

export type ModelUnderstanding = {
  readonly sentences: Sentence[];
  /** Where the sentences came from: the model, or the rules after a failure (with its reason). */
  readonly source: 'model' | 'rules';
  readonly failure?: string;
};

const timeout = (
  milliseconds: number,
  signal: AbortSignal | undefined,
): { promise: Promise<never>; cancel(): void } => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), milliseconds);
    signal?.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });
  return { promise, cancel: () => clearTimeout(timer) };
};

/**
 * Like `understand`, with the model's reading (structured output, every sentence parsed and checked
 * against the roster). Falls back to the rules on any failure: rejection, timeout, abort, or a reply
 * that does not follow the schema. Never rejects.
 */
export const understandWithModelDetailed = async (options: UnderstandWithModelOptions): Promise<ModelUnderstanding> => {
  const rules = (failure: string): ModelUnderstanding => ({ sentences: understand(options), source: 'rules', failure });
  if (options.signal?.aborted === true) return rules('aborted');
  const text = typeof options.text === 'string' ? options.text.slice(0, MAX_UNDERSTOOD_LENGTH) : '';
  if (text.trim() === '') return { sentences: [], source: 'rules' };
  const controller = new AbortController();
  const abortInner = () => controller.abort();
  options.signal?.addEventListener('abort', abortInner, { once: true });
  const limit = timeout(options.timeoutMs ?? DEFAULT_EXTRACTION_TIMEOUT_MS, options.signal);
  try {
    const system = renderExtractionPrompt({
      template: options.prompt ?? BUILT_IN_EXTRACTION_PROMPT,
      context: extractionPromptContext(options),
    });
    const reply = await Promise.race([
      options.extractor({ system, user: text, schema: EXTRACTION_SCHEMA, signal: controller.signal }),
      limit.promise,
    ]);
    const sentences = sentencesFromReply({
      reply,
      roster: options.roster,
      speaker: options.roster.numberOf(options.speaker),
    });
    return sentences === undefined ? rules('reply does not follow the schema') : { sentences, source: 'model' };
  } catch (error) {
    controller.abort();
    return rules(error instanceof Error ? error.message : String(error));
  } finally {
    limit.cancel();
    options.signal?.removeEventListener('abort', abortInner);
  }
};

/** Protocol sentences read by the model, or by the rules when the model fails. Never rejects. */
export const understandWithModel = async (options: UnderstandWithModelOptions): Promise<Sentence[]> =>
  (await understandWithModelDetailed(options)).sentences;
