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
  const talks = createChannel();
  const whispers = createChannel();
  let budget = 0;
  const readEntry = (entry: TalkEntry): readonly Sentence[] | undefined => {
    if (entry.skip || entry.over) return [];
    if (budget <= 0) return undefined;
    budget--;
    return safeRead(read, entry);
  };
  const sync = (channel: Channel, entries: readonly TalkEntry[]): (readonly Sentence[])[] => {
    // The common case: the history only grew at its end since the last call (the fold keeps the entry
    // objects), so only the new entries are read, with no key: building and hashing a key string per
    // talk (its whole text) was most of this call's cost. Keys are made only when the history changed.
    if (channel.complete && grewFrom(entries, channel.entries)) {
      const known = channel.entries.length;
      const added: (readonly Sentence[] | undefined)[] = new Array(entries.length - known);
      for (let position = entries.length - 1; position >= known; position--) {
        const sentences = readEntry(entries[position]!);
        if (sentences === undefined) channel.complete = false;
        added[position - known] = sentences;
      }
      // The kept copies grow by the new entries (copying the whole history on every call was most of
      // what a request allocated late in a 13-player game); the caller gets its own array.
      for (let index = 0; index < added.length; index++) {
        channel.entries.push(entries[known + index]!);
        channel.readings.push(added[index]);
        channel.result.push(added[index] ?? []);
      }
      return channel.result.slice();
    }
    const previous = readingsByContent(channel);
    const known = new Map<string, readonly Sentence[]>();
    const readings: (readonly Sentence[] | undefined)[] = new Array(entries.length);
    const result: (readonly Sentence[])[] = new Array(entries.length);
    let complete = true;
    for (let position = entries.length - 1; position >= 0; position--) {
      const entry = entries[position]!;
      const key = keyOf(entry);
      const sentences = known.get(key) ?? previous.get(key) ?? readEntry(entry);
      if (sentences !== undefined) known.set(key, sentences);
      else complete = false;
      readings[position] = sentences;
      result[position] = sentences ?? [];
    }
    // Only what the current history holds is kept, so a history that shrinks (a new game) frees memory.
    channel.complete = complete;
    // Copies (of pointers): the caller may reuse its arrays, and hands `result` on to the beliefs.
    channel.entries = entries.slice();
    channel.readings = readings;
    channel.result = result.slice();
    return result;
  };
  return {
    update: (state) => {
      budget = readBudget;
      return { talks: sync(talks, state.talks), whispers: sync(whispers, state.whispers) };
    },
  };
};

/**
 * One history (talks or whispers) as last read: its entries and their readings (undefined for an entry
 * left unread when the budget ran out). The arrays are this cache's own copies (never handed out but
 * `result`'s copies), grown in place.
 */
type Channel = {
  entries: TalkEntry[];
  readings: (readonly Sentence[] | undefined)[];
  /** The readings with `[]` for an unread entry: what the caller gets (a copy of). */
  result: (readonly Sentence[])[];
  /** False while some entry is still unread (the budget ran out): then the next call looks at them all. */
  complete: boolean;
};

const createChannel = (): Channel => ({ entries: [], readings: [], result: [], complete: true });

/** The readings of the entries last read, by content (day, idx, speaker, text). */
const readingsByContent = (channel: Channel): Map<string, readonly Sentence[]> => {
  const byContent = new Map<string, readonly Sentence[]>();
  for (let position = 0; position < channel.entries.length; position++) {
    const sentences = channel.readings[position];
    if (sentences !== undefined) byContent.set(keyOf(channel.entries[position]!), sentences);
  }
  return byContent;
};

/** True when `entries` starts with exactly the entry objects of `previous`. */
const grewFrom = (entries: readonly TalkEntry[], previous: readonly TalkEntry[]): boolean => {
  if (entries.length < previous.length) return false;
  for (let position = 0; position < previous.length; position++) {
    if (entries[position] !== previous[position]) return false;
  }
  return true;
};

const safeRead = (read: ReadTalk, entry: TalkEntry): readonly Sentence[] => {
  try {
    return read(entry);
  } catch {
    // A reader bug costs this one talk its meaning, never the beliefs of the game (no logger in the core).
    return [];
  }
};
