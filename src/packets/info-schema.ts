import { z } from 'zod';
import { type AliveStatus, GAME_ROLES, type GameRole, type Judgement, type VoteEntry } from '../vocabulary/index.ts';
import { judgementSchema, voteSchema } from './judgement-schema.ts';
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

export const infoSchema = z.preprocess(
  renameKeys(INFO_ALIASES),
  wireInfoSchema.transform((info): PacketInfo => {
    const roleMap: Record<string, GameRole> = {};
    const unknownRoles: Record<string, string> = {};
    for (const [name, role] of Object.entries(info.role_map ?? {})) {
      if (knownRoles.has(role)) roleMap[name] = role as GameRole;
      else unknownRoles[name] = role;
    }
    const extra = extraKeys(info, KNOWN_INFO_KEYS);
    if (Object.keys(unknownRoles).length > 0) extra['unknown_roles'] = unknownRoles;
    return {
      ...(info.game_id === undefined ? {} : { gameId: info.game_id }),
      day: info.day,
      agent: info.agent,
      ...(info.profile === undefined ? {} : { profile: info.profile }),
      ...(info.medium_result === undefined ? {} : { mediumResult: info.medium_result }),
      ...(info.divine_result === undefined ? {} : { divineResult: info.divine_result }),
      ...(info.executed_agent === undefined ? {} : { executedAgent: info.executed_agent }),
      ...(info.attacked_agent === undefined ? {} : { attackedAgent: info.attacked_agent }),
      ...(info.vote_list === undefined ? {} : { voteList: info.vote_list }),
      ...(info.attack_vote_list === undefined ? {} : { attackVoteList: info.attack_vote_list }),
      statusMap: info.status_map,
      roleMap,
      ...(info.remain_count === undefined ? {} : { remainCount: info.remain_count }),
      ...(info.remain_length === undefined ? {} : { remainLength: info.remain_length }),
      ...(info.remain_skip === undefined ? {} : { remainSkip: info.remain_skip }),
      extra,
    };
  }),
);
