import { ANY, type AgentNumber, type Sentence } from './ast.ts';
import { countClauses, firstLineBreak, splitClauses } from './clause-split.ts';
import { controlAt } from './control-sentence.ts';
import { MAX_NESTING_DEPTH } from './nesting-depth.ts';
import type { ReadBody, SentenceScan } from './parse-body.ts';
import { FAILED, fail, readAgent, readNumber, requireBlanks, skipBlanks, trimRange } from './text-scanner.ts';
import { resolveSubjects } from './subjects.ts';

const OPEN = 0x28;
const CLOSE = 0x29;

/** The eight operators: `[subject] OP [target|day] (clause) (clause) …`. */
export const readAddressed: ReadBody<'REQUEST' | 'INQUIRE'> = (scan, position, end, depth, subject, type) => {
  const { text } = scan;
  if (type === 'REQUEST' && text.charCodeAt(position) === OPEN) {
    // ver2 `REQUEST(<sentence>)`: the reference rejects it; lenient mode reads it like `REQUEST (<sentence>)`.
    if (!scan.lenient) {
      fail(scan, 'legacy-request', position - 7, 8);
      return undefined;
    }
    return readLegacyRequest(scan, position, end, depth, subject);
  }
  const afterVerb = requireBlanks(scan, position, end);
  if (afterVerb === FAILED) return undefined;
  if (type === 'REQUEST' && text.charCodeAt(afterVerb) === OPEN)
    return readLegacyRequest(scan, afterVerb, end, depth, subject);
  const afterTarget = readAgent(scan, afterVerb, end);
  if (afterTarget === FAILED) return undefined;
  const target = scan.value;
  const clausesStart = requireBlanks(scan, afterTarget, end);
  if (clausesStart === FAILED) return undefined;
  // The clause's omitted subject is the addressee (spec §5).
  const clauses = readClauses(scan, clausesStart, end, depth, 1, target);
  if (clauses === undefined) return undefined;
  const [clause] = clauses;
  return subject === undefined ? { type, target, clause } : { subject, type, target, clause };
};

/** Target-less `REQUEST (<sentence>)`: the target is the clause's own subject, or ANY (spec §3). */
const readLegacyRequest = (
  scan: SentenceScan,
  clausesStart: number,
  end: number,
  depth: number,
  subject: AgentNumber | undefined,
): Sentence | undefined => {
  const addressedControl = scan.lenient ? legacyAddressedControl(scan, clausesStart, end) : undefined;
  if (addressedControl !== undefined) {
    const { target, clause } = addressedControl;
    return subject === undefined ? { type: 'REQUEST', target, clause } : { subject, type: 'REQUEST', target, clause };
  }
  // Read with nothing to inherit: the clause's own subject decides the target, which it then inherits.
  const clauses = readClauses(scan, clausesStart, end, depth, 1, undefined);
  if (clauses === undefined) return undefined;
  const [own] = clauses;
  const target = 'subject' in own && own.subject !== undefined ? own.subject : ANY;
  const clause = resolveSubjects(own, target);
  return subject === undefined ? { type: 'REQUEST', target, clause } : { subject, type: 'REQUEST', target, clause };
};

/**
 * ver2 logs hold `REQUEST(Agent[02] Over)`: "Agent[02], say Over". Skip/Over take no subject in ver3.6,
 * so lenient mode reads the agent as the request's target instead.
 */
const legacyAddressedControl = (
  scan: SentenceScan,
  clausesStart: number,
  end: number,
): { readonly target: AgentNumber; readonly clause: Sentence } | undefined => {
  const { text } = scan;
  const split = text.charCodeAt(end - 1) === CLOSE ? splitClauses(text, { start: clausesStart, end }) : undefined;
  const ranges = split === undefined || split.lineBreakAt !== undefined ? [] : split.clauses;
  const only = ranges.length === 1 ? ranges[0] : undefined;
  if (only === undefined) return undefined;
  const inside = trimRange(text, only);
  const afterAgent = readAgent(scan, inside.start, inside.end);
  if (afterAgent === FAILED) return undefined;
  const target = scan.value;
  const clause = controlAt(text, skipBlanks(text, afterAgent, inside.end), inside.end);
  return clause === undefined ? undefined : { target, clause };
};

export const readConnective: ReadBody<'BECAUSE' | 'XOR' | 'AND' | 'OR' | 'NOT'> = (
  scan,
  position,
  end,
  depth,
  subject,
  type,
) => {
  const afterVerb = requireBlanks(scan, position, end);
  if (afterVerb === FAILED) return undefined;
  const needed = type === 'BECAUSE' || type === 'XOR' ? 2 : 1;
  const clauses = readClauses(scan, afterVerb, end, depth, needed, subject);
  if (clauses === undefined) return undefined;
  const [first, second] = clauses;
  switch (type) {
    case 'NOT':
      return subject === undefined ? { type, clause: first } : { subject, type, clause: first };
    case 'AND':
    case 'OR':
      return subject === undefined ? { type, clauses } : { subject, type, clauses };
    default:
      // readClauses guaranteed two; the check keeps the types honest without a cast.
      if (second === undefined) {
        fail(scan, 'missing-second-clause', afterVerb);
        return undefined;
      }
      return subject === undefined ? { type, clauses: [first, second] } : { subject, type, clauses: [first, second] };
  }
};

export const readDated: ReadBody<'DAY'> = (scan, position, end, depth, subject, type) => {
  const afterVerb = requireBlanks(scan, position, end);
  if (afterVerb === FAILED) return undefined;
  const afterNumber = readNumber(scan, afterVerb, end);
  if (afterNumber === FAILED) return undefined;
  const day = scan.value;
  const clausesStart = requireBlanks(scan, afterNumber, end);
  if (clausesStart === FAILED) return undefined;
  const clauses = readClauses(scan, clausesStart, end, depth, 1, subject);
  if (clauses === undefined) return undefined;
  const [clause] = clauses;
  return subject === undefined ? { type, day, clause } : { subject, type, day, clause };
};

/**
 * The clause region runs from `start` (which must be `(`) to the end of the sentence (which must be `)`).
 * Every clause is parsed and must be valid, even those the normal form drops (spec §3 arity); each
 * clause's omitted subject becomes `inherited`. As in the reference, the region's shape is checked
 * before any clause is read (line breaks, then the number of clauses); then one pass reads the clauses
 * with the same depth counter as `splitClauses`.
 */
const readClauses = (
  scan: SentenceScan,
  start: number,
  end: number,
  depth: number,
  needed: 1 | 2,
  inherited: AgentNumber | undefined,
): readonly [Sentence, ...Sentence[]] | undefined => {
  const { text } = scan;
  if (text.charCodeAt(start) !== OPEN) {
    fail(scan, 'expected-clause', start, start < end ? 1 : 0);
    return undefined;
  }
  if (text.charCodeAt(end - 1) !== CLOSE) {
    fail(scan, 'unclosed-clauses', end - 1, 1);
    return undefined;
  }
  if (depth >= MAX_NESTING_DEPTH) {
    fail(scan, 'too-deep', start, 1);
    return undefined;
  }
  // A nested region lies inside its parent's, which was already checked.
  const lineBreakAt = depth === 0 ? firstLineBreak(text, start, end) : undefined;
  if (lineBreakAt !== undefined) {
    fail(scan, 'line-break-in-clauses', lineBreakAt, 1);
    return undefined;
  }
  // With one clause needed, "none found" is known only after the loop and no clause error can come
  // first; with two, a missing second clause must be reported before the first clause's own errors.
  const count = needed === 2 ? countClauses(text, start, end) : needed;
  if (count < needed) {
    fail(scan, count === 1 ? 'missing-second-clause' : 'missing-clause', start, end - start);
    return undefined;
  }
  const sentences: Sentence[] = [];
  let level = 0;
  let clauseStart = -1;
  for (let position = start; position < end; position += 1) {
    const code = text.charCodeAt(position);
    if (code === OPEN) {
      if (level === 0) clauseStart = position + 1;
      level += 1;
    } else if (code === CLOSE) {
      level -= 1;
      if (level === 0 && clauseStart >= 0) {
        const clause = scan.readClause(scan, clauseStart, position, depth + 1, inherited);
        if (clause === undefined) return undefined;
        sentences.push(clause);
        clauseStart = -1;
      }
    }
  }
  if (!isNonEmpty(sentences)) {
    fail(scan, 'missing-clause', start, end - start);
    return undefined;
  }
  return sentences;
};

const isNonEmpty = (sentences: Sentence[]): sentences is [Sentence, ...Sentence[]] => sentences.length > 0;
