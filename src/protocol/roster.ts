import type { AgentNumber } from './ast.ts';
import { formatAgent } from './agent-text.ts';

/**
 * Maps the names a game gives its agents (`Agent[03]`, or character names such as ミナト) to protocol
 * agent numbers and back. The protocol only speaks numbers; the roster is the one place that knows names.
 */
export type Roster = {
  readonly names: readonly string[];
  numberOf(name: string): AgentNumber | undefined;
  nameOf(agentNumber: AgentNumber): string | undefined;
  /** Protocol text of the number: `Agent[03]`, or `ANY` for 0. */
  format(agentNumber: AgentNumber): string;
};

const AGENT_NAME = /^Agent\[(\d{1,9})\]$/;

const numberInAgentName = (name: string): number | undefined => {
  const match = AGENT_NAME.exec(name);
  return match?.[1] === undefined ? undefined : Number(match[1]);
};

/**
 * Numbering rule: when every name is `Agent[NN]` (and the numbers are distinct and not 0), the number is
 * NN, so protocol text from the server keeps its meaning; otherwise it is the 1-based position in the
 * list (the game state keeps agents in status_map order, which is the same for every player).
 */
export const createRoster = (agents: readonly string[]): Roster => {
  const names = [...agents];
  const fromNames = names.map(numberInAgentName);
  const usable =
    fromNames.every((value) => value !== undefined && value > 0) && new Set(fromNames).size === fromNames.length;
  const numbers = usable ? (fromNames as number[]) : names.map((_, index) => index + 1);
  const numberByName = new Map<string, number>();
  const nameByNumber = new Map<number, string>();
  names.forEach((name, index) => {
    const agentNumber = numbers[index];
    if (agentNumber === undefined || numberByName.has(name)) return;
    numberByName.set(name, agentNumber);
    nameByNumber.set(agentNumber, name);
  });
  return {
    names,
    numberOf: (name) => numberByName.get(name),
    nameOf: (agentNumber) => nameByNumber.get(agentNumber),
    format: formatAgent,
  };
};
