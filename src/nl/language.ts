import { z } from 'zod';
import { LANGUAGES } from '../vocabulary/index.ts';

export type { Language } from '../vocabulary/index.ts';

/** A contest language read from outside (a flag, a file): one of `LANGUAGES`. */
export const LanguageSchema = z.enum(LANGUAGES);
