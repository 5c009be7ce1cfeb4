import type { ChatModel } from '../brain/llm/chat-model.ts';
import type { StructuredExtractor } from '../nl/index.ts';

/**
 * The LLM extractor over the project's ChatModel (the openai adapter of src/llm): structured output
 * with the extraction schema; the reply text is parsed as JSON. A failed call rejects, so that
 * understanding falls back to the rules.
 */
export const extractorFromChatModel = (options: { chatModel: ChatModel; timeoutMs: number }): StructuredExtractor => {
  return async (request) => {
    const outcome = await options.chatModel.complete({
      requestType: 'talk',
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
      replySchema: request.schema,
      signal: request.signal,
      deadline: Date.now() + options.timeoutMs,
    });
    if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
    const text = outcome.value.text.trim().replace(/^```(?:json)?\s*|\s*```$/gu, '');
    return JSON.parse(text) as unknown;
  };
};
