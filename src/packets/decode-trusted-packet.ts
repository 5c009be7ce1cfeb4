import { ok, type Result } from '../result.ts';
import { decodePacket, REQUIRED_KEYS } from './decode-packet.ts';
import { infoFromWire, renameInfoKeys, type VoteReader, type WireInfo } from './info-schema.ts';
import { voteFromWire, type WireVote } from './judgement-schema.ts';
import type { PacketError } from './packet-error.ts';
import { KNOWN_PACKET_KEYS, type Packet, renamePacketKeys, toPacket, type WirePacket } from './packet-schema.ts';
import { isRequestType } from './request-type.ts';
import type { PrintedFrame } from './printed-frame.ts';
import { isPlainObject } from './rename-keys.ts';
import { readSettingOnce } from './setting-memo.ts';
import { talkFromWire, type WireTalk } from './talk-schema.ts';

const readTalk = (value: unknown) => (value === undefined ? undefined : talkFromWire(value as WireTalk));
const readTalks = (value: unknown) => (value === undefined ? undefined : (value as WireTalk[]).map(talkFromWire));

/** The number of own enumerable keys, up to `limit + 1`. */
const keyCount = (value: object, limit: number): number => {
  let count = 0;
  for (const _ in value) if (++count > limit) break;
  return count;
};

/*
 * A PrintedFrame's talks and votes: the rules write each one as exactly the record the model keeps (a
 * talk's seven keys with skip and over set and no time, a vote's three, in the model's order; see
 * talk-rounds.ts and voting.ts) and never change it once written, so such records are kept as they are
 * instead of being copied for every seat and packet (what talkFromWire and voteFromWire would return
 * is equal, key for key). Anything else is copied as usual.
 */
const isModelTalk = (talk: WireTalk): boolean =>
  typeof talk.skip === 'boolean' && typeof talk.over === 'boolean' && keyCount(talk, 7) === 7;
const readPrintedTalks = (value: unknown) => {
  if (value === undefined) return undefined;
  const talks = value as WireTalk[];
  return talks.every(isModelTalk) ? talks : talks.map(talkFromWire);
};
const isModelVote = (vote: WireVote): boolean => keyCount(vote, 3) === 3;
const readPrintedVotes: VoteReader = (votes) => (votes.every(isModelVote) ? votes : votes.map(voteFromWire));

/**
 * The rules' packet objects (src/arena/rules/packet-builder.ts) spell every key the way the schemas do
 * (snake_case) and hold no null: a PrintedFrame's info is read as it is, without the renamed copy.
 */
const readInfo = (value: unknown, printed: boolean): ReturnType<typeof infoFromWire> =>
  printed ? infoFromWire(value as WireInfo, readPrintedVotes) : infoFromWire(renameInfoKeys(value) as WireInfo);

/**
 * A PrintedFrame's packet as the wire packet below: one literal of the known keys (absent = undefined)
 * rather than a copy of a packet of one of many shapes. Undefined when it has another key or a null
 * (never, from the rules), so that the renamed copy keeps the key for `extra` or drops the null.
 */
const printedWire = (json: Record<string, unknown>): Record<string, unknown> | undefined => {
  for (const key in json) if (!KNOWN_PACKET_KEYS.has(key) || json[key] === null) return undefined;
  return {
    request: json['request'],
    info: json['info'],
    setting: json['setting'],
    talk_history: json['talk_history'],
    whisper_history: json['whisper_history'],
    new_talk: json['new_talk'],
    new_whisper: json['new_whisper'],
  };
};

/**
 * The validating decoder on the frame's text (printed now if it was not). A function of the module, not
 * a closure made per frame: under tsx (esbuild keepNames) each named closure made costs a defineProperty.
 */
const decodeValidating = (frame: string | PrintedFrame): Result<Packet, PacketError> =>
  decodePacket(typeof frame === 'string' ? frame : frame.text);

/**
 * Decodes a frame from our OWN game master (the in-process arena), which builds every packet from typed
 * values: the same normalisation as `decodePacket` (the same key renames and the same wire → model
 * functions) without re-validating what the rules just produced, which is most of the cost of an
 * in-process game. A frame this path does not expect (not JSON, an unknown request, a missing key,
 * a setting its schema refuses) goes through `decodePacket`, so the result is always what
 * `decodePacket` would give for a valid frame (test/packets/decode-trusted-packet.test.ts). Frames from
 * a network peer must always use `decodePacket`.
 *
 * A `PrintedFrame` (the in-process arena's): its packet object is read instead of parsing text, and the
 * text is printed only if someone reads the packet's `raw` or a fallback needs it. The object is never
 * modified: info, talks, votes and judgements are rebuilt, the setting is read by schema, and the
 * status and role maps, which the rules share between packets and never change once sent, are kept.
 */
export const decodeTrustedPacket = (frame: string | PrintedFrame): Result<Packet, PacketError> => {
  let json: unknown;
  if (typeof frame === 'string') {
    try {
      json = JSON.parse(frame);
    } catch {
      // Not JSON: the validating decoder turns it into its error code (invalid-json).
      return decodePacket(frame);
    }
  } else json = frame.packet;
  if (!isPlainObject(json)) return decodeValidating(frame);
  const printed = typeof frame !== 'string';
  const wire = (printed ? printedWire(json) : undefined) ?? (renamePacketKeys(json) as Record<string, unknown>);
  const request = wire['request'];
  if (typeof request !== 'string' || !isRequestType(request)) return decodeValidating(frame);
  for (const key of REQUIRED_KEYS[request]) if (wire[key] === undefined) return decodeValidating(frame);
  if (wire['setting'] !== undefined) {
    const setting = readSettingOnce(wire['setting']);
    if (setting === undefined) return decodeValidating(frame);
    wire['setting'] = setting;
  }
  if (wire['info'] !== undefined) wire['info'] = readInfo(wire['info'], printed);
  const readHistory = printed ? readPrintedTalks : readTalks;
  if (wire['talk_history'] !== undefined) wire['talk_history'] = readHistory(wire['talk_history']);
  if (wire['whisper_history'] !== undefined) wire['whisper_history'] = readHistory(wire['whisper_history']);
  if (wire['new_talk'] !== undefined) wire['new_talk'] = readTalk(wire['new_talk']);
  if (wire['new_whisper'] !== undefined) wire['new_whisper'] = readTalk(wire['new_whisper']);
  return ok(toPacket({ wire: wire as WirePacket, request, raw: frame }));
};
