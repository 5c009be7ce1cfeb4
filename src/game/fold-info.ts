import { type PacketInfo, usableStatusMap } from '../packets/index.ts';
import type { DeathEntry, GameRole, GameState, Judgement, RemainCounters, VoteEntry } from './state.ts';

const addDeath = (list: readonly DeathEntry[], entry: DeathEntry): readonly DeathEntry[] =>
  list.some((known) => known.day === entry.day && known.agent === entry.agent) ? list : [...list, entry];

const addJudgement = (list: readonly Judgement[], entry: Judgement): readonly Judgement[] =>
  list.some((known) => known.day === entry.day && known.target === entry.target && known.agent === entry.agent)
    ? list
    : [...list, entry];

/** vote_list holds the final round of one day; the same list is repeated in every packet of the next day. */
const replaceVotesOfDays = (
  list: readonly VoteEntry[],
  incoming: readonly VoteEntry[] | undefined,
): readonly VoteEntry[] => {
  if (incoming === undefined || incoming.length === 0) return list;
  const days = new Set(incoming.map((vote) => vote.day));
  return [...list.filter((vote) => !days.has(vote.day)), ...incoming];
};

const remainOf = (info: PacketInfo): RemainCounters => ({
  ...(info.remainCount === undefined ? {} : { count: info.remainCount }),
  ...(info.remainLength === undefined ? {} : { length: info.remainLength }),
  ...(info.remainSkip === undefined ? {} : { skip: info.remainSkip }),
});

/**
 * Everything `info` says. Results (executed, attacked, judgements, votes) describe the PREVIOUS
 * day and are repeated by every packet of the current day (server.md §1.3): they are accumulated
 * with the day they happened and deduplicated. `finishing` keeps the day of the last phase: the
 * FINISH packet's day is one past it.
 */
export const foldInfo = (options: { state: GameState; info: PacketInfo; finishing: boolean }): GameState => {
  const { state, info } = options;
  const self = info.agent;
  const day = options.finishing ? Math.max(state.day, info.day - 1) : info.day;
  const eventDay = info.day - 1;
  // This packet's status_map is the roster for this packet: names are never accumulated across
  // packets, so a name one broken packet listed is gone with the next one. Kept in the order first
  // seen (Go sends the keys sorted, so the order is stable anyway). An unusable map changes nothing.
  const statusMap = usableStatusMap(info.statusMap);
  const roster = statusMap === undefined ? undefined : new Set(Object.keys(statusMap));
  const agents =
    roster === undefined
      ? state.agents
      : [
          ...state.agents.filter((name) => roster.has(name)),
          ...[...roster].filter((name) => !state.agents.includes(name)),
        ];
  const knownRoles: Record<string, GameRole> = { ...state.knownRoles, ...info.roleMap };
  const role = knownRoles[self] ?? state.role;
  const teammates =
    role === 'WEREWOLF' ? agents.filter((name) => name !== self && knownRoles[name] === 'WEREWOLF') : state.teammates;
  return {
    ...state,
    ...(info.gameId === undefined ? {} : { gameId: info.gameId }),
    self,
    ...(role === undefined ? {} : { role }),
    ...(info.profile === undefined ? {} : { profile: info.profile }),
    day,
    // A new day starts new talk and whisper lists (and the whisper idx restarts).
    phaseOfDay: day === state.day ? state.phaseOfDay : 0,
    agents,
    status: statusMap ?? state.status,
    knownRoles,
    teammates,
    executed:
      info.executedAgent === undefined
        ? state.executed
        : addDeath(state.executed, { day: eventDay, agent: info.executedAgent }),
    attacked:
      info.attackedAgent === undefined
        ? state.attacked
        : addDeath(state.attacked, { day: eventDay, agent: info.attackedAgent }),
    divineResults:
      info.divineResult === undefined ? state.divineResults : addJudgement(state.divineResults, info.divineResult),
    mediumResults:
      info.mediumResult === undefined ? state.mediumResults : addJudgement(state.mediumResults, info.mediumResult),
    votes: replaceVotesOfDays(state.votes, info.voteList),
    attackVotes: replaceVotesOfDays(state.attackVotes, info.attackVoteList),
    remain: remainOf(info),
  };
};
