import type { AliveStatus } from '../vocabulary/index.ts';
import { PACKET_LIMITS } from './packet-limits.ts';
import { isPlainObject } from './rename-keys.ts';

/**
 * A `status_map` the agent can act on: a non-empty object of non-empty names, each `ALIVE` or `DEAD`,
 * within the agent limits. Every packet's own map is authoritative for that packet (targets come from
 * it); a map that is not usable leaves the last usable one in force. Also used on frames the decoder
 * rejected for another reason, so their answer still targets the names that frame listed.
 */
export const usableStatusMap = (value: unknown): Readonly<Record<string, AliveStatus>> | undefined => {
  if (!isPlainObject(value)) return undefined;
  // The checks of checkAgentMap (agent count, name length) made name by name: every packet of every
  // seat comes here, and listing the entries first was most of the fold's garbage.
  const names = Object.keys(value);
  if (names.length === 0 || names.length > PACKET_LIMITS.agents) return undefined;
  for (const name of names) {
    const status = value[name];
    if (name === '' || name.length > PACKET_LIMITS.nameChars || (status !== 'ALIVE' && status !== 'DEAD'))
      return undefined;
  }
  return value as Record<string, AliveStatus>;
};
