import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** Appends one JSON line at once (a run that stops later keeps everything written so far). */
export const appendJsonLine = (path: string, value: unknown): void => {
  mkdirSync(dirname(path), { recursive: true });
  appendFileSync(path, `${JSON.stringify(value)}\n`);
};
