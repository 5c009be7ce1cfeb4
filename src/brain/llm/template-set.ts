import Handlebars from 'handlebars';
import type { z } from 'zod';
import { AiwolfError } from '../../errors.ts';
import { err, ok, type Result } from '../../result.ts';

/** Template texts as read from a prompts folder (the shell reads files; this module stays pure). */
export type PromptSources = {
  readonly templates: Readonly<Record<string, string>>;
  readonly partials: Readonly<Record<string, string>>;
};

/** Compiled templates, each rendered only with a context its zod schema accepts. */
export type TemplateSet<Name extends string> = {
  /** Renders after validating the context against the template's schema; throws AiwolfError on bad input. */
  render(name: Name, context: unknown): string;
};

/**
 * The one way prompt templates are compiled, for every model user (the LLM brain, the function-call
 * speaker): each named template once, with `strict` (a missing variable is an error) and `noEscape`
 * (prompts are not HTML), partials registered; a missing or broken template is an error naming it.
 */
export const compileTemplateSet = <Name extends string>(
  sources: PromptSources,
  schemas: Readonly<Record<Name, z.ZodType>>,
): Result<TemplateSet<Name>, AiwolfError> => {
  const names = Object.keys(schemas) as Name[];
  const missing = names.filter((name) => sources.templates[name] === undefined);
  if (missing.length > 0) {
    return err(promptError('prompt_template_missing', `missing templates: ${missing.join(', ')}`, { missing }));
  }
  const handlebars = Handlebars.create();
  for (const [name, text] of Object.entries(sources.partials)) handlebars.registerPartial(name, text);
  const compiled = new Map<Name, Handlebars.TemplateDelegate>();
  for (const name of names) {
    try {
      compiled.set(name, handlebars.compile(sources.templates[name] ?? '', { strict: true, noEscape: true }));
    } catch (error) {
      return err(
        promptError('prompt_template_invalid', `template ${name}: ${messageOf(error)}`, { template: name }, error),
      );
    }
  }
  const render = (name: Name, context: unknown): string => {
    const schema: z.ZodType = schemas[name];
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
  return ok({ render });
};

/** Collapses the blank lines that `{{#if}}` blocks leave behind. */
const tidy = (text: string): string =>
  text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

export const messageOf = (error: unknown): string =>
  error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);

export const promptError = (
  code: string,
  message: string,
  context: Record<string, unknown>,
  cause?: unknown,
): AiwolfError =>
  new AiwolfError({ code, kind: 'config', message, context, ...(cause === undefined ? {} : { cause }) });
