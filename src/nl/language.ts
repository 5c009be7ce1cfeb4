import { z } from 'zod';

/** The two languages of the contests: the Japanese and the English division. */
export const LanguageSchema = z.enum(['ja', 'en']);
export type Language = z.infer<typeof LanguageSchema>;
