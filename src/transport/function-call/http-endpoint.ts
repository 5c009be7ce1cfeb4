import { type AgentEndpoint, nextRequestId, outcomeOf } from './agent-endpoint.ts';

/** Calls an agent served over HTTP POST (the URL of its `/` or `/rpc`). */
export const createHttpEndpoint = (url: string): AgentEndpoint => ({
  transport: 'http',
  call: async ({ method, params, timeoutMs }) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', method, params, id: nextRequestId() }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return { ok: false, reason: 'transport', detail: `HTTP ${response.status}` };
      return outcomeOf(await response.json());
    } catch (cause) {
      const timeout = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
      return {
        ok: false,
        reason: timeout ? 'timeout' : 'transport',
        detail: cause instanceof Error ? cause.message : String(cause),
      };
    }
  },
  close: async () => {},
});
