import { existsSync, readFileSync } from 'node:fs';
import type { z } from 'zod';
import { AiwolfError } from '../errors.ts';
import { err, ok, type Result } from '../result.ts';

/**
 * A JSON-lines file read against a schema: blank lines are skipped; the first bad line is an error
 * naming the file, the line and what is wrong, and nothing is returned then (a half-read verdict file
 * would give figures that look complete).
 */
export const readJsonLines = <T>(path: string, schema: z.ZodType<T>): Result<T[], AiwolfError> => {
  if (!existsSync(path))
    return err(new AiwolfError({ code: 'judge_file_missing', kind: 'config', message: `no such file: ${path}` }));
  const values: T[] = [];
  const lines = readFileSync(path, 'utf8').split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (cause) {
      return err(
        new AiwolfError({
          code: 'judge_line_invalid',
          kind: 'config',
          message: `${path}:${index + 1}: not JSON (${cause instanceof Error ? cause.message : String(cause)})`,
          cause,
        }),
      );
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return err(
        new AiwolfError({
          code: 'judge_line_invalid',
          kind: 'config',
          message: `${path}:${index + 1}: ${issue?.path.join('.') || 'line'}: ${issue?.message ?? 'invalid'}`,
        }),
      );
    }
    values.push(parsed.data);
  }
  return ok(values);
};
