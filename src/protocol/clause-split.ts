import type { Range } from './text-scanner.ts';

const OPEN = 0x28;
const CLOSE = 0x29;

/**
 * Java regex `.` (no DOTALL) does not match these, so the reference's clause pattern `(\(.*\))` fails on
 * a clause region that contains one.
 */
const isJavaLineTerminator = (code: number): boolean =>
  code === 0x0a || code === 0x0d || code === 0x85 || code === 0x2028 || code === 0x2029;

/** The inside of each clause (parentheses excluded), or the position of a line break in the region. */
export type SplitClauses = { readonly clauses: readonly Range[]; readonly lineBreakAt: number | undefined };

/**
 * Splits the clause region of an operator (`(a) (b) …`) exactly as the reference does, with one depth
 * counter: a clause opens at a `(` seen at depth 0 and closes at the `)` that brings the depth back to 0.
 * Text at depth 0 between clauses is ignored, surplus `)` push the counter below 0 and are otherwise
 * ignored, and a group that never closes is dropped. Iterative, so no input depth can exhaust the stack.
 */
export const splitClauses = (text: string, region: Range): SplitClauses => {
  const clauses: Range[] = [];
  let depth = 0;
  let clauseStart = -1;
  for (let position = region.start; position < region.end; position += 1) {
    const code = text.charCodeAt(position);
    if (code === OPEN) {
      if (depth === 0) clauseStart = position + 1;
      depth += 1;
    } else if (code === CLOSE) {
      depth -= 1;
      if (depth === 0 && clauseStart >= 0) {
        clauses.push({ start: clauseStart, end: position });
        clauseStart = -1;
      }
    } else if (isJavaLineTerminator(code)) {
      return { clauses, lineBreakAt: position };
    }
  }
  return { clauses, lineBreakAt: undefined };
};

/** Position of the first Java line terminator in `[start, end)`, which the clause pattern cannot span. */
export const firstLineBreak = (text: string, start: number, end: number): number | undefined => {
  for (let position = start; position < end; position += 1) {
    if (isJavaLineTerminator(text.charCodeAt(position))) return position;
  }
  return undefined;
};

/** How many clauses `splitClauses` finds in a region without line breaks, without building them. */
export const countClauses = (text: string, start: number, end: number): number => {
  let count = 0;
  let depth = 0;
  let open = false;
  for (let position = start; position < end; position += 1) {
    const code = text.charCodeAt(position);
    if (code === OPEN) {
      if (depth === 0) open = true;
      depth += 1;
    } else if (code === CLOSE) {
      depth -= 1;
      if (depth === 0 && open) {
        count += 1;
        open = false;
      }
    }
  }
  return count;
};

/**
 * Java `$` in the reference's `find()` also matches before one final line terminator, and `trim()` keeps
 * U+0085, U+2028 and U+2029 (they are above U+0020): `VOTE Agent[01]` + U+2028 is therefore accepted.
 */
export const endBeforeFinalLineTerminator = (text: string, start: number, end: number): number => {
  const last = text.charCodeAt(end - 1);
  return end > start && (last === 0x85 || last === 0x2028 || last === 0x2029) ? end - 1 : end;
};
