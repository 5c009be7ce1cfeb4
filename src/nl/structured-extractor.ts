/** A JSON schema the model's reply must follow, with a short name for the provider. */
export type ExtractionSchema = { readonly name: string; readonly schema: Readonly<Record<string, unknown>> };

/**
 * The one thing the LLM extractor needs of a model: send a system and a user message with a reply
 * schema, resolve to the parsed JSON reply. The LLM shell provides it over openai; tests use fakes.
 * It may reject: understanding then falls back to the rules.
 */
export type StructuredExtractor = (request: {
  readonly system: string;
  readonly user: string;
  readonly schema: ExtractionSchema;
  readonly signal: AbortSignal;
}) => Promise<unknown>;
