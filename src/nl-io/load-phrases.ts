import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { AiwolfError } from '../errors.ts';
import type { Language } from '../nl/index.ts';
import { variantsOf } from '../nl/phrase-file.ts';
import { packagePath } from '../package-root.ts';
import { err, ok, type Result } from '../result.ts';

/** The phrase templates shipped with the package: <package>/prompts/phrases/{ja,en}/<kind>.hbs. */
export const BUILTIN_PHRASES_DIR = packagePath('prompts', 'phrases');

export type PhraseTemplates = Record<string, string[]>;

/**
 * Reads every `<kind>.hbs` of a language (synchronously: it happens once, at startup). Compiling is
 * left to the pure core (`createRenderer`), which also reports unknown kinds.
 */
export const loadPhrases = (options: { lang: Language | 'zh'; dir?: string }): Result<PhraseTemplates, AiwolfError> => {
  const folder = join(resolve(options.dir ?? BUILTIN_PHRASES_DIR), options.lang);
  if (!existsSync(folder)) {
    return err(
      new AiwolfError({
        code: 'phrase_dir_missing',
        kind: 'config',
        message: `phrase folder ${folder} does not exist (it should hold <kind>.hbs files, see the README)`,
        context: { dir: folder },
      }),
    );
  }
  try {
    const files = readdirSync(folder)
      .filter((file) => file.endsWith('.hbs'))
      .sort();
    const entries = files.map((file) => [basename(file, '.hbs'), variantsOf(readFileSync(join(folder, file), 'utf8'))]);
    return ok(Object.fromEntries(entries) as PhraseTemplates);
  } catch (cause) {
    return err(
      new AiwolfError({
        code: 'phrase_read_failed',
        kind: 'io',
        message: `cannot read ${folder}`,
        context: { dir: folder },
        cause,
      }),
    );
  }
};
