import { z } from 'zod';
import { err, ok, type Result } from '../result.ts';
import { type PacketError, packetError } from './packet-error.ts';
import { checkFrameLimits, checkValueLimits } from './packet-limits.ts';
import { type Packet, toPacket, wirePacketSchema } from './packet-schema.ts';
import type { PrintedFrame } from './printed-frame.ts';
import { readPrintedFrame } from './read-printed-frame.ts';
import { isRequestType, type PacketRequest, REQUIRED_KEYS, UNKNOWN_REQUEST } from './request-type.ts';
import { extraKeys, isPlainObject } from './rename-keys.ts';

const describeIssue = (issue: z.core.$ZodIssue): { path: string; missing: boolean } => ({
  path: issue.path.map(String).join('.'),
  missing: issue.code === 'invalid_type' && /received undefined/.test(issue.message),
});

/**
 * The one decoder of server frames: a frame → typed, normalised Packet, or an error as data. Never
 * throws. Text (from any server) is checked against the packet limits and the zod packet schema, which
 * also normalises it (the three server generations' keys and values → one model) and words the
 * errors. Unknown request types decode as UNKNOWN packets (no answer is due); their content is read
 * when it fits the schema and otherwise only kept raw.
 *
 * A `PrintedFrame` is a packet object our own in-process game master built from typed values: it is
 * read with the schema's own wire → model functions without being validated again, which would be most
 * of the cost of an in-process game (see read-printed-frame.ts); whatever that reading does not expect
 * is decoded from the frame's text as above, so the result is always the text's.
 */
export const decodePacket = (frame: string | PrintedFrame): Result<Packet, PacketError> => {
  if (typeof frame === 'string') return decodeText(frame);
  const packet = readPrintedFrame(frame);
  return packet === undefined ? decodeText(frame.text) : ok(packet);
};

/**
 * The packet schema as zod compiles it into generated code: the same output, and on a refusal the schema's
 * own runtime parse, so the same errors; it halves the schema's share of decoding a server frame (8 → 4 µs of
 * 22 µs, as shipped). Compiling takes about 35 ms, so it happens at the first text frame, not at start-up.
 */
let compiledPacketSchema: typeof wirePacketSchema | undefined;
const packetSchema = (): typeof wirePacketSchema => {
  compiledPacketSchema ??= z.compile(wirePacketSchema);
  return compiledPacketSchema;
};

const decodeText = (text: string): Result<Packet, PacketError> => {
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

  const parsed = packetSchema().safeParse(json);
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
