// Where the timed tree's `runTournament` lives. The A/B bench writes this file again in a tree that kept it
// elsewhere (before the composition root took it over, it was the arena's own: src/arena/index.ts).
export { runTournament } from '../../src/compose/index.ts';
