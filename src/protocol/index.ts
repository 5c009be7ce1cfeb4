/** Public API of the AIWolf protocol 3.6 library (pure: no I/O). */
export * from './ast.ts';
export { formatAgent } from './agent-text.ts';
export { createRoster, type Roster } from './roster.ts';
