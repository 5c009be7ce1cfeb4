import { ANY, type AgentNumber, type ProtocolRole, type ProtocolSpecies, type Sentence } from './ast.ts';
import { stripInheritedSubjects } from './strip-subjects.ts';
import { completeSubjects } from './subjects.ts';

export type ExpandAnyOptions = {
  /** Roles that ANY in a role slot stands for; default the six roles of the ver3.6 document. */
  readonly roles?: readonly ProtocolRole[];
};

export const DEFAULT_EXPANSION_ROLES: readonly ProtocolRole[] = [
  'VILLAGER',
  'SEER',
  'MEDIUM',
  'BODYGUARD',
  'WEREWOLF',
  'POSSESSED',
];
const EXPANSION_SPECIES: readonly ProtocolSpecies[] = ['HUMAN', 'WEREWOLF'];

/**
 * Seed 000 §5.4: ANY is the OR of every value it stands for. Each sentence's own ANY (subject, target,
 * role, species) becomes an OR of copies at that sentence, so `INQUIRE Agent[01] (VOTED ANY)` becomes
 * `INQUIRE Agent[01] (OR (VOTED Agent[01]) (VOTED Agent[02]) …)` and `REQUEST ANY (X)` becomes
 * `OR (REQUEST Agent[01] (X)) …` with X's omitted subject following each new target. Several ANY in one
 * sentence give one OR over all combinations. With no candidate agents an agent ANY stays as it is
 * (an OR needs at least one clause). Resolve subjects first when the speaker is known.
 */
export const expandAny = (
  sentence: Sentence,
  agents: readonly AgentNumber[],
  options: ExpandAnyOptions = {},
): Sentence => {
  const candidates = [...new Set(agents.filter((agent) => agent !== ANY))];
  const roles = (options.roles ?? DEFAULT_EXPANSION_ROLES).filter((role) => role !== 'ANY');
  const expanded = expandNode(stripInheritedSubjects(sentence), { candidates, roles });
  return completeSubjects(expanded);
};

type Choices = { readonly candidates: readonly AgentNumber[]; readonly roles: readonly ProtocolRole[] };

const expandNode = (sentence: Sentence, choices: Choices): Sentence => {
  const withClauses = expandClauses(sentence, choices);
  const alternatives = ownAlternatives(withClauses, choices);
  const [first, ...rest] = alternatives;
  if (first === undefined) return withClauses;
  // One candidate: the sentence itself with ANY replaced, not an OR of one.
  if (rest.length === 0) return first;
  const subject = 'subject' in withClauses ? withClauses.subject : undefined;
  const keptSubject = subject === undefined || subject === ANY ? {} : { subject };
  return { ...keptSubject, type: 'OR', clauses: [first, ...rest] };
};

const expandClauses = (sentence: Sentence, choices: Choices): Sentence => {
  const expand = (clause: Sentence): Sentence => expandNode(clause, choices);
  switch (sentence.type) {
    case 'REQUEST':
    case 'INQUIRE':
    case 'NOT':
    case 'DAY':
      return { ...sentence, clause: expand(sentence.clause) };
    case 'BECAUSE':
    case 'XOR':
      return { ...sentence, clauses: [expand(sentence.clauses[0]), expand(sentence.clauses[1])] };
    case 'AND':
    case 'OR': {
      const [first, ...rest] = sentence.clauses;
      return { ...sentence, clauses: [expand(first), ...rest.map(expand)] };
    }
    default:
      return sentence;
  }
};

/** Every copy of the sentence with its own ANY slots replaced, in a stable order (subject, target, word). */
const ownAlternatives = (sentence: Sentence, choices: Choices): Sentence[] => {
  if (sentence.type === 'OVER' || sentence.type === 'SKIP') return [sentence];
  let copies: Sentence[] = [sentence];
  const agentsFor = (value: AgentNumber | undefined): readonly AgentNumber[] | undefined =>
    value === ANY && choices.candidates.length > 0 ? choices.candidates : undefined;
  const subjects = agentsFor(sentence.subject);
  if (subjects !== undefined)
    copies = copies.flatMap((copy) => subjects.map((subject) => ({ ...copy, subject }) as Sentence));
  if ('target' in sentence) {
    const targets = agentsFor(sentence.target);
    if (targets !== undefined)
      copies = copies.flatMap((copy) => targets.map((target) => ({ ...copy, target }) as Sentence));
  }
  if ('role' in sentence && sentence.role === 'ANY' && choices.roles.length > 0) {
    copies = copies.flatMap((copy) => choices.roles.map((role) => ({ ...copy, role }) as Sentence));
  }
  if ('species' in sentence && sentence.species === 'ANY') {
    copies = copies.flatMap((copy) => EXPANSION_SPECIES.map((species) => ({ ...copy, species }) as Sentence));
  }
  return copies;
};
