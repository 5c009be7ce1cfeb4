import Handlebars from 'handlebars';
import { err, ok, type Result } from '../../../result.ts';
import { SPEECH_LANGUAGES, type SpeechLanguage } from '../session.ts';
import {
  type DecideContext,
  DecideContextSchema,
  type DefendContext,
  DefendContextSchema,
  type DiscussContext,
  DiscussContextSchema,
  type SystemContext,
  SystemContextSchema,
} from './speaker-contexts.ts';

export const SPEAKER_PROMPT_NAMES = ['system', 'discuss', 'defend', 'decide'] as const;
export type SpeakerPromptName = (typeof SPEAKER_PROMPT_NAMES)[number];
export type SpeakerPromptSources = Readonly<Record<SpeechLanguage, Readonly<Record<SpeakerPromptName, string>>>>;

type Template = (context: unknown) => string;

export type SpeakerPrompts = {
  system(language: SpeechLanguage, context: SystemContext): string;
  discuss(language: SpeechLanguage, context: DiscussContext): string;
  defend(language: SpeechLanguage, context: DefendContext): string;
  decide(language: SpeechLanguage, context: DecideContext): string;
};

/**
 * Compiles the RPC prompt templates strictly (a missing variable throws: prompts are not HTML, so no
 * escaping) and validates every context with its zod schema before rendering.
 */
export const compileSpeakerPrompts = (
  sources: SpeakerPromptSources,
): Result<SpeakerPrompts, { code: 'rpc_prompt_invalid'; message: string }> => {
  const compiled = {} as Record<SpeechLanguage, Record<SpeakerPromptName, Template>>;
  for (const language of SPEECH_LANGUAGES) {
    compiled[language] = {} as Record<SpeakerPromptName, Template>;
    for (const name of SPEAKER_PROMPT_NAMES) {
      try {
        const template = Handlebars.compile(sources[language][name], { strict: true, noEscape: true });
        compiled[language][name] = template;
      } catch (cause) {
        return err({ code: 'rpc_prompt_invalid', message: `prompts/rpc/${language}/${name}.hbs: ${String(cause)}` });
      }
    }
  }
  return ok({
    system: (language, context) => compiled[language].system(SystemContextSchema.parse(context)).trim(),
    discuss: (language, context) => compiled[language].discuss(DiscussContextSchema.parse(context)).trim(),
    defend: (language, context) => compiled[language].defend(DefendContextSchema.parse(context)).trim(),
    decide: (language, context) => compiled[language].decide(DecideContextSchema.parse(context)).trim(),
  });
};
