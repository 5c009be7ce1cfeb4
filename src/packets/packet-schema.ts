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

/**
 * The model packet of a validated wire packet. `raw` is the frame's text, or a printed frame whose text
 * is read only when someone reads the packet's `raw` (see printed-frame.ts).
 */
export const toPacket = (options: {
  wire: WirePacket;
  request: PacketRequest;
  raw: string | { readonly text: string };
}): Packet => {
  const { wire, raw } = options;
  // Assigned key by key in this order (no conditional spreads: every packet of every seat comes here).
  const packet: { -readonly [Key in keyof Packet]: Packet[Key] } = {
    request: options.request,
    requestName: wire.request,
  } as Packet;
  if (wire.info !== undefined) packet.info = wire.info;
  if (wire.setting !== undefined) packet.setting = wire.setting;
  if (wire.talk_history !== undefined) packet.talkHistory = wire.talk_history;
  if (wire.whisper_history !== undefined) packet.whisperHistory = wire.whisper_history;
  if (wire.new_talk !== undefined) packet.newTalk = wire.new_talk;
  if (wire.new_whisper !== undefined) packet.newWhisper = wire.new_whisper;
  packet.extra = extraKeys(wire, KNOWN_PACKET_KEYS);
  if (typeof raw === 'string') packet.raw = raw;
  else {
    Object.defineProperty(packet, PRINTED_FRAME, { value: raw });
    Object.defineProperty(packet, 'raw', LAZY_RAW);
  }
  return packet;
};

/**
 * The printed frame of a packet whose `raw` is read lazily, kept in a hidden (non-enumerable) property,
 * and the one accessor all such packets share: a fresh getter closure per packet cost about a
 * microsecond (every packet of every seat of an in-process game), and a WeakMap from packet to frame,
 * its table growing with every packet until a collection, about as much.
 */
const PRINTED_FRAME = Symbol('printed frame');
const LAZY_RAW: PropertyDescriptor = {
  enumerable: true,
  get(this: { readonly [PRINTED_FRAME]?: { readonly text: string } }): string {
    return this[PRINTED_FRAME]?.text ?? '';
  },
};
