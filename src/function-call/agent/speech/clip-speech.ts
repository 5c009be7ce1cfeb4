import { MAX_SPEECH_LENGTH } from '../../schemas/day-methods.ts';

/**
 * One line of at most 300 characters (code points): newlines become spaces, and an over-long text is
 * cut at the last sentence end that fits, or hard at the limit.
 */
export const clipSpeech = (text: string, limit: number = MAX_SPEECH_LENGTH): string => {
  const line = text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
  const characters = Array.from(line);
  if (characters.length <= limit) return line;
  const head = characters.slice(0, limit).join('');
  const end = Math.max(...['。', '！', '？', '. ', '! ', '? '].map((mark) => head.lastIndexOf(mark)));
  return end > limit / 2 ? head.slice(0, end + 1).trim() : head;
};
