import { EN_PHRASES } from './en-phrases.ts';
import { JA_PHRASES } from './ja-phrases.ts';

/** The composer's phrase book for each contest language. */
export const PHRASE_BOOKS = { ja: JA_PHRASES, en: EN_PHRASES } as const;
