import type { RpcTextHandler } from './rpc-text-handler.ts';
import { type AgentEndpoint, nextRequestId, outcomeOf } from './agent-endpoint.ts';

/** Calls an agent's dispatcher directly (same JSON text as on the wire, no socket): fast games and tests. */
export const createInProcessEndpoint = (dispatcher: RpcTextHandler): AgentEndpoint => ({
  transport: 'in-process',
  call: async ({ method, params, timeoutMs }) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), timeoutMs);
    });
    const text = JSON.stringify({ jsonrpc: '2.0', method, params, id: nextRequestId() });
    const answer = await Promise.race([dispatcher.handleText(text), timeout]);
    clearTimeout(timer);
    if (answer === undefined) return { ok: false, reason: 'timeout', detail: `no answer within ${timeoutMs} ms` };
    return outcomeOf(JSON.parse(answer));
  },
  close: async () => {},
});
