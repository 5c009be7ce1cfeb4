import { ANY, type AgentNumber, type Sentence, type TargetVerb } from './ast.ts';
import { endBeforeFinalLineTerminator, splitClauses } from './clause-split.ts';
import { MAX_NESTING_DEPTH } from './nesting-depth.ts';
import { completeSubjects } from './subjects.ts';
import { type ProtocolError, protocolError } from './protocol-error.ts';
import {
  expectEnd,
  expectLiteral,
  type Range,
  readAgent,
  readNumber,
  requireBlanks,
  skipBlanks,
  trimRange,
  upperWordEnd,
  wordLength,
} from './text-scanner.ts';
import { isRole, isSpecies, isTalkType, isVerb, longestVerbPrefix, type Verb } from './vocabulary.ts';
import { err, ok, type Result } from '../result.ts';

export type ParseOptions = {
  /** Also read the protocol ver2 forms of 2016–2018 logs: `REQUEST(<sentence>)` and `INQUESTED`. */
  readonly lenient?: boolean;
};


type Context = { readonly text: string; readonly lenient: boolean };
type Parsed = Result<Sentence, ProtocolError>;
type WithSubject = { readonly subject?: AgentNumber };

const OPEN = 0x28;

/**
 * Reads one utterance with exactly the acceptance of the Java reference (`Content`, aiwolf 0.6.x): see
 * ../shared/spec/protocol.md §2–§4. Inner omitted subjects come back completed the way the reference
 * completes them (§5); the top-level subject stays omitted when the text omits it. Never throws.
 */
export const parse = (text: string, options: ParseOptions = {}): Parsed => {
  const context: Context = { text, lenient: options.lenient === true };
  const parsed = parseUtterance(context, { start: 0, end: text.length }, 0);
  return parsed.ok ? ok(completeSubjects(parsed.value)) : parsed;
};

const parseUtterance = (context: Context, untrimmed: Range, depth: number): Parsed => {
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

const controlAt = (text: string, position: number, end: number): Sentence | undefined => {
  if (end - position !== 4) return undefined;
  if (text.startsWith('Skip', position)) return { type: 'SKIP' };
  if (text.startsWith('Over', position)) return { type: 'OVER' };
  return undefined;
};

const verbOf = (context: Context, word: string, offset: number): Result<Verb, ProtocolError> => {
  if (isVerb(word)) return ok(word);
  if (context.lenient && word === 'INQUESTED') return ok('IDENTIFIED');
  const prefix = longestVerbPrefix(word);
  return prefix === undefined
    ? err(protocolError({ code: 'unknown-verb', offset, length: word.length }))
    : err(protocolError({ code: 'expected-blank', offset: offset + prefix.length, length: 1 }));
};

type Body<T> = {
  readonly context: Context;
  readonly position: number;
  readonly end: number;
  readonly depth: number;
  readonly subjectPart: WithSubject;
  readonly type: T;
};

const parseAgreement = (body: Body<'AGREE' | 'DISAGREE'>): Parsed => {
  const { context, end } = body;
  const { text } = context;
  const afterVerb = requireBlanks(text, body.position, end);
  if (!afterVerb.ok) return afterVerb;
  const typeEnd = upperWordEnd(text, afterVerb.value, end);
  const talkType = text.slice(afterVerb.value, typeEnd);
  if (!isTalkType(talkType)) {
    return err(protocolError({ code: 'unknown-talk-type', offset: afterVerb.value, length: wordLength(text, afterVerb.value, end) }));
  }
  const afterType = requireBlanks(text, typeEnd, end);
  if (!afterType.ok) return afterType;
  const afterDayWord = expectLiteral({ text, position: afterType.value, end, word: 'day', code: 'expected-day-keyword' });
  if (!afterDayWord.ok) return afterDayWord;
  const talkDay = readNumber(text, afterDayWord.value, end);
  if (!talkDay.ok) return talkDay;
  const afterDay = requireBlanks(text, talkDay.value.next, end);
  if (!afterDay.ok) return afterDay;
  const afterIdWord = expectLiteral({ text, position: afterDay.value, end, word: 'ID:', code: 'expected-id-keyword' });
  if (!afterIdWord.ok) return afterIdWord;
  const talkId = readNumber(text, afterIdWord.value, end);
  if (!talkId.ok) return talkId;
  const atEnd = expectEnd(talkId.value.next, end);
  if (!atEnd.ok) return atEnd;
  return ok({ ...body.subjectPart, type: body.type, talkType, talkDay: talkDay.value.value, talkId: talkId.value.value });
};

/** `<blanks><target>`, shared by every sentence that names a target. */
const readTarget = (body: Body<unknown>): Result<{ readonly value: AgentNumber; readonly next: number }, ProtocolError> => {
  const afterVerb = requireBlanks(body.context.text, body.position, body.end);
  if (!afterVerb.ok) return afterVerb;
  return readAgent(body.context.text, afterVerb.value, body.end);
};

/** `<blanks><[A-Z]+ word><end>`: the role or species slot, looked up after matching as the reference does. */
const readFinalWord = (body: Body<unknown>, position: number): Result<{ readonly word: string; readonly offset: number }, ProtocolError> => {
  const { text } = body.context;
  const afterTarget = requireBlanks(text, position, body.end);
  if (!afterTarget.ok) return afterTarget;
  const wordEnd = upperWordEnd(text, afterTarget.value, body.end);
  if (wordEnd < body.end && wordEnd > afterTarget.value) {
    return err(protocolError({ code: 'trailing-text', offset: wordEnd, length: body.end - wordEnd }));
  }
  return ok({ word: text.slice(afterTarget.value, body.end), offset: afterTarget.value });
};

const parseRoleSentence = (body: Body<'ESTIMATE' | 'COMINGOUT'>): Parsed => {
  const target = readTarget(body);
  if (!target.ok) return target;
  const role = readFinalWord(body, target.value.next);
  if (!role.ok) return role;
  if (!isRole(role.value.word)) return err(protocolError({ code: 'unknown-role', offset: role.value.offset, length: role.value.word.length }));
  return ok({ ...body.subjectPart, type: body.type, target: target.value.value, role: role.value.word });
};

const parseSpeciesSentence = (body: Body<'DIVINED' | 'IDENTIFIED'>): Parsed => {
  const target = readTarget(body);
  if (!target.ok) return target;
  const species = readFinalWord(body, target.value.next);
  if (!species.ok) return species;
  if (!isSpecies(species.value.word)) {
    return err(protocolError({ code: 'unknown-species', offset: species.value.offset, length: species.value.word.length }));
  }
  return ok({ ...body.subjectPart, type: body.type, target: target.value.value, species: species.value.word });
};

const parseTargetSentence = (body: Body<TargetVerb>): Parsed => {
  const target = readTarget(body);
  if (!target.ok) return target;
  const atEnd = expectEnd(target.value.next, body.end);
  if (!atEnd.ok) return atEnd;
  return ok({ ...body.subjectPart, type: body.type, target: target.value.value });
};

const parseAddressed = (body: Body<'REQUEST' | 'INQUIRE'>): Parsed => {
  const { context, end } = body;
  const { text } = context;
  if (body.type === 'REQUEST' && text.charCodeAt(body.position) === OPEN) {
    // ver2 `REQUEST(<sentence>)`: the reference rejects it; lenient mode reads it like `REQUEST (<sentence>)`.
    if (!context.lenient) return err(protocolError({ code: 'legacy-request', offset: body.position - 7, length: 8 }));
    return parseLegacyRequest(body, body.position);
  }
  const afterVerb = requireBlanks(text, body.position, end);
  if (!afterVerb.ok) return afterVerb;
  if (body.type === 'REQUEST' && text.charCodeAt(afterVerb.value) === OPEN) return parseLegacyRequest(body, afterVerb.value);
  const target = readAgent(text, afterVerb.value, end);
  if (!target.ok) return target;
  const afterTarget = requireBlanks(text, target.value.next, end);
  if (!afterTarget.ok) return afterTarget;
  const clauses = parseClauses(body, afterTarget.value, 1);
  if (!clauses.ok) return clauses;
  return ok({ ...body.subjectPart, type: body.type, target: target.value.value, clause: clauses.value[0] });
};

/** Target-less `REQUEST (<sentence>)`: the target is the clause's own subject, or ANY (spec §3). */
const parseLegacyRequest = (body: Body<'REQUEST' | 'INQUIRE'>, clausesStart: number): Parsed => {
  const addressedControl = body.context.lenient ? legacyAddressedControl(body, clausesStart) : undefined;
  if (addressedControl !== undefined) return ok({ ...body.subjectPart, type: 'REQUEST', ...addressedControl });
  const clauses = parseClauses(body, clausesStart, 1);
  if (!clauses.ok) return clauses;
  const clause = clauses.value[0];
  const target = 'subject' in clause && clause.subject !== undefined ? clause.subject : ANY;
  return ok({ ...body.subjectPart, type: 'REQUEST', target, clause });
};

/**
 * ver2 logs hold `REQUEST(Agent[02] Over)`: "Agent[02], say Over". Skip/Over take no subject in ver3.6,
 * so lenient mode reads the agent as the request's target instead.
 */
const legacyAddressedControl = (
  body: Body<unknown>,
  clausesStart: number,
): { readonly target: AgentNumber; readonly clause: Sentence } | undefined => {
  const { text } = body.context;
  const split = text.charCodeAt(body.end - 1) === 0x29 ? splitClauses(text, { start: clausesStart, end: body.end }) : undefined;
  const ranges = split === undefined || split.lineBreakAt !== undefined ? [] : split.clauses;
  const only = ranges.length === 1 ? ranges[0] : undefined;
  if (only === undefined) return undefined;
  const { start, end } = trimRange(text, only);
  const agent = readAgent(text, start, end);
  if (!agent.ok) return undefined;
  const clause = controlAt(text, skipBlanks(text, agent.value.next, end), end);
  return clause === undefined ? undefined : { target: agent.value.value, clause };
};

const parseConnective = (body: Body<'BECAUSE' | 'XOR' | 'AND' | 'OR' | 'NOT'>): Parsed => {
  const afterVerb = requireBlanks(body.context.text, body.position, body.end);
  if (!afterVerb.ok) return afterVerb;
  const needed = body.type === 'BECAUSE' || body.type === 'XOR' ? 2 : 1;
  const clauses = parseClauses(body, afterVerb.value, needed);
  if (!clauses.ok) return clauses;
  const [first, ...rest] = clauses.value;
  switch (body.type) {
    case 'NOT':
      return ok({ ...body.subjectPart, type: 'NOT', clause: first });
    case 'AND':
    case 'OR':
      return ok({ ...body.subjectPart, type: body.type, clauses: [first, ...rest] });
    default: {
      const second = rest[0];
      // parseClauses guaranteed two; the check keeps the types honest without a cast.
      if (second === undefined) return err(protocolError({ code: 'missing-second-clause', offset: afterVerb.value }));
      return ok({ ...body.subjectPart, type: body.type, clauses: [first, second] });
    }
  }
};

const parseDated = (body: Body<'DAY'>): Parsed => {
  const { text } = body.context;
  const afterVerb = requireBlanks(text, body.position, body.end);
  if (!afterVerb.ok) return afterVerb;
  const day = readNumber(text, afterVerb.value, body.end);
  if (!day.ok) return day;
  const afterDay = requireBlanks(text, day.value.next, body.end);
  if (!afterDay.ok) return afterDay;
  const clauses = parseClauses(body, afterDay.value, 1);
  if (!clauses.ok) return clauses;
  return ok({ ...body.subjectPart, type: 'DAY', day: day.value.value, clause: clauses.value[0] });
};

/**
 * The clause region runs from `start` (which must be `(`) to the end of the sentence (which must be `)`).
 * Every clause is parsed and must be valid, even those the normal form drops (spec §3 arity).
 */
const parseClauses = (
  body: Body<unknown>,
  start: number,
  needed: 1 | 2,
): Result<readonly [Sentence, ...Sentence[]], ProtocolError> => {
  const { context, end } = body;
  const { text } = context;
  if (text.charCodeAt(start) !== OPEN) return err(protocolError({ code: 'expected-clause', offset: start, length: start < end ? 1 : 0 }));
  if (text.charCodeAt(end - 1) !== 0x29) return err(protocolError({ code: 'unclosed-clauses', offset: end - 1, length: 1 }));
  if (body.depth >= MAX_NESTING_DEPTH) return err(protocolError({ code: 'too-deep', offset: start, length: 1 }));
  const { clauses: ranges, lineBreakAt } = splitClauses(text, { start, end });
  if (lineBreakAt !== undefined) return err(protocolError({ code: 'line-break-in-clauses', offset: lineBreakAt, length: 1 }));
  if (ranges.length < needed) {
    const code = ranges.length === 1 ? 'missing-second-clause' : 'missing-clause';
    return err(protocolError({ code, offset: start, length: end - start }));
  }
  const sentences: Sentence[] = [];
  for (const range of ranges) {
    const clause = parseUtterance(context, range, body.depth + 1);
    if (!clause.ok) return clause;
    sentences.push(clause.value);
  }
  const [first, ...rest] = sentences;
  return first === undefined ? err(protocolError({ code: 'missing-clause', offset: start })) : ok([first, ...rest]);
};
