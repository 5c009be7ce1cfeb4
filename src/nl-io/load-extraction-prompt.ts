import { readFileSync } from 'node:fs';
import { AiwolfError } from '../errors.ts';
import { packagePath } from '../package-root.ts';
import { err, ok, type Result } from '../result.ts';

/** The shipped extraction prompt: <package>/prompts/nl/extract.hbs. */
export const BUILTIN_EXTRACTION_PROMPT_FILE = packagePath('prompts', 'nl', 'extract.hbs');

/** Reads the Handlebars source of the LLM extractor's system prompt. */
export const loadExtractionPrompt = (options: { file?: string } = {}): Result<string, AiwolfError> => {
  const file = options.file ?? BUILTIN_EXTRACTION_PROMPT_FILE;
  try {
    return ok(readFileSync(file, 'utf8'));
  } catch (cause) {
    return err(
      new AiwolfError({
        code: 'extraction_prompt_unreadable',
        kind: 'config',
        message: `cannot read the extraction prompt ${file}`,
        context: { file },
        cause,
      }),
    );
  }
};
