import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'dotenv';

/**
 * The environment as the LLM settings see it: `.env` in the working directory underneath, the real
 * environment on top (a variable set in the shell wins). process.env itself is left untouched.
 */
export const readEnvironment = (
  options: { readonly cwd?: string; readonly env?: Readonly<Record<string, string | undefined>> } = {},
): Readonly<Record<string, string | undefined>> => {
  const file = join(options.cwd ?? process.cwd(), '.env');
  const fromFile = existsSync(file) ? parse(readFileSync(file, 'utf8')) : {};
  return { ...fromFile, ...(options.env ?? process.env) };
};
