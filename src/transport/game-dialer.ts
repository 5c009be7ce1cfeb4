import type { Result } from '../result.ts';
import type { TransportError } from './transport-error.ts';
import {
  type OpenConnectionOptions,
  openWebSocketConnection,
  type WebSocketConnection,
} from './websocket-connection.ts';

/**
 * Opens one connection to the game server (one per agent and game). The runner (`connectAgents`) takes a
 * dialer as an argument and never chooses the socket type, address or credentials itself.
 */
export type GameDialer = () => Promise<Result<WebSocketConnection, TransportError>>;

/** Dials aiwolf-nlp-server over WebSocket with the same URL, token and timeouts every time. */
export const websocketDialer =
  (options: OpenConnectionOptions): GameDialer =>
  () =>
    openWebSocketConnection(options);
