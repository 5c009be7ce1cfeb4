/** Public API of the natural-language bridge (pure: no I/O). */
export { type Language, LanguageSchema } from './language.ts';
export { type RecentTalk, RecentTalkSchema } from './recent-talk.ts';
export {
  MAX_UNDERSTOOD_LENGTH,
  type UnderstandOptions,
  understand,
} from './understand.ts';
