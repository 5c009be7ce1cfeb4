import type { AgentNumber, Sentence } from './ast.ts';

/**
 * The subject a clause inherits when it omits its own (spec §5): the target for REQUEST/INQUIRE, the
 * operator's subject for every other operator (possibly still omitted).
 */
export const inheritedSubject = (operator: Sentence): AgentNumber | undefined => {
  switch (operator.type) {
    case 'REQUEST':
    case 'INQUIRE':
      return operator.target;
    default:
      return 'subject' in operator ? operator.subject : undefined;
  }
};

const withSubject = (sentence: Sentence, subject: AgentNumber | undefined): Sentence => {
  if (subject === undefined || sentence.type === 'OVER' || sentence.type === 'SKIP' || sentence.subject !== undefined) {
    return sentence;
  }
  return { subject, ...sentence };
};

const completeClause = (clause: Sentence, inherited: AgentNumber | undefined): Sentence =>
  completeBelow(withSubject(clause, inherited));

/** Fills omitted subjects below `sentence` top-down; the sentence's own subject is left as it is. */
const completeBelow = (sentence: Sentence): Sentence => {
  switch (sentence.type) {
    case 'REQUEST':
    case 'INQUIRE':
      return { ...sentence, clause: completeClause(sentence.clause, sentence.target) };
    case 'NOT':
    case 'DAY':
      return { ...sentence, clause: completeClause(sentence.clause, sentence.subject) };
    case 'BECAUSE':
    case 'XOR': {
      const [first, second] = sentence.clauses;
      return {
        ...sentence,
        clauses: [completeClause(first, sentence.subject), completeClause(second, sentence.subject)],
      };
    }
    case 'AND':
    case 'OR': {
      const [first, ...rest] = sentence.clauses;
      const completed: Sentence[] = [];
      for (const clause of rest) completed.push(completeClause(clause, sentence.subject));
      return { ...sentence, clauses: [completeClause(first, sentence.subject), ...completed] };
    }
    default:
      return sentence;
  }
};

/**
 * The reference's own completion: every inner omitted subject gets the inherited one, while an omitted
 * top-level subject stays omitted (the parser does not know the speaker). `parse` returns this form.
 */
export const completeSubjects = (sentence: Sentence): Sentence => completeBelow(sentence);

/**
 * Full meaning for a known speaker: an omitted top-level subject is the speaker, and every clause then
 * inherits by the spec's rules, so no subject except those of Skip/Over remains omitted.
 */
export const resolveSubjects = (sentence: Sentence, speaker: AgentNumber): Sentence =>
  completeBelow(withSubject(sentence, speaker));
