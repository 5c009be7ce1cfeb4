/** I/O side of the natural-language bridge: phrase templates and the extraction prompt from files. */
export { defaultRenderer, greet, render } from './default-renderer.ts';
export { BUILTIN_EXTRACTION_PROMPT_FILE, loadExtractionPrompt } from './load-extraction-prompt.ts';
export { BUILTIN_PHRASES_DIR, loadPhrases, type PhraseTemplates } from './load-phrases.ts';
export { type BrainRenderInput, renderForBrain } from './render-for-brain.ts';
export { shippedRenderers } from './shipped-renderers.ts';
