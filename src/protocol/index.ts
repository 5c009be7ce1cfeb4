/** Public API of the AIWolf protocol 3.6 library (pure: no I/O). */
export * from './ast.ts';
export { formatAgent } from './agent-text.ts';
export { exceedsNestingDepth, MAX_NESTING_DEPTH } from './nesting-depth.ts';
export { type ParseOptions, parse } from './parse.ts';
export { parseAgent } from './parse-agent.ts';
export { print } from './print.ts';
export {
  PROTOCOL_ERROR_CODES,
  PROTOCOL_ERROR_MESSAGES,
  type ProtocolError,
  type ProtocolErrorCode,
} from './protocol-error.ts';
export { createRoster, type Roster } from './roster.ts';
export { completeSubjects, resolveSubjects } from './subjects.ts';
export { forEachStatedClause, someStatedClause } from './stated-clauses.ts';
export { DEFAULT_EXPANSION_ROLES, type ExpandAnyOptions, expandAny } from './expand-any.ts';
export { stripInheritedSubjects } from './strip-subjects.ts';
export { sentenceSchema } from './sentence-schema.ts';
