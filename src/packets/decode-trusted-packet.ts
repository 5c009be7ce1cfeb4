import { ok, type Result } from '../result.ts';
import { decodePacket, REQUIRED_KEYS } from './decode-packet.ts';
import { infoFromWire, renameInfoKeys, type WireInfo } from './info-schema.ts';
import { judgementFromWire, voteFromWire, type WireJudgement, type WireVote } from './judgement-schema.ts';
import type { PacketError } from './packet-error.ts';
import { type Packet, renamePacketKeys, toPacket, type WirePacket } from './packet-schema.ts';
import { isRequestType } from './request-type.ts';
import type { PrintedFrame } from './printed-frame.ts';
import { isPlainObject } from './rename-keys.ts';
import { readSettingOnce } from './setting-memo.ts';
import { talkFromWire, type WireTalk } from './talk-schema.ts';

const readTalk = (value: unknown) => (value === undefined ? undefined : talkFromWire(value as WireTalk));
const readTalks = (value: unknown) => (value === undefined ? undefined : (value as WireTalk[]).map(talkFromWire));

const readInfo = (value: unknown): ReturnType<typeof infoFromWire> => {
  // renameInfoKeys returns a fresh object: reading the judgements and votes in place touches no input.
  const wire = renameInfoKeys(value) as Record<string, unknown>;
  if (wire['medium_result'] !== undefined)
    wire['medium_result'] = judgementFromWire(wire['medium_result'] as WireJudgement);
  if (wire['divine_result'] !== undefined)
    wire['divine_result'] = judgementFromWire(wire['divine_result'] as WireJudgement);
  if (wire['vote_list'] !== undefined) wire['vote_list'] = (wire['vote_list'] as WireVote[]).map(voteFromWire);
  if (wire['attack_vote_list'] !== undefined)
    wire['attack_vote_list'] = (wire['attack_vote_list'] as WireVote[]).map(voteFromWire);
  return infoFromWire(wire as WireInfo);
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
 * modified, and nothing of it that other packets or the rules share ends up in the packet: info,
 * talks, votes and judgements are rebuilt, the setting is read by schema.
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
  const wire = renamePacketKeys(json) as Record<string, unknown>;
  const request = wire['request'];
  if (typeof request !== 'string' || !isRequestType(request)) return decodeValidating(frame);
  for (const key of REQUIRED_KEYS[request]) if (wire[key] === undefined) return decodeValidating(frame);
  if (wire['setting'] !== undefined) {
    const setting = readSettingOnce(wire['setting']);
    if (setting === undefined) return decodeValidating(frame);
    wire['setting'] = setting;
  }
  if (wire['info'] !== undefined) wire['info'] = readInfo(wire['info']);
  if (wire['talk_history'] !== undefined) wire['talk_history'] = readTalks(wire['talk_history']);
  if (wire['whisper_history'] !== undefined) wire['whisper_history'] = readTalks(wire['whisper_history']);
  if (wire['new_talk'] !== undefined) wire['new_talk'] = readTalk(wire['new_talk']);
  if (wire['new_whisper'] !== undefined) wire['new_whisper'] = readTalk(wire['new_whisper']);
  return ok(toPacket({ wire: wire as WirePacket, request, raw: frame }));
};
