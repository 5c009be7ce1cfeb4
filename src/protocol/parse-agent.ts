import type { AgentNumber } from './ast.ts';
import { type ProtocolError, protocolError } from './protocol-error.ts';
import { expectEnd, FAILED, readAgent, type Scan, trimEnd, trimStart } from './text-scanner.ts';
import { err, ok, type Result } from '../result.ts';

/** A whole text that is one agent: `Agent[3]`, `Agent[03]`, or `ANY` (0). Surrounding blanks are ignored. */
export const parseAgent = (text: string): Result<AgentNumber, ProtocolError> => {
  const start = trimStart(text, 0, text.length);
  const end = trimEnd(text, start, text.length);
  if (start === end) return err(protocolError({ code: 'empty-text', offset: start }));
  const scan: Scan = { text, lenient: false, error: undefined, value: 0 };
  const afterAgent = readAgent(scan, start, end);
  if (afterAgent === FAILED) return err(scan.error ?? protocolError({ code: 'expected-agent', offset: start }));
  const agent = scan.value;
  if (expectEnd(scan, afterAgent, end) === FAILED)
    return err(scan.error ?? protocolError({ code: 'trailing-text', offset: afterAgent }));
  return ok(agent);
};
