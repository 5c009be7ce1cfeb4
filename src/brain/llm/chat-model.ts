/**
 * The one interface the LLM brain sees of a language model. The openai adapter (src/llm/) implements it;
 * tests swap in fakes. Failures are data: the brain decides whether to retry or fall back.
 */
export const LLM_REQUEST_TYPES = [
  'talk',
  'whisper',
  'vote',
  'divine',
  'guard',
  'attack',
  'daily_initialize',
  'daily_finish',
  /** Reading other players' talk into protocol sentences (the NL bridge's model extractor). */
  'extract',
  /** The talk judge (`aiwolf-agent judge`): ranking players, scoring blind pairs. */
  'judge',
] as const;
export type LlmRequestType = (typeof LLM_REQUEST_TYPES)[number];

export type ChatMessage = {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
};

/** A JSON schema the reply must follow (structured output), with a short name for the provider. */
export type ReplySchema = {
  readonly name: string;
  readonly schema: Readonly<Record<string, unknown>>;
};

export type ChatRequest = {
  readonly requestType: LlmRequestType;
  readonly messages: readonly ChatMessage[];
  readonly replySchema?: ReplySchema;
  /** Aborted when the game deadline passes; the call must stop then. */
  readonly signal: AbortSignal;
  /** Epoch ms; no attempt (or retry) starts that could not finish before it. */
  readonly deadline: number;
  /** The game and agent asking: the shell's cost ledger counts and caps tokens per game with them. */
  readonly gameId?: string;
  readonly agent?: string;
};

export type ChatUsage = {
  readonly promptTokens: number;
  readonly cachedTokens: number;
  readonly completionTokens: number;
};

export type ChatReply = {
  readonly text: string;
  readonly model: string;
  readonly attempts: number;
  readonly usage?: ChatUsage;
};

export const CHAT_FAILURE_CODES = [
  'aborted',
  'timeout',
  'rate_limited',
  'server_error',
  'http_error',
  'connection',
  'empty_reply',
  /** The endpoint's circuit breaker is open (recent failures): the model was not asked. */
  'circuit_open',
  /** The game's token or cost cap is reached: the model is not asked for the rest of the game. */
  'budget_exhausted',
] as const;
export type ChatFailureCode = (typeof CHAT_FAILURE_CODES)[number];

export type ChatFailure = {
  readonly code: ChatFailureCode;
  /** Human text; never contains the API key. */
  readonly message: string;
  readonly status?: number;
  readonly attempts: number;
};

export type ChatOutcome =
  | { readonly ok: true; readonly value: ChatReply }
  | { readonly ok: false; readonly error: ChatFailure };

export interface ChatModel {
  complete(request: ChatRequest): Promise<ChatOutcome>;
  /**
   * False when a call would fail at once (the endpoint's circuit breaker is open, the game's cost cap
   * is reached): the brain then sends the rule answer without building a prompt. Absent means yes.
   * `agent`: the agent that would ask (a replay asks the model for some seats' turns only).
   */
  available?(gameId?: string, agent?: string): boolean;
}
