import type { GameRole } from '../../game/state.ts';
import type { ArenaConfig, TalkSettingConfig } from '../config/arena-config-schema.ts';
import type { DayStatus } from './game-status.ts';
import type { ArenaSeat, ServerTalk } from './rules-types.ts';

/**
 * Builds packets exactly as the server does (keys, presence rules and key order of Go's encoding/json:
 * struct fields in declaration order, map keys sorted bytewise). Pure; the caller owns the history
 * pointers that make talk/whisper histories diffs.
 */
export type HistoryPointers = {
  talk: Map<number, number>;
  whisper: Map<number, number>;
};

export type PacketContext = {
  readonly gameId: string;
  readonly config: ArenaConfig;
  readonly seats: readonly ArenaSeat[];
  readonly day: number;
  readonly current: DayStatus;
  readonly previous: DayStatus | undefined;
  readonly pointers: HistoryPointers;
};

/** Go sorts map keys by their UTF-8 bytes, which is code point order (not UTF-16 order). */
const byCodePoint = (left: string, right: string): number => {
  const a = [...left];
  const b = [...right];
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const difference = (a[index]?.codePointAt(0) ?? 0) - (b[index]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
};

// Seats never change during a game, so their map order is computed once per seat list.
const sortedSeatsCache = new WeakMap<readonly ArenaSeat[], readonly ArenaSeat[]>();
const seatsInMapOrder = (seats: readonly ArenaSeat[]): readonly ArenaSeat[] => {
  let sorted = sortedSeatsCache.get(seats);
  if (sorted === undefined) {
    sorted = [...seats].sort((left, right) => byCodePoint(left.name, right.name));
    sortedSeatsCache.set(seats, sorted);
  }
  return sorted;
};

const talkSettingJson = (setting: TalkSettingConfig): Record<string, unknown> => {
  const limits = setting.max_length;
  const maxLength: Record<string, unknown> = {};
  if (limits.per_talk !== -1 || limits.per_agent !== -1 || limits.base_length !== -1) {
    maxLength.count_in_word = limits.count_in_word;
    maxLength.count_spaces = limits.count_spaces;
  }
  if (limits.per_talk !== -1) maxLength.per_talk = limits.per_talk;
  if (limits.per_agent !== -1 || limits.base_length !== -1) maxLength.mention_length = limits.mention_length;
  if (limits.per_agent !== -1) maxLength.per_agent = limits.per_agent;
  if (limits.base_length !== -1) maxLength.base_length = limits.base_length;
  const json: Record<string, unknown> = {
    max_count: {
      per_agent: setting.max_count.per_agent,
      per_day: setting.max_count.per_day,
    },
    max_length: maxLength,
    max_skip: setting.max_skip,
  };
  if (setting.duration !== undefined) json.duration = setting.duration;
  return json;
};

export const settingJson = (config: ArenaConfig): Record<string, unknown> => {
  const game = config.game;
  const json: Record<string, unknown> = { agent_count: game.agent_count };
  if (game.max_day >= 0) json.max_day = game.max_day;
  json.vote_visibility = game.vote_visibility;
  json.talk = talkSettingJson(game.talk);
  json.whisper = talkSettingJson(game.whisper);
  json.vote = {
    max_count: game.vote.max_count,
    allow_self_vote: game.vote.allow_self_vote,
  };
  json.attack_vote = {
    max_count: game.attack_vote.max_count,
    allow_self_vote: game.attack_vote.allow_self_vote,
    allow_no_target: game.attack_vote.allow_no_target,
  };
  json.timeout = {
    action: config.server.timeout.action,
    response: config.server.timeout.response,
  };
  const roles: GameRole[] = ['BODYGUARD', 'MEDIUM', 'POSSESSED', 'SEER', 'VILLAGER', 'WEREWOLF'];
  json.role_num_map = Object.fromEntries(roles.map((role) => [role, config.logic.roles[role] ?? 0]));
  return json;
};

// One setting object per config, shared by every packet that carries it: packets are never changed once
// built (printed-frame.ts), and a shared object lets an in-process seat recognise the setting it read.
const settingCache = new WeakMap<ArenaConfig, Record<string, unknown>>();
const sharedSettingJson = (config: ArenaConfig): Record<string, unknown> => {
  let setting = settingCache.get(config);
  if (setting === undefined) {
    setting = settingJson(config);
    settingCache.set(config, setting);
  }
  return setting;
};

const nameOf = (seats: readonly ArenaSeat[], idx: number): string => seats[idx - 1]?.name ?? '';

export const buildInfo = (
  context: PacketContext,
  seat: ArenaSeat,
  options: { allRoles?: boolean; profile?: boolean } = {},
) => {
  const { previous, current, seats } = context;
  const info: Record<string, unknown> = {
    game_id: context.gameId,
    day: context.day,
    agent: seat.name,
  };
  if (options.profile === true && seat.profileText !== undefined) info.profile = seat.profileText;
  if (previous !== undefined) {
    if (previous.mediumResult !== undefined && seat.role === 'MEDIUM') info.medium_result = previous.mediumResult;
    if (previous.divineResult !== undefined && seat.role === 'SEER') info.divine_result = previous.divineResult;
    if (previous.executed !== undefined) info.executed_agent = nameOf(seats, previous.executed);
    if (previous.attacked !== undefined) info.attacked_agent = nameOf(seats, previous.attacked);
    // Go omits empty slices here (omitempty), so no valid vote means no key at all.
    if (context.config.game.vote_visibility && previous.votes.length > 0) info.vote_list = previous.votes;
    if (context.config.game.vote_visibility && seat.role === 'WEREWOLF' && previous.attackVotes.length > 0)
      info.attack_vote_list = previous.attackVotes;
  }
  const remain = current.remain;
  if (remain !== undefined) {
    const own = remain.get(seat.idx);
    info.remain_count = own?.count ?? 0;
    if (own?.length !== undefined) info.remain_length = own.length;
    info.remain_skip = own?.skip ?? 0;
  }
  info.status_map = statusMapOf(seats, current.status);
  info.role_map = options.allRoles === true ? allRolesMap(seats) : roleMapOf(seats, seat);
  return info;
};

/*
 * The status and role maps are shared by every packet that shows the same thing (the status map of a
 * day until someone dies, a seat's role map all game): packets are never changed once built, and a
 * seat that receives the very map it folded last can skip reading it again (fold-info.ts). Built only
 * when something changed, which also spares an object per packet and seat.
 */
const statusMaps = new WeakMap<ReadonlyMap<number, string>, Record<string, string>>();
const statusMapOf = (seats: readonly ArenaSeat[], status: ReadonlyMap<number, string>): Record<string, string> => {
  const ordered = seatsInMapOrder(seats);
  const shown = statusMaps.get(status);
  if (shown !== undefined && showsStatus(shown, ordered, status)) return shown;
  const statusMap: Record<string, string> = {};
  for (const other of ordered) statusMap[other.name] = status.get(other.idx) ?? 'ALIVE';
  statusMaps.set(status, statusMap);
  return statusMap;
};

const showsStatus = (
  shown: Readonly<Record<string, string>>,
  ordered: readonly ArenaSeat[],
  status: ReadonlyMap<number, string>,
): boolean => {
  for (const other of ordered) if (shown[other.name] !== (status.get(other.idx) ?? 'ALIVE')) return false;
  return true;
};

/** Per seat list: each seat's own role map (itself, and the werewolves to a werewolf) and FINISH's map of all. */
type RoleMaps = { readonly bySeat: Map<number, Record<string, string>>; all?: Record<string, string> };
const roleMapsCache = new WeakMap<readonly ArenaSeat[], RoleMaps>();
const roleMapsOf = (seats: readonly ArenaSeat[]): RoleMaps => {
  let maps = roleMapsCache.get(seats);
  if (maps === undefined) {
    maps = { bySeat: new Map() };
    roleMapsCache.set(seats, maps);
  }
  return maps;
};

const roleMapOf = (seats: readonly ArenaSeat[], seat: ArenaSeat): Record<string, string> => {
  const maps = roleMapsOf(seats);
  let roleMap = maps.bySeat.get(seat.idx);
  if (roleMap === undefined) {
    roleMap = {};
    for (const other of seatsInMapOrder(seats))
      if (other.idx === seat.idx || (seat.role === 'WEREWOLF' && other.role === 'WEREWOLF'))
        roleMap[other.name] = other.role;
    maps.bySeat.set(seat.idx, roleMap);
  }
  return roleMap;
};

const allRolesMap = (seats: readonly ArenaSeat[]): Record<string, string> => {
  const maps = roleMapsOf(seats);
  if (maps.all === undefined) {
    const all: Record<string, string> = {};
    for (const other of seatsInMapOrder(seats)) all[other.name] = other.role;
    maps.all = all;
  }
  return maps.all;
};

/** The unseen part of today's lists; advances both pointers like the server's `minimize`. */
const takeHistories = (context: PacketContext, seat: ArenaSeat): { talks: ServerTalk[]; whispers: ServerTalk[] } => {
  const lastTalk = context.pointers.talk.get(seat.idx) ?? 0;
  const lastWhisper = context.pointers.whisper.get(seat.idx) ?? 0;
  context.pointers.talk.set(seat.idx, context.current.talks.length);
  context.pointers.whisper.set(seat.idx, context.current.whispers.length);
  return {
    talks: context.current.talks.slice(lastTalk),
    whispers: context.current.whispers.slice(lastWhisper),
  };
};

export const buildPacket = (context: PacketContext, seat: ArenaSeat, request: string): Record<string, unknown> => {
  switch (request) {
    case 'INITIALIZE':
    case 'DAILY_INITIALIZE':
      context.pointers.talk.clear();
      context.pointers.whisper.clear();
      return {
        request,
        info: buildInfo(context, seat, { profile: request === 'INITIALIZE' }),
        setting: sharedSettingJson(context.config),
      };
    case 'VOTE':
    case 'DIVINE':
    case 'GUARD':
    // Freeform phase packets carry no history; broadcasts add new_talk/new_whisper (src/arena/freeform).
    case 'TALK_PHASE_START':
    case 'TALK_BROADCAST':
    case 'TALK_PHASE_END':
    case 'WHISPER_PHASE_START':
    case 'WHISPER_BROADCAST':
    case 'WHISPER_PHASE_END':
      return { request, info: buildInfo(context, seat) };
    case 'FINISH':
      return { request, info: buildInfo(context, seat, { allRoles: true }) };
    case 'TALK':
    case 'WHISPER':
    case 'ATTACK':
    case 'DAILY_FINISH': {
      const info = buildInfo(context, seat);
      const { talks, whispers } = takeHistories(context, seat);
      const packet: Record<string, unknown> = { request, info };
      if (request === 'TALK' || request === 'DAILY_FINISH') packet.talk_history = talks;
      if (request === 'WHISPER' || request === 'ATTACK' || (request === 'DAILY_FINISH' && seat.role === 'WEREWOLF'))
        packet.whisper_history = whispers;
      return packet;
    }
    default:
      return { request };
  }
};
