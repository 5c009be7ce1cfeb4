import { type AgentNumber, formatAgent, print, type Sentence } from '../../src/protocol/index.ts';

/** Our AST in the shape of the Java reference's tree, so the two can be compared with one deep equality. */
export const toReferenceTree = (sentence: Sentence): Record<string, unknown> => {
  const text = print(sentence);
  if (sentence.type === 'OVER' || sentence.type === 'SKIP') return { topic: sentence.type, subject: 'UNSPEC', text };
  const subject = subjectText(sentence.subject);
  switch (sentence.type) {
    case 'AGREE':
    case 'DISAGREE':
      return {
        topic: sentence.type,
        subject,
        talkType: sentence.talkType,
        talkDay: sentence.talkDay,
        talkID: sentence.talkId,
        text,
      };
    case 'ESTIMATE':
    case 'COMINGOUT':
      return { topic: sentence.type, subject, target: formatAgent(sentence.target), role: sentence.role, text };
    case 'DIVINED':
    case 'IDENTIFIED':
      return { topic: sentence.type, subject, target: formatAgent(sentence.target), species: sentence.species, text };
    case 'REQUEST':
    case 'INQUIRE':
      return operator(sentence.type, subject, { target: formatAgent(sentence.target) }, [sentence.clause], text);
    case 'NOT':
      return operator('NOT', subject, {}, [sentence.clause], text);
    case 'DAY':
      return operator('DAY', subject, { day: sentence.day }, [sentence.clause], text);
    case 'BECAUSE':
    case 'XOR':
    case 'AND':
    case 'OR':
      return operator(sentence.type, subject, {}, sentence.clauses, text);
    default:
      return { topic: sentence.type, subject, target: formatAgent(sentence.target), text };
  }
};

const subjectText = (subject: AgentNumber | undefined): string =>
  subject === undefined ? 'UNSPEC' : formatAgent(subject);

const operator = (
  name: string,
  subject: string,
  extra: Record<string, unknown>,
  clauses: readonly Sentence[],
  text: string,
): Record<string, unknown> => ({
  topic: 'OPERATOR',
  operator: name,
  subject,
  ...extra,
  children: clauses.map(toReferenceTree),
  text,
});
