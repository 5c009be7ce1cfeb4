import { z } from 'zod';
import { type AliveStatus, GAME_ROLES, type GameRole, type Judgement, type VoteEntry } from '../vocabulary/index.ts';
import { judgementFromWire, judgementSchema, voteFromWire, voteSchema, type WireVote } from './judgement-schema.ts';
import { extraKeys, renameKeys } from './rename-keys.ts';

/** camelCase spellings of the 2024 servers (server.md §2.3) → today's keys. */
const INFO_ALIASES = {
  gameID: 'game_id',
  gameId: 'game_id',
  mediumResult: 'medium_result',
  divineResult: 'divine_result',
  executedAgent: 'executed_agent',
  attackedAgent: 'attacked_agent',
  voteList: 'vote_list',
  attackVoteList: 'attack_vote_list',
  statusMap: 'status_map',
  roleMap: 'role_map',
  remainCount: 'remain_count',
  remainLength: 'remain_length',
  remainSkip: 'remain_skip',
} as const;

const wireInfoSchema = z.looseObject({
  game_id: z.string().optional(),
  day: z.int(),
  agent: z.string(),
  profile: z.string().optional(),
  medium_result: judgementSchema.optional(),
  divine_result: judgementSchema.optional(),
  executed_agent: z.string().optional(),
  attacked_agent: z.string().optional(),
  vote_list: z.array(voteSchema).optional(),
  attack_vote_list: z.array(voteSchema).optional(),
  status_map: z.record(z.string(), z.enum(['ALIVE', 'DEAD'])),
  // Values are read as strings: a role this agent does not know (a future server's) must not make
  // the whole packet unreadable. Unknown roles are left out of roleMap and kept in `extra`.
  role_map: z.record(z.string(), z.string()).optional(),
  remain_count: z.int().optional(),
  remain_length: z.int().optional(),
  remain_skip: z.int().optional(),
});

const KNOWN_INFO_KEYS: ReadonlySet<string> = new Set(Object.keys(wireInfoSchema.shape));
const knownRoles: ReadonlySet<string> = new Set(GAME_ROLES);

/** The `info` of a packet, normalised (camelCase names, absent keys left out). */
export type PacketInfo = {
  readonly gameId?: string;
  readonly day: number;
  /** Our own game name. */
  readonly agent: string;
  readonly profile?: string;
  readonly mediumResult?: Judgement;
  readonly divineResult?: Judgement;
  /** Executed on the PREVIOUS day (server.md §1.3). */
  readonly executedAgent?: string;
  /** Killed on the PREVIOUS night. */
  readonly attackedAgent?: string;
  readonly voteList?: readonly VoteEntry[];
  readonly attackVoteList?: readonly VoteEntry[];
  /** In the order the server sent the keys (Go sorts them). */
  readonly statusMap: Readonly<Record<string, AliveStatus>>;
  readonly roleMap: Readonly<Record<string, GameRole>>;
  readonly remainCount?: number;
  readonly remainLength?: number;
  readonly remainSkip?: number;
  /** Keys this agent does not know (e.g. remainTalkMap of 2024 servers), kept for logs. */
  readonly extra: Readonly<Record<string, unknown>>;
};

export type WireInfo = z.output<typeof wireInfoSchema>;

/** camelCase keys of the 2024 servers → today's snake_case (the step before validation). */
export const renameInfoKeys = renameKeys(INFO_ALIASES);

/** How a vote list becomes the model's: a copy of each vote (the default), or the list itself (trusted frames). */
export type VoteReader = (votes: readonly WireVote[]) => readonly VoteEntry[];
const copyVotes: VoteReader = (votes) => votes.map(voteFromWire);

/**
 * A validated wire `info` → the agent's PacketInfo, its judgements and votes read here into records of
 * their own (one the schema already read is copied alike); also used as is on our own arena's frames
 * (read-printed-frame.ts), whose info objects it reads without changing or copying them first.
 */
export const infoFromWire = (info: WireInfo, readVotes: VoteReader = copyVotes): PacketInfo => {
  const extra = extraKeys(info, KNOWN_INFO_KEYS);
  let roleMap = onlyKnownRoles(info.role_map);
  if (roleMap === undefined) {
    const split: Record<string, GameRole> = {};
    const unknownRoles: Record<string, string> = {};
    for (const [name, role] of Object.entries(info.role_map ?? {})) {
      if (knownRoles.has(role)) split[name] = role as GameRole;
      else unknownRoles[name] = role;
    }
    if (Object.keys(unknownRoles).length > 0) extra['unknown_roles'] = unknownRoles;
    roleMap = split;
  }
  // Assigned one key at a time, in this order, instead of spreading conditional objects: every
  // packet of every seat goes through here, and the spreads cost several times the rest.
  const result: { -readonly [Key in keyof PacketInfo]: PacketInfo[Key] } = {} as PacketInfo;
  if (info.game_id !== undefined) result.gameId = info.game_id;
  result.day = info.day;
  result.agent = info.agent;
  if (info.profile !== undefined) result.profile = info.profile;
  if (info.medium_result !== undefined) result.mediumResult = judgementFromWire(info.medium_result);
  if (info.divine_result !== undefined) result.divineResult = judgementFromWire(info.divine_result);
  if (info.executed_agent !== undefined) result.executedAgent = info.executed_agent;
  if (info.attacked_agent !== undefined) result.attackedAgent = info.attacked_agent;
  if (info.vote_list !== undefined) result.voteList = readVotes(info.vote_list);
  if (info.attack_vote_list !== undefined) result.attackVoteList = readVotes(info.attack_vote_list);
  result.statusMap = info.status_map;
  result.roleMap = roleMap;
  if (info.remain_count !== undefined) result.remainCount = info.remain_count;
  if (info.remain_length !== undefined) result.remainLength = info.remain_length;
  if (info.remain_skip !== undefined) result.remainSkip = info.remain_skip;
  result.extra = extra;
  return result;
};

/**
 * The wire's role map itself when every role in it is known (always, but for a future server's): the
 * copy would hold the same names in the same order. Maps are never changed once read (a packet from
 * the in-process arena shares its seat's map from packet to packet, which the fold can then tell).
 */
const onlyKnownRoles = (roles: Readonly<Record<string, string>> | undefined): Record<string, GameRole> | undefined => {
  if (roles === undefined) return undefined;
  for (const name in roles) if (!knownRoles.has(roles[name] as string)) return undefined;
  return roles as Record<string, GameRole>;
};

export const infoSchema = z.preprocess(
  renameInfoKeys,
  wireInfoSchema.transform((info) => infoFromWire(info)),
);
