import WebSocket from 'ws';
import { type AgentEndpoint, nextRequestId } from './agent-endpoint.ts';
import { createPendingCalls } from './pending-calls.ts';

/** Calls an agent served over WebSocket; one socket, opened on first use and reopened after a loss. */
export const createWsEndpoint = (url: string): AgentEndpoint => {
  const pending = createPendingCalls();
  let socket: Promise<WebSocket> | undefined;
  const open = (): Promise<WebSocket> =>
    new Promise((resolve, reject) => {
      const created = new WebSocket(url);
      created.on('open', () => resolve(created));
      created.on('message', (data) => pending.receive(data.toString()));
      created.on('error', (error) => reject(error));
      created.on('close', () => {
        socket = undefined;
        pending.failAll('socket closed');
      });
    });
  return {
    transport: 'ws',
    call: async ({ method, params, timeoutMs }) => {
      try {
        socket ??= open();
        const ready = await socket;
        const id = nextRequestId();
        const answer = pending.wait(id, timeoutMs);
        ready.send(JSON.stringify({ jsonrpc: '2.0', method, params, id }));
        return await answer;
      } catch (cause) {
        socket = undefined;
        return { ok: false, reason: 'transport', detail: cause instanceof Error ? cause.message : String(cause) };
      }
    },
    close: async () => {
      const current = socket;
      socket = undefined;
      if (current !== undefined) (await current.catch(() => undefined))?.terminate(); // a connection that never opened has nothing to close
    },
  };
};
