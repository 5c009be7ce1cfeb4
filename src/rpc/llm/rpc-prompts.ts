import Handlebars from 'handlebars';
import { err, ok, type Result } from '../../result.ts';
import { SPEECH_LANGUAGES, type SpeechLanguage } from '../agent/session.ts';
import {
  type DecideContext,
  DecideContextSchema,
  type DefendContext,
  DefendContextSchema,
  type DiscussContext,
  DiscussContextSchema,
  type SystemContext,
  SystemContextSchema,
} from './prompt-context.ts';

export const RPC_PROMPT_NAMES = ['system', 'discuss', 'defend', 'decide'] as const;
export type RpcPromptName = (typeof RPC_PROMPT_NAMES)[number];
export type RpcPromptSources = Readonly<Record<SpeechLanguage, Readonly<Record<RpcPromptName, string>>>>;

type Template = (context: unknown) => string;

export type RpcPrompts = {
  system(language: SpeechLanguage, context: SystemContext): string;
  discuss(language: SpeechLanguage, context: DiscussContext): string;
  defend(language: SpeechLanguage, context: DefendContext): string;
  decide(language: SpeechLanguage, context: DecideContext): string;
};

/**
 * Compiles the RPC prompt templates strictly (a missing variable throws: prompts are not HTML, so no
 * escaping) and validates every context with its zod schema before rendering.
 */
export const compileRpcPrompts = (
  sources: RpcPromptSources,
): Result<RpcPrompts, { code: 'rpc_prompt_invalid'; message: string }> => {
  const compiled = {} as Record<SpeechLanguage, Record<RpcPromptName, Template>>;
  for (const language of SPEECH_LANGUAGES) {
    compiled[language] = {} as Record<RpcPromptName, Template>;
    for (const name of RPC_PROMPT_NAMES) {
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
