import type { MethodName } from '../../../rpc/schemas/methods.ts';

/** How one call to an agent ended, as the backend sees it. */
export type CallOutcome =
  | { readonly ok: true; readonly result: unknown }
  | {
      readonly ok: false;
      readonly reason: 'timeout' | 'error' | 'transport';
      readonly detail: string;
      readonly code?: number;
    };

/** One agent as the backend reaches it, whatever the transport. */
export type AgentEndpoint = {
  readonly transport: string;
  call(input: { method: MethodName; params: unknown; timeoutMs: number }): Promise<CallOutcome>;
  close(): Promise<void>;
};

let counter = 0;
/** A fresh request id (the reference backend uses uuids; any unique string will do). */
export const nextRequestId = (): string => {
  counter += 1;
  return `call-${Date.now().toString(36)}-${counter}`;
};

/** Reads a JSON-RPC response value into an outcome. */
export const outcomeOf = (value: unknown): CallOutcome => {
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
