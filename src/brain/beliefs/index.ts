/** Beliefs: what the brain knows and infers about one game (pure). */
export type {
  AgentView,
  Beliefs,
  DeathCause,
  Origin,
  Question,
  Report,
  RoleClaim,
  Suspicion,
  Understood,
} from './types.ts';
export { type BeliefsMemo, beliefsFromStatements, computeBeliefs, createBeliefsMemo, viewOf } from './compute.ts';
export { describeBeliefs } from './describe.ts';
export { withoutEchoes } from './echoed-results.ts';
export { type Inference, inferRoles } from './inference.ts';
export {
  collectStatements,
  emptyTalkStatements,
  foldTalk,
  type StatementReader,
  type Statements,
  type TalkStatements,
} from './statements.ts';
export { createRosterPool, type RosterPool } from './roster-pool.ts';
export { sameCast } from './same-cast.ts';
export { createStatementsFolder, type StatementsFolder } from './statements-folder.ts';
export { createUnderstandingCache, type ReadTalk } from './understanding.ts';
