/**
 * Why a connection could not be opened, as data. The messages name the likely fix; the codes are
 * stable and listed in the README.
 */
export const TRANSPORT_ERROR_MESSAGES = {
  'invalid-url':
    'the server URL is not a ws:// or wss:// URL (set server.url or AIWOLF_SERVER_URL, e.g. ws://127.0.0.1:8080/ws)',
  'connect-failed': 'could not reach the server (is it running, and is the host/port right?)',
  'handshake-rejected': 'the server refused the WebSocket upgrade (the path must be exactly /ws)',
  'handshake-timeout': 'the server did not complete the WebSocket handshake in time',
} as const;

export type TransportErrorCode = keyof typeof TRANSPORT_ERROR_MESSAGES;

export type TransportError = {
  readonly code: TransportErrorCode;
  readonly message: string;
  /** The underlying reason (socket error text, HTTP status), for logs. */
  readonly detail?: string;
};

export const transportError = (code: TransportErrorCode, detail?: string): TransportError => ({
  code,
  message: TRANSPORT_ERROR_MESSAGES[code],
  ...(detail === undefined ? {} : { detail }),
});
