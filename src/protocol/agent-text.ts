import { ANY, type AgentNumber } from './ast.ts';

/** `Agent[00]` … `Agent[99]` made once: printing an agent is then a lookup, not a new string. */
const SHORT_AGENT_TEXTS: readonly string[] = Array.from({ length: 100 }, (_, index) =>
  index === ANY ? 'ANY' : `Agent[${String(index).padStart(2, '0')}]`,
);

/** `Agent[03]`, `Agent[100]`, or `ANY` for 0: the reference pads the index to at least two digits. */
export const formatAgent = (agentNumber: AgentNumber): string =>
  SHORT_AGENT_TEXTS[agentNumber] ?? (agentNumber === ANY ? 'ANY' : `Agent[${String(agentNumber).padStart(2, '0')}]`);
