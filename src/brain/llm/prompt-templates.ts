import Handlebars from 'handlebars';
import type { z } from 'zod';
import { AiwolfError } from '../../errors.ts';
import { GAME_ROLES } from '../../game/state.ts';
import { err, ok, type Result } from '../../result.ts';
import type { Language } from '../brain.ts';
import { computeBeliefs } from '../beliefs/index.ts';
import { buildMemoryContext, buildRequestContext, buildSystemContext } from './prompt-context.ts';
import { CONTEXT_SCHEMAS, TEMPLATE_NAMES, type TemplateName } from './prompt-context-schema.ts';
import { sampleState } from './sample-state.ts';

/** Template texts as read from a prompts folder (the shell reads files; this module stays pure). */
export type PromptSources = {
  readonly templates: Readonly<Record<string, string>>;
  readonly partials: Readonly<Record<string, string>>;
};

export type PromptTemplates = {
  readonly lang: Language;
  /** Renders after validating the context against the template's schema; throws AiwolfError on bad input. */
  render(name: TemplateName, context: unknown): string;
};

/**
 * Compiles every template once with `strict` (a missing variable is an error) and `noEscape` (prompts
 * are not HTML), then renders each with sample contexts for every role, so a template that names a
 * variable the context does not have fails here, at load time, not in the middle of a game.
 */
export const compilePromptTemplates = (
  sources: PromptSources,
  lang: Language,
): Result<PromptTemplates, AiwolfError> => {
  const missing = TEMPLATE_NAMES.filter((name) => sources.templates[name] === undefined);
  if (missing.length > 0) {
    return err(promptError('prompt_template_missing', `missing templates: ${missing.join(', ')}`, { missing }));
  }
  const handlebars = Handlebars.create();
  for (const [name, text] of Object.entries(sources.partials)) handlebars.registerPartial(name, text);
  const compiled = new Map<TemplateName, Handlebars.TemplateDelegate>();
  for (const name of TEMPLATE_NAMES) {
    try {
      const template = handlebars.compile(sources.templates[name] ?? '', { strict: true, noEscape: true });
      compiled.set(name, template);
    } catch (error) {
      return err(
        promptError('prompt_template_invalid', `template ${name}: ${messageOf(error)}`, { template: name }, error),
      );
    }
  }
  const render = (name: TemplateName, context: unknown): string => {
    const schema: z.ZodType = CONTEXT_SCHEMAS[name];
    const parsed = schema.safeParse(context);
    if (!parsed.success) {
      throw promptError(
        'prompt_context_invalid',
        `context of ${name}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
        {
          template: name,
          path: parsed.error.issues[0]?.path.join('.') ?? '',
        },
      );
    }
    const template = compiled.get(name);
    if (template === undefined) throw promptError('prompt_template_missing', `no template ${name}`, { template: name });
    try {
      return tidy(template(parsed.data));
    } catch (error) {
      throw promptError('prompt_render_failed', `template ${name}: ${messageOf(error)}`, { template: name }, error);
    }
  };
  const templates: PromptTemplates = { lang, render };
  for (const role of GAME_ROLES) {
    for (const day of [0, 2]) {
      const state = sampleState({ lang, role, day });
      const beliefs = computeBeliefs({
        state,
        understood: { talks: state.talks.map(() => []), whispers: state.whispers.map(() => []) },
      });
      const limits = { recentTalks: 30, summaryDays: 3, maxLineChars: 160 };
      const contexts: Record<TemplateName, unknown> = {
        system: buildSystemContext(state, lang),
        memory: buildMemoryContext({
          state,
          lang,
          limits,
          notes: { plans: new Map([[day, 'plan']]), summaries: new Map() },
        }),
        ...Object.fromEntries(
          TEMPLATE_NAMES.filter((name) => name !== 'system' && name !== 'memory').map((name) => [
            name,
            buildRequestContext({
              state,
              lang,
              limits,
              beliefs,
              candidates: state.agents.slice(1, 3),
              statedVote: state.agents[1] ?? '',
            }),
          ]),
        ),
      } as Record<TemplateName, unknown>;
      for (const name of TEMPLATE_NAMES) {
        try {
          render(name, contexts[name]);
        } catch (error) {
          return err(
            error instanceof AiwolfError
              ? error
              : promptError('prompt_render_failed', messageOf(error), { template: name }),
          );
        }
      }
    }
  }
  return ok(templates);
};

/** Collapses the blank lines that `{{#if}}` blocks leave behind. */
const tidy = (text: string): string =>
  text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const messageOf = (error: unknown): string =>
  error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);

const promptError = (code: string, message: string, context: Record<string, unknown>, cause?: unknown): AiwolfError =>
  new AiwolfError({ code, kind: 'config', message, context, ...(cause === undefined ? {} : { cause }) });
