import type { GameState, TalkEntry } from '../../game/state.ts';
import type { Sentence } from '../../protocol/ast.ts';
import type { Understood } from './types.ts';

/** Reads one talk into protocol sentences (the NL bridge's `understand`, bound to roster and language). */
export type ReadTalk = (entry: TalkEntry) => readonly Sentence[];

type Cached = { readonly key: string; readonly sentences: readonly Sentence[] };

const keyOf = (entry: TalkEntry): string => `${entry.day}\u0000${entry.idx}\u0000${entry.agent}\u0000${entry.text}`;

/**
 * Incremental understanding: each talk and whisper is read once, by its position in the state's
 * history (positions are stable because histories only grow within a game). O(new talks) per call.
 */
export const createUnderstandingCache = (read: ReadTalk): { update(state: GameState): Understood } => {
  const talks: Cached[] = [];
  const whispers: Cached[] = [];
  const sync = (cache: Cached[], entries: readonly TalkEntry[]): void => {
    if (cache.length > entries.length) cache.length = entries.length;
    entries.forEach((entry, position) => {
      const key = keyOf(entry);
      const cached = cache[position];
      if (cached !== undefined && cached.key === key) return;
      const sentences = entry.skip || entry.over ? [] : safeRead(read, entry);
      cache[position] = { key, sentences };
    });
  };
  return {
    update: (state) => {
      sync(talks, state.talks);
      sync(whispers, state.whispers);
      return { talks: talks.map((entry) => entry.sentences), whispers: whispers.map((entry) => entry.sentences) };
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
