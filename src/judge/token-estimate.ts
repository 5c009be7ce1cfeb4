import type { ChatMessage } from '../brain/llm/chat-model.ts';

const WIDE = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/u;

/**
 * A rough prompt size in tokens, for the cost printed before a run: kana and kanji about one token
 * each, other text about four characters a token (the usual figure for English with GPT tokenizers).
 * Good to ±30 %; the run prints the provider's real counts at the end.
 */
export const estimateTokens = (messages: readonly ChatMessage[]): number => {
  let wide = 0;
  let other = 0;
  for (const message of messages)
    for (const character of message.content) {
      if (WIDE.test(character)) wide++;
      else other++;
    }
  // Each message costs a few tokens of framing too.
  return Math.ceil(wide + other / 4) + 4 * messages.length;
};
