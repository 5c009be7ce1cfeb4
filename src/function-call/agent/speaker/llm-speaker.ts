import {
  type CallLogSink,
  type CallOutcome,
  type CallScope,
  type ChatMessage,
  type ChatModel,
  createModelCall,
  createWithinDeadline,
  type LlmRequestType,
  parseJsonReply,
  type ReplySchema,
} from '../../../brain/llm/index.ts';
import type { SpeechLanguage } from '../session.ts';
import { clipSpeech } from '../speech/clip-speech.ts';
import type { DecideContext, DefendContext, DiscussContext, SpeakerSystemContext } from './speaker-contexts.ts';
import type { SpeakerPrompts } from './speaker-prompts.ts';
import { decisionReplySchema, SPEAKER_REPLY_SCHEMAS, speechReplySchema } from './speaker-replies.ts';

export type SpeechRequest =
  | { readonly kind: 'discuss'; readonly context: DiscussContext }
  | { readonly kind: 'defend'; readonly context: DefendContext };

/** What every request to the speaker carries: who asks, in which language, and until when. */
type SpeakerCall = {
  /** The asking seat (its label) and the day, for the call log. */
  scope: CallScope;
  language: SpeechLanguage;
  system: SpeakerSystemContext;
  signal: AbortSignal;
  /** When the answer is due (epoch ms); the model gets it minus the post-processing reserve. */
  deadline: number;
};

/** Rewrites the rule draft of a speech with a language model; undefined means "use the draft". */
export type LlmSpeaker = {
  speak(
    input: SpeakerCall & {
      request: SpeechRequest;
      /** Ids the text must still name (the suspect), so the vote keeps following the speech. */
      mustMention: readonly number[];
    },
  ): Promise<string | undefined>;
  /**
   * A non-speech decision (vote, kill, check, potion, shot) as one of the legal choice codes; undefined
   * (late, failed, or not one of the choices) means "use the rule answer".
   */
  decide?(input: SpeakerCall & { context: DecideContext }): Promise<string | undefined>;
};

const mentions = (text: string, id: number): boolean => new RegExp(`(^|[^0-9])${id}(?![0-9])`).test(text);

/**
 * The LLM path of the function-call agent, on the LLM brain's machinery: the one deadline budget
 * (`createWithinDeadline`: the answer's deadline minus the post-processing reserve, no call when too
 * little is left), the one model call (`createModelCall`: the ChatModel, the call log), the shared
 * template compiler and tolerant JSON reply parsing. `discuss` and `defend` send the rule speech as the
 * draft for the model to restate in the game's language; anything late, failed, empty or no longer
 * naming the suspect falls back to the draft. Other decisions pick one legal choice code.
 */
export const createLlmSpeaker = (options: {
  chatModel: ChatModel;
  prompts: SpeakerPrompts;
  /** Each model call, as the LLM brain logs it. */
  log?: CallLogSink;
  /** A budget too short to ask the model, or a prompt that could not be built. Default: not reported. */
  warn?: (message: string) => void;
  now?: () => number;
}): LlmSpeaker => {
  const now = options.now ?? Date.now;
  const call = createModelCall({ chatModel: options.chatModel, log: options.log, now });
  const withinDeadline = createWithinDeadline({
    now,
    warn: options.warn ?? (() => undefined),
    chatModel: options.chatModel,
  });
  const ask = <T>(
    input: SpeakerCall,
    ask: {
      requestType: LlmRequestType;
      template: string;
      user: () => string;
      replySchema: ReplySchema;
      interpret: (text: string) => { value?: T; outcome: CallOutcome; parsed: unknown };
    },
  ): Promise<T | undefined> =>
    withinDeadline({ ...input, state: input.scope }, ask.requestType, async (handle) => {
      const messages: ChatMessage[] = [
        { role: 'system', content: options.prompts.system(input.language, input.system) },
        { role: 'user', content: ask.user() },
      ];
      const result = await call({
        state: input.scope,
        requestType: ask.requestType,
        templates: ['system', ask.template],
        messages,
        replySchema: ask.replySchema,
        handle,
        interpret: ask.interpret,
      });
      return result.value;
    });
  return {
    speak: (input) =>
      ask(input, {
        requestType: 'talk',
        template: input.request.kind,
        user: () =>
          input.request.kind === 'discuss'
            ? options.prompts.discuss(input.language, input.request.context)
            : options.prompts.defend(input.language, input.request.context),
        replySchema: SPEAKER_REPLY_SCHEMAS.speech,
        interpret: (text) => {
          const parsed = parseJsonReply(text, speechReplySchema, 'no speech in the reply');
          if (!parsed.ok) return { outcome: 'invalid', parsed: { error: parsed.reason } };
          const speech = clipSpeech(parsed.value.speech);
          if (speech === '') return { outcome: 'invalid', parsed: parsed.value };
          // The suspect must still be named, or the vote would no longer follow the speech.
          if (!input.mustMention.every((id) => mentions(speech, id)))
            return { outcome: 'invalid', parsed: { ...parsed.value, missing: input.mustMention } };
          return { value: speech, outcome: 'used', parsed: { ...parsed.value, sent: speech } };
        },
      }),
    decide: (input) =>
      ask(input, {
        requestType: 'vote',
        template: 'decide',
        user: () => options.prompts.decide(input.language, input.context),
        replySchema: SPEAKER_REPLY_SCHEMAS.decision,
        interpret: (text) => {
          const parsed = parseJsonReply(text, decisionReplySchema, 'no choice in the reply');
          if (!parsed.ok) return { outcome: 'invalid', parsed: { error: parsed.reason } };
          const choice = parsed.value.choice.trim();
          // Validated against the legal choices: anything else is the rule answer.
          return input.context.choices.some((legal) => legal.id === choice)
            ? { value: choice, outcome: 'used', parsed: parsed.value }
            : { outcome: 'illegal_target', parsed: parsed.value };
        },
      }),
  };
};
