import type { AgentNumber, Sentence } from './ast.ts';
import { inheritedSubject } from './subjects.ts';

/**
 * The minimal form: every inner subject equal to the one it would inherit is omitted (what `print`
 * leaves out). Rewrites that change an operator's subject or target rely on it, so that the clauses
 * follow the new value by inheritance.
 */
export const stripInheritedSubjects = (sentence: Sentence): Sentence => stripBelow(sentence);

const withoutSubject = (sentence: Sentence, inherited: AgentNumber | undefined): Sentence => {
  if (sentence.type === 'OVER' || sentence.type === 'SKIP' || sentence.subject === undefined) return sentence;
  if (sentence.subject !== inherited) return sentence;
  const { subject: _omitted, ...rest } = sentence;
  return rest as Sentence;
};

const stripBelow = (sentence: Sentence): Sentence => {
  const inherited = inheritedSubject(sentence);
  const strip = (clause: Sentence): Sentence => stripBelow(withoutSubject(clause, inherited));
  switch (sentence.type) {
    case 'REQUEST':
    case 'INQUIRE':
    case 'NOT':
    case 'DAY':
      return { ...sentence, clause: strip(sentence.clause) };
    case 'BECAUSE':
    case 'XOR':
      return { ...sentence, clauses: [strip(sentence.clauses[0]), strip(sentence.clauses[1])] };
    case 'AND':
    case 'OR': {
      const [first, ...rest] = sentence.clauses;
      return { ...sentence, clauses: [strip(first), ...rest.map(strip)] };
    }
    default:
      return sentence;
  }
};
