/** Public API of the natural-language bridge (pure: no I/O; file loading lives in src/nl-io). */
export {
  BATCH_EXTRACTION_SCHEMA,
  type BatchTalk,
  batchExtractionRequest,
  mergeReadings,
  readingsFromBatchReply,
} from './batch-reading.ts';
export {
  BUILT_IN_EXTRACTION_PROMPT,
  type ExtractionPromptContext,
  extractionPromptContext,
  renderExtractionPrompt,
} from './extraction-prompt.ts';
export {
  EXTRACTION_SCHEMA,
  type ExtractionReply,
  ExtractionReplySchema,
  sentencesFromReply,
} from './extraction-reply.ts';
export { bareDivinationOf, bareSpeciesOf } from './bare-result.ts';
export { everyExecutedSpeciesOf } from './executed-summary.ts';
export { type Language, LanguageSchema } from './language.ts';
export { type Persona, PersonaSchema } from './persona.ts';
export { variantsOf } from './phrase-file.ts';
export { PHRASE_KINDS, type PhraseKind } from './phrase-kind.ts';
export { type RecentTalk, RecentTalkSchema } from './recent-talk.ts';
export { createRenderer, type Renderer, type RenderOptions } from './renderer.ts';
export type { ExtractionSchema, StructuredExtractor } from './structured-extractor.ts';
export {
  MAX_UNDERSTOOD_LENGTH,
  type ReadingError,
  type UnderstandOptions,
  type Understanding,
  understand,
  understandDetailed,
} from './understand.ts';
export { createReadingMemo, type ReadingMemo } from './reading-memo.ts';
export {
  DEFAULT_EXTRACTION_TIMEOUT_MS,
  type ModelUnderstanding,
  type UnderstandWithModelOptions,
  understandWithModel,
  understandWithModelDetailed,
} from './understand-with-model.ts';
