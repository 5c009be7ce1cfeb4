import type { GameState } from './state.ts';

/** The state before any packet: nothing known yet. `self` is filled in from the first `info.agent`. */
export const initialGameState = (options: { self?: string } = {}): GameState => ({
  self: options.self ?? '',
  day: 0,
  agents: [],
  status: {},
  knownRoles: {},
  teammates: [],
  executed: [],
  attacked: [],
  divineResults: [],
  mediumResults: [],
  votes: [],
  attackVotes: [],
  talks: [],
  whispers: [],
  remain: {},
  finished: false,
  erroredAgents: [],
  phaseOfDay: 0,
  historyKeys: { talks: [], whispers: [] },
});
