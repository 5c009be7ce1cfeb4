import type { AliveStatus } from '../vocabulary/index.ts';
import { checkAgentMap } from './packet-limits.ts';
import { isPlainObject } from './rename-keys.ts';

/**
 * A `status_map` the agent can act on: a non-empty object of non-empty names, each `ALIVE` or `DEAD`,
 * within the agent limits. Every packet's own map is authoritative for that packet (targets come from
 * it); a map that is not usable leaves the last usable one in force. Also used on frames the decoder
 * rejected for another reason, so their answer still targets the names that frame listed.
 */
export const usableStatusMap = (value: unknown): Readonly<Record<string, AliveStatus>> | undefined => {
  if (!isPlainObject(value)) return undefined;
  const entries = Object.entries(value);
  if (entries.length === 0 || checkAgentMap(entries, 'status_map') !== undefined) return undefined;
  for (const [name, status] of entries) {
    if (name === '' || (status !== 'ALIVE' && status !== 'DEAD')) return undefined;
  }
  return value as Record<string, AliveStatus>;
};
