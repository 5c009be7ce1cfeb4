/** The two languages of the contests: the Japanese and the English division. */
export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
