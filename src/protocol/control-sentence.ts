import type { Sentence } from './ast.ts';

/** `Skip` / `Over`, compared exactly (the reference uses String.equals after trimming). */
export const controlAt = (text: string, position: number, end: number): Sentence | undefined => {
  if (end - position !== 4) return undefined;
  if (text.startsWith('Skip', position)) return { type: 'SKIP' };
  if (text.startsWith('Over', position)) return { type: 'OVER' };
  return undefined;
};
