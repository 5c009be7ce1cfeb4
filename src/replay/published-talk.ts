import { FORCE_SKIP, OVER, SKIP } from '../game/index.ts';

/** Turns that are a pass, not an utterance: a pair is never drawn at one, on either side. */
export const isPassTalk = (text: string): boolean => {
  const trimmed = text.trim();
  return trimmed === '' || trimmed === OVER || trimmed === SKIP || trimmed === FORCE_SKIP;
};

// `Over` ending an utterance (`…だろうね。Over`, `… vote. Over`); `…TakeOver` (letters before it) is a word and stays.
const TRAILING_OVER = /(^|[^A-Za-z])Over\s*$/;

/**
 * A talk line as the published contest logs show it, so a judge cannot tell our line from a real one
 * by its form: the logs lost every ASCII comma (each became a space, which is why they read
 * `your vote  any role claim`), and a trailing `Over` is dropped. The server's `" @Name "` spacing is
 * already in both (our side goes through `serverProcessTalk` first). A pass stays as it is.
 */
export const publishedTalk = (text: string): string => {
  if (isPassTalk(text)) return text.trim();
  const withoutCommas = text.replaceAll(',', ' ');
  return withoutCommas.replace(TRAILING_OVER, '$1').trim();
};
