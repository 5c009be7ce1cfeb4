/**
 * What a session records. One entry per packet received, per answer sent and per notable event, so a
 * game can be audited afterwards: which deadline applied and how each answer was decided.
 */
export type AnswerSource =
  /** The brain answered in time. */
  | 'brain'
  /** The brain was not ready by the deadline (or the packet was malformed); the fallback was sent. */
  | 'fallback'
  /** The brain threw or returned something unusable; the fallback was sent. */
  | 'error'
  /** A mid-game or initial NAME request, answered at once with the connection name. */
  | 'name';

export type SessionLogEntry =
  | { readonly kind: 'received'; readonly request: string; readonly packet: unknown }
  | {
      readonly kind: 'sent';
      readonly request: string;
      readonly text: string;
      readonly source: AnswerSource;
      /** Epoch ms; absent for NAME (answered at once, no deadline). */
      readonly deadline?: number;
      /** Time from packet arrival to sending, in ms. */
      readonly elapsedMs: number;
      /** Why the fallback was used, or the brain's decision source (rule, llm, random). */
      readonly detail?: string;
    }
  /** A brain answer that came after its fallback had already been sent: dropped, never sent. */
  | { readonly kind: 'late-drop'; readonly request: string; readonly text: string; readonly lateByMs: number }
  | { readonly kind: 'decode-error'; readonly code: string; readonly message: string; readonly raw: string }
  | { readonly kind: 'brain-error'; readonly request: string; readonly message: string }
  | { readonly kind: 'note'; readonly message: string; readonly data?: Readonly<Record<string, unknown>> };

/** An entry as written: the entry plus who and when. */
export type SessionLogRecord = SessionLogEntry & {
  /** Epoch ms. */
  readonly time: number;
  /** The connection name (what we answered to NAME). */
  readonly agent: string;
  /** The server's game id once known (INITIALIZE), so records can be filed per game. */
  readonly gameId?: string;
};

export interface SessionLogger {
  write(record: SessionLogRecord): void;
  /** Flushes and releases whatever the logger holds for this agent. */
  close?(): void;
}

export const silentLogger: SessionLogger = { write: () => {} };

/** Keeps every record in memory: for tests and for the arena's own bookkeeping. */
export const createMemoryLogger = (): SessionLogger & { readonly records: SessionLogRecord[] } => {
  const records: SessionLogRecord[] = [];
  return { records, write: (record) => void records.push(record) };
};
