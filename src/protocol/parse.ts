import type { AgentNumber } from './ast.ts';
import { endBeforeFinalLineTerminator } from './clause-split.ts';
import { controlAt } from './control-sentence.ts';
import type { ParseContext, Parsed } from './parse-body.ts';
import { parseAddressed, parseConnective, parseDated } from './parse-operators.ts';
import { parseAgreement, parseRoleSentence, parseSpeciesSentence, parseTargetSentence } from './parse-simple-sentences.ts';
import { type ProtocolError, protocolError } from './protocol-error.ts';
import { readAgent, type Range, skipBlanks, trimRange, upperWordEnd } from './text-scanner.ts';
import { completeSubjects } from './subjects.ts';
import { isVerb, longestVerbPrefix, type Verb } from './vocabulary.ts';
import { err, ok, type Result } from '../result.ts';

export type ParseOptions = {
  /** Also read the protocol ver2 forms of 2016–2018 logs: `REQUEST(<sentence>)` and `INQUESTED`. */
  readonly lenient?: boolean;
};

/**
 * Reads one utterance with exactly the acceptance of the Java reference (`Content`, aiwolf 0.6.x): see
 * ../shared/spec/protocol.md §2–§4. Inner omitted subjects come back completed the way the reference
 * completes them (§5); the top-level subject stays omitted when the text omits it. Never throws.
 */
export const parse = (text: string, options: ParseOptions = {}): Parsed => {
  const context: ParseContext = {
    text,
    lenient: options.lenient === true,
    parseNested: (range, depth) => parseUtterance(context, range, depth),
  };
  const parsed = parseUtterance(context, { start: 0, end: text.length }, 0);
  return parsed.ok ? ok(completeSubjects(parsed.value)) : parsed;
};

const parseUtterance = (context: ParseContext, untrimmed: Range, depth: number): Parsed => {
  const { text } = context;
  const trimmed = trimRange(text, untrimmed);
  const { start } = trimmed;
  if (start === trimmed.end) return err(protocolError({ code: 'empty-text', offset: start }));
  const control = controlAt(text, start, trimmed.end);
  if (control !== undefined) return ok(control);
  const end = endBeforeFinalLineTerminator(text, trimmed);

  let position = start;
  let subject: AgentNumber | undefined;
  if (text.startsWith('Agent', position) || text.startsWith('ANY', position)) {
    const agent = readAgent(text, position, end);
    if (!agent.ok) return agent;
    subject = agent.value.value;
    position = skipBlanks(text, agent.value.next, end);
    if (controlAt(text, position, end) !== undefined) {
      return err(protocolError({ code: 'subject-before-control', offset: start, length: agent.value.next - start }));
    }
  }
  const wordEnd = upperWordEnd(text, position, end);
  if (wordEnd === position) {
    return err(protocolError({ code: 'expected-verb', offset: position, length: position < end ? 1 : 0 }));
  }
  const verb = verbOf(context, text.slice(position, wordEnd), position);
  if (!verb.ok) return verb;
  const body = { context, position: wordEnd, end, depth, subjectPart: subject === undefined ? {} : { subject } };
  switch (verb.value) {
    case 'AGREE':
    case 'DISAGREE':
      return parseAgreement({ ...body, type: verb.value });
    case 'ESTIMATE':
    case 'COMINGOUT':
      return parseRoleSentence({ ...body, type: verb.value });
    case 'DIVINED':
    case 'IDENTIFIED':
      return parseSpeciesSentence({ ...body, type: verb.value });
    case 'REQUEST':
    case 'INQUIRE':
      return parseAddressed({ ...body, type: verb.value });
    case 'BECAUSE':
    case 'XOR':
    case 'AND':
    case 'OR':
    case 'NOT':
      return parseConnective({ ...body, type: verb.value });
    case 'DAY':
      return parseDated({ ...body, type: verb.value });
    default:
      return parseTargetSentence({ ...body, type: verb.value });
  }
};

const verbOf = (context: ParseContext, word: string, offset: number): Result<Verb, ProtocolError> => {
  if (isVerb(word)) return ok(word);
  if (context.lenient && word === 'INQUESTED') return ok('IDENTIFIED');
  const prefix = longestVerbPrefix(word);
  return prefix === undefined
    ? err(protocolError({ code: 'unknown-verb', offset, length: word.length }))
    : err(protocolError({ code: 'expected-blank', offset: offset + prefix.length, length: 1 }));
};

