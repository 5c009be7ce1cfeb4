import WebSocket from 'ws';
import { err, ok, type Result } from '../result.ts';
import { type TransportError, transportError } from './transport-error.ts';

export type ConnectionClosed = {
  readonly code: number;
  readonly reason: string;
};

/**
 * One WebSocket to the game server. Matches the client's `GameConnection` (send/close) and adds the
 * incoming side. Frames that arrive before a listener is attached are buffered, because the server
 * sends NAME right after the upgrade.
 */
export type WebSocketConnection = {
  /** Throws when the socket is no longer open. */
  send(text: string): void;
  /** Starts a close handshake, then cuts the socket if the server does not answer (it only reads while waiting for us). */
  close(): void;
  onMessage(listener: (text: string) => void): void;
  /** Resolves once the socket is closed, whoever closed it. 1006 = dropped without a close frame. */
  readonly closed: Promise<ConnectionClosed>;
};

export type OpenConnectionOptions = {
  url: string;
  /** Sent as `Authorization: Bearer <token>` when present. */
  token?: string | undefined;
  handshakeTimeoutMs?: number;
  /** How long close() waits for the close handshake before dropping the socket. */
  closeGraceMs?: number;
};

const isWebSocketUrl = (url: string): boolean => {
  try {
    const protocol = new URL(url).protocol;
    return protocol === 'ws:' || protocol === 'wss:';
  } catch {
    // new URL throws on text that is no URL at all, which is no WebSocket URL either.
    return false;
  }
};

export const openWebSocketConnection = (
  options: OpenConnectionOptions,
): Promise<Result<WebSocketConnection, TransportError>> => {
  if (!isWebSocketUrl(options.url)) return Promise.resolve(err(transportError('invalid-url', options.url)));
  const headers: Record<string, string> = {};
  if (options.token !== undefined && options.token !== '') headers['Authorization'] = `Bearer ${options.token}`;
  const socket = new WebSocket(options.url, {
    headers,
    handshakeTimeout: options.handshakeTimeoutMs ?? 10_000,
    // The server neither compresses nor pings (server.md §3.6); keep the handshake plain.
    perMessageDeflate: false,
  });

  const buffered: string[] = [];
  let listener: ((text: string) => void) | undefined;
  socket.on('message', (data, isBinary) => {
    const text = isBinary ? Buffer.from(data as Buffer).toString('utf8') : data.toString();
    if (listener === undefined) buffered.push(text);
    else listener(text);
  });
  const closed = new Promise<ConnectionClosed>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });

  return new Promise((resolve) => {
    let settled = false;
    const fail = (error: TransportError): void => {
      if (settled) return;
      settled = true;
      socket.terminate();
      resolve(err(error));
    };
    socket.once('unexpected-response', (_request, response) =>
      fail(transportError('handshake-rejected', `HTTP ${response.statusCode ?? '?'}`)),
    );
    socket.on('error', (error) => {
      const timedOut = /handshake has timed out/i.test(error.message);
      fail(transportError(timedOut ? 'handshake-timeout' : 'connect-failed', error.message));
    });
    socket.once('open', () => {
      settled = true;
      resolve(ok(wrap({ socket, closed, buffered, closeGraceMs: options.closeGraceMs ?? 1000, setListener })));
    });
  });

  function setListener(next: (text: string) => void): void {
    listener = next;
    for (const text of buffered.splice(0)) next(text);
  }
};

const wrap = (options: {
  socket: WebSocket;
  closed: Promise<ConnectionClosed>;
  buffered: string[];
  closeGraceMs: number;
  setListener: (listener: (text: string) => void) => void;
}): WebSocketConnection => {
  const { socket } = options;
  return {
    send(text) {
      // Throwing (the session catches and logs it) keeps the log honest: no "sent" for a dead socket.
      if (socket.readyState !== WebSocket.OPEN) throw new Error(`socket not open (state ${socket.readyState})`);
      socket.send(text);
    },
    close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close(1000);
      // The server completes a close handshake only while it reads from us; do not wait 30 s for it.
      const timer = setTimeout(() => socket.terminate(), options.closeGraceMs);
      timer.unref();
      void options.closed.then(() => clearTimeout(timer));
    },
    onMessage: options.setListener,
    closed: options.closed,
  };
};
