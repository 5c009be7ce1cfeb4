/** I/O side of the natural-language bridge: loading phrase templates and prompts from files. */
export { BUILTIN_PHRASES_DIR, loadPhrases, type PhraseTemplates } from './load-phrases.ts';
export { defaultRenderer, greet, render } from './default-renderer.ts';
