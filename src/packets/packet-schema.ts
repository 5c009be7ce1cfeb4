import { z } from 'zod';
import type { GameSettings, TalkEntry } from '../vocabulary/index.ts';
import { infoSchema, type PacketInfo } from './info-schema.ts';
import { extraKeys, renameKeys } from './rename-keys.ts';
import type { PacketRequest } from './request-type.ts';
import { settingSchema } from './setting-schema.ts';
import { talkListSchema, talkSchema } from './talk-schema.ts';

const PACKET_ALIASES = {
  talkHistory: 'talk_history',
  whisperHistory: 'whisper_history',
  newTalk: 'new_talk',
  newWhisper: 'new_whisper',
} as const;

/** camelCase keys of the 2024 servers → today's snake_case (the step before validation). */
export const renamePacketKeys = renameKeys(PACKET_ALIASES);

export const wirePacketSchema = z.preprocess(
  renamePacketKeys,
  z.looseObject({
    request: z.string(),
    info: infoSchema.optional(),
    setting: settingSchema.optional(),
    talk_history: talkListSchema.optional(),
    whisper_history: talkListSchema.optional(),
    new_talk: talkSchema.optional(),
    new_whisper: talkSchema.optional(),
  }),
);

export const KNOWN_PACKET_KEYS: ReadonlySet<string> = new Set([
  'request',
  'info',
  'setting',
  'talk_history',
  'whisper_history',
  'new_talk',
  'new_whisper',
]);

export type WirePacket = z.infer<typeof wirePacketSchema>;

/**
 * One server packet in the agent's single typed model, whatever generation sent it. Which keys are
 * present depends on the request (server.md §1.2); `decodePacket` guarantees `info` on every known
 * request except NAME, `setting` on INITIALIZE, `newTalk` on TALK_BROADCAST and `newWhisper` on
 * WHISPER_BROADCAST.
 */
export type Packet = {
  readonly request: PacketRequest;
  /** The request string exactly as sent (differs from `request` only when that is UNKNOWN). */
  readonly requestName: string;
  readonly info?: PacketInfo;
  readonly setting?: GameSettings;
  /** Diffs: only what was said since the previous packet that carried a history (server.md §6.7). */
  readonly talkHistory?: readonly TalkEntry[];
  readonly whisperHistory?: readonly TalkEntry[];
  /** Freeform phases: the one talk a TALK_BROADCAST announces. */
  readonly newTalk?: TalkEntry;
  readonly newWhisper?: TalkEntry;
  /** Top-level keys this agent does not know, kept for logs. */
  readonly extra: Readonly<Record<string, unknown>>;
  /** The frame exactly as received. */
  readonly raw: string;
};

export const toPacket = (options: { wire: WirePacket; request: PacketRequest; raw: string }): Packet => {
  const { wire } = options;
  return {
    request: options.request,
    requestName: wire.request,
    ...(wire.info === undefined ? {} : { info: wire.info }),
    ...(wire.setting === undefined ? {} : { setting: wire.setting }),
    ...(wire.talk_history === undefined ? {} : { talkHistory: wire.talk_history }),
    ...(wire.whisper_history === undefined ? {} : { whisperHistory: wire.whisper_history }),
    ...(wire.new_talk === undefined ? {} : { newTalk: wire.new_talk }),
    ...(wire.new_whisper === undefined ? {} : { newWhisper: wire.new_whisper }),
    extra: extraKeys(wire, KNOWN_PACKET_KEYS),
    raw: options.raw,
  };
};
