import type { GameState } from './state.ts';

export type MutableState = { -readonly [Key in keyof GameState]: GameState[Key] };

/**
 * A shallow copy of a state, its keys in one order: initialGameState's, then the optional `gameId`,
 * `role`, `profile`, `settings` (the order a game adds them in). Every fold copies the state, and a
 * spread (`{ ...state }`) fed with the states of every seat at every step of a game falls to V8's slow
 * generic path: it was most of the cost of folding a packet. A literal of fixed keys makes one shape.
 */
export const copyState = (state: GameState): MutableState => {
  const copy: MutableState = {
    self: state.self,
    day: state.day,
    agents: state.agents,
    status: state.status,
    knownRoles: state.knownRoles,
    teammates: state.teammates,
    executed: state.executed,
    attacked: state.attacked,
    divineResults: state.divineResults,
    mediumResults: state.mediumResults,
    votes: state.votes,
    attackVotes: state.attackVotes,
    talks: state.talks,
    whispers: state.whispers,
    remain: state.remain,
    finished: state.finished,
    erroredAgents: state.erroredAgents,
    phaseOfDay: state.phaseOfDay,
    historyKeys: state.historyKeys,
  };
  if (state.gameId !== undefined) copy.gameId = state.gameId;
  if (state.role !== undefined) copy.role = state.role;
  if (state.profile !== undefined) copy.profile = state.profile;
  if (state.settings !== undefined) copy.settings = state.settings;
  return copy;
};
