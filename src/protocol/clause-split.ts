import type { Range } from './text-scanner.ts';

const OPEN = 0x28;
const CLOSE = 0x29;

/**
 * Splits the clause region of an operator (`(a) (b) …`) exactly as the reference does, with one depth
 * counter: a clause opens at a `(` seen at depth 0 and closes at the `)` that brings the depth back to 0.
 * Text at depth 0 between clauses is ignored, surplus `)` push the counter below 0 and are otherwise
 * ignored, and a group that never closes is dropped. Returns the inside of each clause (parentheses
 * excluded). Iterative, so no input depth can exhaust the stack.
 */
export const splitClauses = (text: string, region: { readonly start: number; readonly end: number }): Range[] => {
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
    }
  }
  return clauses;
};
