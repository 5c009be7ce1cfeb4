import type { PromptSources, TemplateSet } from '../../../brain/llm/index.ts';
import { compileTemplateSet } from '../../../brain/llm/index.ts';
import { AiwolfError } from '../../../errors.ts';
import { err, ok, type Result } from '../../../result.ts';
import { SPEECH_LANGUAGES, type SpeechLanguage } from '../session.ts';
import {
  type DecideContext,
  DecideContextSchema,
  type DefendContext,
  DefendContextSchema,
  type DiscussContext,
  DiscussContextSchema,
  type SpeakerSystemContext,
  SpeakerSystemContextSchema,
} from './speaker-contexts.ts';

/** The speaker's templates (`prompts/function-call/<language>/<name>.hbs`) and the schema of each one's context. */
export const SPEAKER_CONTEXT_SCHEMAS = {
  system: SpeakerSystemContextSchema,
  discuss: DiscussContextSchema,
  defend: DefendContextSchema,
  decide: DecideContextSchema,
} as const;
export type SpeakerPromptName = keyof typeof SPEAKER_CONTEXT_SCHEMAS;

export type SpeakerPrompts = {
  system(language: SpeechLanguage, context: SpeakerSystemContext): string;
  discuss(language: SpeechLanguage, context: DiscussContext): string;
  defend(language: SpeechLanguage, context: DefendContext): string;
  decide(language: SpeechLanguage, context: DecideContext): string;
};

/**
 * Compiles the speaker's templates of every language with the one template compiler of the LLM
 * brain (strict, validated contexts). An error names the language and the template.
 */
export const compileSpeakerPrompts = (
  sources: Readonly<Record<SpeechLanguage, PromptSources>>,
): Result<SpeakerPrompts, AiwolfError> => {
  const sets = new Map<SpeechLanguage, TemplateSet<SpeakerPromptName>>();
  for (const language of SPEECH_LANGUAGES) {
    const compiled = compileTemplateSet(sources[language], SPEAKER_CONTEXT_SCHEMAS);
    if (!compiled.ok) {
      const { code, kind, message, context } = compiled.error;
      return err(
        new AiwolfError({
          code,
          kind,
          message: `${language}: ${message}`,
          context: { ...context, language },
          cause: compiled.error,
        }),
      );
    }
    sets.set(language, compiled.value);
  }
  const render = (language: SpeechLanguage, name: SpeakerPromptName, context: unknown): string => {
    const set = sets.get(language);
    // Every language was compiled above; a missing one is a caller passing a language outside the type.
    if (set === undefined)
      throw new AiwolfError({ code: 'prompt_template_missing', kind: 'config', message: `no ${language} templates` });
    return set.render(name, context);
  };
  return ok({
    system: (language, context) => render(language, 'system', context),
    discuss: (language, context) => render(language, 'discuss', context),
    defend: (language, context) => render(language, 'defend', context),
    decide: (language, context) => render(language, 'decide', context),
  });
};
