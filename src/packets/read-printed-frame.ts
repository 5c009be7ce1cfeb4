import { infoFromWire, type VoteReader, type WireInfo } from './info-schema.ts';
import { voteFromWire, type WireVote } from './judgement-schema.ts';
import { KNOWN_PACKET_KEYS, type Packet, renamePacketKeys, toPacket, type WirePacket } from './packet-schema.ts';
import type { PrintedFrame } from './printed-frame.ts';
import { isRequestType, REQUIRED_KEYS } from './request-type.ts';
import { isPlainObject } from './rename-keys.ts';
import { readSettingOnce } from './setting-memo.ts';
import { talkFromWire, type WireTalk } from './talk-schema.ts';

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
 * The packet of a frame of our OWN game master (the in-process arena), which builds every packet from
 * typed values: the same normalisation as decoding its text (the same key renames and the same wire →
 * model functions) without validating again what the rules just produced. Undefined for what this
 * reading does not expect (an unknown request, a missing key, an unknown info key, a setting its schema
 * refuses): then
 * `decodePacket` decodes the frame's text, so the result is always what the text gives
 * (test/packets/read-printed-frame.test.ts compares both on every frame of arena games).
 *
 * The packet object is read instead of parsing text, and the text is printed only if someone reads the
 * packet's `raw`. The object is never modified: info, talks, votes and judgements are rebuilt, the
 * setting is read by schema, and the status and role maps, which the rules share between packets and
 * never change once sent, are kept.
 */
export const readPrintedFrame = (frame: PrintedFrame): Packet | undefined => {
  const json: unknown = frame.packet;
  if (!isPlainObject(json)) return undefined;
  const wire = printedWire(json) ?? (renamePacketKeys(json) as Record<string, unknown>);
  const request = wire['request'];
  if (typeof request !== 'string' || !isRequestType(request)) return undefined;
  for (const key of REQUIRED_KEYS[request]) if (wire[key] === undefined) return undefined;
  if (wire['setting'] !== undefined) {
    const setting = readSettingOnce(wire['setting']);
    if (setting === undefined) return undefined;
    wire['setting'] = setting;
  }
  if (wire['info'] !== undefined) {
    const info = infoFromWire(wire['info'] as WireInfo, readPrintedVotes);
    // A key the rules never write (another spelling, another generation's): the text's reading renames it.
    for (const _ in info.extra) return undefined;
    wire['info'] = info;
  }
  if (wire['talk_history'] !== undefined) wire['talk_history'] = readPrintedTalks(wire['talk_history']);
  if (wire['whisper_history'] !== undefined) wire['whisper_history'] = readPrintedTalks(wire['whisper_history']);
  if (wire['new_talk'] !== undefined) wire['new_talk'] = talkFromWire(wire['new_talk'] as WireTalk);
  if (wire['new_whisper'] !== undefined) wire['new_whisper'] = talkFromWire(wire['new_whisper'] as WireTalk);
  return toPacket({ wire: wire as WirePacket, request, raw: frame });
};
