import type { AgentCallOutcome } from './agent-endpoint.ts';
import { outcomeOf } from './agent-endpoint.ts';

/** Calls awaiting their response on a socket, matched by JSON-RPC id, each with its own timeout. */
export const createPendingCalls = () => {
  const pending = new Map<string, { resolve: (outcome: AgentCallOutcome) => void; timer: NodeJS.Timeout }>();
  return {
    wait: (id: string, timeoutMs: number): Promise<AgentCallOutcome> =>
      new Promise((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          resolve({ ok: false, reason: 'timeout', detail: `no answer within ${timeoutMs} ms` });
        }, timeoutMs);
        pending.set(id, { resolve, timer });
      }),
    /** Feeds one received text; responses to unknown ids are ignored. */
    receive: (text: string): void => {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        // Not JSON: no id to match; the pending call's timeout answers it with the default.
        return;
      }
      for (const response of Array.isArray(value) ? value : [value]) {
        const id = (response as { id?: unknown } | null)?.id;
        const entry = typeof id === 'string' ? pending.get(id) : undefined;
        if (entry === undefined || typeof id !== 'string') continue;
        clearTimeout(entry.timer);
        pending.delete(id);
        entry.resolve(outcomeOf(response));
      }
    },
    failAll: (detail: string): void => {
      for (const [id, entry] of pending) {
        clearTimeout(entry.timer);
        pending.delete(id);
        entry.resolve({ ok: false, reason: 'transport', detail });
      }
    },
  };
};
