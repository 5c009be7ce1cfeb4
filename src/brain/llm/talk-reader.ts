import type { GameState, TalkEntry } from '../../game/state.ts';
import {
  BATCH_EXTRACTION_SCHEMA,
  type BatchTalk,
  batchExtractionRequest,
  type Language,
  readingsFromBatchReply,
  type StructuredExtractor,
} from '../../nl/index.ts';
import type { Sentence } from '../../protocol/ast.ts';
import type { Roster } from '../../protocol/index.ts';

/**
 * The model as a reader of the others' talk (issue 13): each new talk round is sent in one batch to the
 * structured extractor in the background, every talk once, and what comes back is kept per talk.
 * Nothing waits for it: an answer uses what has been read by then, so a slow or hung model never
 * delays one; a batch that takes longer than `timeoutMs` is abandoned and its talks are left to the rules.
 */
export type TalkReader = {
  /**
   * Sends the talks not yet sent (others' talks and whispers, not Over/Skip) as one batch, if none is in
   * flight and a whole round has gathered (one talk per other living agent), or at once with `flush`
   * (before a vote, at the end of the day): one request per round, not one per talk.
   */
  readNew(state: GameState, roster: Roster, flush?: boolean): void;
  /** The model's reading of a talk, once it has arrived. */
  readingOf(entry: TalkEntry): readonly Sentence[] | undefined;
  /** Grows whenever new readings arrive (the beliefs read the talks again then). */
  version(): number;
  /** A batch in flight, for tests and the end of a game. */
  pending(): Promise<void>;
  abortAll(): void;
};

/** A round rarely has more talks than this; a longer backlog goes in the next batch. */
const MAX_BATCH = 40;

/** The token estimate of the token benchmark: 4 ASCII characters or 1 other character per token. */
const estimateTokens = (text: string): number => {
  let ascii = 0;
  let other = 0;
  for (const character of text) {
    if (character.charCodeAt(0) < 128) ascii += 1;
    else other += 1;
  }
  return Math.ceil(ascii / 4) + other;
};

const keyOf = (entry: TalkEntry, whisper: boolean): string =>
  `${whisper ? 'w' : 't'}\u0000${entry.day}\u0000${entry.idx}\u0000${entry.agent}`;

export const createTalkReader = (options: {
  readonly extractor: StructuredExtractor;
  readonly lang: Language;
  readonly timeoutMs: number;
  readonly warn?: (message: string) => void;
  /**
   * Talks the model need not read (the brain passes: the rules already read something in them). Only
   * what the rules missed is sent, which keeps the reader inside the token budget (≤ 1/3 of the
   * official layout, `npm run bench -- tokens`).
   */
  readonly alreadyRead?: (entry: TalkEntry) => boolean;
  /**
   * Prompt tokens (estimated: 4 ASCII characters or 1 other character per token) the reader may spend
   * per game day; talks beyond it are left to the rules. Keeps the shortest games inside the issue-7
   * budget too.
   */
  readonly maxTokensPerDay?: number;
}): TalkReader => {
  const readings = new Map<string, readonly Sentence[]>();
  const sent = new Set<string>();
  const controllers = new Set<AbortController>();
  let inFlight: Promise<void> | undefined;
  let version = 0;
  const spent = new Map<number, number>();

  const unread = (state: GameState): { key: string; entry: TalkEntry }[] => {
    const fresh = (entries: readonly TalkEntry[], whisper: boolean) =>
      entries
        .filter((entry) => entry.agent !== state.self && !entry.skip && !entry.over && entry.text.trim() !== '')
        .map((entry) => ({ key: keyOf(entry, whisper), entry }))
        .filter(({ key }) => !sent.has(key))
        .filter(({ key, entry }) => {
          if (options.alreadyRead?.(entry) !== true) return true;
          sent.add(key);
          return false;
        });
    return [...fresh(state.talks, false), ...fresh(state.whispers, true)].slice(0, MAX_BATCH);
  };

  const send = async (batch: { key: string; entry: TalkEntry }[], roster: Roster): Promise<void> => {
    const talks: BatchTalk[] = batch.map(({ entry }, id) => ({ id, speaker: entry.agent, text: entry.text }));
    const controller = new AbortController();
    controllers.add(controller);
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const { system, user } = batchExtractionRequest({ talks, roster, lang: options.lang });
      const reply = await Promise.race([
        options.extractor({ system, user, schema: BATCH_EXTRACTION_SCHEMA, signal: controller.signal }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no reading within ${options.timeoutMs} ms`)), options.timeoutMs);
        }),
      ]);
      const read = readingsFromBatchReply({ reply, talks, roster });
      if (read === undefined) {
        options.warn?.('the model reader replied off the schema; those talks are read by the rules');
        return;
      }
      for (const [id, sentences] of read) {
        const key = batch[id]?.key;
        if (key !== undefined) readings.set(key, sentences);
      }
      version += 1;
    } catch (error) {
      controller.abort();
      options.warn?.(
        `the model reader failed (${error instanceof Error ? error.message : String(error)}); the rules read`,
      );
    } finally {
      clearTimeout(timer);
      controllers.delete(controller);
    }
  };

  return {
    readNew: (state, roster, flush = false) => {
      if (inFlight !== undefined) return;
      const batch = unread(state);
      const others = state.agents.filter((agent) => agent !== state.self && state.status[agent] === 'ALIVE').length;
      if (batch.length === 0 || (!flush && batch.length < Math.max(1, others))) return;
      for (const { key } of batch) sent.add(key);
      // Within the day's token budget: the system prompt once, then talks while they fit.
      const budget = (options.maxTokensPerDay ?? Number.POSITIVE_INFINITY) - (spent.get(state.day) ?? 0);
      const overhead = estimateTokens(batchExtractionRequest({ talks: [], roster, lang: options.lang }).system);
      let used = overhead;
      const fitting = batch.filter(({ entry }) => {
        const cost = estimateTokens(entry.text) + 4;
        if (used + cost > budget) return false;
        used += cost;
        return true;
      });
      if (fitting.length === 0) return;
      spent.set(state.day, (spent.get(state.day) ?? 0) + used);
      inFlight = send(fitting, roster).finally(() => {
        inFlight = undefined;
      });
    },
    readingOf: (entry) => readings.get(keyOf(entry, false)) ?? readings.get(keyOf(entry, true)),
    version: () => version,
    pending: () => inFlight ?? Promise.resolve(),
    abortAll: () => {
      for (const controller of controllers) controller.abort();
    },
  };
};
