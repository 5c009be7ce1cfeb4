/**
 * What can still be read from a frame the packet decoder rejected: the request type (so we know
 * whether the server waits for an answer) and `remain_skip` (so a talk fallback does not waste an
 * `Over`). Deliberately forgiving; every field is optional.
 */
export type LoosePacket = { readonly request?: string; readonly remainSkip?: number };

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
  const record = value as Record<string, unknown>;
  const info = typeof record['info'] === 'object' && record['info'] !== null ? (record['info'] as Record<string, unknown>) : {};
  const remainSkip = info['remain_skip'] ?? info['remainSkip'];
  return {
    ...(typeof record['request'] === 'string' ? { request: record['request'] } : {}),
    ...(typeof remainSkip === 'number' && Number.isFinite(remainSkip) ? { remainSkip } : {}),
  };
};
