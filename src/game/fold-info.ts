import { type PacketInfo, usableStatusMap } from '../packets/index.ts';
import { copyState } from './copy-state.ts';
import type { DeathEntry, GameRole, GameState, Judgement, RemainCounters, VoteEntry } from './state.ts';

const addDeath = (list: readonly DeathEntry[], entry: DeathEntry): readonly DeathEntry[] =>
  list.some((known) => known.day === entry.day && known.agent === entry.agent) ? list : [...list, entry];

const addJudgement = (list: readonly Judgement[], entry: Judgement): readonly Judgement[] =>
  list.some((known) => known.day === entry.day && known.target === entry.target && known.agent === entry.agent)
    ? list
    : [...list, entry];

const sameVote = (left: VoteEntry | undefined, right: VoteEntry | undefined): boolean =>
  left !== undefined &&
  right !== undefined &&
  left.day === right.day &&
  left.agent === right.agent &&
  left.target === right.target;

/**
 * vote_list holds the final round of one day; the same list is repeated in every packet of the next day.
 * A repeat (the list already ends with exactly these votes, and no earlier vote is of their day) keeps
 * the list itself, which is what the replacement would rebuild.
 */
const replaceVotesOfDays = (
  list: readonly VoteEntry[],
  incoming: readonly VoteEntry[] | undefined,
): readonly VoteEntry[] => {
  if (incoming === undefined || incoming.length === 0) return list;
  if (isRepeat(list, incoming)) return list;
  const days = new Set(incoming.map((vote) => vote.day));
  return [...list.filter((vote) => !days.has(vote.day)), ...incoming];
};

const isRepeat = (list: readonly VoteEntry[], incoming: readonly VoteEntry[]): boolean => {
  const start = list.length - incoming.length;
  if (start < 0) return false;
  const day = incoming[0]?.day;
  for (let index = 0; index < incoming.length; index++) {
    const vote = incoming[index];
    // One day only (the server's lists are), and entry for entry what the list ends with.
    if (vote?.day !== day || !sameVote(list[start + index], vote)) return false;
  }
  for (let index = 0; index < start; index++) if (list[index]?.day === day) return false;
  return true;
};

const remainOf = (info: PacketInfo): RemainCounters => {
  // Key by key rather than conditional spreads: this runs for every packet of every seat.
  const remain: { -readonly [Key in keyof RemainCounters]: RemainCounters[Key] } = {};
  if (info.remainCount !== undefined) remain.count = info.remainCount;
  if (info.remainLength !== undefined) remain.length = info.remainLength;
  if (info.remainSkip !== undefined) remain.skip = info.remainSkip;
  return remain;
};

/** The roster in the order first seen; the previous list itself when nothing changed (most packets). */
const rosterOrder = (known: readonly string[], roster: ReadonlySet<string>): readonly string[] => {
  if (known.length === roster.size && known.every((name) => roster.has(name))) return known;
  return [...known.filter((name) => roster.has(name)), ...[...roster].filter((name) => !known.includes(name))];
};

/** The names of `statusMap` are exactly `known`, in that order: the common case, checked without a Set. */
const sameRoster = (known: readonly string[], statusMap: Readonly<Record<string, unknown>>): boolean => {
  let index = 0;
  for (const name in statusMap) if (known[index++] !== name) return false;
  return index === known.length;
};

/**
 * Roles known so far plus this packet's; the previous record itself when the packet adds nothing. With
 * nothing known yet, the packet's map itself (the copy would be equal, and maps are never changed once
 * read): a seat of the in-process arena then gets its own role map again in every packet, which is
 * told by identity without reading it.
 */
const mergeRoles = (
  known: Readonly<Record<string, GameRole>>,
  incoming: Readonly<Record<string, GameRole>>,
): Readonly<Record<string, GameRole>> => {
  if (incoming === known) return known;
  for (const name in incoming)
    if (known[name] !== incoming[name]) return isEmpty(known) ? incoming : merged(known, incoming);
  return known;
};

/** `{ ...known, ...incoming }`: the known roles, with the incoming ones added or replacing them. */
const merged = (
  known: Readonly<Record<string, GameRole>>,
  incoming: Readonly<Record<string, GameRole>>,
): Record<string, GameRole> => {
  const roles: Record<string, GameRole> = {};
  for (const name in known) roles[name] = known[name] as GameRole;
  for (const name in incoming) roles[name] = incoming[name] as GameRole;
  return roles;
};

const isEmpty = (record: Readonly<Record<string, unknown>>): boolean => {
  for (const _ in record) return false;
  return true;
};

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
  // The very map folded last (the in-process arena shares one until someone dies) was usable then
  // and gave this roster: it is not read again.
  const sameMap = info.statusMap === state.status;
  const statusMap = sameMap ? state.status : usableStatusMap(info.statusMap);
  const agents =
    statusMap === undefined || sameMap
      ? state.agents
      : sameRoster(state.agents, statusMap)
        ? state.agents
        : rosterOrder(state.agents, new Set(Object.keys(statusMap)));
  const knownRoles = mergeRoles(state.knownRoles, info.roleMap);
  const role = knownRoles[self] ?? state.role;
  const teammates =
    role === 'WEREWOLF' ? agents.filter((name) => name !== self && knownRoles[name] === 'WEREWOLF') : state.teammates;
  // The same keys, in the same order, as spreading `state` and then the optional fields; assigned one
  // by one because conditional spreads cost more than the rest of the fold (every packet, every seat).
  const next = copyState(state);
  if (info.gameId !== undefined) next.gameId = info.gameId;
  next.self = self;
  if (role !== undefined) next.role = role;
  if (info.profile !== undefined) next.profile = info.profile;
  next.day = day;
  // A new day starts new talk and whisper lists (and the whisper idx restarts).
  next.phaseOfDay = day === state.day ? state.phaseOfDay : 0;
  next.agents = agents;
  next.status = statusMap ?? state.status;
  next.knownRoles = knownRoles;
  next.teammates = teammates;
  next.executed =
    info.executedAgent === undefined
      ? state.executed
      : addDeath(state.executed, { day: eventDay, agent: info.executedAgent });
  next.attacked =
    info.attackedAgent === undefined
      ? state.attacked
      : addDeath(state.attacked, { day: eventDay, agent: info.attackedAgent });
  next.divineResults =
    info.divineResult === undefined ? state.divineResults : addJudgement(state.divineResults, info.divineResult);
  next.mediumResults =
    info.mediumResult === undefined ? state.mediumResults : addJudgement(state.mediumResults, info.mediumResult);
  next.votes = replaceVotesOfDays(state.votes, info.voteList);
  next.attackVotes = replaceVotesOfDays(state.attackVotes, info.attackVoteList);
  next.remain = remainOf(info);
  return next;
};
