import type { StructuredExtractor } from '../../nl/index.ts';
import type { ChatModel } from './chat-model.ts';
import { extractJsonObject } from './extract-json.ts';

/**
 * The NL bridge's model extractor over a ChatModel: one system + one user message with the reply
 * schema; resolves to the parsed JSON object and rejects on any failure (the bridge then falls back
 * to its rules). Uses the `extract` request type, so `llm.models.extract` can name a cheaper model.
 */
export const createStructuredExtractor = (options: {
  readonly chatModel: ChatModel;
  readonly timeoutMs: number;
  readonly now?: () => number;
}): StructuredExtractor => {
  const now = options.now ?? Date.now;
  return async ({ system, user, schema, signal }) => {
    const outcome = await options.chatModel.complete({
      requestType: 'extract',
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      replySchema: schema,
      signal,
      deadline: now() + options.timeoutMs,
    });
    if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
    const json = extractJsonObject(outcome.value.text);
    if (json === undefined) throw new Error('the reply holds no JSON object');
    return json;
  };
};
