import { ANY, type AgentNumber } from './ast.ts';

/** `Agent[03]`, `Agent[100]`, or `ANY` for 0: the reference pads the index to at least two digits. */
export const formatAgent = (agentNumber: AgentNumber): string =>
  agentNumber === ANY ? 'ANY' : `Agent[${String(agentNumber).padStart(2, '0')}]`;
