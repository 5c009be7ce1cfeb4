import type { PacketErrorCode } from './packet-error.ts';
import { isPlainObject } from './rename-keys.ts';

/**
 * What one packet may make the agent do. The real server's packets are tiny next to these (the
 * recorded games peak at 5.4 kB per frame, 33 history entries, 63-character talks, nesting 4, 13
 * agents); the limits only stop a broken or hostile server from making one packet cost seconds or
 * gigabytes. A packet over a limit is refused at decoding, with its own error code, so the session
 * logs it and, when the server waits, answers from the last packet it could use.
 */
export const PACKET_LIMITS = {
  /** Characters of one frame; checked before JSON.parse (about 100 times the largest recorded one). */
  frameChars: 500_000,
  /** Depth of nested objects and arrays (the real packets have 4). */
  nesting: 16,
  /** Names in `status_map` / `role_map`, roles in `role_num_map`: agents in one game. */
  agents: 100,
  /** Characters of an agent name (a map key or a name-valued field). */
  nameChars: 100,
  /** Entries of any list: talk/whisper history diffs (a whole freeform day at most), vote lists. */
  listEntries: 500,
  /** Characters of any string value: one talk, a profile. */
  textChars: 5_000,
  /** The highest day a game may reach; loops over days stay short. */
  day: 1_000,
} as const;

export type LimitViolation = { readonly code: PacketErrorCode; readonly path: string; readonly detail: string };

/** Keys whose object values are keyed by agent name (agent count and name length apply). */
const AGENT_MAPS: ReadonlySet<string> = new Set(['status_map', 'statusMap', 'role_map', 'roleMap']);

/** Keys whose string values are agent names. */
const NAME_FIELDS: ReadonlySet<string> = new Set([
  'agent',
  'target',
  'executed_agent',
  'executedAgent',
  'attacked_agent',
  'attackedAgent',
]);

/**
 * Nesting depth of a JSON text, found by one pass over the characters (strings skipped), so a frame
 * of a million `[` is refused before any parser recurses into it.
 */
export const nestingDepth = (text: string): number => {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
      continue;
    }
    if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return deepest;
};

/** Checks the raw frame before parsing: its size and nesting. */
export const checkFrameLimits = (text: string): LimitViolation | undefined => {
  if (text.length > PACKET_LIMITS.frameChars) {
    return {
      code: 'frame-too-large',
      path: '',
      detail: `${text.length} characters (limit ${PACKET_LIMITS.frameChars})`,
    };
  }
  const depth = nestingDepth(text);
  if (depth > PACKET_LIMITS.nesting) {
    return { code: 'too-deep', path: '', detail: `nesting ${depth} (limit ${PACKET_LIMITS.nesting})` };
  }
  return undefined;
};

/**
 * One entry per value seen by the walk below, in parallel arrays kept between calls: the value, its
 * key in its parent (a number for an array item, whose limits key is ''), its parent's entry. The
 * walk is synchronous, so one set of arrays serves every call; reusing them means a frame's walk
 * allocates nothing unless a limit is broken.
 */
const walkValues: unknown[] = [];
const walkKeys: (string | number)[] = [];
const walkParents: number[] = [];
const walkPending: number[] = [];

/** The path of a walk entry, rebuilt from its parents (only for a violation). */
const walkPathOf = (entry: number): string => {
  const segments: string[] = [];
  for (let at = entry; at > 0; at = walkParents[at] as number) segments.push(String(walkKeys[at]));
  let path = '';
  for (let index = segments.length - 1; index >= 0; index--) path = join(path, segments[index] as string);
  return path;
};

/**
 * Checks the parsed JSON against the limits, walking every value once (the frame size bounds the
 * walk). Returns the first violation, with the snake_case path of the offending value. The walk is
 * depth first, each container's children last to first; a value's path is rebuilt from its parents
 * only for a violation (building one path string and one object per value was most of the garbage
 * a frame made).
 */
export const checkValueLimits = (json: unknown): LimitViolation | undefined => {
  let seen = 0;
  let pending = 0;
  const visit = (value: unknown, key: string | number, parent: number): void => {
    walkValues[seen] = value;
    walkKeys[seen] = key;
    walkParents[seen] = parent;
    walkPending[pending++] = seen++;
  };
  visit(json, '', -1);
  try {
    while (pending > 0) {
      const entry = walkPending[--pending] as number;
      const value = walkValues[entry];
      const rawKey = walkKeys[entry];
      const key = typeof rawKey === 'string' ? rawKey : '';
      if (typeof value === 'string') {
        if (NAME_FIELDS.has(key) && value.length > PACKET_LIMITS.nameChars) {
          return {
            code: 'name-too-long',
            path: walkPathOf(entry),
            detail: `${value.length} characters (limit ${PACKET_LIMITS.nameChars})`,
          };
        }
        if (value.length > PACKET_LIMITS.textChars) {
          return {
            code: 'text-too-long',
            path: walkPathOf(entry),
            detail: `${value.length} characters (limit ${PACKET_LIMITS.textChars})`,
          };
        }
        continue;
      }
      if (typeof value === 'number') {
        if (key === 'day' && Math.abs(value) > PACKET_LIMITS.day) {
          return {
            code: 'invalid-field',
            path: walkPathOf(entry),
            detail: `day ${value} (limit ${PACKET_LIMITS.day})`,
          };
        }
        continue;
      }
      if (Array.isArray(value)) {
        if (value.length > PACKET_LIMITS.listEntries) {
          return {
            code: 'list-too-long',
            path: walkPathOf(entry),
            detail: `${value.length} entries (limit ${PACKET_LIMITS.listEntries})`,
          };
        }
        // Pushed first to last, so the last item is visited first.
        for (let index = 0; index < value.length; index++) visit(value[index], index, entry);
        continue;
      }
      if (!isPlainObject(value)) continue;
      const objectKeys = Object.keys(value);
      if (AGENT_MAPS.has(key)) {
        const violation = checkAgentMap(Object.entries(value), '');
        if (violation !== undefined) return { ...violation, path: walkPathOf(entry) };
      } else if (objectKeys.length > PACKET_LIMITS.listEntries) {
        return {
          code: 'list-too-long',
          path: walkPathOf(entry),
          detail: `${objectKeys.length} keys (limit ${PACKET_LIMITS.listEntries})`,
        };
      }
      for (const childKey of objectKeys) visit(value[childKey], childKey, entry);
    }
    return undefined;
  } finally {
    // Let go of this frame's values (the arrays themselves stay for the next frame).
    walkValues.fill(undefined, 0, seen);
  }
};

/** An agent-keyed map (status_map, role_map) within the agent and name limits. */
export const checkAgentMap = (
  entries: readonly (readonly [string, unknown])[],
  path: string,
): LimitViolation | undefined => {
  if (entries.length > PACKET_LIMITS.agents) {
    return { code: 'too-many-agents', path, detail: `${entries.length} agents (limit ${PACKET_LIMITS.agents})` };
  }
  const long = entries.find(([name]) => name.length > PACKET_LIMITS.nameChars);
  if (long !== undefined) {
    return {
      code: 'name-too-long',
      path,
      detail: `a name of ${long[0].length} characters (limit ${PACKET_LIMITS.nameChars})`,
    };
  }
  return undefined;
};

const join = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);
