import type { HistoryKey, TalkEntry } from './state.ts';

export type History = { readonly entries: readonly TalkEntry[]; readonly keys: readonly HistoryKey[] };

const compareKeys = (left: HistoryKey, right: HistoryKey): number =>
  left[0] - right[0] || left[1] - right[1] || left[2] - right[2];

/**
 * Merges a history diff into the full history. Packets carry only what is new (server.md §6.7), but
 * freeform DAILY_FINISH re-sends the whole day after the broadcasts and gaps can be filled later,
 * so an entry whose key is already stored is skipped and a late one is inserted in key order.
 * The server delivers in publication order, so the common case is a plain append.
 */
export const mergeHistory = (options: { history: History; incoming: readonly TalkEntry[]; phase: number }): History => {
  if (options.incoming.length === 0) return options.history;
  if (appendsOnly(options)) {
    // The common case in one copy of each list instead of an insertion search and a splice per entry.
    const { phase } = options;
    return {
      entries: options.history.entries.concat(options.incoming),
      keys: options.history.keys.concat(options.incoming.map((entry): HistoryKey => [entry.day, phase, entry.idx])),
    };
  }
  const entries = [...options.history.entries];
  const keys = [...options.history.keys];
  for (const entry of options.incoming) {
    const key: HistoryKey = [entry.day, options.phase, entry.idx];
    let position = keys.length;
    while (position > 0 && compareKeys(keys[position - 1]!, key) > 0) position--;
    if (position > 0 && compareKeys(keys[position - 1]!, key) === 0) continue;
    entries.splice(position, 0, entry);
    keys.splice(position, 0, key);
  }
  return { entries, keys };
};

/** Every incoming key is past the last stored one and past the incoming one before it. */
const appendsOnly = (options: { history: History; incoming: readonly TalkEntry[]; phase: number }): boolean => {
  const { phase } = options;
  const last = options.history.keys.at(-1);
  let day = last?.[0] ?? Number.NEGATIVE_INFINITY;
  let keyPhase = last?.[1] ?? Number.NEGATIVE_INFINITY;
  let idx = last?.[2] ?? Number.NEGATIVE_INFINITY;
  for (const entry of options.incoming) {
    const later = entry.day - day || phase - keyPhase || entry.idx - idx;
    if (!(later > 0)) return false;
    day = entry.day;
    keyPhase = phase;
    idx = entry.idx;
  }
  return true;
};
