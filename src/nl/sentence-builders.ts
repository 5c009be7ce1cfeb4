import { ANY, type AgentNumber, type ProtocolRole, type ProtocolSpecies, type Sentence } from '../protocol/index.ts';

/** The agent number in a capture group of a mention token; undefined when the group did not match. */
export const agentIn = (group: string | undefined): AgentNumber | undefined =>
  group === undefined ? undefined : Number(group);

export const comingOut = (target: AgentNumber, role: ProtocolRole): Sentence => ({ type: 'COMINGOUT', target, role });
export const estimate = (target: AgentNumber, role: ProtocolRole): Sentence => ({ type: 'ESTIMATE', target, role });
export const divined = (target: AgentNumber, species: ProtocolSpecies): Sentence => ({
  type: 'DIVINED',
  target,
  species,
});
export const identified = (target: AgentNumber, species: ProtocolSpecies): Sentence => ({
  type: 'IDENTIFIED',
  target,
  species,
});
export const action = (
  type: 'VOTE' | 'VOTED' | 'DIVINATION' | 'GUARD' | 'GUARDED' | 'ATTACK',
  target: AgentNumber,
): Sentence => ({
  type,
  target,
});
export const request = (target: AgentNumber, clause: Sentence): Sentence => ({
  type: 'REQUEST',
  target,
  clause,
});
export const inquire = (target: AgentNumber, clause: Sentence): Sentence => ({
  type: 'INQUIRE',
  target,
  clause,
});
export const not = (clause: Sentence): Sentence => ({ type: 'NOT', clause });
export { ANY };
