import type { Language, Renderer } from '../nl/index.ts';
import { defaultRenderer } from './default-renderer.ts';

/**
 * The renderers over the shipped phrase templates (prompts/phrases), one per language, for the rule
 * brain: its talk then varies as the templates do, while it still says exactly the same protocol
 * sentences (a template that yields nothing falls back to the brain's built-in phrase book).
 */
export const shippedRenderers = (): Record<Language, Renderer> => ({
  ja: defaultRenderer('ja'),
  en: defaultRenderer('en'),
});
