import type { ChatModel } from '../../../brain/llm/chat-model.ts';
import { POST_PROCESSING_RESERVE_MS } from '../../../brain/llm/deadline-budget.ts';
import { extractJsonObject } from '../../../brain/llm/extract-json.ts';
import type { SpeechLanguage } from '../session.ts';
import { clipSpeech } from '../speech/clip-speech.ts';
import type { DecideContext, DefendContext, DiscussContext, SystemContext } from './speaker-contexts.ts';
import type { SpeakerPrompts } from './speaker-prompts.ts';

export type SpeechRequest =
  | { readonly kind: 'discuss'; readonly context: DiscussContext }
  | { readonly kind: 'defend'; readonly context: DefendContext };

/** Rewrites the rule draft of a speech with a language model; undefined means "use the draft". */
export type LlmSpeaker = {
  speak(input: {
    language: SpeechLanguage;
    system: SystemContext;
    request: SpeechRequest;
    /** Ids the text must still name (the suspect), so the vote keeps following the speech. */
    mustMention: readonly number[];
    signal: AbortSignal;
    deadline: number;
  }): Promise<string | undefined>;
  /**
   * A non-speech decision (vote, kill, check, potion, shot) as one of the legal choice codes; undefined
   * (late, failed, or not one of the choices) means "use the rule answer".
   */
  decide?(input: {
    language: SpeechLanguage;
    system: SystemContext;
    context: DecideContext;
    signal: AbortSignal;
    deadline: number;
  }): Promise<string | undefined>;
};

const DECISION_SCHEMA = {
  name: 'decision',
  schema: {
    type: 'object',
    properties: { choice: { type: 'string' } },
    required: ['choice'],
    additionalProperties: false,
  },
} as const;

const REPLY_SCHEMA = {
  name: 'speech',
  schema: {
    type: 'object',
    properties: { speech: { type: 'string' } },
    required: ['speech'],
    additionalProperties: false,
  },
} as const;

/**
 * The LLM path of `discuss` and `defend`: the rule speech is the draft; the model may restate it in
 * the game's language within the deadline (minus the post-processing reserve, see deadline-budget.ts). Anything late, failed, empty or
 * no longer naming the suspect falls back to the draft.
 */
export const createLlmSpeaker = (options: {
  chatModel: ChatModel;
  prompts: SpeakerPrompts;
  reserveMs?: number;
}): LlmSpeaker => ({
  speak: async (input) => {
    const deadline = input.deadline - (options.reserveMs ?? POST_PROCESSING_RESERVE_MS);
    if (deadline <= Date.now()) return undefined;
    const user =
      input.request.kind === 'discuss'
        ? options.prompts.discuss(input.language, input.request.context)
        : options.prompts.defend(input.language, input.request.context);
    const outcome = await options.chatModel.complete({
      requestType: 'talk',
      messages: [
        { role: 'system', content: options.prompts.system(input.language, input.system) },
        { role: 'user', content: user },
      ],
      replySchema: REPLY_SCHEMA,
      signal: input.signal,
      deadline,
    });
    if (!outcome.ok || Date.now() > deadline) return undefined;
    const speech = extractJsonObject(outcome.value.text)?.['speech'];
    if (typeof speech !== 'string' || speech.trim() === '') return undefined;
    const fitted = clipSpeech(speech);
    return input.mustMention.every((id) => new RegExp(`(^|[^0-9])${id}(?![0-9])`).test(fitted)) ? fitted : undefined;
  },
  decide: async (input) => {
    const deadline = input.deadline - (options.reserveMs ?? POST_PROCESSING_RESERVE_MS);
    if (deadline <= Date.now()) return undefined;
    const outcome = await options.chatModel.complete({
      requestType: 'vote',
      messages: [
        { role: 'system', content: options.prompts.system(input.language, input.system) },
        { role: 'user', content: options.prompts.decide(input.language, input.context) },
      ],
      replySchema: DECISION_SCHEMA,
      signal: input.signal,
      deadline,
    });
    if (!outcome.ok || Date.now() > deadline) return undefined;
    const choice = extractJsonObject(outcome.value.text)?.['choice'];
    // Validated against the legal choices: anything else is the rule answer.
    return typeof choice === 'string' && input.context.choices.some((legal) => legal.id === choice.trim())
      ? choice.trim()
      : undefined;
  },
});
