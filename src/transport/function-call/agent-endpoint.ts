/** How one call to an agent ended, as the backend sees it. */
export type AgentCallOutcome =
  | { readonly ok: true; readonly result: unknown }
  | {
      readonly ok: false;
      readonly reason: 'timeout' | 'error' | 'transport';
      readonly detail: string;
      readonly code?: number;
    };

/**
 * One agent as the backend reaches it, whatever the transport. The socket adapters send any method name;
 * the game master narrows `Method` to the protocol's.
 */
export type AgentEndpoint<Method extends string = string> = {
  readonly transport: string;
  call(input: { method: Method; params: unknown; timeoutMs: number }): Promise<AgentCallOutcome>;
  close(): Promise<void>;
};

let counter = 0;
/** A fresh request id (the reference backend uses uuids; any unique string will do). */
export const nextRequestId = (): string => {
  counter += 1;
  return `call-${Date.now().toString(36)}-${counter}`;
};

/** Reads a JSON-RPC response value into an outcome. */
export const outcomeOf = (value: unknown): AgentCallOutcome => {
  if (value === null || typeof value !== 'object')
    return { ok: false, reason: 'error', detail: 'not a JSON-RPC response' };
  const response = value as { result?: unknown; error?: { code?: number; message?: string } };
  if (response.error !== undefined) {
    return {
      ok: false,
      reason: 'error',
      detail: response.error.message ?? 'error',
      ...(typeof response.error.code === 'number' ? { code: response.error.code } : {}),
    };
  }
  return 'result' in response
    ? { ok: true, result: response.result }
    : { ok: false, reason: 'error', detail: 'no result' };
};
