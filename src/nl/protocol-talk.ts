import { type AgentNumber, parse, type Sentence, stripInheritedSubjects } from '../protocol/index.ts';

const PROTOCOL_LIKE =
  /^\s*(?:(?:Agent\[\d+\]|ANY)\s*)?(?:ESTIMATE|COMINGOUT|DIVINED|IDENTIFIED|DIVINATION|GUARD|GUARDED|VOTE|VOTED|ATTACK|ATTACKED|AGREE|DISAGREE|REQUEST|INQUIRE|BECAUSE|XOR|AND|OR|NOT|DAY|Over|Skip)\b/u;

/**
 * Talk that is protocol text already (the protocol division, `Over`, `Skip`) is read as protocol; the
 * speaker's own subject is dropped like everywhere else. Undefined when the text is natural language.
 */
export const parseProtocolTalk = (text: string, speaker: AgentNumber | undefined): Sentence[] | undefined => {
  if (!PROTOCOL_LIKE.test(text)) return undefined;
  const parsed = parse(text);
  if (!parsed.ok) return undefined;
  const sentence = parsed.value;
  if ('subject' in sentence && sentence.subject !== undefined && sentence.subject === speaker) {
    const { subject: _speaker, ...rest } = sentence;
    return [stripInheritedSubjects(rest as Sentence)];
  }
  return [stripInheritedSubjects(sentence)];
};
