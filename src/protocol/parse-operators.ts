import { ANY, type AgentNumber, type Sentence } from './ast.ts';
import { splitClauses } from './clause-split.ts';
import { controlAt } from './control-sentence.ts';
import { MAX_NESTING_DEPTH } from './nesting-depth.ts';
import type { Body, Parsed } from './parse-body.ts';
import { type ProtocolError, protocolError } from './protocol-error.ts';
import { readAgent, readNumber, requireBlanks, skipBlanks, trimRange } from './text-scanner.ts';
import { err, ok, type Result } from '../result.ts';

const OPEN = 0x28;
const CLOSE = 0x29;

/** The eight operators: `[subject] OP [target|day] (clause) (clause) …`. */
export const parseAddressed = (body: Body<'REQUEST' | 'INQUIRE'>): Parsed => {
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
  const split = text.charCodeAt(body.end - 1) === CLOSE ? splitClauses(text, { start: clausesStart, end: body.end }) : undefined;
  const ranges = split === undefined || split.lineBreakAt !== undefined ? [] : split.clauses;
  const only = ranges.length === 1 ? ranges[0] : undefined;
  if (only === undefined) return undefined;
  const { start, end } = trimRange(text, only);
  const agent = readAgent(text, start, end);
  if (!agent.ok) return undefined;
  const clause = controlAt(text, skipBlanks(text, agent.value.next, end), end);
  return clause === undefined ? undefined : { target: agent.value.value, clause };
};

export const parseConnective = (body: Body<'BECAUSE' | 'XOR' | 'AND' | 'OR' | 'NOT'>): Parsed => {
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

export const parseDated = (body: Body<'DAY'>): Parsed => {
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
  if (text.charCodeAt(end - 1) !== CLOSE) return err(protocolError({ code: 'unclosed-clauses', offset: end - 1, length: 1 }));
  if (body.depth >= MAX_NESTING_DEPTH) return err(protocolError({ code: 'too-deep', offset: start, length: 1 }));
  const { clauses: ranges, lineBreakAt } = splitClauses(text, { start, end });
  if (lineBreakAt !== undefined) return err(protocolError({ code: 'line-break-in-clauses', offset: lineBreakAt, length: 1 }));
  if (ranges.length < needed) {
    const code = ranges.length === 1 ? 'missing-second-clause' : 'missing-clause';
    return err(protocolError({ code, offset: start, length: end - start }));
  }
  const sentences: Sentence[] = [];
  for (const range of ranges) {
    const clause = context.parseNested(range, body.depth + 1);
    if (!clause.ok) return clause;
    sentences.push(clause.value);
  }
  const [first, ...rest] = sentences;
  return first === undefined ? err(protocolError({ code: 'missing-clause', offset: start })) : ok([first, ...rest]);
};
