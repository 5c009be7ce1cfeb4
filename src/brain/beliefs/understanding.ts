import type { GameState, TalkEntry } from '../../game/state.ts';
import type { Sentence } from '../../protocol/ast.ts';
import type { Understood } from './types.ts';

/** Reads one talk into protocol sentences (the NL bridge's `understand`, bound to roster and language). */
export type ReadTalk = (entry: TalkEntry) => readonly Sentence[];

const keyOf = (entry: TalkEntry): string => `${entry.day}\u0000${entry.idx}\u0000${entry.agent}\u0000${entry.text}`;

/**
 * Talks read per call: more than a whole 13-player game holds (52 talks a day for about 7 days, plus
 * whispers), so a state built at once is read at once; only a flooded history reaches it, and then the
 * rest is read by the next requests instead of one request blocking the event loop for seconds.
 */
const READ_BUDGET = 500;

/**
 * Incremental understanding: each talk and whisper is read once, remembered by its content (day, idx,
 * speaker, text), not by its position: a late or inserted entry shifts every later position, and a
 * cache by position would then read the whole rest of the history again on every request (a flooded
 * history made each answer cost hundreds of ms). O(history) lookups and at most `readBudget` reads per call.
 */
export const createUnderstandingCache = (
  read: ReadTalk,
  /** Talks read per call at most (newest first); the rest are read by later calls. */
  readBudget = READ_BUDGET,
): { update(state: GameState): Understood } => {
  const talks = new Map<string, readonly Sentence[]>();
  const whispers = new Map<string, readonly Sentence[]>();
  let budget = 0;
  const sync = (cache: Map<string, readonly Sentence[]>, entries: readonly TalkEntry[]): (readonly Sentence[])[] => {
    const known = new Map<string, readonly Sentence[]>();
    const result: (readonly Sentence[])[] = new Array(entries.length);
    for (let position = entries.length - 1; position >= 0; position--) {
      const entry = entries[position]!;
      const key = keyOf(entry);
      let sentences = known.get(key) ?? cache.get(key);
      if (sentences === undefined && (entry.skip || entry.over)) sentences = [];
      if (sentences === undefined && budget > 0) {
        budget--;
        sentences = safeRead(read, entry);
      }
      if (sentences !== undefined) known.set(key, sentences);
      result[position] = sentences ?? [];
    }
    // Only what the current history holds is kept, so a history that shrinks (a new game) frees memory.
    cache.clear();
    for (const [key, sentences] of known) cache.set(key, sentences);
    return result;
  };
  return {
    update: (state) => {
      budget = readBudget;
      return { talks: sync(talks, state.talks), whispers: sync(whispers, state.whispers) };
    },
  };
};

const safeRead = (read: ReadTalk, entry: TalkEntry): readonly Sentence[] => {
  try {
    return read(entry);
  } catch {
    // A reader bug costs this one talk its meaning, never the beliefs of the game (no logger in the core).
    return [];
  }
};
