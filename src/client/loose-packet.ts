import type { AliveStatus } from '../game/state.ts';
import { PACKET_LIMITS, usableStatusMap } from '../packets/index.ts';

/**
 * What can still be read from a JSON frame the packet decoder rejected: the request type (so we know
 * whether the server waits for an answer), `remain_skip` (so a talk fallback does not waste an `Over`),
 * `timeout.action` (so a rejected INITIALIZE does not leave us on the 60 s default when the server uses
 * less), and the frame's own agent name and `status_map` when they are usable (so a target answer names
 * an agent this very request listed). A frame that is not JSON yields nothing: the real server never
 * sends a partial frame, so guessing a request type from broken text would only put off-protocol
 * answers on the wire.
 */
export type LoosePacket = {
  readonly request?: string;
  readonly remainSkip?: number;
  readonly actionTimeoutMs?: number;
  readonly agent?: string;
  readonly statusMap?: Readonly<Record<string, AliveStatus>>;
};

/** Larger frames are not parsed again just to read a request type (the parse alone would take long). */
const MAX_LOOSE_FRAME_CHARS = 8_000_000;

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const positiveNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

export const readLoosePacket = (text: string): LoosePacket => {
  if (text.length > MAX_LOOSE_FRAME_CHARS) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Not JSON: nothing in it can be trusted, not even a request type that looks readable.
    return {};
  }
  const record = asRecord(value);
  const info = asRecord(record['info']);
  const setting = asRecord(record['setting']);
  const remainSkip = info['remain_skip'] ?? info['remainSkip'];
  // Today's nested key, then the 2024 flat one (server.md §2).
  const actionTimeoutMs =
    positiveNumber(asRecord(setting['timeout'])['action']) ?? positiveNumber(setting['actionTimeout']);
  const agent = info['agent'];
  const statusMap = usableStatusMap(info['status_map'] ?? info['statusMap']);
  return {
    ...(typeof record['request'] === 'string' ? { request: record['request'] } : {}),
    ...(typeof remainSkip === 'number' && Number.isFinite(remainSkip) ? { remainSkip } : {}),
    ...(actionTimeoutMs === undefined ? {} : { actionTimeoutMs }),
    ...(typeof agent === 'string' && agent !== '' && agent.length <= PACKET_LIMITS.nameChars ? { agent } : {}),
    ...(statusMap === undefined ? {} : { statusMap }),
  };
};
