import type { AgentNumber, Sentence } from './ast.ts';
import { formatAgent } from './agent-text.ts';

/**
 * The normal form of the reference (`Content.getText`, spec §6): single spaces, agents as `Agent[NN]`,
 * an omitted top-level subject stays omitted, and an inner subject is printed only where it differs
 * from the one the clause would inherit.
 */
export const print = (sentence: Sentence): string => printClause(sentence, undefined);

/**
 * `reference` is the subject the clause inherits. An omitted inner subject means the inherited one;
 * treating it so keeps print(a) equal to print(completeSubjects(a)) for trees built by hand.
 */
const printClause = (sentence: Sentence, reference: AgentNumber | undefined): string => {
  if (sentence.type === 'OVER') return 'Over';
  if (sentence.type === 'SKIP') return 'Skip';
  const subject = sentence.subject ?? reference;
  const prefix = subject === undefined || subject === reference ? '' : `${formatAgent(subject)} `;
  return prefix + printBody(sentence, subject);
};

/** `(clause)`, its omitted subject inherited from `reference`. */
const group = (clause: Sentence, reference: AgentNumber | undefined): string => `(${printClause(clause, reference)})`;

/** What follows the subject; `subject` is the sentence's effective subject, which its clauses inherit (§5). */
const printBody = (sentence: Sentence, subject: AgentNumber | undefined): string => {
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
      return `${sentence.type} ${formatAgent(sentence.target)} ${group(sentence.clause, sentence.target)}`;
    case 'NOT':
      return `NOT ${group(sentence.clause, subject)}`;
    case 'DAY':
      return `DAY ${sentence.day} ${group(sentence.clause, subject)}`;
    case 'BECAUSE':
    case 'XOR':
    case 'AND':
    case 'OR': {
      let text = sentence.type;
      for (const clause of sentence.clauses) text += ` ${group(clause, subject)}`;
      return text;
    }
    case 'OVER':
      return 'Over';
    case 'SKIP':
      return 'Skip';
    default:
      return `${sentence.type} ${formatAgent(sentence.target)}`;
  }
};
