import type { AgentNumber, Sentence } from './ast.ts';
import type { ProtocolError } from './protocol-error.ts';
import type { Range } from './text-scanner.ts';
import type { Result } from '../result.ts';

export type Parsed = Result<Sentence, ProtocolError>;

/** What every parsing step needs; `parseNested` is the whole-utterance parser, for clauses. */
export type ParseContext = {
  readonly text: string;
  readonly lenient: boolean;
  readonly parseNested: (range: Range, depth: number) => Parsed;
};

/** The rest of a sentence after its verb: `position` is just past the verb, `end` the trimmed end. */
export type Body<T> = {
  readonly context: ParseContext;
  readonly position: number;
  readonly end: number;
  readonly depth: number;
  readonly subjectPart: { readonly subject?: AgentNumber };
  readonly type: T;
};
