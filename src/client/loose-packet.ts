/**
 * What can still be read from a frame the packet decoder rejected: the request type (so we know
 * whether the server waits for an answer), `remain_skip` (so a talk fallback does not waste an
 * `Over`) and `timeout.action` (so a rejected INITIALIZE does not leave us on the 60 s default when
 * the server uses less). Deliberately forgiving; every field is optional.
 */
export type LoosePacket = { readonly request?: string; readonly remainSkip?: number; readonly actionTimeoutMs?: number };

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const positiveNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

export const readLoosePacket = (text: string): LoosePacket => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Not JSON at all: a regular expression can still find `"request":"TALK"` in a truncated frame.
    const match = /"request"\s*:\s*"([A-Z_]+)"/.exec(text);
    return match?.[1] === undefined ? {} : { request: match[1] };
  }
  if (typeof value !== 'object' || value === null) return {};
  const record = asRecord(value);
  const info = asRecord(record['info']);
  const setting = asRecord(record['setting']);
  const remainSkip = info['remain_skip'] ?? info['remainSkip'];
  // Today's nested key, then the 2024 flat one (server.md §2).
  const actionTimeoutMs = positiveNumber(asRecord(setting['timeout'])['action']) ?? positiveNumber(setting['actionTimeout']);
  return {
    ...(typeof record['request'] === 'string' ? { request: record['request'] } : {}),
    ...(typeof remainSkip === 'number' && Number.isFinite(remainSkip) ? { remainSkip } : {}),
    ...(actionTimeoutMs === undefined ? {} : { actionTimeoutMs }),
  };
};
