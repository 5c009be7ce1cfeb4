import type { Language, Renderer, RenderOptions } from '../nl/index.ts';
import { createRenderer } from '../nl/index.ts';
import { loadPhrases } from './load-phrases.ts';

const renderers = new Map<Language | 'zh', Renderer>();

/**
 * The renderer over the shipped phrase templates, loaded on first use and kept: the rule brain can
 * say things without plumbing file loading. A missing folder gives a renderer that only says `Over`.
 */
export const defaultRenderer = (lang: Language | 'zh'): Renderer => {
  const existing = renderers.get(lang);
  if (existing !== undefined) return existing;
  const loaded = loadPhrases({ lang });
  const renderer = createRenderer({ templates: loaded.ok ? loaded.value : {}, lang });
  renderers.set(lang, renderer);
  return renderer;
};

/** One utterance for the sentences, with the shipped phrases of `lang`. Never throws. */
export const render = (options: RenderOptions & { readonly lang: Language }): string =>
  defaultRenderer(options.lang).render(options);

/** The persona's day-0 greeting, with the shipped phrases of `lang`. Never throws. */
export const greet = (options: Omit<RenderOptions, 'sentences'> & { readonly lang: Language }): string =>
  defaultRenderer(options.lang).greet(options);
