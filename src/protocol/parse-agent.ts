import type { AgentNumber } from './ast.ts';
import { type ProtocolError, protocolError } from './protocol-error.ts';
import { readAgent, trimRange } from './text-scanner.ts';
import { err, ok, type Result } from '../result.ts';

/** A whole text that is one agent: `Agent[3]`, `Agent[03]`, or `ANY` (0). Surrounding blanks are ignored. */
export const parseAgent = (text: string): Result<AgentNumber, ProtocolError> => {
  const { start, end } = trimRange(text, { start: 0, end: text.length });
  if (start === end) return err(protocolError({ code: 'empty-text', offset: start }));
  const agent = readAgent(text, start, end);
  if (!agent.ok) return agent;
  return agent.value.next === end
    ? ok(agent.value.value)
    : err(protocolError({ code: 'trailing-text', offset: agent.value.next, length: end - agent.value.next }));
};
