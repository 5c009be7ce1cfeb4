import type { AgentNumber, Sentence } from './ast.ts';
import { formatAgent } from './agent-text.ts';
import { inheritedSubject } from './subjects.ts';

/**
 * The normal form of the reference (`Content.getText`, spec §6): single spaces, agents as `Agent[NN]`,
 * an omitted top-level subject stays omitted, and an inner subject is printed only where it differs
 * from the one the clause would inherit.
 */
export const print = (sentence: Sentence): string => printClause(sentence, undefined);

const printClause = (sentence: Sentence, reference: AgentNumber | undefined): string => {
  if (sentence.type === 'OVER') return 'Over';
  if (sentence.type === 'SKIP') return 'Skip';
  // An omitted inner subject means the inherited one; treating it so keeps print(a) equal to
  // print(completeSubjects(a)) for trees built by hand.
  const subject = sentence.subject ?? reference;
  const prefix = subject === undefined || subject === reference ? '' : `${formatAgent(subject)} `;
  const effective = subject === sentence.subject ? sentence : { ...sentence, subject };
  return prefix + printBody(effective as Sentence);
};

const group = (clause: Sentence, reference: AgentNumber | undefined): string => `(${printClause(clause, reference)})`;

const printBody = (sentence: Sentence): string => {
  const reference = inheritedSubject(sentence);
  switch (sentence.type) {
    case 'AGREE':
    case 'DISAGREE':
      return `${sentence.type} ${sentence.talkType} day${sentence.talkDay} ID:${sentence.talkId}`;
    case 'ESTIMATE':
    case 'COMINGOUT':
      return `${sentence.type} ${formatAgent(sentence.target)} ${sentence.role}`;
    case 'DIVINED':
    case 'IDENTIFIED':
      return `${sentence.type} ${formatAgent(sentence.target)} ${sentence.species}`;
    case 'REQUEST':
    case 'INQUIRE':
      return `${sentence.type} ${formatAgent(sentence.target)} ${group(sentence.clause, reference)}`;
    case 'NOT':
      return `NOT ${group(sentence.clause, reference)}`;
    case 'DAY':
      return `DAY ${sentence.day} ${group(sentence.clause, reference)}`;
    case 'BECAUSE':
    case 'XOR':
    case 'AND':
    case 'OR':
      return `${sentence.type} ${sentence.clauses.map((clause) => group(clause, reference)).join(' ')}`;
    case 'OVER':
      return 'Over';
    case 'SKIP':
      return 'Skip';
    default:
      return `${sentence.type} ${formatAgent(sentence.target)}`;
  }
};
