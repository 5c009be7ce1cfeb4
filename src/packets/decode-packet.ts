import type { z } from 'zod';
import { err, ok, type Result } from '../result.ts';
import { type PacketError, packetError } from './packet-error.ts';
import { checkFrameLimits, checkValueLimits } from './packet-limits.ts';
import { type Packet, toPacket, wirePacketSchema } from './packet-schema.ts';
import { readValidPacket } from './read-valid-packet.ts';
import { isRequestType, type PacketRequest, type RequestType, UNKNOWN_REQUEST } from './request-type.ts';
import { extraKeys, isPlainObject } from './rename-keys.ts';

/** Keys a request always carries on every server generation (server.md §1.2, freeform.md §3). */
export const REQUIRED_KEYS: Readonly<
  Record<RequestType, readonly ('info' | 'setting' | 'new_talk' | 'new_whisper')[]>
> = {
  NAME: [],
  INITIALIZE: ['info', 'setting'],
  DAILY_INITIALIZE: ['info'],
  TALK: ['info'],
  WHISPER: ['info'],
  DAILY_FINISH: ['info'],
  DIVINE: ['info'],
  GUARD: ['info'],
  VOTE: ['info'],
  ATTACK: ['info'],
  FINISH: ['info'],
  TALK_PHASE_START: ['info'],
  TALK_BROADCAST: ['info', 'new_talk'],
  TALK_PHASE_END: ['info'],
  WHISPER_PHASE_START: ['info'],
  WHISPER_BROADCAST: ['info', 'new_whisper'],
  WHISPER_PHASE_END: ['info'],
};

const describeIssue = (issue: z.core.$ZodIssue): { path: string; missing: boolean } => ({
  path: issue.path.map(String).join('.'),
  missing: issue.code === 'invalid_type' && /received undefined/.test(issue.message),
});

/**
 * The one entry point for server frames: JSON text → typed, normalised Packet, or an error as data.
 * Never throws. Unknown request types decode as UNKNOWN packets (no answer is due); their content is
 * read when it fits the schema and otherwise only kept raw. A frame of a known request is first read
 * by the hand-written checks of `readValidPacket` (several times faster than the schema, and far
 * less garbage); whatever they do not accept goes through the zod schema, which also words the errors.
 */
export const decodePacket = (text: string): Result<Packet, PacketError> => decode(text, true);

/** `decodePacket` through the zod schema alone: what the fast path must always equal (tests). */
export const decodePacketWithSchema = (text: string): Result<Packet, PacketError> => decode(text, false);

const decode = (text: string, fast: boolean): Result<Packet, PacketError> => {
  const frameViolation = checkFrameLimits(text);
  if (frameViolation !== undefined) return err(packetError({ ...frameViolation, raw: text }));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return err(
      packetError({ code: 'invalid-json', raw: text, detail: error instanceof Error ? error.message : undefined }),
    );
  }
  if (!isPlainObject(json)) return err(packetError({ code: 'not-an-object', raw: text }));
  const requestName = json['request'];
  if (typeof requestName !== 'string') return err(packetError({ code: 'missing-request', raw: text, path: 'request' }));
  const request: PacketRequest = isRequestType(requestName) ? requestName : UNKNOWN_REQUEST;
  // Before the schema: a packet over the limits is refused whatever its request (the request type is
  // still reported, so a caller the server waits on can answer from what it already knows).
  const valueViolation = checkValueLimits(json);
  if (valueViolation !== undefined) return err(packetError({ ...valueViolation, raw: text, request: requestName }));
  if (fast && request !== UNKNOWN_REQUEST) {
    const packet = readValidPacket({ json, request, requiredKeys: REQUIRED_KEYS[request], text });
    if (packet !== undefined) return ok(packet);
  }

  const parsed = wirePacketSchema.safeParse(json);
  if (!parsed.success) {
    if (request === UNKNOWN_REQUEST) {
      return ok({ request, requestName, extra: extraKeys(json, new Set(['request'])), raw: text });
    }
    const issue = parsed.error.issues[0];
    const described = issue === undefined ? { path: '', missing: false } : describeIssue(issue);
    return err(
      packetError({
        code: described.missing ? 'missing-field' : 'invalid-field',
        raw: text,
        path: described.path,
        request: requestName,
        detail: issue?.message,
      }),
    );
  }
  if (request !== UNKNOWN_REQUEST) {
    for (const key of REQUIRED_KEYS[request]) {
      if (parsed.data[key] === undefined) {
        return err(packetError({ code: 'missing-field', raw: text, path: key, request: requestName }));
      }
    }
  }
  return ok(toPacket({ wire: parsed.data, request, raw: text }));
};
