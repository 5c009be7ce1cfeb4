import type { AgentNumber, Sentence } from './ast.ts';
import type { ProtocolError } from './protocol-error.ts';
import type { Scan } from './text-scanner.ts';
import type { Result } from '../result.ts';

export type Parsed = Result<Sentence, ProtocolError>;

/**
 * One parse: the scan state plus the whole-sentence reader, which the operators call for each clause
 * (passed in rather than imported, so the operator readers do not import the entry point back).
 */
export type SentenceScan = Scan & {
  readonly readClause: (
    scan: SentenceScan,
    start: number,
    end: number,
    depth: number,
    inherited: AgentNumber | undefined,
  ) => Sentence | undefined;
};

/**
 * Reads the rest of a sentence after its verb: `position` is just past the verb, `end` the trimmed end,
 * `subject` the sentence's own subject or, when the text omits it, the one it inherits (undefined at
 * the top level). Returns the sentence, or undefined with `scan.error` set. Positional parameters, not an
 * options object: this runs once per sentence on the parser's hot path and allocates nothing itself.
 */
export type ReadBody<T> = (
  scan: SentenceScan,
  position: number,
  end: number,
  depth: number,
  subject: AgentNumber | undefined,
  type: T,
) => Sentence | undefined;
