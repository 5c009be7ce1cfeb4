/** Public API of the natural-language bridge (pure: no I/O; file loading lives in src/nl-io). */
export { type Language, LanguageSchema } from './language.ts';
export { type Persona, PersonaSchema } from './persona.ts';
export { PHRASE_KINDS, type PhraseKind } from './phrase-kind.ts';
export { variantsOf } from './phrase-file.ts';
export { type RecentTalk, RecentTalkSchema } from './recent-talk.ts';
export { createRenderer, type Renderer, type RenderOptions } from './renderer.ts';
export { MAX_UNDERSTOOD_LENGTH, type UnderstandOptions, understand } from './understand.ts';
