import type { GameState } from './state.ts';

/**
 * Agents the server has marked as errored ("zombies", server.md §4.6): they still show ALIVE, but
 * votes, attacks, divinations and guards on them are silently ignored. In turn-based talk every
 * healthy living agent is asked in every round until it says Over or has used its count, and even a
 * timeout is recorded (as Skip); so a living agent with no entry in a later round that others spoke
 * in has been dropped. Evaluated once the day's talk is complete (DAILY_FINISH). Not attempted when
 * the evidence is ambiguous: freeform phases (silence is allowed) and daily length budgets (an
 * agent out of budget is not asked).
 */
export const detectErroredAgents = (state: GameState): readonly string[] => {
  const talk = state.settings?.talk;
  if (talk === undefined || talk.duration !== undefined || talk.maxLength.perAgent !== undefined)
    return state.erroredAgents;
  const today = state.talks.filter((entry) => entry.day === state.day);
  if (today.length === 0) return state.erroredAgents;
  const lastRound = Math.max(...today.map((entry) => entry.turn));
  const found = state.agents.filter((agent) => {
    if (agent === state.self || state.status[agent] !== 'ALIVE' || state.erroredAgents.includes(agent)) return false;
    const own = today.filter((entry) => entry.agent === agent);
    if (own.some((entry) => entry.over) || own.length >= talk.maxCountPerAgent) return false;
    const lastOwnRound = own.length === 0 ? -1 : Math.max(...own.map((entry) => entry.turn));
    return lastOwnRound < lastRound;
  });
  return found.length === 0 ? state.erroredAgents : [...state.erroredAgents, ...found];
};
