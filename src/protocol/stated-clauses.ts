import type { Sentence } from './ast.ts';

/**
 * Calls `visit` on every clause an utterance states, in order: AND, BECAUSE (its reason and its conclusion
 * are both said) and DAY (what was so on that day) opened at any depth; every other sentence as it is
 * (NOT, OR, XOR, REQUEST, INQUIRE… assert none of their clauses).
 */
export const forEachStatedClause = (sentences: readonly Sentence[], visit: (clause: Sentence) => void): void => {
  for (const sentence of sentences) visitStated(sentence, visit);
};

/** Whether any clause an utterance states (as `forEachStatedClause` opens them) holds; stops at the first. */
export const someStatedClause = (sentences: readonly Sentence[], holds: (clause: Sentence) => boolean): boolean =>
  sentences.some((sentence) => statedHolds(sentence, holds));

const statedHolds = (sentence: Sentence, holds: (clause: Sentence) => boolean): boolean => {
  switch (sentence.type) {
    case 'AND':
    case 'BECAUSE':
      return sentence.clauses.some((clause) => statedHolds(clause, holds));
    case 'DAY':
      return statedHolds(sentence.clause, holds);
    default:
      return holds(sentence);
  }
};

const visitStated = (sentence: Sentence, visit: (clause: Sentence) => void): void => {
  switch (sentence.type) {
    case 'AND':
    case 'BECAUSE':
      for (const clause of sentence.clauses) visitStated(clause, visit);
      return;
    case 'DAY':
      visitStated(sentence.clause, visit);
      return;
    default:
      visit(sentence);
  }
};
