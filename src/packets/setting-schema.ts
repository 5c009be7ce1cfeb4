import { z } from 'zod';
import {
  GAME_ROLES,
  type GameRole,
  type GameSettings,
  type LengthLimits,
  type TalkSettings,
} from '../vocabulary/index.ts';
import { extraKeys, isPlainObject, renameKeys } from './rename-keys.ts';

/**
 * `setting` of INITIALIZE / DAILY_INITIALIZE in all three generations (server.md §1.4, §2):
 * today's nested snake_case, v0.3.0's nested camelCase, and the flat camelCase of v0.1–v0.2.
 * All become the one `GameSettings` type.
 */
const lengthSchema = z.preprocess(
  renameKeys({
    countInWord: 'count_in_word',
    countSpaces: 'count_spaces',
    perTalk: 'per_talk',
    perAgent: 'per_agent',
    baseLength: 'base_length',
    mentionLength: 'mention_length',
  }),
  z.object({
    count_in_word: z.boolean().optional(),
    count_spaces: z.boolean().optional(),
    per_talk: z.int().optional(),
    per_agent: z.int().optional(),
    base_length: z.int().optional(),
    // Sent as configured, even -1; kept as is so the length model can reproduce the server.
    mention_length: z.int().optional(),
  }),
);

const talkSettingSchema = z.preprocess(
  renameKeys({ maxCount: 'max_count', maxLength: 'max_length', maxSkip: 'max_skip' }),
  z.object({
    max_count: z.preprocess(
      renameKeys({ perAgent: 'per_agent', perDay: 'per_day' }),
      z.object({ per_agent: z.int(), per_day: z.int() }),
    ),
    max_length: lengthSchema.optional(),
    max_skip: z.int().optional(),
    duration: z.number().optional(),
  }),
);

const voteSettingSchema = z.preprocess(
  renameKeys({ maxCount: 'max_count', allowSelfVote: 'allow_self_vote', allowNoTarget: 'allow_no_target' }),
  z.object({
    max_count: z.int(),
    allow_self_vote: z.boolean().optional(),
    allow_no_target: z.boolean().optional(),
  }),
);

const wireSettingSchema = z.looseObject({
  // Some 2024 packets (seed 003's recorded INITIALIZE) had no player count; the role counts give it.
  agent_count: z.int().optional(),
  max_day: z.int().optional(),
  role_num_map: z.record(z.string(), z.int()),
  vote_visibility: z.boolean().optional(),
  talk: talkSettingSchema,
  whisper: talkSettingSchema,
  vote: voteSettingSchema.optional(),
  attack_vote: voteSettingSchema.optional(),
  timeout: z.object({ action: z.number(), response: z.number() }),
});

const KNOWN_SETTING_KEYS: ReadonlySet<string> = new Set(Object.keys(wireSettingSchema.shape));

const SETTING_ALIASES = {
  agentCount: 'agent_count',
  maxDay: 'max_day',
  roleNumMap: 'role_num_map',
  voteVisibility: 'vote_visibility',
  attackVote: 'attack_vote',
} as const;

/** Generation A (flat keys, ≤ v0.2.3) mapped onto the nested shape; unmapped keys stay as extras. */
const FLAT_KEYS = [
  'playerNum',
  'maxTalk',
  'maxTalkTurn',
  'maxWhisper',
  'maxWhisperTurn',
  'maxSkip',
  'isEnableNoAttack',
  'isVoteVisible',
  'responseTimeout',
  'actionTimeout',
  'maxRevote',
  'maxAttackRevote',
] as const;

const unflatten = (input: unknown): unknown => {
  if (!isPlainObject(input) || !('playerNum' in input || 'maxTalk' in input)) return input;
  const { playerNum, maxTalk, maxTalkTurn, maxWhisper, maxWhisperTurn, maxSkip } = input;
  const rest = extraKeys(input, new Set<string>(FLAT_KEYS));
  return {
    ...rest,
    agent_count: playerNum,
    vote_visibility: input['isVoteVisible'],
    talk: { max_count: { per_agent: maxTalk, per_day: maxTalkTurn }, max_skip: maxSkip },
    whisper: { max_count: { per_agent: maxWhisper, per_day: maxWhisperTurn }, max_skip: maxSkip },
    vote: { max_count: input['maxRevote'] },
    attack_vote: { max_count: input['maxAttackRevote'], allow_no_target: input['isEnableNoAttack'] },
    timeout: { action: input['actionTimeout'], response: input['responseTimeout'] },
  };
};

type WireTalkSetting = z.infer<typeof talkSettingSchema>;

const toLengthLimits = (wire: WireTalkSetting['max_length']): LengthLimits => ({
  countInWord: wire?.count_in_word ?? false,
  countSpaces: wire?.count_spaces ?? false,
  ...(wire?.per_talk === undefined ? {} : { perTalk: wire.per_talk }),
  ...(wire?.per_agent === undefined ? {} : { perAgent: wire.per_agent }),
  ...(wire?.base_length === undefined ? {} : { baseLength: wire.base_length }),
  ...(wire?.mention_length === undefined ? {} : { mentionLength: wire.mention_length }),
});

const toTalkSettings = (wire: WireTalkSetting): TalkSettings => ({
  maxCountPerAgent: wire.max_count.per_agent,
  maxCountPerDay: wire.max_count.per_day,
  maxLength: toLengthLimits(wire.max_length),
  maxSkip: wire.max_skip ?? 0,
  ...(wire.duration === undefined ? {} : { duration: wire.duration }),
});

const knownRoles: ReadonlySet<string> = new Set(GAME_ROLES);

export const settingSchema = z.preprocess(
  (input) => renameKeys(SETTING_ALIASES)(unflatten(input)),
  wireSettingSchema.transform((wire): GameSettings => {
    const roleNumMap: Partial<Record<GameRole, number>> = {};
    for (const [role, count] of Object.entries(wire.role_num_map)) {
      if (knownRoles.has(role)) roleNumMap[role as GameRole] = count;
    }
    const extra = extraKeys(wire, KNOWN_SETTING_KEYS);
    const roleTotal = Object.values(wire.role_num_map).reduce((sum, count) => sum + count, 0);
    return {
      agentCount: wire.agent_count ?? roleTotal,
      ...(wire.max_day === undefined ? {} : { maxDay: wire.max_day }),
      roleNumMap,
      voteVisibility: wire.vote_visibility ?? false,
      talk: toTalkSettings(wire.talk),
      whisper: toTalkSettings(wire.whisper),
      // Servers before allow_self_vote existed always counted self votes (server.md §2.3).
      vote: { maxCount: wire.vote?.max_count ?? 1, allowSelfVote: wire.vote?.allow_self_vote ?? true },
      attackVote: {
        maxCount: wire.attack_vote?.max_count ?? 1,
        allowSelfVote: wire.attack_vote?.allow_self_vote ?? true,
        allowNoTarget: wire.attack_vote?.allow_no_target ?? false,
      },
      timeout: { action: wire.timeout.action, response: wire.timeout.response },
      ...(Object.keys(extra).length === 0 ? {} : { extra }),
    };
  }),
);
