import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import Handlebars from 'handlebars';
import { AiwolfError } from '../errors.ts';
import { packagePath } from '../package-root.ts';
import { err, ok, type Result } from '../result.ts';
import { RANKING_CRITERION_NAMES, type RankingCriterion } from './criteria.ts';

/** The judge's prompts shipped with the package: prompts/judge/{ja,en}. */
export const BUILTIN_JUDGE_PROMPTS_DIR = packagePath('prompts', 'judge');

export const JUDGE_TEMPLATE_NAMES = ['ranking-system', 'ranking', 'pair-system', 'pair'] as const;
export type JudgeTemplateName = (typeof JUDGE_TEMPLATE_NAMES)[number];

export type JudgeTemplates = {
  render(name: JudgeTemplateName, context: Readonly<Record<string, unknown>>): string;
  /** The criterion's wording for the ranking prompt (`criteria/<name>.hbs`). */
  criterion(name: RankingCriterion): string;
};

/**
 * Reads and compiles `<dir>/<lang>/*.hbs` and `<dir>/<lang>/criteria/*.hbs` (strict: a variable the
 * template names but the judge does not give is an error at render, never an empty string).
 */
export const loadJudgeTemplates = (
  lang: 'ja' | 'en',
  dir: string = BUILTIN_JUDGE_PROMPTS_DIR,
): Result<JudgeTemplates, AiwolfError> => {
  const folder = join(dir, lang);
  const read = (sub: string): Map<string, string> => {
    const path = join(folder, sub);
    if (!existsSync(path)) return new Map();
    return new Map(
      readdirSync(path)
        .filter((file) => file.endsWith('.hbs'))
        .map((file) => [basename(file, '.hbs'), readFileSync(join(path, file), 'utf8')]),
    );
  };
  const templates = read('.');
  const criteria = read('criteria');
  const missing = [
    ...JUDGE_TEMPLATE_NAMES.filter((name) => !templates.has(name)).map((name) => `${name}.hbs`),
    ...RANKING_CRITERION_NAMES.filter((name) => !criteria.has(name)).map((name) => `criteria/${name}.hbs`),
  ];
  if (missing.length > 0)
    return err(
      new AiwolfError({
        code: 'judge_prompt_missing',
        kind: 'config',
        message: `judge prompts missing in ${folder}: ${missing.join(', ')}`,
      }),
    );
  const handlebars = Handlebars.create();
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  try {
    for (const [name, text] of templates)
      compiled.set(name, handlebars.compile(text, { strict: true, noEscape: true }));
  } catch (cause) {
    return err(
      new AiwolfError({
        code: 'judge_prompt_invalid',
        kind: 'config',
        message: `judge prompts in ${folder}: ${String(cause)}`,
        cause,
      }),
    );
  }
  return ok({
    render: (name, context) => (compiled.get(name) as Handlebars.TemplateDelegate)(context).trim(),
    criterion: (name) => (criteria.get(name) ?? '').trim(),
  });
};
