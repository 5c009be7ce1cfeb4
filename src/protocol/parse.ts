import type { AgentNumber, Sentence } from './ast.ts';
import { endBeforeFinalLineTerminator } from './clause-split.ts';
import { controlAt } from './control-sentence.ts';
import type { Parsed, SentenceScan } from './parse-body.ts';
import { readAddressed, readConnective, readDated } from './parse-operators.ts';
import { readAgreement, readRoleSentence, readSpeciesSentence, readTargetSentence } from './parse-simple-sentences.ts';
import { FAILED, fail, readAgent, skipBlanks, spelledAt, trimEnd, trimStart, upperWordEnd } from './text-scanner.ts';
import { longestVerbPrefix, type Verb, verbAt } from './verbs.ts';
import { err, ok } from '../result.ts';

export type ParseOptions = {
  /** Also read the protocol ver2 forms of 2016–2018 logs: `REQUEST(<sentence>)` and `INQUESTED`. */
  readonly lenient?: boolean;
};

/**
 * Reads one utterance with exactly the acceptance of the Java reference (`Content`, aiwolf 0.6.x): see
 * ../shared/spec/protocol.md §2–§4. Inner omitted subjects come back completed the way the reference
 * completes them (§5); the top-level subject stays omitted when the text omits it. Never throws.
 */
export const parse = (text: string, options?: ParseOptions): Parsed => {
  const scan: SentenceScan = {
    text,
    lenient: options?.lenient === true,
    error: undefined,
    value: 0,
    readClause: readUtterance,
  };
  const sentence = readUtterance(scan, 0, text.length, 0, undefined);
  return sentence === undefined ? err(scan.error ?? unreachable()) : ok(sentence);
};

const unreachable = (): never => {
  throw new Error('protocol parser failed without recording an error');
};

/**
 * One sentence in `text[start, end)` (a whole utterance or the inside of a clause). An omitted subject
 * becomes `inherited` (spec §5), so the tree comes back completed in one pass.
 */
const readUtterance = (
  scan: SentenceScan,
  untrimmedStart: number,
  untrimmedEnd: number,
  depth: number,
  inherited: AgentNumber | undefined,
): Sentence | undefined => {
  const { text } = scan;
  const start = trimStart(text, untrimmedStart, untrimmedEnd);
  const trimmedEnd = trimEnd(text, start, untrimmedEnd);
  if (start === trimmedEnd) {
    fail(scan, 'empty-text', start);
    return undefined;
  }
  const control = controlAt(text, start, trimmedEnd);
  if (control !== undefined) return control;
  const end = endBeforeFinalLineTerminator(text, start, trimmedEnd);

  let position = start;
  let subject: AgentNumber | undefined;
  if (text.charCodeAt(position) === 0x41 && (spelledAt(text, position, 'Agent') || spelledAt(text, position, 'ANY'))) {
    const afterAgent = readAgent(scan, position, end);
    if (afterAgent === FAILED) return undefined;
    subject = scan.value;
    position = skipBlanks(text, afterAgent, end);
    if (controlAt(text, position, end) !== undefined) {
      fail(scan, 'subject-before-control', start, afterAgent - start);
      return undefined;
    }
  }
  const wordEnd = upperWordEnd(text, position, end);
  if (wordEnd === position) {
    fail(scan, 'expected-verb', position, position < end ? 1 : 0);
    return undefined;
  }
  const verb = verbOf(scan, position, wordEnd);
  if (verb === undefined) return undefined;
  const own = subject ?? inherited;
  switch (verb) {
    case 'AGREE':
    case 'DISAGREE':
      return readAgreement(scan, wordEnd, end, depth, own, verb);
    case 'ESTIMATE':
    case 'COMINGOUT':
      return readRoleSentence(scan, wordEnd, end, depth, own, verb);
    case 'DIVINED':
    case 'IDENTIFIED':
      return readSpeciesSentence(scan, wordEnd, end, depth, own, verb);
    case 'REQUEST':
    case 'INQUIRE':
      return readAddressed(scan, wordEnd, end, depth, own, verb);
    case 'BECAUSE':
    case 'XOR':
    case 'AND':
    case 'OR':
    case 'NOT':
      return readConnective(scan, wordEnd, end, depth, own, verb);
    case 'DAY':
      return readDated(scan, wordEnd, end, depth, own, verb);
    default:
      return readTargetSentence(scan, wordEnd, end, depth, own, verb);
  }
};

const verbOf = (scan: SentenceScan, start: number, end: number): Verb | undefined => {
  const verb = verbAt(scan.text, start, end);
  if (verb !== undefined) return verb;
  const word = scan.text.slice(start, end);
  if (scan.lenient && word === 'INQUESTED') return 'IDENTIFIED';
  const prefix = longestVerbPrefix(word);
  if (prefix === undefined) fail(scan, 'unknown-verb', start, word.length);
  else fail(scan, 'expected-blank', start + prefix.length, 1);
  return undefined;
};
