import {
  ANY,
  ROLES,
  SPECIES,
  type AgentNumber,
  type Sentence,
  TALK_TYPES,
  TARGET_VERBS,
} from '../../src/protocol/index.ts';
import type { Random } from '../../src/random.ts';

/** Random ASTs for round-trip properties: every sentence kind, any nesting up to `maxDepth`. */
export const generateSentence = (random: Random, maxDepth = 4): Sentence => generate(random, 0, maxDepth);

const pick = <T>(random: Random, items: readonly T[]): T => items[random.int(items.length)] as T;

const agent = (random: Random): AgentNumber =>
  pick(random, [ANY, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 100, 2_147_483_647]);

const number = (random: Random): number => pick(random, [0, 1, 2, 3, 7, 14, 99, 1000, 2_147_483_647]);

const subjectPart = (random: Random): { subject?: AgentNumber } => {
  const choice = random.int(4);
  return choice < 2 ? {} : { subject: agent(random) };
};

const generate = (random: Random, depth: number, maxDepth: number): Sentence => {
  const kinds = depth >= maxDepth ? 6 : 11;
  const clause = (): Sentence => generate(random, depth + 1, maxDepth);
  switch (random.int(kinds)) {
    case 0:
      return random.int(2) === 0 ? { type: 'OVER' } : { type: 'SKIP' };
    case 1:
      return {
        ...subjectPart(random),
        type: pick(random, ['AGREE', 'DISAGREE'] as const),
        talkType: pick(random, TALK_TYPES),
        talkDay: number(random),
        talkId: number(random),
      };
    case 2:
      return {
        ...subjectPart(random),
        type: pick(random, ['ESTIMATE', 'COMINGOUT'] as const),
        target: agent(random),
        role: pick(random, ROLES),
      };
    case 3:
      return {
        ...subjectPart(random),
        type: pick(random, ['DIVINED', 'IDENTIFIED'] as const),
        target: agent(random),
        species: pick(random, SPECIES),
      };
    case 4:
    case 5:
      return { ...subjectPart(random), type: pick(random, TARGET_VERBS), target: agent(random) };
    case 6:
      return {
        ...subjectPart(random),
        type: pick(random, ['REQUEST', 'INQUIRE'] as const),
        target: agent(random),
        clause: clause(),
      };
    case 7:
      return { ...subjectPart(random), type: pick(random, ['BECAUSE', 'XOR'] as const), clauses: [clause(), clause()] };
    case 8: {
      const rest = Array.from({ length: random.int(4) }, clause);
      return { ...subjectPart(random), type: pick(random, ['AND', 'OR'] as const), clauses: [clause(), ...rest] };
    }
    case 9:
      return { ...subjectPart(random), type: 'NOT', clause: clause() };
    default:
      return { ...subjectPart(random), type: 'DAY', day: number(random), clause: clause() };
  }
};
