import type { ChatFailure, ChatMessage, ChatUsage, LlmRequestType } from './chat-model.ts';

/**
 * One model call as logged (JSONL, one line each, by the shell's sink). The sink decides whether the
 * prompt is kept whole or as a hash. Nothing here can hold the API key: it never reaches the core.
 */
export type CallOutcome =
  /** Parsed, legal and sent as the answer. */
  | 'used'
  /** A background note (plan or summary) stored for later prompts. */
  | 'note'
  /** The reply could not be parsed into the expected shape. */
  | 'invalid'
  /** The reply named no legal target. */
  | 'illegal_target'
  /**
   * A public talk that would leak private knowledge (the speaker's werewolf / possessed role, a
   * teammate, the attack, a whisper); `parsed.leak` gives the reason code. The rule answer is sent.
   */
  | 'leak'
  /** The call failed (HTTP error, timeout, abort …). */
  | 'failed'
  /** A usable reply that came after the fallback had already been chosen. */
  | 'late';

export type CallLogEntry = {
  readonly time: string;
  readonly gameId: string;
  readonly agent: string;
  readonly day: number;
  readonly requestType: LlmRequestType;
  readonly templates: readonly string[];
  readonly messages: readonly ChatMessage[];
  readonly response: string | null;
  readonly parsed: unknown;
  readonly usage: ChatUsage | null;
  readonly model: string | null;
  readonly attempts: number;
  readonly latencyMs: number;
  readonly outcome: CallOutcome;
  readonly used: boolean;
  readonly error?: Pick<ChatFailure, 'code' | 'message'> & { readonly status?: number };
};

export type CallLogSink = (entry: CallLogEntry) => void;
