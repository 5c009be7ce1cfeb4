/**
 * Real utterances nest at most 4 deep. Every tree that enters the library (parsed text, or JSON through
 * `sentenceSchema`) is held to this limit, so the recursive printers and rewriters can never exhaust the
 * stack and hostile input (10,000 nested parentheses) fails fast instead.
 */
export const MAX_NESTING_DEPTH = 100;

/**
 * Whether a JSON value nests sentences (via `clause` / `clauses`) deeper than `limit` operators.
 * Iterative, so it is safe on input of any depth.
 */
export const exceedsNestingDepth = (value: unknown, limit: number = MAX_NESTING_DEPTH): boolean => {
  const pending: { readonly node: unknown; readonly depth: number }[] = [{ node: value, depth: 0 }];
  while (pending.length > 0) {
    const { node, depth } = pending.pop() ?? { node: undefined, depth: 0 };
    if (typeof node !== 'object' || node === null) continue;
    const children: unknown[] = [];
    if ('clause' in node) children.push(node.clause);
    if ('clauses' in node && Array.isArray(node.clauses)) children.push(...(node.clauses as unknown[]));
    if (children.length > 0 && depth >= limit) return true;
    for (const child of children) pending.push({ node: child, depth: depth + 1 });
  }
  return false;
};
