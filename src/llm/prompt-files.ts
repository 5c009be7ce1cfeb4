import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { PromptSources } from '../brain/llm/prompt-templates.ts';
import { AiwolfError } from '../errors.ts';
import { packagePath } from '../package-root.ts';
import { err, ok, type Result } from '../result.ts';

/** The prompts shipped with the package: <package>/prompts/{ja,en} (the LLM brain's). */
export const BUILTIN_PROMPTS_DIR = packagePath('prompts');

/** The function-call speaker's prompts: <package>/prompts/function-call/{zh,en,ja}. */
export const FUNCTION_CALL_PROMPTS_DIR = packagePath('prompts', 'function-call');

const TEMPLATE_EXTENSION = '.hbs';

/**
 * The one prompt loader: the template texts for a language, `<dir>/<lang>/*.hbs` and
 * `<dir>/<lang>/partials/*.hbs` (or `<dir>/*.hbs` when the folder has no language subfolders), for the
 * LLM brain (ja, en) and the function-call speaker (zh, en, ja) alike. Compiling is left to the pure core.
 */
export const readPromptSources = (options: { dir?: string; lang: string }): Result<PromptSources, AiwolfError> => {
  const root = resolve(options.dir ?? BUILTIN_PROMPTS_DIR);
  const languageDir = join(root, options.lang);
  const folder = isDirectory(languageDir) ? languageDir : root;
  if (!isDirectory(folder)) {
    return err(
      new AiwolfError({
        code: 'prompt_dir_missing',
        kind: 'config',
        message: `prompts folder ${folder} does not exist (fix prompts.dir in config/config.yml)`,
        context: { dir: folder },
      }),
    );
  }
  return ok({ templates: readTemplates(folder), partials: readTemplates(join(folder, 'partials')) });
};

const readTemplates = (folder: string): Record<string, string> => {
  if (!isDirectory(folder)) return {};
  const entries = readdirSync(folder)
    .filter((file) => file.endsWith(TEMPLATE_EXTENSION))
    .sort()
    .map((file) => [basename(file, TEMPLATE_EXTENSION), readFileSync(join(folder, file), 'utf8')] as const);
  return Object.fromEntries(entries);
};

const isDirectory = (path: string): boolean => existsSync(path) && statSync(path).isDirectory();
