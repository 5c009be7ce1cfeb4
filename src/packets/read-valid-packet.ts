import type { GameSettings } from '../vocabulary/index.ts';
import { infoFromWire, renameInfoKeys, type PacketInfo, type WireInfo } from './info-schema.ts';
import type { WireJudgement, WireVote } from './judgement-schema.ts';
import { type Packet, renamePacketKeys, toPacket, type WirePacket } from './packet-schema.ts';
import type { RequestType } from './request-type.ts';
import { isPlainObject } from './rename-keys.ts';
import { readSettingOnce } from './setting-memo.ts';
import { talkFromWire, type WireTalk } from './talk-schema.ts';

/**
 * The fast path of `decodePacket`: checks a parsed frame against the packet schema by hand and, when
 * every part of it is what the schema accepts, builds the packet with the schema's own wire → model
 * functions (infoFromWire, talkFromWire, judgementFromWire, voteFromWire) and the setting read by its
 * schema once per distinct text. Returns undefined for anything it is not sure of (a value the schema
 * refuses, a missing required key, a key that could reach an object's prototype), and the caller then
 * decodes with the zod schema, so results, error codes and paths never differ from the schema's
 * (test/packets/read-valid-packet.test.ts compares both on every recorded frame and on fuzzed ones).
 * The zod schemas stay the single source of the types: every check below is typed against them.
 */
export const readValidPacket = (options: {
  json: Record<string, unknown>;
  request: RequestType;
  requiredKeys: readonly string[];
  text: string;
}): Packet | undefined => {
  // Keys that touch prototypes get zod's own handling (it skips them in records and loose objects).
  if (options.text.includes('__proto__') || options.text.includes('constructor')) return undefined;
  const wire = renamePacketKeys(options.json) as Record<string, unknown>;
  for (const key of options.requiredKeys) if (wire[key] === undefined) return undefined;
  if (typeof wire['request'] !== 'string') return undefined;
  if (wire['info'] !== undefined) {
    const info = readInfo(wire['info']);
    if (info === undefined) return undefined;
    wire['info'] = info;
  }
  if (wire['setting'] !== undefined) {
    const setting: GameSettings | undefined = readSettingOnce(wire['setting']);
    if (setting === undefined) return undefined;
    wire['setting'] = setting;
  }
  for (const key of ['talk_history', 'whisper_history'] as const) {
    const value = wire[key];
    if (value === undefined) continue;
    if (!Array.isArray(value) || !value.every(isWireTalk)) return undefined;
    wire[key] = value.map(talkFromWire);
  }
  for (const key of ['new_talk', 'new_whisper'] as const) {
    const value = wire[key];
    if (value === undefined) continue;
    if (!isWireTalk(value)) return undefined;
    wire[key] = talkFromWire(value);
  }
  return toPacket({ wire: wire as WirePacket, request: options.request, raw: options.text });
};

// z.int(): a safe integer; z.number(): a finite number; z.string(), z.boolean(): their typeof.
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const optional =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown): value is T | undefined =>
    value === undefined || check(value);
const optionalInt = optional(isInt);
const optionalString = optional(isString);
const optionalBoolean = optional((value): value is boolean => typeof value === 'boolean');

/** talk-schema.ts's wireTalkSchema (z.object: unknown keys are dropped, which talkFromWire does too). */
const isWireTalk = (value: unknown): value is WireTalk => {
  if (!isPlainObject(value)) return false;
  const time = value['time'];
  return (
    isInt(value['idx']) &&
    isInt(value['day']) &&
    isInt(value['turn']) &&
    isString(value['agent']) &&
    isString(value['text']) &&
    optionalBoolean(value['skip']) &&
    optionalBoolean(value['over']) &&
    (time === undefined || time === null || isNumber(time))
  );
};

/** judgement-schema.ts's wireVoteSchema. */
const isWireVote = (value: unknown): value is WireVote =>
  isPlainObject(value) && isInt(value['day']) && isString(value['agent']) && isString(value['target']);

/** judgement-schema.ts's wireJudgementSchema. */
const isWireJudgement = (value: unknown): value is WireJudgement => {
  if (!isWireVote(value)) return false;
  const result = (value as Record<string, unknown>)['result'];
  return result === 'HUMAN' || result === 'WEREWOLF';
};

const isRecordOf = (value: unknown, check: (entry: unknown) => boolean): value is Record<string, unknown> => {
  if (!isPlainObject(value)) return false;
  for (const key in value) if (!check(value[key])) return false;
  return true;
};

const isAliveStatus = (value: unknown): boolean => value === 'ALIVE' || value === 'DEAD';

/** info-schema.ts's infoSchema: the renamed keys checked as wireInfoSchema does, then infoFromWire. */
const readInfo = (value: unknown): PacketInfo | undefined => {
  const info = renameInfoKeys(value);
  if (!isPlainObject(info)) return undefined;
  if (
    !optionalString(info['game_id']) ||
    !isInt(info['day']) ||
    !isString(info['agent']) ||
    !optionalString(info['profile']) ||
    !optionalString(info['executed_agent']) ||
    !optionalString(info['attacked_agent']) ||
    !isRecordOf(info['status_map'], isAliveStatus) ||
    !(info['role_map'] === undefined || isRecordOf(info['role_map'], isString)) ||
    !optionalInt(info['remain_count']) ||
    !optionalInt(info['remain_length']) ||
    !optionalInt(info['remain_skip'])
  )
    return undefined;
  for (const key of ['medium_result', 'divine_result'] as const) {
    const judgement = info[key];
    if (judgement === undefined) continue;
    if (!isWireJudgement(judgement)) return undefined;
  }
  for (const key of ['vote_list', 'attack_vote_list'] as const) {
    const votes = info[key];
    if (votes === undefined) continue;
    if (!Array.isArray(votes) || !votes.every(isWireVote)) return undefined;
  }
  // The maps are fresh objects of this frame's parse, as the schema's copies would be; infoFromWire
  // reads the judgements and votes.
  return infoFromWire(info as WireInfo);
};
